/// A named condition that destinations can require, and the screen shown when it does not
/// hold: for example `signedIn`, redirecting to a sign-in screen.
///
/// Whether the condition holds is asked of the router's ``GuardConditions`` at the moment
/// a destination is shown; the guard itself is a `Sendable` value.
public struct RouteGuard: Sendable {
    /// The condition's name, as destinations and routes files (`requires:`) write it.
    public let name: String
    /// What to show instead of a destination that requires the condition while it does not
    /// hold. It is shown without any requirement of its own.
    public let redirect: Destination

    /// Creates a guard.
    public init(_ name: String, redirect: Destination) {
        self.name = name
        self.redirect = redirect
    }
}
