/// A shelf of the library: what a row of the home list hands over when it is tapped.
struct Shelf: Sendable, Hashable, Codable {
    let name: String

    /// Every shelf, in the order the home list shows them.
    static let all = [Shelf(name: "Poetry"), Shelf(name: "Novels")]
}
