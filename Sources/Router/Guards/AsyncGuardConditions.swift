/// Guard conditions some of which are checked asynchronously: a session a server must
/// confirm, a permission a system dialog grants.
///
/// A ``NavigationQueue`` asks ``check(_:)`` for each condition of a destination's guard
/// chain that ``checksAsynchronously(_:)`` names, before it loads or shows anything, and the
/// router uses those answers for that navigation. Everywhere else (the router used
/// directly, ``NavigationRouter/conditionsDidChange()``) the router asks
/// ``GuardConditions/holds(_:)``, which should answer the last answer known: conditions
/// checked synchronously cost what they always did.
public protocol AsyncGuardConditions: GuardConditions {
    /// Whether `condition` is checked with ``check(_:)`` before a queued navigation that
    /// needs it.
    func checksAsynchronously(_ condition: String) -> Bool

    /// Whether `condition` holds, found out asynchronously. A check that cannot finish
    /// should answer `false` (guards fail closed); it should stop when its task is
    /// cancelled (a later request replaced the navigation).
    @MainActor func check(_ condition: String) async -> Bool
}
