/// The screens shown, as far as going back, going home and selecting a tab decide on them:
/// a value read from the stack once per request, so that deciding (``StepPlan``) asks no one
/// and changes nothing. The router reads only what the request decides on: a part it did
/// not read keeps its default (no tabs, no guard's screen on top).
package struct StackShape: Sendable {
    /// How many screens the acting stack holds (the selected tab's, with tabs), root
    /// included.
    package var depth: Int
    /// The stack's tabs, in order; empty without tabs (and where the request does not need
    /// them).
    package var tabs: [String]
    /// The tab selected; `nil` without tabs.
    package var selectedTab: String?
    /// Whether the stack selects tabs at all (a ``TabbedNavigationStack``), with tabs or
    /// none yet.
    package var selectsTabs: Bool
    /// Whether the top screen is the screen of the guard holding a destination back, in the
    /// acting tab (the screen itself, not another of the same name).
    package var guardScreenOnTop: Bool

    /// A shape of `depth` screens; without tabs and without a guard's screen on top unless
    /// told.
    package init(
        depth: Int, tabs: [String] = [], selectedTab: String? = nil, selectsTabs: Bool? = nil,
        guardScreenOnTop: Bool = false
    ) {
        self.depth = depth
        self.tabs = tabs
        self.selectedTab = selectedTab
        self.selectsTabs = selectsTabs ?? !tabs.isEmpty
        self.guardScreenOnTop = guardScreenOnTop
    }
}
