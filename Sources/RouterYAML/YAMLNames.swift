import RouterText

/// A few names a reader looks for among a document's scalars (a mapping's known keys, the
/// payload types and screens a file repeats), kept as their UTF-8 bytes so that a scalar's
/// text is compared with them where it lies in the input, without making a `String`.
///
/// Each name keeps its length and its first eight bytes as one word: a scalar's text is
/// read into a word once, and a name of at most eight bytes matches it when both its length
/// and its word do, with no call per name. Longer names compare their other bytes then.
/// Names compare as ``RouterText`` compares them: the same Unicode scalars (for valid UTF-8,
/// the same bytes).
package struct YAMLNames: Sendable {
    /// A name's length, its first eight bytes (little-endian, zero after its end) and where
    /// its other bytes start in ``tails``.
    private struct Head: Sendable {
        var count: Int
        var word: UInt64
        var tailStart: Int
    }

    /// The names, in the order given.
    package private(set) var names: [String] = []
    private var heads: [Head] = []
    /// The bytes after the eighth of every longer name, one after the other.
    private var tails: [UInt8] = []

    /// The names `names`, in that order.
    package init(_ names: [String] = []) {
        for name in names { append(name) }
    }

    /// How many names there are.
    package var count: Int { names.count }

    /// Whether there is no name.
    package var isEmpty: Bool { names.isEmpty }

    /// The name at `index`.
    package subscript(index: Int) -> String { names[index] }

    /// Adds `name` after the others (a name given twice is found at its first index).
    package mutating func append(_ name: String) {
        let bytes = Array(name.utf8)
        let word = bytes.withUnsafeBufferPointer { Self.word(of: $0) }
        heads.append(Head(count: bytes.count, word: word, tailStart: tails.count))
        if bytes.count > 8 { tails.append(contentsOf: bytes[8...]) }
        names.append(name)
    }

    /// The index of the first name whose UTF-8 is `text`, or `nil`.
    package func firstIndex(ofUTF8 text: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = text.count
        let word = Self.word(of: text)
        return heads.withUnsafeBufferPointer { heads in
            for index in heads.indices {
                let head = heads[index]
                guard head.count == count, head.word == word else { continue }
                if count <= 8 { return index }
                let rest = UnsafeBufferPointer(rebasing: text[8...])
                let same = tails.withUnsafeBufferPointer { tails in
                    String.isScalarEqual(
                        utf8: UnsafeBufferPointer(rebasing: tails[head.tailStart..<head.tailStart + count - 8]), utf8: rest)
                }
                if same { return index }
            }
            return nil
        }
    }

    /// The index of the first name that is `text` (the same Unicode scalars), or `nil`.
    package func firstIndex(of text: String) -> Int? {
        var text = text
        return text.withUTF8 { firstIndex(ofUTF8: $0) }
    }

    /// The first eight bytes of `bytes` (fewer when it is shorter) as a little-endian word.
    @inline(__always)
    private static func word(of bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        if bytes.count >= 8 { return UInt64(littleEndian: UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)) }
        var word: UInt64 = 0
        var index = bytes.count
        while index > 0 {
            index -= 1
            word = word << 8 | UInt64(base[index])
        }
        return word
    }
}
