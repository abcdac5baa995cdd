/// Answers the questions of screens that may be left only after a confirmation
/// (``LeaveDecision/confirm(_:)``): the app's "Discard changes?" dialog, or a test double.
///
/// Injected through ``NavigationRouter/init(registry:navigator:conditions:confirmations:observers:)``.
/// A router without one treats every question as answered no: the screen stays.
@MainActor
public protocol LeaveConfirming: AnyObject {
    /// Whether the person confirms leaving the screen named `screen`, asked `question`.
    func confirmLeaving(_ screen: String, question: String) -> Bool
}
