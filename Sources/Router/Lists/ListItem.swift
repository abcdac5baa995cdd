/// What a list row shows: the UI side of a row, kept apart from the domain value behind it.
public struct ListItem: Hashable, Sendable {
    /// The row's main text.
    public let title: String
    /// An optional second line of text, shown after the title.
    public let detail: String?

    /// The text a screen shows for the row: the title, and the detail after `: ` when there
    /// is one (`Margherita: €8.50`).
    public var shownText: String {
        detail.map { "\(title): \($0)" } ?? title
    }

    /// Creates an item.
    public init(title: String, detail: String? = nil) {
        self.title = title
        self.detail = detail
    }
}
