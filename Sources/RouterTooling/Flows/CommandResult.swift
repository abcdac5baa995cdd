public import Router

/// What a ``NavigationSession`` did for one command.
public enum CommandResult: Sendable {
    /// A tap, link or `go` was routed: a screen was shown, or the payload was ignored.
    case routed(RouteOutcome)
    /// `back`, `home` or `tab` ran on the stack (possibly refused).
    case navigated(NavigationEvent)
    /// `stack`, `log` or `help` produced this text.
    case info(String)
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
