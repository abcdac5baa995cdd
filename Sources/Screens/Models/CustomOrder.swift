/// The payload of a pizza's "Customize order" row: opens the order form for the pizza.
public struct CustomOrder: Hashable, Sendable, Codable {
    /// The pizza to order.
    public let pizza: Pizza

    public init(pizza: Pizza) {
        self.pizza = pizza
    }
}
