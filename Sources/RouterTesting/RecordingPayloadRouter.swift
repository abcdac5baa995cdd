public import Router

/// A recording double for whatever routes tapped payloads (a fake jumper): it
/// records every payload it is given and answers with a fixed outcome, so a list screen can
/// be tested without a router.
///
/// ```swift
/// let router = RecordingPayloadRouter()
/// let list = ListScreen(name: "Menu", title: "Menu", dataSource: menu, router: router)
/// list.tap(number: 1)
/// #expect(router.payloads.first as? Pizza == margherita)
/// ```
@MainActor
public final class RecordingPayloadRouter: PayloadRouting {
    /// Every payload routed so far, oldest first.
    public private(set) var payloads: [Any?] = []
    /// What ``route(_:)`` answers.
    public var outcome: RouteOutcome

    /// Creates a double that answers `outcome` (by default `pushed("Recorded")`).
    public init(outcome: RouteOutcome = .pushed("Recorded")) {
        self.outcome = outcome
    }

    /// Records `payload` and returns ``outcome``.
    public func route(_ payload: Any?) -> RouteOutcome {
        payloads.append(payload)
        return outcome
    }
}
