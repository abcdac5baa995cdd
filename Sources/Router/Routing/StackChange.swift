/// A change the router makes to its stack: the one vocabulary of
/// ``NavigationRouter/apply(_:on:)``, the only place a stack is changed and observers are
/// told of it.
enum StackChange {
    /// Pushes or presents `screen` with the requirement and payload of the destination it
    /// was built for (not the whole destination: copying it retains each of its strings and
    /// closures).
    case put(any Screen, Presentation, requirement: String?, payload: (any Sendable)?)
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

extension StackChange {
    /// Pushes or presents `screen`, built for `destination`, as its presentation says.
    static func put(_ screen: any Screen, as destination: Destination) -> StackChange {
        .put(screen, destination.presentation, requirement: destination.requirement, payload: destination.payload)
    }
}
