/// A drink on Giuseppe's menu.
public struct Drink: Hashable, Sendable, Codable {
    /// The drink's name, e.g. `Chinotto`.
    public let name: String
    /// The serving size in millilitres.
    public let millilitres: Int
    /// The price in euro cents.
    public let priceCents: Int

    /// Creates a drink.
    public init(name: String, millilitres: Int, priceCents: Int) {
        self.name = name
        self.millilitres = millilitres
        self.priceCents = priceCents
    }
}
