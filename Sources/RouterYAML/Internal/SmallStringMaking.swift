/// `String`s of at most 15 bytes of UTF-8 that ``YAMLInput`` has checked already, made from
/// their bits instead of through `String(decoding:as:)`, which checks the bytes again: a fast
/// path over a private layout of the standard library, used only where it is checked.
///
/// Invariant, the one this file relies on: a `String` is two 64-bit words. One of at most 15
/// bytes of UTF-8 keeps those bytes in the words themselves (zeros after them) and, in the top
/// byte of the second word, its count in the low nibble and its flags in the high one: 0xE
/// (immortal, small, ASCII) when every byte is below 0x80, 0xA (immortal, small) otherwise
/// (the layout of the stdlib's private `_StringObject` and `_SmallString` on 64-bit
/// little-endian platforms, the one `RouterText`'s `SmallStringBits` reads). So for valid
/// UTF-8 of at most 15 bytes, the words made here are bit for bit those of
/// `String(decoding: bytes, as: UTF8.self)`. The bytes must be valid UTF-8 (a string made
/// here is not checked again).
///
/// That layout is not public API and may change with any toolchain, so strings are made from
/// bits only when both checks vouch for it:
/// - at compile time: x86_64 or arm64 but not arm64e (whose pointers are signed), 64-bit,
///   little-endian, and not built with `-DROUTER_NO_FAST_PATHS`, which turns every such fast
///   path of the package off;
/// - at run time, once per process: ``isEnabled`` compares strings made here with those
///   `String(decoding:as:)` makes, on samples (empty, one byte, one and two words, ASCII and
///   not).
///
/// Otherwise every string goes the checked way. `SmallStringMakingTests` checks the invariant
/// for every count from 0 to 16, ASCII or not.
///
/// What it buys: every key and most values of a routes file are such strings; the checked way
/// costs ~60 instructions more each (~30 M of a 10,000-route file's load). Longer strings keep
/// `String(decoding:as:)` (they need storage anyway).
enum SmallStringMaking {
    /// The string of `bytes`, which must be valid UTF-8.
    @inline(__always)
    static func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        if bytes.count <= 15, isEnabled { return fromBits(bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The string of `bytes[range]`, which must be valid UTF-8.
    @inline(__always)
    static func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        if range.count <= 15, isEnabled { return fromBits(bytes, range) }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    /// The string of `bytes`, which must be valid UTF-8.
    @inline(__always)
    static func string(validUTF8 bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { string(validUTF8: $0) }
    }
}

#if !ROUTER_NO_FAST_PATHS && (arch(x86_64) || arch(arm64)) && _endian(little) && _pointerBitWidth(_64) && !_ptrauth(_arm64e)
extension SmallStringMaking {
    /// Whether this build has the fast path: the compile-time checks hold.
    static let isCompiled = true

    /// Whether strings are made from bits: the compile-time checks hold, and strings made
    /// from bits equal those made by `String(decoding:as:)` in this process (checked once,
    /// on samples).
    static let isEnabled = layoutHolds()

    /// Whether the invariant holds on samples of each kind: bit for bit and as strings.
    private static func layoutHolds() -> Bool {
        guard MemoryLayout<String>.size == 16 else { return false }
        let samples: [[UInt8]] = [
            [], Array("k".utf8), Array("eight by".utf8), Array("payload: \u{E9}".utf8), Array("fifteen bytes!!".utf8),
            Array("\u{E9}\u{20AC}\u{1F600}".utf8),
        ]
        return samples.allSatisfy { sample in
            sample.withUnsafeBufferPointer { bytes in
                let made = fromBits(bytes)
                let decoded = String(decoding: bytes, as: UTF8.self)
                return unsafeBitCast(made, to: (UInt64, UInt64).self) == unsafeBitCast(decoded, to: (UInt64, UInt64).self)
                    && made == decoded && made.utf8.elementsEqual(sample)
            }
        }
    }

    /// The small string of `bytes` (at most 15 of them, valid UTF-8) from its bits.
    @inline(__always)
    private static func fromBits(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let count = bytes.count
        var words: (UInt64, UInt64) = (0, 0)
        // Byte by byte into the words (little-endian: byte k in bits 8k...8k+7 of its word);
        // cheaper than a `memcpy` call for so few bytes.
        var k = 0
        while k < min(count, 8) {
            words.0 |= UInt64(bytes[k]) << (8 &* UInt64(k))
            k += 1
        }
        while k < count {
            words.1 |= UInt64(bytes[k]) << (8 &* UInt64(k &- 8))
            k += 1
        }
        return small(words, count: count)
    }

    /// The small string of `bytes[range]` (at most 15 bytes, valid UTF-8) from its bits. When
    /// 16 bytes from the range's start lie inside `bytes`, its words are two loads, masked to
    /// the count (~15 instructions instead of a loop over the bytes).
    @inline(__always)
    private static func fromBits(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let count = range.count
        guard range.lowerBound + 16 <= bytes.count else { return fromBits(UnsafeBufferPointer(rebasing: bytes[range])) }
        // Reads `bytes[range.lowerBound..<range.lowerBound + 16]`, inside the buffer.
        let raw = UnsafeRawBufferPointer(bytes)
        var words = (
            raw.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self),
            raw.loadUnaligned(fromByteOffset: range.lowerBound + 8, as: UInt64.self)
        )
        if count < 8 {
            words.0 &= (1 << (8 &* UInt64(count))) &- 1
            words.1 = 0
        } else {
            words.1 &= (1 << (8 &* UInt64(count &- 8))) &- 1
        }
        return small(words, count: count)
    }

    /// The small string whose bytes are `words` (zeros after the `count` bytes).
    @inline(__always)
    private static func small(_ words: (UInt64, UInt64), count: Int) -> String {
        let isASCII = (words.0 | words.1) & 0x8080_8080_8080_8080 == 0
        let flags: UInt64 = (isASCII ? 0xE0 : 0xA0) | UInt64(truncatingIfNeeded: count)
        return unsafeBitCast((words.0, words.1 | flags << 56), to: String.self)
    }
}
#else
extension SmallStringMaking {
    /// Whether this build has the fast path: it does not (see above).
    static let isCompiled = false

    /// Whether strings are made from bits: never in this build.
    static let isEnabled = false

    /// Not called in this build (``isEnabled`` is `false`): the checked way.
    @inline(__always)
    private static func fromBits(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Not called in this build (``isEnabled`` is `false`): the checked way.
    @inline(__always)
    private static func fromBits(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
#endif
