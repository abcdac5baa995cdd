import Router

/// A shelf of the bakery (Breads, Cakes): what a home row hands over, and what
/// `bakery://shelf/NAME` opens.
struct Shelf: Sendable, Hashable, Codable {
    let name: String

    /// Every shelf, in the order the home screen lists them.
    static let all = [Shelf(name: "Breads"), Shelf(name: "Cakes")]
}
