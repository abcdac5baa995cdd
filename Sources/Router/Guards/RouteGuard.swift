/// A named condition that destinations can require, and the screen shown when it does not
/// hold: for example `signedIn`, redirecting to a sign-in screen.
///
/// Whether the condition holds is asked of the router's ``GuardConditions`` at the moment
/// a destination is shown; the guard itself is a `Sendable` value.
///
/// ## Guard chains
/// A guard may require another condition before its own screen is shown (``requires``):
/// accepting the terms needs sign-in first. A destination that requires `acceptedTerms`
/// is shown only when every condition of the chain holds (`acceptedTerms`, then
/// `signedIn`); otherwise the screen of the last condition along the chain that does not
/// hold is shown (sign-in first), and once it holds the router goes on to the next (the
/// terms), then resumes the destination. A guard's screen carries its guard's requirement,
/// so a sign-out removes the terms screen too. A chain is computed in one place,
/// ``JumperRegistry/guardChain(of:)``; chains that go round (`a` requires `b`, `b` requires
/// `a`), name an unknown guard or have more than ``GuardChain/maxLength`` guards are
/// composition problems.
public struct RouteGuard: Sendable {
    /// The condition's name, as destinations and routes files (`requires:`) write it.
    public let name: String
    /// What to show instead of a destination that requires the condition while it does not
    /// hold. It is shown requiring ``requires`` (nothing else).
    public let redirect: Destination
    /// The condition that must hold before this guard's screen is shown, or `nil`: the next
    /// link of a guard chain.
    public let requires: String?

    /// Creates a guard.
    /// - Parameters:
    ///   - name: The condition's name.
    ///   - redirect: The screen shown while the condition does not hold.
    ///   - requires: The condition that must hold before `redirect` is shown (a guard chain),
    ///     or `nil`.
    public init(_ name: String, redirect: Destination, requires: String? = nil) {
        self.name = name
        self.redirect = redirect
        self.requires = requires
    }
}
