/// A change the router makes to its stack: the one vocabulary of
/// ``NavigationRouter/apply(_:on:)``, the only place a stack is changed and observers are
/// told of it.
enum StackChange {
    /// Pushes or presents `screen`, built for `destination` (its presentation, requirement
    /// and payload).
    case put(any Screen, as: Destination)
    /// Goes back one step (pop or dismiss), the top screen handing back the value `returning`
    /// describes when there is one.
    case back(returning: String?)
    /// Removes every screen above the root.
    case popToRoot
    /// Sets every screen above the root.
    case replaceAboveRoot([StackEntry])
    /// Selects a tab of a stack with tabs.
    case select(tab: String)
}
