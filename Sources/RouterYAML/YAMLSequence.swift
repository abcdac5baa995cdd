/// The entries of a sequence node, in document order, read in place from the document's
/// tree: nothing is copied when a sequence is walked.
///
/// A forward collection whose indices are opaque positions in the tree (not offsets from
/// 0: `Array(sequence)[0]` or `first` for the first entry); `count` walks the entries.
public struct YAMLSequence: Collection, Sendable, Equatable {
    /// The collection's own node.
    @usableFromInline let node: YAMLNode

    @inlinable
    init(node: YAMLNode) {
        self.node = node
    }

    /// The position of an entry in the document's tree.
    public typealias Index = YAMLNodePosition

    /// The position of the first entry.
    @inlinable
    public var startIndex: Index { node.children.lowerBound }

    /// The position after the last entry.
    @inlinable
    public var endIndex: Index { node.children.upperBound }

    /// The position of the entry after the one at `i`.
    @inlinable
    public func index(after i: Index) -> Index { Index(entry: i.entry + node.tree.entries[i.entry].length) }

    /// The entry at `i`, an index of this sequence.
    @inlinable
    public subscript(i: Index) -> YAMLNode {
        let position = i.entry
        precondition(i >= startIndex && i < endIndex, "YAMLSequence: index out of range")
        return YAMLNode(tree: node.tree, index: position)
    }

    /// Whether the sequence has no entries, without walking it.
    @inlinable
    public var isEmpty: Bool { node.children.isEmpty }

    public static func == (lhs: YAMLSequence, rhs: YAMLSequence) -> Bool { lhs.node == rhs.node }
}
