/// The `key: value` entries of a mapping node, in document order, read in place from the
/// document's tree: nothing is copied when a mapping is walked.
///
/// A forward collection whose indices are opaque positions in the tree (not offsets from
/// 0: `Array(mapping)[0]` or `first` for the first entry); `count` walks the entries.
public struct YAMLMapping: Collection, Sendable, Equatable {
    let tree: YAMLTree
    let index: Int

    init(tree: YAMLTree, index: Int) {
        self.tree = tree
        self.index = index
    }

    /// The position of an entry in the document's tree.
    public struct Index: Comparable, Hashable, Sendable {
        let position: Int

        public static func < (lhs: Index, rhs: Index) -> Bool { lhs.position < rhs.position }
    }

    /// The position of the first entry's key.
    public var startIndex: Index { Index(position: index + 1) }

    /// The position after the last entry.
    public var endIndex: Index { Index(position: index + tree.entries[index].run) }

    /// The position of the entry after the one at `i`: past its key and its value.
    public func index(after i: Index) -> Index { Index(position: i.position + 1 + tree.entries[i.position + 1].length) }

    /// The entry at `i`, an index of this mapping.
    public subscript(i: Index) -> YAMLMappingEntry {
        let position = i.position
        precondition(i >= startIndex && i < endIndex, "YAMLMapping: index out of range")
        return YAMLMappingEntry(key: YAMLNode(tree: tree, index: position), value: YAMLNode(tree: tree, index: position + 1))
    }

    /// Whether the mapping has no entries, without walking it.
    public var isEmpty: Bool { tree.entries[index].run == 1 }

    public static func == (lhs: YAMLMapping, rhs: YAMLMapping) -> Bool {
        YAMLNode(tree: lhs.tree, index: lhs.index) == YAMLNode(tree: rhs.tree, index: rhs.index)
    }
}
