/// Tells the router which guard conditions hold right now (the app's signed-in state, say).
///
/// The router asks every time it shows a destination that requires a condition, and again
/// when the app calls ``NavigationRouter/conditionsDidChange()``. A condition this object does not
/// know must be reported as not holding: guards fail closed.
public protocol GuardConditions: AnyObject {
    /// Whether the condition named `condition` holds now.
    func holds(_ condition: String) -> Bool
}
