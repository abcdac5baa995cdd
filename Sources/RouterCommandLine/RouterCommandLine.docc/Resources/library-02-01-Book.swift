/// A book on a shelf: what a row of a shelf hands over when it is tapped.
struct Book: Sendable, Hashable {
    let id: String
    let title: String
    let author: String
    let shelf: String

    /// Every book of the library.
    static let all = [
        Book(id: "1", title: "Leaves of Grass", author: "Walt Whitman", shelf: "Poetry"),
        Book(id: "2", title: "The Waste Land", author: "T. S. Eliot", shelf: "Poetry"),
        Book(id: "3", title: "Middlemarch", author: "George Eliot", shelf: "Novels"),
        Book(id: "4", title: "Moby-Dick", author: "Herman Melville", shelf: "Novels"),
    ]
}
