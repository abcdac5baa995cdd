/// A saved-stack file as read, before any of it is trusted: the shape only. ``StackRestorer``
/// checks each entry against the app (its screens, its routing, its validators and guards).
///
/// Keys the format does not define (an old file's `requires`, say) are ignored: what a
/// screen requires never comes from the file.
struct SavedStack: Decodable {
    /// Read first, alone, so a file of another version is refused by its number rather than
    /// by its shape.
    struct Header: Decodable {
        let version: Int
    }

    struct Entry: Decodable {
        let screen: String
        let presentation: Presentation
        let payloadType: String?
        let payload: JSONValue?
    }

    let version: Int
    let stack: [Entry]
}
