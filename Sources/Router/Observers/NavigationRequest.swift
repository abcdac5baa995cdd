/// A navigation the router is about to make, as ``NavigationObserver/willNavigate(_:)``
/// sees it.
public struct NavigationRequest: Sendable {
    /// What kind of navigation it is.
    public enum Intent: Sendable {
        /// Show one destination on top: a tap, an in-app link, ``NavigationRouter/show(_:)``.
        case show(Destination)
        /// Replace every screen above the root (``NavigationRouter/go(to:)``): `go`, a link
        /// built from the root, a restored stack.
        case go([Destination])
        /// Go back one step (``NavigationRouter/back()``), with a value's text when the
        /// screen returns one.
        case back(returning: String?)
        /// Return to the root (``NavigationRouter/home()``).
        case home
        /// Select the named tab.
        case selectTab(String)
        /// Show a destination a guard held back, now its condition holds.
        case resume(Destination)
        /// Remove the screens whose guard condition no longer holds (a sign-out): forced.
        case unwind(removing: [String])
    }

    /// What kind of navigation it is.
    public let intent: Intent
    /// The link being opened, when the navigation comes from one.
    public let link: String?
    /// The tab it acts on, or `nil` in an app without tabs.
    public let tab: String?
    /// Whether the navigation happens whatever observers answer (security first): unwinding
    /// after a guard's condition stopped holding.
    public let isForced: Bool

    /// Creates a request (for tests of observers).
    public init(intent: Intent, link: String? = nil, tab: String? = nil, isForced: Bool = false) {
        self.intent = intent
        self.link = link
        self.tab = tab
        self.isForced = isForced
    }
}
