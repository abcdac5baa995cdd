public import Router

/// What a ``NavigationSession`` did for one command.
public enum CommandResult: Sendable {
    /// A tap, link or `go` was routed: a screen was shown, or the payload was ignored.
    case routed(RouteOutcome)
    /// `back`, `home` or `tab` ran on the stack (possibly refused).
    case navigated(NavigationEvent)
    /// `stack`, `log` or `help` produced this text.
    case info(String)
    /// A navigation was asked of the queue and is still in flight: it waits for time to
    /// pass (a loader or an asynchronous check sleeping on the session's clock). Its result
    /// comes when it ends (``NavigationSession/onFinished``).
    case inFlight
    /// A navigation asked of the queue ended without being committed or refused by the
    /// router: `QueuedOutcome.failed(_:)` (a loader threw),
    /// `QueuedOutcome.cancelled(_:)` or `QueuedOutcome.superseded`. The log
    /// says how, in its `loading` lines.
    case ended(QueuedOutcome)
    /// `wait` let this much time pass.
    case waited(Duration)
    /// An expectation held.
    case expectationHeld
    /// An expectation did not hold; the message says what was expected and what was found
    /// (for a log, a line diff).
    case expectationFailed(String)
    /// The command could not be carried out.
    case failed(SessionError)
    /// `quit`.
    case quit
}
