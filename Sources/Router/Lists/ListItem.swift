/// What a list row shows: the UI side of a row, kept apart from the domain value behind it.
public struct ListItem: Hashable, Sendable {
    /// The row's main text.
    public let title: String
    /// An optional second line of text, shown after the title.
    public let detail: String?

    /// Creates an item.
    public init(title: String, detail: String? = nil) {
        self.title = title
        self.detail = detail
    }
}
