/// Equality of two `String`s read from their bits, for ``Swift/String/isScalarEqual(to:)``.
///
/// A `String` is two 64-bit words. One of at most 15 bytes of UTF-8 (every key, name and
/// value of a routes file, every literal of that size) keeps those bytes in the words
/// themselves, zeros after them, and its count and flags in the top byte of the second
/// word, where bit 61 says that the string is such a small one (the layout of the stdlib's
/// `_StringObject` on 64-bit platforms).
///
/// Invariant, the one this file relies on: two small strings hold the same Unicode scalars
/// exactly when their bits are equal, and any two strings whose bits are equal hold the
/// same scalars (the same bytes in place or the same storage). `SmallStringBitsTests`
/// checks both, and that strings of up to 15 bytes are small and longer ones are not.
///
/// Comparing the bits costs ~6 instructions; reading the counts of both strings and their
/// bytes through `withContiguousStorageIfAvailable` costs ~70, and a routes file of 10,000
/// routes compares ~600,000 pairs of names and keys.
enum SmallStringBits {
    /// Bit 61 of the second word: the string is small.
    static let smallFlag: UInt64 = 1 << 61

    /// Whether `lhs` and `rhs` hold the same scalars when their bits tell (equal bits,
    /// or two small strings), otherwise `nil`.
    @inline(__always)
    static func equal(_ lhs: String, _ rhs: String) -> Bool? {
        guard MemoryLayout<String>.size == 16 else { return nil }
        let left = unsafeBitCast(lhs, to: (UInt64, UInt64).self)
        let right = unsafeBitCast(rhs, to: (UInt64, UInt64).self)
        if left == right { return true }
        return left.1 & right.1 & smallFlag != 0 ? false : nil
    }

    /// Whether `text` is stored in its own bits (for the tests).
    static func isSmall(_ text: String) -> Bool {
        guard MemoryLayout<String>.size == 16 else { return false }
        return unsafeBitCast(text, to: (UInt64, UInt64).self).1 & smallFlag != 0
    }
}
