import RouterText

/// One node of a parsed YAML document: a scalar, a sequence or a mapping,
/// with the position where it starts.
///
/// A node is a position in its document's compact tree (eight bytes a node, scalars kept
/// as bytes of the input), so it is cheap to copy and keeps the whole document alive. Its
/// scalar text is made into a `String` only when asked (``scalar``); ``hasText(_:)``
/// compares it without one. Trees are built only by ``YAMLParser``; the parser never
/// produces a node for input it rejects. Two nodes are equal when their kinds, their
/// scalars and their positions are equal, in the same document or not.
public struct YAMLNode: Sendable, Equatable {
    /// The content of a node.
    public enum Kind: Sendable, Equatable {
        /// A scalar with its text and quoting style.
        case scalar(YAMLScalar)
        /// A sequence (block `- item` or flow `[a, b]`), entries in document order.
        case sequence(YAMLSequence)
        /// A mapping (block `key: value` or flow `{a: b}`), entries in document
        /// order. Keys are always scalar nodes and are unique within the mapping.
        case mapping(YAMLMapping)
    }

    @usableFromInline let tree: YAMLTree
    @usableFromInline let index: Int

    @inlinable
    init(tree: YAMLTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    @inlinable
    var entry: YAMLTreeEntry { tree.entries[index] }

    /// The positions of a collection's entries and their descendants, which follow it in
    /// the tree (empty for a scalar).
    @inlinable
    var children: Range<YAMLNodePosition> {
        YAMLNodePosition(entry: index + 1)..<YAMLNodePosition(entry: index + entry.length)
    }

    /// The content of this node. A scalar's text is decoded each time it is asked for.
    public var kind: Kind {
        switch entry.kind {
        case .slice, .decoded: .scalar(YAMLScalar(tree.text(of: index), style: entry.style))
        case .sequence: .sequence(YAMLSequence(node: self))
        case .mapping: .mapping(YAMLMapping(node: self))
        }
    }

    /// The 1-based line where the node starts. For an empty node (a missing
    /// value) it is the position just after the `:` or `-` that introduced it.
    public var line: Int { tree.location(of: index).line }

    /// The 1-based column where the node starts, counted in Unicode scalars.
    public var column: Int { tree.location(of: index).column }

    /// The line and the column where the node starts, found together (each of ``line``
    /// and ``column`` looks the position up on its own).
    @inlinable
    public var location: (line: Int, column: Int) { tree.location(of: index) }

    /// The scalar, or `nil` for a collection. Its text is decoded each time.
    @inlinable
    public var scalar: YAMLScalar? {
        let entry = self.entry
        guard entry.isScalar else { return nil }
        return YAMLScalar(tree.text(of: index), style: entry.style)
    }

    /// Whether this is a scalar (of any style) whose text is `text`, compared as
    /// `RouterText` compares names (the same Unicode scalars), without making a `String`.
    public func hasText(_ text: String) -> Bool {
        let entry = self.entry
        guard entry.isScalar else { return false }
        // A slice's length is in its entry: most keys differ from most names by it.
        if entry.kind == .slice && entry.scalarValue != text.utf8.count { return false }
        return tree.withText(of: index) { text.isScalarEqual(toUTF8: $0) }
    }

    /// The index of the first of `names` whose text is this scalar's (the same Unicode
    /// scalars, as ``hasText(_:)`` compares), or `nil`, also for a collection: the text is
    /// read once for all of them and no `String` is made.
    package func firstIndex(ofTextIn names: YAMLNames) -> Int? {
        tree.firstIndex(ofTextAt: index, in: names)
    }

    /// How the scalar was written, or `nil` for a collection: the style of ``scalar``,
    /// without making its text.
    package var scalarStyle: YAMLScalar.Style? {
        let entry = self.entry
        return entry.isScalar ? entry.style : nil
    }

    /// Whether this and `other` are scalars (of any style) with the same text, compared as
    /// ``hasText(_:)`` compares, without making a `String` of either.
    public func hasSameText(as other: YAMLNode) -> Bool {
        guard entry.isScalar, other.entry.isScalar else { return false }
        return tree.withText(of: index) { mine in
            other.tree.withText(of: other.index) { theirs in String.isScalarEqual(utf8: mine, utf8: theirs) }
        }
    }

    /// Whether this is an empty plain scalar: a missing value.
    @inlinable
    public var isEmpty: Bool {
        let entry = self.entry
        return entry.kind == .slice && entry.style == .plain && entry.scalarValue == 0
    }

    /// The entries, or `nil` if this is not a sequence.
    @inlinable
    public var sequence: YAMLSequence? {
        entry.kind == .sequence ? YAMLSequence(node: self) : nil
    }

    /// The entries, or `nil` if this is not a mapping.
    @inlinable
    public var mapping: YAMLMapping? {
        entry.kind == .mapping ? YAMLMapping(node: self) : nil
    }

    /// The value for a plain or quoted scalar key whose text is `key`, or
    /// `nil` if this is not a mapping or has no such key. Keys compare by
    /// their Unicode scalars, as `RouterText` compares names.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first { $0.key.hasText(key) }?.value
    }

    /// The bytes the node's whole document holds beyond the input it was parsed from
    /// (entries, decoded texts, line index, a normalized copy of the input): what the
    /// hostile-size tests bound.
    package var documentFootprint: Int { tree.footprint }

    public static func == (lhs: YAMLNode, rhs: YAMLNode) -> Bool {
        if lhs.tree === rhs.tree && lhs.index == rhs.index { return true }
        let count = lhs.entry.length
        guard rhs.entry.length == count else { return false }
        for offset in 0..<count {
            let a = YAMLNode(tree: lhs.tree, index: lhs.index + offset)
            let b = YAMLNode(tree: rhs.tree, index: rhs.index + offset)
            let x = a.entry
            let y = b.entry
            guard x.isScalar == y.isScalar, x.length == y.length, a.location == b.location else { return false }
            if x.isScalar {
                guard a.scalar == b.scalar else { return false }
            } else if x.kind != y.kind {
                return false
            }
        }
        return true
    }
}
