public import Router

/// What the navigation crawler found in one tab of an app with tabs, crawling from the
/// tab's root screen: see ``CrawlReport/tabs``.
///
/// Every path starts with the tab's name (the tab a person selects), then the row titles
/// tapped from the tab's root; the root's own path is just the tab's name. A screen
/// reachable from several tabs is listed in each.
public struct TabReport: Sendable {
    /// The tab's name, as the app declares it (untrusted text: escape it before printing).
    public let name: String
    /// Each screen reachable in the tab with the shortest path that reaches it (the tab's
    /// name, then row titles), in the order found (breadth first); the tab's root first.
    public let screens: [(name: String, path: [String])]
    /// Every distinct edge found in the tab, in the order found.
    public let edges: [CrawlReport.Edge]
    /// Every dead row found in the tab, in the order found; paths start with the tab's name.
    public let deadRows: [CrawlReport.DeadRow]
    /// Every distinct row of the tab that returns a value or changes conditions, in the
    /// order found.
    public let actionRows: [CrawlReport.ActionRow]
    /// The screens of the tab that may refuse to be left, in the order found.
    public let leaveGuarded: [String]
    /// The routes-file routes the tab's taps used, in the order first used.
    public let routesUsed: [RouteRule]
    /// Whether the depth bound left a row of the tab untapped.
    public let stoppedAtDepth: Bool
    /// Whether the state bound left a row of the tab untapped.
    public let stoppedAtStateLimit: Bool

    /// The names of the screens reachable in the tab.
    public var screenNames: Set<String> { Set(screens.map(\.name)) }
}
