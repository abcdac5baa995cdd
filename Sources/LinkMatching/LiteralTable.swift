/// The distinct literal texts of a ``LinkTrie`` (schemes, hosts, literal segments), each
/// with a number: an open-addressing table with the literals' bytes in one buffer. Lookups
/// hash the bytes with FNV-1a and compare them in place, so a link's segment needs no
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

    /// FNV-1a over the bytes, then the high bits folded down, so the low bits used for the
    /// index depend on every input bit.
    private static func hash(_ literal: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in literal {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        hash = hash &* 0x9E37_79B9_7F4A_7C15
        return hash ^ (hash >> 29)
    }
}
