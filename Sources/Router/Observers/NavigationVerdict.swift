/// A ``NavigationObserver``'s answer before a navigation.
public enum NavigationVerdict: Sendable {
    /// Let the navigation happen.
    case proceed
    /// Stop it: nothing changes, and the log notes `veto REASON`.
    case veto(String)
    /// Show `destination` instead (on top of the current stack, checked by its guard and
    /// asked of the observers again), noting `redirect REASON`. For a navigation that shows
    /// nothing (back, home, a tab), a redirect is a veto with the same reason. Redirects
    /// that lead to redirects stop after ``NavigationRouter/maxRedirects``, ignored as
    /// ``IgnoreReason/redirectLoop(_:)``.
    case redirect(Destination, reason: String)
}
