/// The distinct literal texts of a ``LinkTrie`` (schemes, hosts, literal segments), each
/// with a number: an open-addressing table with the literals' bytes in one buffer. Lookups
/// hash the bytes a word at a time and compare them in place, so a link's segment needs no
/// `String` to be looked up.
///
/// A link's segment is looked up here once per match; the trie's edges are then keyed by
/// the number (``LiteralEdges``), so however many nodes a match visits, it never hashes or
/// compares a segment's bytes again.
///
/// Only patterns insert; a link only looks up, so attacker-chosen segments cannot lengthen
/// the probe sequences the patterns built.
struct LiteralTable: Sendable {
    private struct Slot: Sendable {
        /// The literal's number, or -1 for an empty slot.
        var id: Int32 = -1
        var start: Int32 = 0
        var length: Int32 = 0
        var hash: UInt64 = 0
    }

    private var slots = [Slot](repeating: Slot(), count: 16)
    private var bytes: [UInt8] = []
    /// The number of literals; the next one gets this number.
    private(set) var count = 0

    /// The number of `literal`, or `nil` when no pattern has it.
    func id(of literal: UnsafeBufferPointer<UInt8>) -> Int32? {
        let hash = Self.hash(literal)
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot.id < 0 { return nil }
            if slot.hash == hash, Int(slot.length) == literal.count, equals(slot, literal) { return slot.id }
            index = (index + 1) & mask
        }
    }

    /// The number of the literal whose UTF-8 bytes are `text`'s, or `nil` when no pattern
    /// has it.
    func id(of text: String) -> Int32? {
        Array(text.utf8).withUnsafeBufferPointer { id(of: $0) }
    }

    /// The number of `literal`, added when it has none yet.
    mutating func intern(_ literal: [UInt8]) -> Int32 {
        if let found = literal.withUnsafeBufferPointer({ id(of: $0) }) { return found }
        if (count + 1) * 2 > slots.count { grow() }
        let slot = Slot(
            id: Int32(count), start: Int32(bytes.count), length: Int32(literal.count),
            hash: literal.withUnsafeBufferPointer(Self.hash))
        bytes.append(contentsOf: literal)
        place(slot)
        count += 1
        return slot.id
    }

    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: slot.hash) & mask
        while slots[index].id >= 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for slot in old where slot.id >= 0 { place(slot) }
    }

    private func equals(_ slot: Slot, _ literal: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { stored in
            let start = Int(slot.start)
            for offset in 0..<literal.count where stored[start + offset] != literal[offset] { return false }
            return true
        }
    }

    /// A hash of the bytes, eight at a time: a literal is hashed once per link segment, and
    /// byte by byte the hash was a chain of one multiplication per byte. The length is mixed
    /// in first, so the words read twice when it is no multiple of eight (the last eight
    /// bytes, overlapping the word before) or the bytes spread out for a short literal
    /// cannot make two lengths collide; the high bits are folded down at the end, so the low
    /// bits used for the index depend on every input bit.
    private static func hash(_ literal: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = literal.count
        var hash = (0xCBF2_9CE4_8422_2325 ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 32
        }
        if let base = literal.baseAddress {
            let raw = UnsafeRawPointer(base)
            func word(at offset: Int) -> UInt64 {
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            }
            if count >= 8 {
                var offset = 0
                while offset + 8 < count {
                    mix(word(at: offset))
                    offset += 8
                }
                mix(word(at: count - 8))
            } else if count >= 4 {
                let first = UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self))
                let last = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self))
                mix(UInt64(first) << 32 | UInt64(last))
            } else if count > 0 {
                mix(UInt64(base[0]) << 16 | UInt64(base[count / 2]) << 8 | UInt64(base[count - 1]))
            }
        }
        hash = hash &* 0x9E37_79B9_7F4A_7C15
        return hash ^ (hash >> 29)
    }
}
