import RouterText

/// One node of a parsed YAML document: a scalar, a sequence or a mapping,
/// with the position where it starts.
///
/// Trees are built only by ``YAMLParser``; the parser never produces a node
/// for input it rejects. Two nodes are equal when their kinds and their
/// positions are equal.
public struct YAMLNode: Sendable, Equatable {
    /// The content of a node.
    public enum Kind: Sendable, Equatable {
        /// A scalar with its text and quoting style.
        case scalar(YAMLScalar)
        /// A sequence (block `- item` or flow `[a, b]`), entries in document order.
        case sequence([YAMLNode])
        /// A mapping (block `key: value` or flow `{a: b}`), entries in document
        /// order. Keys are always scalar nodes and are unique within the mapping.
        case mapping([YAMLMappingEntry])
    }

    /// The content of this node.
    public var kind: Kind
    // Positions are kept in 32 bits: a node is then 32 bytes instead of 40, and the tree of
    // a file of millions of tiny scalars takes a fifth less memory.
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The 1-based line where the node starts. For an empty node (a missing
    /// value) it is the position just after the `:` or `-` that introduced it.
    /// Stored in 32 bits: a value outside 0...4,294,967,295 is clamped to that range.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// The 1-based column where the node starts, counted in Unicode scalars.
    /// Stored in 32 bits: a value outside 0...4,294,967,295 is clamped to that range.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Creates a node; no validation is done (values are stored as given, positions
    /// clamped to 0...4,294,967,295).
    public init(_ kind: Kind, line: Int, column: Int) {
        self.kind = kind
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
    }

    /// Whether both trees have equal kinds and positions, node by node.
    /// Compares without recursion, so trees of any depth are safe.
    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        var pending: [(YAMLNode, YAMLNode)] = [(lhs, rhs)]
        while let (a, b) = pending.popLast() {
            guard a.storedLine == b.storedLine, a.storedColumn == b.storedColumn else { return false }
            switch (a.kind, b.kind) {
            case (.scalar(let x), .scalar(let y)):
                guard x == y else { return false }
            case (.sequence(let x), .sequence(let y)):
                guard x.count == y.count else { return false }
                pending.append(contentsOf: zip(x, y))
            case (.mapping(let x), .mapping(let y)):
                guard x.count == y.count else { return false }
                for (p, q) in zip(x, y) {
                    pending.append((p.key, q.key))
                    pending.append((p.value, q.value))
                }
            default:
                return false
            }
        }
        return true
    }

    /// The scalar of a scalar node, `nil` for collections.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = kind { return scalar }
        return nil
    }

    /// The entries of a sequence node, `nil` for other kinds.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = kind { return items }
        return nil
    }

    /// The entries of a mapping node, `nil` for other kinds.
    public var mapping: [YAMLMappingEntry]? {
        if case .mapping(let entries) = kind { return entries }
        return nil
    }

    /// The value stored under the first scalar key whose text is `key` in a mapping
    /// node, compared by Unicode scalars (a precomposed `é` does not find a decomposed
    /// one); `nil` when there is no such key or this is not a mapping.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.scalar?.text.isScalarEqual(to: key) == true }?.value
    }
}
