/// The `key: value` entries of a mapping node, in document order, read in place from the
/// document's tree: nothing is copied when a mapping is walked.
///
/// A forward collection whose indices are opaque positions in the tree (not offsets from
/// 0: `Array(mapping)[0]` or `first` for the first entry); `count` walks the entries.
public struct YAMLMapping: Collection, Sendable, Equatable {
    /// The collection's own node.
    @usableFromInline let node: YAMLNode

    @inlinable
    init(node: YAMLNode) {
        self.node = node
    }

    /// The position of an entry in the document's tree.
    public typealias Index = YAMLNodePosition

    /// The position of the first entry's key.
    @inlinable
    public var startIndex: Index { node.children.lowerBound }

    /// The position after the last entry.
    @inlinable
    public var endIndex: Index { node.children.upperBound }

    /// The position of the entry after the one at `i`: past its key and its value.
    @inlinable
    public func index(after i: Index) -> Index { Index(entry: i.entry + 1 + node.tree.entries[i.entry + 1].length) }

    /// The entry at `i`, an index of this mapping.
    @inlinable
    public subscript(i: Index) -> YAMLMappingEntry {
        let position = i.entry
        precondition(i >= startIndex && i < endIndex, "YAMLMapping: index out of range")
        return YAMLMappingEntry(
            key: YAMLNode(tree: node.tree, index: position), value: YAMLNode(tree: node.tree, index: position + 1))
    }

    /// Whether the mapping has no entries, without walking it.
    @inlinable
    public var isEmpty: Bool { node.children.isEmpty }

    public static func == (lhs: YAMLMapping, rhs: YAMLMapping) -> Bool { lhs.node == rhs.node }
}
