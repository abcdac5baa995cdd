/// A dessert on Giuseppe's menu.
public struct Dessert: Hashable, Sendable, Codable {
    /// The dessert's name, e.g. `Tiramisù`.
    public let name: String
    /// The price in euro cents.
    public let priceCents: Int

    /// Creates a dessert.
    public init(name: String, priceCents: Int) {
        self.name = name
        self.priceCents = priceCents
    }
}
