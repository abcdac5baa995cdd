@testable import RouterTooling

/// The requests one run of an app made, in the order they take effect, each with whether it
/// was accepted once that is known: it ran to its end (committed, or failed loading and
/// showed its failure screen), or it was refused, dropped, superseded or cancelled. What a
/// ``SerialNavigationModel`` is given.
///
/// A request the session left in flight is known by the number the session gave it
/// (`NavigationSession.lastRequest`) until the session tells how it ended
/// (`NavigationSession.onFinished`); the session holds it open meanwhile.
@MainActor
final class AcceptedRequests {
    /// A request, and whether it was accepted (`nil` while in flight).
    struct Made {
        let request: SerialNavigationModel.Request
        var accepted: Bool?
    }

    /// The requests since the model last caught up, in the order they take effect.
    private(set) var made: [Made] = []
    /// The position in ``made`` of each request in flight, by the session's number for it.
    private var inFlight: [Int: Int] = [:]
    /// Ends told that matched no single request in flight.
    private(set) var unmatched: [String] = []

    /// Whether every request's end is known.
    var allEnded: Bool { inFlight.isEmpty && unmatched.isEmpty }

    /// Notes `request`, made by a command that answered `result` on `session`, whose last
    /// request number was `lastRequest` before the command.
    func note(_ request: SerialNavigationModel.Request, result: CommandResult, on session: NavigationSession, lastRequest: Int) {
        made.append(Made(request: request, accepted: nil))
        // A command gives the queue one request at most; it is in flight while the session
        // holds it open.
        if session.lastRequest != lastRequest, session.openRequests.contains(session.lastRequest) {
            inFlight[session.lastRequest] = made.count - 1
        } else {
            made[made.count - 1].accepted = Self.accepted(result)
        }
    }

    /// Notes the change of conditions `command` makes at once: before every navigation in
    /// flight on `session` now, which commits after it.
    func noteChange(_ command: FlowCommand, on session: NavigationSession) {
        let position =
            inFlight.filter { session.finishedRequests[$0.key] == nil }.values.min() ?? made.count
        made.insert(Made(request: .conditionChange(command), accepted: true), at: position)
        for (number, index) in inFlight where index >= position { inFlight[number] = index + 1 }
    }

    /// Notes how the request in flight that `session` no longer holds open ended.
    func finished(_ result: CommandResult, on session: NavigationSession) {
        let ended = inFlight.keys.filter { !session.openRequests.contains($0) }
        guard ended.count == 1, let index = inFlight.removeValue(forKey: ended[0]) else {
            return unmatched.append("\(result)")
        }
        made[index].accepted = Self.accepted(result)
    }

    /// The requests made so far, in order, each with whether it was accepted, forgotten
    /// here; `nil` while one is in flight.
    func take() -> [(request: SerialNavigationModel.Request, accepted: Bool)]? {
        guard allEnded else { return nil }
        defer { made = [] }
        return made.map { ($0.request, $0.accepted ?? false) }
    }

    /// Whether the request that ended in `result` was accepted: it ran to its end.
    static func accepted(_ result: CommandResult) -> Bool {
        switch result {
        case .routed(let outcome): !outcome.isRefusal
        case .navigated(let event): event.changedStack
        case .ended(.failed): true
        case .ended: false
        // A change of conditions that resumed nothing; a restore that restored.
        case .info: true
        default: false
        }
    }
}
