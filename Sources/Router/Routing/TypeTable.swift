/// A hash table keyed by type identity: the registry's jumpers, found by the payload's
/// dynamic type.
///
/// Open addressing with linear probing over one array of key/value slots, so a lookup reads
/// one cache line in the common case and hashes with a multiply instead of SipHash. Keys
/// are metatypes, which live as long as the program, so there is no hash-flooding input to
/// defend against: an attacker does not choose type identities. Entries are never removed.
struct TypeTable<Value: Sendable>: Sendable {
    private struct Slot {
        /// The key's bit pattern; 0 marks an empty slot (no metatype lives at address 0).
        var key: UInt
        var value: Value?
    }

    private var slots: [Slot]
    private var shift: Int
    /// The number of entries.
    private(set) var count = 0

    /// An empty table.
    init() {
        slots = Array(repeating: Slot(key: 0, value: nil), count: 8)
        shift = UInt.bitWidth - 3
    }

    /// The value stored for `type`, or `nil`.
    subscript(type: Any.Type) -> Value? {
        slotIndex(of: type).flatMap { slots[$0].value }
    }

    /// Calls `body` with the value in the slot at `index` (from ``slotIndex(of:)``) where it
    /// lies, without copying it out (copying a closure retains its context, and the copy is
    /// then released).
    func withValue<Result>(at index: Int, _ body: (borrowing Value) -> Result) -> Result {
        slots.withUnsafeBufferPointer { slots in
            switch slots[index].value {
            case .some(let value): return body(value)
            case .none: preconditionFailure("a slot with a key holds a value")
            }
        }
    }

    /// The index of `type`'s slot, or `nil` when it has none.
    @inline(__always)
    func slotIndex(of type: Any.Type) -> Int? {
        let key = Self.key(type)
        let mask = slots.count - 1
        var index = Self.home(key, shift)
        while true {
            let slotKey = slots[index].key
            if slotKey == key { return index }
            if slotKey == 0 { return nil }
            index = (index + 1) & mask
        }
    }

    /// Stores `value` for `type`.
    /// - Returns: The value it replaces, or `nil` when `type` had none.
    @discardableResult
    mutating func updateValue(_ value: Value, for type: Any.Type) -> Value? {
        if (count + 1) * 2 > slots.count { grow() }
        let key = Self.key(type)
        let mask = slots.count - 1
        var index = Self.home(key, shift)
        while slots[index].key != 0 && slots[index].key != key {
            index = (index + 1) & mask
        }
        let old = slots[index].value
        if slots[index].key == 0 { count += 1 }
        slots[index] = Slot(key: key, value: value)
        return old
    }

    /// Every stored value, in no particular order.
    var values: [Value] { slots.compactMap(\.value) }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: Slot(key: 0, value: nil), count: old.count * 2)
        shift -= 1
        let mask = slots.count - 1
        for slot in old where slot.key != 0 {
            var index = Self.home(slot.key, shift)
            while slots[index].key != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }

    @inline(__always)
    private static func key(_ type: Any.Type) -> UInt {
        UInt(bitPattern: ObjectIdentifier(type))
    }

    /// Fibonacci hashing: the top bits of the key times 2^64/φ pick the home slot.
    @inline(__always)
    private static func home(_ key: UInt, _ shift: Int) -> Int {
        Int(truncatingIfNeeded: (key &* UInt(truncatingIfNeeded: 0x9E37_79B9_7F4A_7C15 as UInt64)) >> UInt(shift))
    }
}
