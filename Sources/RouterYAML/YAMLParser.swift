/// Parses a subset of YAML 1.2 into a ``YAMLNode`` tree.
///
/// Supported: block mappings and sequences (including compact `- - x` and
/// `- key: value` forms and sequences at their parent key's indentation),
/// plain, single-quoted and double-quoted scalars (all escapes, multi-line
/// folding), flow sequences and mappings, literal `|` and folded `>` block
/// scalars with `-`/`+` chomping, comments, an optional `---` document start,
/// empty values and empty or comment-only streams.
///
/// Rejected with a ``YAMLError`` naming the feature and its position: anchors,
/// aliases, tags, complex (`?` or collection) keys, empty keys, directives,
/// the `...` marker, several documents and block scalar indentation
/// indicators.
///
/// For any input the parser either returns the tree a conforming YAML 1.2
/// parser would build or throws an error with a position; it never traps,
/// works in time linear in the input and bounds its recursion with
/// ``Limits/maxDepth``.
public struct YAMLParser: Sendable {
    /// The limits this parser enforces.
    public let limits: Limits

    /// Creates a parser with `limits` (``Limits/default`` unless given).
    public init(limits: Limits = .default) {
        self.limits = limits
    }

    /// Parses `text`. Returns `nil` when the stream holds no document (empty
    /// or only comments and blank lines); throws ``YAMLError`` for input outside
    /// the supported subset or invalid YAML.
    public func parse(_ text: String) throws(YAMLError) -> YAMLNode? {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses UTF-8 encoded `bytes` (a leading byte order mark is skipped).
    /// Returns `nil` when the stream holds no document; throws ``YAMLError``
    /// with the position of the first problem for invalid UTF-8, disallowed
    /// control characters, input outside the supported subset or invalid YAML.
    public func parse(bytes: [UInt8]) throws(YAMLError) -> YAMLNode? {
        guard bytes.count < Self.maxInputBytes else {
            throw YAMLError(.inputTooLarge(limit: Self.maxInputBytes), line: 1, column: 1)
        }
        // Input that needs no change (no byte order mark, no CR, a final line break) is
        // read in place, not copied, and its scalars stay slices of it.
        let normal = try bytes.withUnsafeBufferPointer { (raw) throws(YAMLError) in try YAMLInput.isNormal(raw) }
        let input = normal ? bytes : try bytes.withUnsafeBufferPointer { (raw) throws(YAMLError) in try YAMLInput.normalize(raw) }
        let maxDepth = limits.effectiveMaxDepth
        // A stream's last line break may be one the normalized input added (a CR is one of
        // the text's own: it became a line feed).
        let endsWithLineBreak = bytes.last == .lineFeed || bytes.last == 0x0D
        let (found, entries, decoded) = try input.withUnsafeBufferPointer {
            (buffer) throws(YAMLError) -> (Bool, [YAMLTreeEntry], [String]) in
            var reader = YAMLReader(bytes: buffer, maxDepth: maxDepth, endsWithLineBreak: endsWithLineBreak)
            let found = try reader.parseStream()
            return (found, reader.entries, reader.decoded)
        }
        guard found else { return nil }
        return YAMLNode(tree: YAMLTree(input: input, inputIsCopy: !normal, entries: entries, decoded: decoded), index: 0)
    }

    /// The most bytes a document may have, 256 MiB: four times the largest file
    /// `routerdemo` reads. The tree keeps positions and lengths in 32 bits.
    public static let maxInputBytes = 1 << 28
}
