/// A payload that changes the app's state behind a guard condition instead of showing a
/// screen: the "I accept" row of a terms screen.
///
/// Routed (a tap), the router calls ``perform(on:)`` with its ``GuardConditions`` object and,
/// when that changed something, re-checks every guard (``NavigationRouter/conditionsDidChange()``),
/// which resumes a destination waiting for the condition. Jumpers never see it: the router
/// acts on it only when no jumper is registered for its type.
public protocol ConditionAction: Sendable {
    /// Changes the app's state through `conditions` (the object the router was given).
    /// - Returns: Whether any condition may have changed; `false` when `conditions` is not
    ///   the kind of object the action works on.
    @MainActor func perform(on conditions: any GuardConditions) -> Bool
}

/// Runs a ``ConditionAction`` routed as a payload.
struct ConditionActionPayload: RouterAction {
    let action: any ConditionAction

    func perform(on router: NavigationRouter) -> RouteOutcome {
        guard let conditions = router.conditions, action.perform(on: conditions) else {
            return .ignored(.declined(payloadType: String(reflecting: type(of: action))))
        }
        return router.conditionsDidChange() ?? .conditionsChanged
    }
}
