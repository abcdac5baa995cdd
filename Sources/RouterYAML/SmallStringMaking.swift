/// `String`s of at most 15 bytes of UTF-8 that ``YAMLInput`` has checked already, made
/// from their bits instead of through `String(decoding:as:)`, which checks the bytes again.
///
/// A `String` is two 64-bit words. One of at most 15 bytes of UTF-8 keeps those bytes in
/// the words themselves (zeros after them) and, in the top byte of the second word, its
/// count in the low nibble and its flags in the high one: 0xE (immortal, small, ASCII) when
/// every byte is below 0x80, 0xA (immortal, small) otherwise. That is the layout of the
/// stdlib's `_StringObject` and `_SmallString` on 64-bit little-endian platforms (the one
/// `RouterText.SmallStringBits` reads).
///
/// Invariant, the one this file relies on: for valid UTF-8 of at most 15 bytes, the words
/// made here are bit for bit those of `String(decoding: bytes, as: UTF8.self)`. The bytes
/// must be valid UTF-8 (a string made here is not checked again). ``layoutHolds`` checks the
/// invariant once per process on samples and otherwise every string goes the checked way;
/// `SmallStringMakingTests` checks it for every count from 0 to 16, ASCII or not.
///
/// What it buys: every key and most values of a routes file are such strings; the checked
/// way costs ~60 instructions more each (~30 M of a 10,000-route file's load). Longer
/// strings keep `String(decoding:as:)` (they need storage anyway).
enum SmallStringMaking {
    /// The string of `bytes`, which must be valid UTF-8.
    @inline(__always)
    static func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>) -> String {
        if bytes.count <= 15, layoutHolds { return unchecked(bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The string of `bytes[range]`, which must be valid UTF-8. When 16 bytes from the
    /// range's start lie inside `bytes`, its words are two loads, masked to the count
    /// (~15 instructions instead of a loop over the bytes).
    @inline(__always)
    static func string(validUTF8 bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let count = range.count
        guard count <= 15, layoutHolds else {
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        guard range.lowerBound + 16 <= bytes.count else { return unchecked(UnsafeBufferPointer(rebasing: bytes[range])) }
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

    /// The string of `bytes`, which must be valid UTF-8.
    @inline(__always)
    static func string(validUTF8 bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { string(validUTF8: $0) }
    }

    /// Whether strings made from bits equal those made by `String(decoding:as:)` in this
    /// process (64-bit little-endian words, the layout above), checked once on samples of
    /// each kind.
    static let layoutHolds: Bool = {
        guard MemoryLayout<String>.size == 16, 1.littleEndian == 1 else { return false }
        let samples: [[UInt8]] = [[], Array("k".utf8), Array("payload: é".utf8), Array("fifteen bytes!!".utf8)]
        return samples.allSatisfy { sample in
            sample.withUnsafeBufferPointer { bytes in
                let made = unchecked(bytes)
                let decoded = String(decoding: bytes, as: UTF8.self)
                return unsafeBitCast(made, to: (UInt64, UInt64).self) == unsafeBitCast(decoded, to: (UInt64, UInt64).self)
                    && made == decoded
            }
        }
    }()

    /// The small string of `bytes` (at most 15 of them, valid UTF-8) from its bits.
    @inline(__always)
    static func unchecked(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
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

    /// The small string whose bytes are `words` (zeros after the `count` bytes).
    @inline(__always)
    private static func small(_ words: (UInt64, UInt64), count: Int) -> String {
        let isASCII = (words.0 | words.1) & 0x8080_8080_8080_8080 == 0
        let flags: UInt64 = (isASCII ? 0xE0 : 0xA0) | UInt64(truncatingIfNeeded: count)
        return unsafeBitCast((words.0, words.1 | flags << 56), to: String.self)
    }
}
