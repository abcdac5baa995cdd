/// Equality of two `String`s read from their bits, for ``Swift/String/isScalarEqual(to:)``: a
/// fast path over a private layout of the standard library, used only where it is checked.
///
/// Invariant, the one this file relies on: a `String` is two 64-bit words. One of at most 15
/// bytes of UTF-8 keeps those bytes in the words themselves, zeros after them, and its count
/// and flags in the top byte of the second word, where bit 61 says that the string is such a
/// small one; a longer string never sets bit 61 (the layout of the stdlib's private
/// `_StringObject` on 64-bit little-endian platforms). Hence two small strings hold the same
/// Unicode scalars exactly when their bits are equal, and any two strings whose bits are
/// equal hold the same scalars (the same bytes in place or the same storage).
///
/// That layout is not public API and may change with any toolchain, so the bits are read
/// only when both checks vouch for it:
/// - at compile time: x86_64 or arm64 but not arm64e (whose pointers are signed), 64-bit,
///   little-endian, and not built with `-DROUTER_NO_FAST_PATHS`, which turns every such fast
///   path of the package off;
/// - at run time, once per process: ``isEnabled`` compares the bits' answers with the bytes'
///   on sample strings (empty, small and large, ASCII and not).
///
/// Otherwise ``equal(_:_:)`` answers `nil` and the caller compares the bytes.
/// `SmallStringBitsTests` checks the invariant on more strings.
///
/// What it buys: comparing the bits costs ~6 instructions; reading the counts of both strings
/// and their bytes through `withContiguousStorageIfAvailable` costs ~70, and a routes file of
/// 10,000 routes compares ~600,000 pairs of names and keys.
enum SmallStringBits {
    #if !ROUTER_NO_FAST_PATHS && (arch(x86_64) || arch(arm64)) && _endian(little) && _pointerBitWidth(_64) && !_ptrauth(_arm64e)

    /// Whether this build has the fast path: the compile-time checks hold.
    static let isCompiled = true

    /// Whether the bits are read: the compile-time checks hold, and the layout above was
    /// found in this process (checked once, on samples).
    static let isEnabled = layoutHolds()

    /// Bit 61 of the second word: the string is small.
    private static let smallFlag: UInt64 = 1 << 61

    /// Whether `lhs` and `rhs` hold the same scalars when their bits tell (equal bits,
    /// or two small strings), otherwise `nil`.
    @inline(__always)
    static func equal(_ lhs: String, _ rhs: String) -> Bool? {
        guard isEnabled else { return nil }
        return bitsEqual(lhs, rhs)
    }

    /// Whether `text` is stored in its own bits (for the tests and the check).
    static func isSmall(_ text: String) -> Bool {
        guard MemoryLayout<String>.size == 16 else { return false }
        return unsafeBitCast(text, to: (UInt64, UInt64).self).1 & smallFlag != 0
    }

    /// ``equal(_:_:)`` without the run-time check.
    @inline(__always)
    private static func bitsEqual(_ lhs: String, _ rhs: String) -> Bool? {
        let left = unsafeBitCast(lhs, to: (UInt64, UInt64).self)
        let right = unsafeBitCast(rhs, to: (UInt64, UInt64).self)
        if left == right { return true }
        return left.1 & right.1 & smallFlag != 0 ? false : nil
    }

    /// Whether the invariant holds on samples: strings of up to 15 bytes, and only
    /// those, are small, and every answer the bits give is the bytes' answer.
    private static func layoutHolds() -> Bool {
        guard MemoryLayout<String>.size == 16 else { return false }
        let literals = [
            "", "k", "push", "caf\u{E9}", "cafe\u{301}", "eight by", "fifteen bytes!!", "sixteen bytes!!!",
            "a longer text of more than fifteen bytes", "d\u{E9}j\u{E0} plus de quinze octets",
        ]
        // The same texts made at run time: other storage, and the same bits when small.
        let samples = literals + literals.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        for sample in samples where isSmall(sample) != (sample.utf8.count <= 15) { return false }
        for lhs in samples {
            for rhs in samples {
                if let equal = bitsEqual(lhs, rhs), equal != lhs.utf8.elementsEqual(rhs.utf8) { return false }
            }
        }
        return true
    }
    #else
    /// Whether this build has the fast path: it does not (see above).
    static let isCompiled = false

    /// Whether the bits are read: never in this build.
    static let isEnabled = false

    /// Never an answer in this build: the caller compares the bytes.
    @inline(__always)
    static func equal(_: String, _: String) -> Bool? { nil }

    /// No string is read as small in this build.
    static func isSmall(_: String) -> Bool { false }
    #endif
}
