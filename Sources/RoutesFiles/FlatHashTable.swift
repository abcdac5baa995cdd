/// A key that mixes itself into one word for ``FlatHashTable``: equal keys give equal words.
protocol FlatHashKey: Equatable {
    var flatHash: UInt64 { get }
}

/// A hash table with open addressing (linear probing) for the shadowing check's keys,
/// which hash themselves into one word.
///
/// A `Dictionary` runs SipHash over that word on every look-up and compares the key with
/// every occupied bucket on the probe path; this table multiplies the word by a constant
/// and keeps each entry's mixed hash, so a look-up hashes with one multiply and a probe
/// compares one word before it compares keys. The mix starts from the process's
/// `Hasher` seed, so input cannot choose which keys collide, and follows
/// `SWIFT_DETERMINISTIC_HASHING` like dictionaries do. Tables only grow (load at most 3/4).
///
/// The entries are kept apart from the slots, in insertion order, and a slot holds the
/// number of its entry: an empty slot costs 12 bytes however large a key is, so a table
/// sized for the most entries it may get costs little when it gets fewer.
struct FlatHashTable<Key: FlatHashKey, Value> {
    /// The mixed hash of each slot's entry with its lowest bit set, or 0 for an empty slot.
    private var tags: [UInt64]
    /// The index in ``entries`` of each occupied slot's entry.
    private var positions: [Int32]
    private var entries: [(key: Key, value: Value)] = []
    /// 64 minus the base-2 logarithm of the number of slots.
    private var shift: UInt64
    private let seed: UInt64
    /// The number of entries.
    var count: Int { entries.count }

    /// An empty table with room for `capacity` entries before it grows: a table sized
    /// once has no moment where the old and the doubled slots are both allocated.
    init(capacity: Int = 0) {
        var slots = 16
        var shift: UInt64 = 60
        while slots * 3 <= capacity * 4 {
            slots *= 2
            shift -= 1
        }
        tags = Array(repeating: 0, count: slots)
        positions = Array(repeating: 0, count: slots)
        // Reserved, not written: memory a table never fills is never touched.
        entries.reserveCapacity(capacity)
        self.shift = shift
        var hasher = Hasher()
        hasher.combine(0x5EED as UInt16)
        seed = UInt64(UInt(bitPattern: hasher.finalize()))
    }

    private func tag(of key: Key) -> UInt64 {
        ((key.flatHash ^ seed) &* 0x9E37_79B9_7F4A_7C15) | 1
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func slot(of key: Key, tag: UInt64) -> (index: Int, found: Bool) {
        let mask = tags.count - 1
        var index = Int(truncatingIfNeeded: tag >> shift)
        while true {
            let stored = tags[index]
            if stored == 0 { return (index, false) }
            if stored == tag, entries[Int(positions[index])].key == key { return (index, true) }
            index = (index + 1) & mask
        }
    }

    /// The value stored for `key`, or `nil`.
    subscript(key: Key) -> Value? {
        let (index, found) = slot(of: key, tag: tag(of: key))
        return found ? entries[Int(positions[index])].value : nil
    }

    /// The value stored for `key`; stores `value` for it first when there is none.
    mutating func value(for key: Key, orInserting value: Value) -> Value {
        let tag = tag(of: key)
        let (index, found) = slot(of: key, tag: tag)
        if found { return entries[Int(positions[index])].value }
        insert(key, value, tag: tag, at: index)
        return value
    }

    /// Stores `value` for `key`, replacing the value stored before.
    mutating func set(_ key: Key, _ value: Value) {
        let tag = tag(of: key)
        let (index, found) = slot(of: key, tag: tag)
        if found {
            entries[Int(positions[index])].value = value
        } else {
            insert(key, value, tag: tag, at: index)
        }
    }

    private mutating func insert(_ key: Key, _ value: Value, tag: UInt64, at index: Int) {
        tags[index] = tag
        positions[index] = Int32(entries.count)
        entries.append((key, value))
        if count * 4 > tags.count * 3 { grow() }
    }

    /// Doubles the slots and places every entry's number again (the entries stay where they are).
    private mutating func grow() {
        let oldTags = tags
        let oldPositions = positions
        tags = Array(repeating: 0, count: oldTags.count * 2)
        positions = Array(repeating: 0, count: oldTags.count * 2)
        shift -= 1
        let mask = tags.count - 1
        for (tag, position) in zip(oldTags, oldPositions) where tag != 0 {
            var index = Int(truncatingIfNeeded: tag >> shift)
            while tags[index] != 0 { index = (index + 1) & mask }
            tags[index] = tag
            positions[index] = position
        }
    }
}
