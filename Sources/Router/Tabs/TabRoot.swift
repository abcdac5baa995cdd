/// A tab an app declares: its name and the destination its own stack starts from.
///
/// An app with tabs gives each tab a stack of its own (see ``TabbedNavigationStack``); the
/// first tab is the app's home. Tabs are declared in code (``NavigationRouter/start(registry:tabs:conditions:confirmations:observers:stack:)``)
/// or in a routes file's `tabs:` section, where the root is named by a deep link.
public struct TabRoot: Sendable {
    /// The tab's name, e.g. `Menu`: shown by the interactive mode and written before each
    /// event of the tab in the log (`Menu: push PizzaDetail`).
    public let name: String
    /// Builds the tab's root screen. Its presentation is not used (a root is never pushed
    /// or presented), and a root is always shown, so it may require no guard condition:
    /// ``JumperRegistry/tabRootProblem(_:)`` says when it does (`check` reports it), and
    /// the router ignores the requirement.
    public let root: Destination

    /// Creates a tab.
    public init(_ name: String, root: Destination) {
        self.name = name
        self.root = root
    }
}
