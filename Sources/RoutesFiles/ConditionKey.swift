import Router
import RouterText

/// A route condition as a key of the shadowing check's ``FlatHashTable``, hashed by its
/// field's and value's UTF-8 bytes.
///
/// A `Dictionary` compares the key it looks up with every occupied bucket on its probe
/// path, and hashes the key with SipHash on every look-up. `RouteRule.Condition` did both
/// on two strings for every route (a SipHash of both, and a comparison of strings of equal
/// length at every occupied bucket); this key hashes its bytes once and goes
/// into a ``FlatHashTable``, whose probes compare that hash before the strings.
/// Equality is that of `RouteRule.Condition`: field and value by their Unicode scalars.
struct ConditionKey: FlatHashKey {
    let condition: RouteRule.Condition

    init(_ condition: RouteRule.Condition) {
        self.condition = condition
    }

    /// The offset basis of this process's FNV-1a: the standard one mixed with a word from
    /// `Hasher`, whose seed is random per process (fixed under
    /// `SWIFT_DETERMINISTIC_HASHING=1`, so instruction counts stay reproducible).
    ///
    /// With the standard basis, a file could be crafted with thousands of conditions that
    /// share one 64-bit hash; the ``FlatHashTable`` would then compare each new condition
    /// with every earlier one (quadratic). Which conditions collide now depends on a basis
    /// the file's author cannot know. Read once per process (one `swift_once` check a hash).
    static let offsetBasis: UInt64 = {
        var hasher = Hasher()
        hasher.combine(0xC0DE as UInt16)
        return 0xCBF2_9CE4_8422_2325 ^ UInt64(UInt(bitPattern: hasher.finalize()))
    }()

    /// FNV-1a of the field's bytes, a separator, then the value's bytes, from the process's
    /// ``offsetBasis``: equal conditions (the same scalars, hence the same bytes) have equal
    /// hashes. Computed once per look-up, not stored: the table keeps a mixed hash per slot
    /// already.
    var flatHash: UInt64 {
        var hash = Self.offsetBasis
        Self.mix(condition.field, into: &hash)
        hash = (hash ^ 0xFF) &* 0x0000_0100_0000_01B3
        Self.mix(condition.value, into: &hash)
        return hash
    }

    private static func mix(_ text: String, into hash: inout UInt64) {
        var h = hash
        let done: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        if done == nil {
            for byte in text.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        }
        hash = h
    }
}
