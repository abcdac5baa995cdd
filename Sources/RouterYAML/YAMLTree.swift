import RouterText

/// A parsed document: the input it was read from, its nodes as one flat array of eight-byte
/// entries (``YAMLTreeEntry``), the texts of the scalars that are not a slice of the input,
/// and the index that turns an offset into a line and a column. ``YAMLNode`` values are
/// positions in it; the tree lives as long as one of them does.
@usableFromInline
final class YAMLTree: Sendable {
    /// The input, with line breaks normalized: scalars that need no decoding are its bytes.
    @usableFromInline let input: [UInt8]
    @usableFromInline let entries: [YAMLTreeEntry]
    /// The texts of the scalars of kind ``YAMLTreeEntry/Kind/decoded``, by index.
    @usableFromInline let decoded: [String]
    let lines: YAMLLineIndex

    /// Whether ``input`` is a normalized copy of what was parsed, not the caller's array.
    let inputIsCopy: Bool

    init(input: [UInt8], inputIsCopy: Bool, entries: [YAMLTreeEntry], decoded: [String]) {
        self.input = input
        self.inputIsCopy = inputIsCopy
        self.entries = entries
        self.decoded = decoded
        self.lines = input.withUnsafeBufferPointer { YAMLLineIndex($0) }
    }

    /// The line and column where node `index` starts.
    @usableFromInline
    func location(of index: Int) -> (line: Int, column: Int) {
        input.withUnsafeBufferPointer { lines.location(of: Int(entries[index].offset), in: $0) }
    }

    /// Calls `body` with the UTF-8 text of scalar `index`, without making a `String` when
    /// the text is a slice of the input.
    @inlinable
    func withText<R>(of index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        input.withUnsafeBufferPointer { entries[index].withText(in: $0, decoded: decoded, body) }
    }

    /// The text of scalar `index`.
    @inlinable
    func text(of index: Int) -> String {
        input.withUnsafeBufferPointer { entries[index].text(in: $0, decoded: decoded) }
    }

    /// The bytes the tree holds beyond its input: the entries, the decoded texts and the
    /// line index.
    var footprint: Int {
        entries.count * MemoryLayout<YAMLTreeEntry>.stride + lines.footprint
            + decoded.reduce(decoded.capacity * MemoryLayout<String>.stride) {
                $0 + ($1.utf8.count > 15 ? $1.utf8.count + 32 : 0)
            }
    }
}

extension YAMLTree {
    /// The index of the first of `names` whose text is that of the scalar at `index` (the
    /// same Unicode scalars), or `nil`, also for a collection: the text is read where it lies
    /// in the input, once for all of them, and no `String` is made.
    func firstIndex(ofTextAt index: Int, in names: YAMLNames) -> Int? {
        let entry = entries[index]
        guard entry.isScalar, !names.isEmpty else { return nil }
        guard entry.kind == .slice else { return names.firstIndex(of: decoded[entry.scalarValue]) }
        let start = entry.textStart
        return input.withUnsafeBufferPointer { input in
            names.firstIndex(ofUTF8: UnsafeBufferPointer(rebasing: input[start..<start + entry.scalarValue]))
        }
    }

    /// Whether the scalars at `first` and `second` hold the same text, compared as bytes.
    func hasSameText(_ first: Int, _ second: Int) -> Bool {
        input.withUnsafeBufferPointer { entries[first].hasSameText(as: entries[second], in: $0, decoded: decoded) }
    }
}
