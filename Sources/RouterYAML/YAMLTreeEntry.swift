import RouterText

/// One node of a parsed document in eight bytes: where the node starts in the input and
/// what it is. The nodes of a document lie in one array in document order (a collection
/// before its children, a key before its value), so a node with its descendants is a run
/// of consecutive entries.
///
/// `bits` holds the kind in its top two bits. Below them, a scalar keeps its style in
/// three bits and, in the other 27, either the length of its text in the input (a scalar
/// whose text is a slice of the input) or the index of its text among the decoded texts; a
/// collection keeps the number of entries of its run, itself included (at most 2³⁰).
@usableFromInline
struct YAMLTreeEntry: Sendable, Equatable {
    @usableFromInline
    enum Kind: UInt32 {
        /// A scalar whose text is bytes of the input, from its start (after the quote).
        case slice = 0
        /// A scalar whose text was decoded (escapes, folded lines, block scalars).
        case decoded = 1
        case sequence = 2
        case mapping = 3
    }

    /// The byte offset in the input where the node starts (its quote, `[`, `-` or key).
    @usableFromInline var offset: UInt32
    @usableFromInline var bits: UInt32

    /// The longest scalar text kept as a slice; a longer one is kept decoded.
    static let maxSliceLength = (1 << 27) - 1
    /// The most nodes a collection's run may hold.
    static let maxRun = (1 << 30) - 1

    @inlinable
    var kind: Kind { Kind(rawValue: bits >> 30)! }

    @inlinable
    var isScalar: Bool { bits >> 31 == 0 }

    /// The style of a scalar (meaningless for a collection).
    @inlinable
    var style: YAMLScalar.Style {
        switch bits >> 27 & 0b111 {
        case 1: .singleQuoted
        case 2: .doubleQuoted
        case 3: .literal
        case 4: .folded
        default: .plain
        }
    }

    /// A scalar's length (``Kind/slice``) or decoded index (``Kind/decoded``).
    @inlinable
    var scalarValue: Int { Int(bits & 0x07FF_FFFF) }

    /// A collection's run: the entries of it and its descendants.
    @inlinable
    var run: Int { Int(bits & 0x3FFF_FFFF) }

    /// The entries this node and its descendants take.
    @inlinable
    var length: Int { isScalar ? 1 : run }

    /// Where a slice's text starts: after the opening quote of a quoted scalar.
    @inlinable
    var textStart: Int { Int(offset) + (style == .singleQuoted || style == .doubleQuoted ? 1 : 0) }

    private static func styleBits(_ style: YAMLScalar.Style) -> UInt32 {
        switch style {
        case .plain: 0
        case .singleQuoted: 1
        case .doubleQuoted: 2
        case .literal: 3
        case .folded: 4
        }
    }

    /// A scalar whose text is `length` bytes of the input from its start (after the quote).
    static func slice(at offset: Int, length: Int, style: YAMLScalar.Style) -> YAMLTreeEntry {
        YAMLTreeEntry(offset: UInt32(offset), bits: styleBits(style) << 27 | UInt32(length))
    }

    /// A scalar whose text is decoded text number `index`.
    static func decoded(at offset: Int, index: Int, style: YAMLScalar.Style) -> YAMLTreeEntry {
        YAMLTreeEntry(offset: UInt32(offset), bits: Kind.decoded.rawValue << 30 | styleBits(style) << 27 | UInt32(index))
    }

    /// A collection, its run not yet known.
    static func collection(_ kind: Kind, at offset: Int) -> YAMLTreeEntry {
        YAMLTreeEntry(offset: UInt32(offset), bits: kind.rawValue << 30)
    }

    /// The empty scalar (null) of a node with no content at `offset`.
    static func empty(at offset: Int) -> YAMLTreeEntry {
        slice(at: offset, length: 0, style: .plain)
    }

    /// Calls `body` with the UTF-8 text of this scalar: bytes of `input` (the document's)
    /// for a slice, else the decoded text it names in `decoded`.
    @inlinable
    func withText<R>(in input: UnsafeBufferPointer<UInt8>, decoded: [String], _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if kind == .decoded {
            var text = decoded[scalarValue]
            return text.withUTF8(body)
        }
        return body(UnsafeBufferPointer(rebasing: input[textStart..<textStart + scalarValue]))
    }

    /// The text of this scalar, as ``withText(in:decoded:_:)`` reads it.
    /// Whether this scalar and `other`, entries of one tree read from `input` (its decoded
    /// texts in `decoded`), hold the same text (the same Unicode scalars), compared as
    /// bytes; `false` when either is a collection.
    func hasSameText(as other: YAMLTreeEntry, in input: UnsafeBufferPointer<UInt8>, decoded: [String]) -> Bool {
        guard isScalar, other.isScalar else { return false }
        // A slice's length is in its entry: most keys differ from most others by it.
        if kind == .slice && other.kind == .slice && scalarValue != other.scalarValue { return false }
        return withText(in: input, decoded: decoded) { mine in
            other.withText(in: input, decoded: decoded) { String.isScalarEqual(utf8: mine, utf8: $0) }
        }
    }

    @inlinable
    func text(in input: UnsafeBufferPointer<UInt8>, decoded: [String]) -> String {
        if kind == .decoded { return decoded[scalarValue] }
        return withText(in: input, decoded: decoded) { String(decoding: $0, as: UTF8.self) }
    }

    /// Sets a collection's run.
    mutating func setRun(_ run: Int) {
        bits = bits & 0xC000_0000 | UInt32(run)
    }
}
