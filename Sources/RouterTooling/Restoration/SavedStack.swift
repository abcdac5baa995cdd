import Router

/// A saved-stack file as read, before any of it is trusted: the shape only. ``StackRestorer``
/// checks each entry against the app (its screens, its routing, its validators and guards).
///
/// Keys the format does not define (an old file's `requires`, say) are ignored: what a
/// screen requires never comes from the file.
struct SavedStack: Decodable {
    /// Thrown while decoding when `version` is not 1, before the rest is read, so a file of
    /// another version is refused by its number rather than by its shape.
    struct UnsupportedVersion: Error {
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

    private enum CodingKeys: String, CodingKey {
        case version, stack
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        guard version == 1 else { throw UnsupportedVersion(version: version) }
        stack = try container.decode([Entry].self, forKey: .stack)
    }
}
