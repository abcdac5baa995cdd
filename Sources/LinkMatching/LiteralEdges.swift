/// The literal edges of a ``LinkTrie``: (parent node, literal number) to child node, in one
/// open-addressing table. A key is two integers, so a lookup is one multiplication and a
/// short probe, whatever the literal's length (the literal was numbered once per match by
/// ``LiteralTable``).
struct LiteralEdges: Sendable {
    private struct Slot: Sendable {
        /// `parent << 32 | literal`, or `UInt64.max` for an empty slot.
        var key: UInt64 = .max
        var child: Int32 = -1
        /// The pattern that ends at the child, or -1: kept here too (in what would be the
        /// slot's padding), so the search need not read the child's node to answer a link's
        /// last segment.
        var childEnd: Int32 = -1
    }

    private var slots = [Slot](repeating: Slot(), count: 16)
    private var count = 0

    /// The child of `parent` along the literal numbered `literal`, or `nil`.
    func child(of parent: Int32, literal: Int32) -> Int32? {
        edge(from: parent, literal: literal)?.child
    }

    /// The child of `parent` along the literal numbered `literal` and the pattern that ends
    /// at that child (-1 for none; see ``setEnd(_:ofChildOf:literal:)``), or `nil`.
    @inline(__always)
    func edge(from parent: Int32, literal: Int32) -> (child: Int32, end: Int32)? {
        slotIndex(parent, literal).map { (slots[$0].child, slots[$0].childEnd) }
    }

    /// Notes that the pattern `end` ends at the child of `parent` along `literal`, which
    /// must be there.
    mutating func setEnd(_ end: Int32, ofChildOf parent: Int32, literal: Int32) {
        guard let index = slotIndex(parent, literal) else { preconditionFailure("no such edge") }
        slots[index].childEnd = end
    }

    @inline(__always)
    private func slotIndex(_ parent: Int32, _ literal: Int32) -> Int? {
        let key = Self.key(parent, literal)
        let mask = slots.count - 1
        var index = Self.index(key) & mask
        while true {
            let slotKey = slots[index].key
            if slotKey == key { return index }
            if slotKey == .max { return nil }
            index = (index + 1) & mask
        }
    }

    /// Adds the edge; `parent` must not have a child along `literal` yet.
    mutating func insert(_ child: Int32, parent: Int32, literal: Int32) {
        if (count + 1) * 2 > slots.count { grow() }
        place(Slot(key: Self.key(parent, literal), child: child))
        count += 1
    }

    /// Calls `body` with the parent and child of every edge, in no particular order.
    func forEachEdge(_ body: (_ parent: Int32, _ child: Int32) -> Void) {
        for slot in slots where slot.key != .max { body(Int32(truncatingIfNeeded: slot.key >> 32), slot.child) }
    }

    private mutating func place(_ slot: Slot) {
        let mask = slots.count - 1
        var index = Self.index(slot.key) & mask
        while slots[index].key != .max { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        for slot in old where slot.key != .max { place(slot) }
    }

    private static func key(_ parent: Int32, _ literal: Int32) -> UInt64 {
        UInt64(UInt32(bitPattern: parent)) << 32 | UInt64(UInt32(bitPattern: literal))
    }

    /// Fibonacci hashing, the high bits folded down.
    private static func index(_ key: UInt64) -> Int {
        let hash = key &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
