/// The entries of a sequence node, in document order, read in place from the document's
/// tree: nothing is copied when a sequence is walked.
///
/// A forward collection whose indices are opaque positions in the tree (not offsets from
/// 0: `Array(sequence)[0]` or `first` for the first entry); `count` walks the entries.
public struct YAMLSequence: Collection, Sendable, Equatable {
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

    /// The position of the first entry.
    public var startIndex: Index { Index(position: index + 1) }

    /// The position after the last entry.
    public var endIndex: Index { Index(position: index + tree.entries[index].run) }

    /// The position of the entry after the one at `i`.
    public func index(after i: Index) -> Index { Index(position: i.position + tree.entries[i.position].length) }

    /// The entry at `i`, an index of this sequence.
    public subscript(i: Index) -> YAMLNode {
        let position = i.position
        precondition(i >= startIndex && i < endIndex, "YAMLSequence: index out of range")
        return YAMLNode(tree: tree, index: position)
    }

    /// Whether the sequence has no entries, without walking it.
    public var isEmpty: Bool { tree.entries[index].run == 1 }

    public static func == (lhs: YAMLSequence, rhs: YAMLSequence) -> Bool {
        YAMLNode(tree: lhs.tree, index: lhs.index) == YAMLNode(tree: rhs.tree, index: rhs.index)
    }
}
