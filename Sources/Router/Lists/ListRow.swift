/// One row of a list: the item it shows and the payload a tap emits.
///
/// The payload is `Any` on purpose: the list knows nothing of the app's models, and the
/// router decides where the payload leads.
public struct ListRow {
    /// What the row shows.
    public let item: ListItem
    /// The domain value emitted when the row is tapped.
    public let payload: Any

    /// Creates a row.
    public init(item: ListItem, payload: Any) {
        self.item = item
        self.payload = payload
    }

    /// Creates a row showing `title` (and `detail`) that emits `payload` when tapped.
    public init(_ title: String, detail: String? = nil, payload: Any) {
        self.init(item: ListItem(title: title, detail: detail), payload: payload)
    }
}
