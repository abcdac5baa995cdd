import RouterText

extension YAMLMapping {
    /// Each key whose text (its Unicode scalars) equals an earlier key's, with the first
    /// such earlier key, in document order; empty (and nothing allocated) when no key
    /// repeats another's text.
    ///
    /// YAML tells `1` and `"1"` apart, so the parser accepts both in one mapping; a reader
    /// that goes by the keys' text would keep only one of them. The keys are compared as
    /// bytes where they lie in the tree: no `String` is made and no node is copied unless
    /// a key repeats.
    package func keysRepeatingText() -> [(key: YAMLNode, first: YAMLNode)] {
        let tree = node.tree
        let end = endIndex.entry
        var repeats: [(key: YAMLNode, first: YAMLNode)] = []
        // A mapping of a handful of keys compares each key with the earlier ones, which
        // costs less than hashing them; a large one hashes.
        var count = 0
        var position = startIndex.entry
        while position < end && count <= Self.keysComparedInPlace {
            count += 1
            position += 1 + tree.entries[position + 1].length
        }
        if count <= Self.keysComparedInPlace {
            var key = startIndex.entry
            while key < end {
                var earlier = startIndex.entry
                while earlier < key {
                    if tree.hasSameText(key, earlier) {
                        repeats.append((YAMLNode(tree: tree, index: key), YAMLNode(tree: tree, index: earlier)))
                        break
                    }
                    earlier += 1 + tree.entries[earlier + 1].length
                }
                key += 1 + tree.entries[key + 1].length
            }
            return repeats
        }
        var first: [ExactText: Int] = [:]
        var key = startIndex.entry
        while key < end {
            let text = ExactText(tree.text(of: key))
            if let earlier = first[text] {
                repeats.append((YAMLNode(tree: tree, index: key), YAMLNode(tree: tree, index: earlier)))
            } else {
                first[text] = key
            }
            key += 1 + tree.entries[key + 1].length
        }
        return repeats
    }

    /// Appends, for each entry in order, its position and the index of the first of
    /// `names` that its key's text is (as ``YAMLNode/firstIndex(ofTextIn:)`` finds it), or
    /// -1: what a reader that knows its keys needs to find each entry, without a node made
    /// for any of them.
    package func classifyKeys(by names: YAMLNames, kinds: inout [Int], positions: inout [YAMLNodePosition]) {
        let tree = node.tree
        var key = startIndex.entry
        let end = endIndex.entry
        while key < end {
            kinds.append(tree.firstIndex(ofTextAt: key, in: names) ?? -1)
            positions.append(YAMLNodePosition(entry: key))
            key += 1 + tree.entries[key + 1].length
        }
    }

    /// The key of the entry at `position`, an index of this mapping.
    package func key(at position: YAMLNodePosition) -> YAMLNode {
        precondition(position >= startIndex && position < endIndex, "YAMLMapping: index out of range")
        return YAMLNode(tree: node.tree, index: position.entry)
    }

    /// The value of the entry at `position`, an index of this mapping.
    package func value(at position: YAMLNodePosition) -> YAMLNode {
        precondition(position >= startIndex && position < endIndex, "YAMLMapping: index out of range")
        return YAMLNode(tree: node.tree, index: position.entry + 1)
    }

    /// The most keys compared pairwise by ``keysRepeatingText()``.
    private static let keysComparedInPlace = 16
}
