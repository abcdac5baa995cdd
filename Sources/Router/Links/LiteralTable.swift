/// The literal edges of a ``LinkTrie``: (parent node, literal bytes) to child node, in one
/// open-addressing table with the literals' bytes in one buffer. Lookups hash the bytes
/// with FNV-1a and compare them in place, so a link's segment needs no `String` to be
/// looked up.
///
/// Only patterns insert; a link only looks up, so attacker-chosen segments cannot lengthen
/// the probe sequences the patterns built.
struct LiteralTable: Sendable {
    private struct Slot: Sendable {
        /// The parent node, or -1 for an empty slot.
        var parent: Int32 = -1
        var child: Int32 = -1
        var start: Int32 = 0
        var length: Int32 = 0
        var hash: UInt64 = 0
    }

    private var slots = [Slot](repeating: Slot(), count: 16)
    private var bytes: [UInt8] = []
    private var count = 0

    /// The child of `parent` along the literal `literal`, or `nil`.
    func child(of parent: Int32, bytes literal: UnsafeBufferPointer<UInt8>) -> Int32? {
        let hash = Self.hash(parent, literal)
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slots[index]
            if slot.parent < 0 { return nil }
            if slot.hash == hash, slot.parent == parent, Int(slot.length) == literal.count,
                equals(slot, literal)
            {
                return slot.child
            }
            index = (index + 1) & mask
        }
    }

    /// Adds the edge; `parent` must not have a child along `literal` yet.
    mutating func insert(_ child: Int32, parent: Int32, bytes literal: [UInt8]) {
        if (count + 1) * 2 > slots.count { grow() }
        let slot = Slot(
            parent: parent, child: child, start: Int32(bytes.count), length: Int32(literal.count),
            hash: literal.withUnsafeBufferPointer { Self.hash(parent, $0) })
        bytes.append(contentsOf: literal)
        place(slot)
        count += 1
    }

    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: slot.hash) & mask
        while slots[index].parent >= 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for slot in old where slot.parent >= 0 { place(slot) }
    }

    private func equals(_ slot: Slot, _ literal: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.withUnsafeBufferPointer { stored in
            let start = Int(slot.start)
            for offset in 0..<literal.count where stored[start + offset] != literal[offset] { return false }
            return true
        }
    }

    /// FNV-1a over the bytes, then the parent mixed in (Fibonacci hashing) and the high
    /// bits folded down, so the low bits used for the index depend on every input bit.
    private static func hash(_ parent: Int32, _ literal: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in literal {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        hash = (hash ^ UInt64(UInt32(bitPattern: parent))) &* 0x9E37_79B9_7F4A_7C15
        return hash ^ (hash >> 29)
    }
}
