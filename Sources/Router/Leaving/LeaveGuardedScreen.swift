/// A screen that may refuse to be left: an order form with unsaved changes, say.
///
/// The router asks ``leaveDecision()`` on every path that would remove the screen from a
/// stack: `back` (and returning a value), going home, `go`, a link that builds its stack
/// from the root, dismissing a modal cover to switch tabs, cancelling a pending destination,
/// resuming one after a guard's condition holds, restoring a saved stack, and unwinding
/// after a guard's condition stopped holding. The screens a navigation would remove are
/// asked top first, before anything changes: at the first refusal the navigation changes
/// nothing at all (every tab's stack, the selected tab and the pending destination stay
/// exactly as they were) and the log notes `leave refused NAME`.
///
/// **Security first.** When a guard's condition stops holding (a sign-out), the screens
/// that require it leave whatever they answer: a refusal is noted as `leave overridden
/// NAME` and the screen is removed. No screen can keep a signed-out person on a screen that
/// needs sign-in.
@MainActor
public protocol LeaveGuardedScreen: Screen {
    /// Whether the screen may be left now. Asked before each navigation that would remove
    /// it; must not navigate itself.
    func leaveDecision() -> LeaveDecision
}
