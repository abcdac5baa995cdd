/// Whether a screen may be left now: the answer of a ``LeaveGuardedScreen``.
public enum LeaveDecision: Hashable, Sendable {
    /// The screen may be left.
    case allow
    /// The screen must stay (unsaved changes, say): the navigation changes nothing and the
    /// log notes `leave refused NAME`.
    case refuse
    /// The screen may be left only if a person confirms this question (`Discard your
    /// order?`), asked of the router's ``LeaveConfirming`` object. Without one, or when it
    /// answers no, this is a refusal.
    case confirm(String)
}
