/// A titled group of rows in a list.
public struct ListSection {
    /// The section header; empty for a list without headers.
    public let title: String
    /// The rows, in display order.
    public let rows: [ListRow]

    /// Creates a section.
    public init(title: String = "", rows: [ListRow]) {
        self.title = title
        self.rows = rows
    }
}
