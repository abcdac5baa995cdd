import Router

/// Something baked, on one shelf: what a shelf's row hands over, and what
/// `bakery://shelf/SHELF/NAME` opens.
struct Bake: Sendable, Hashable, Codable {
    let name: String
    let shelf: String
    let priceCents: Int

    /// Everything the bakery sells.
    static let all = [
        Bake(name: "Baguette", shelf: "Breads", priceCents: 150),
        Bake(name: "Sourdough", shelf: "Breads", priceCents: 420),
        Bake(name: "Croissant", shelf: "Breads", priceCents: 180),
        Bake(name: "Cheesecake", shelf: "Cakes", priceCents: 390),
        Bake(name: "Sachertorte", shelf: "Cakes", priceCents: 450),
    ]

    /// The price as text, e.g. `€1.50`.
    var price: String {
        let cents = priceCents % 100
        return "€\(priceCents / 100).\(cents < 10 ? "0" : "")\(cents)"
    }
}
