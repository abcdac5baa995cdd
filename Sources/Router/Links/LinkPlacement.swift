/// Where an opened link puts its destination.
public enum LinkPlacement: Sendable, Hashable, CaseIterable {
    /// Builds the link's whole chain (its parents, then its own destination) from the root,
    /// replacing the stack in one step, as tapping from the root would: the default, for
    /// links from outside the app. In an app with tabs, the chain goes into the tab whose
    /// root is the chain's first screen, which is selected, or else into the first tab.
    case fromRoot
    /// Shows only the link's own destination on top of the current stack, as a tap on the
    /// top screen would: for links inside the app.
    case onTop
}
