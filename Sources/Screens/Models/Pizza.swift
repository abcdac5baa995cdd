/// A pizza on Giuseppe's menu.
public struct Pizza: Hashable, Sendable, Codable {
    /// The pizza's name, e.g. `Margherita`.
    public let name: String
    /// What is on it, in order.
    public let ingredients: [String]
    /// The price in euro cents.
    public let priceCents: Int

    /// Creates a pizza.
    public init(name: String, ingredients: [String], priceCents: Int) {
        self.name = name
        self.ingredients = ingredients
        self.priceCents = priceCents
    }
}
