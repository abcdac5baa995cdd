/// A jumper made from a closure, for when a whole type would be ceremony.
///
/// ```swift
/// plugin.register(Jumper(for: Pizza.self) { pizza in .push("PizzaDetail") { _ in … } })
/// ```
public struct Jumper<Payload: Sendable>: JumperProtocol {
    private let decide: @Sendable (Payload) -> Destination?

    /// Creates a jumper for `type` that decides with `decide` (return `nil` to decline).
    public init(
        for type: Payload.Type = Payload.self,
        _ decide: @escaping @Sendable (Payload) -> Destination?
    ) {
        self.decide = decide
    }

    public func destination(for payload: Payload) -> Destination? {
        decide(payload)
    }
}
