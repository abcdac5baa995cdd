/// A payload the router acts on itself, after no jumper claimed its type: returning a value
/// (``ReturnValue``) or changing a guard's condition (``ConditionAction``).
@MainActor
protocol RouterAction {
    /// Does what the payload asks on `router`.
    func perform(on router: NavigationRouter) -> RouteOutcome
}
