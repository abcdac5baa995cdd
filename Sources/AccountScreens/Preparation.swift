/// A pizza in the oven: what a row of the kitchen's board emits, shown by the
/// Preparation screen once the kitchen says how it is going.
public struct Preparation: Hashable, Sendable, Codable {
    /// The pizza's name, as the board lists it.
    public let pizza: String

    /// The preparation of `pizza`.
    public init(pizza: String) {
        self.pizza = pizza
    }
}
