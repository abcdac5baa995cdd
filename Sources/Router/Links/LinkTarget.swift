package import LinkMatching

/// What a link pattern leads to: a payload type, built from the link's parameters plus
/// fixed values, and the link it sits above, if any: a template filled from the link's
/// parameters, or the link of a payload computed from the link's own.
package struct LinkTarget: Sendable {
    /// The payload type's name, for messages.
    package let payloadName: String
    /// Values added to the link's parameters (a routes file's `with:`); link parameters win
    /// over nothing: a pattern cannot capture a name that is also fixed (loading checks).
    package let constants: LinkParameters
    /// Builds the payload.
    package let decode: @Sendable (LinkParameters) throws(LinkDecodingError) -> any Sendable
    /// Where the pattern was declared, when it came from a file.
    package let line: Int?
    package let column: Int?
    /// The plugin that registered the pattern, when code did.
    package let owner: String?
    /// The link this one's screen sits above, its `:name` segments filled from this link's
    /// parameters; `nil` for none.
    package let parent: LinkTemplate?
    /// Computes the payload of the link this one's screen sits above from this link's
    /// decoded payload, whose link (``LinkTable/link(for:)``) is then opened as a parent;
    /// `nil` when the parent is a template or there is none. The closure answers `nil` for
    /// a payload with no parent.
    package let parentOfPayload: (@Sendable (any Sendable) -> (any Sendable)?)?
    /// The parent as written, for messages.
    package let parentText: String?
    /// Where the parent was written, when it came from a file.
    package let parentLine: Int?
    package let parentColumn: Int?
    /// The payload type the pattern leads to, or `nil` when unknown (a link to a type no
    /// one registered).
    package let payloadType: ObjectIdentifier?
    /// Writes a payload's parameters (the type's ``LinkDecoder`` encoder): `nil` when the
    /// type has no encoder; the closure answers `nil` for a payload of another type.
    package let encode: (@Sendable (any Sendable) -> LinkParameters?)?

    /// The memberwise initializer, for the routes-file loader's links.
    package init(
        payloadName: String, constants: LinkParameters,
        decode: @escaping @Sendable (LinkParameters) throws(LinkDecodingError) -> any Sendable,
        line: Int?, column: Int?, owner: String?,
        parent: LinkTemplate? = nil, parentText: String? = nil, parentLine: Int? = nil, parentColumn: Int? = nil,
        payloadType: ObjectIdentifier? = nil, encode: (@Sendable (any Sendable) -> LinkParameters?)? = nil,
        parentOfPayload: (@Sendable (any Sendable) -> (any Sendable)?)? = nil
    ) {
        self.parentOfPayload = parentOfPayload
        self.payloadType = payloadType
        self.encode = encode
        self.payloadName = payloadName
        self.constants = constants
        self.decode = decode
        self.line = line
        self.column = column
        self.owner = owner
        self.parent = parent
        self.parentText = parentText ?? parent?.description
        self.parentLine = parentLine
        self.parentColumn = parentColumn
    }
}
