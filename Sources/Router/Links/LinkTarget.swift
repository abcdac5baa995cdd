/// What a link pattern leads to: a payload type, built from the link's parameters plus
/// fixed values.
struct LinkTarget: Sendable {
    /// The payload type's name, for messages.
    let payloadName: String
    /// Values added to the link's parameters (a routes file's `with:`); link parameters win
    /// over nothing: a pattern cannot capture a name that is also fixed (loading checks).
    let constants: [String: String]
    /// Builds the payload.
    let decode: @Sendable ([String: String]) throws(LinkDecodingError) -> any Sendable
    /// Where the pattern was declared, when it came from a file.
    let line: Int?
    let column: Int?
    /// The plugin that registered the pattern, when code did.
    let owner: String?
}
