/// A plugin that decides where a tapped payload of one type leads.
///
/// A jumper handles exactly one ``Payload`` type. Given a payload it returns the
/// ``Destination`` to show, or `nil` to decline (for example an enum case or a field value
/// it has no screen for). It never touches a navigation stack: deciding is pure, and the
/// ``NavigationRouter`` performs the push. That is why a jumper is `Sendable` and can be asked from
/// any thread.
///
/// ```swift
/// struct PizzaJumper: JumperProtocol {
///     func destination(for pizza: Pizza) -> Destination? {
///         .push("PizzaDetail") { _ in TextScreen(name: "PizzaDetail", title: pizza.name) }
///     }
/// }
/// ```
public protocol JumperProtocol<Payload>: Sendable {
    /// The payload type this jumper handles; the registry dispatches on it.
    associatedtype Payload: Sendable

    /// The destination for `payload`, or `nil` when this jumper declines it.
    func destination(for payload: Payload) -> Destination?
}
