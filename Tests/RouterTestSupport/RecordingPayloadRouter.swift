public import Router

/// A recording double for whatever routes tapped payloads (seed 004's fake jumper): it
/// records every payload and answers with a fixed outcome.
public final class RecordingPayloadRouter: PayloadRouting {
    public private(set) var payloads: [Any?] = []
    public var outcome: RouteOutcome

    public init(outcome: RouteOutcome = .pushed("Recorded")) {
        self.outcome = outcome
    }

    public func route(_ payload: Any?) -> RouteOutcome {
        payloads.append(payload)
        return outcome
    }
}
