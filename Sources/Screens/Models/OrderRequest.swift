/// The payload of a detail screen's "Order" row: the pizza to order. Placing an order
/// requires being signed in.
public struct OrderRequest: Hashable, Sendable, Codable {
    /// The pizza ordered.
    public let pizza: Pizza

    public init(pizza: Pizza) {
        self.pizza = pizza
    }
}
