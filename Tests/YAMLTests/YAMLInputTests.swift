import Testing

@testable import RouterYAML

/// `YAMLInput` checks clean input eight bytes at a time and lets the parser read input
/// that needs no change in place: both must decide exactly as the byte-by-byte rules do.
@Suite("input checks")
struct YAMLInputTests {
    /// Byte by byte: how many bytes, from the low lane, are printable ASCII (0x20...0x7E).
    private func bytewise(_ word: UInt64) -> Int {
        (0..<8).first { lane in
            let byte = UInt8(truncatingIfNeeded: word >> (8 * lane))
            return !(byte >= 0x20 && byte <= 0x7E)
        } ?? 8
    }

    @Test func plainPrefixOfWordAgreesWithByteCheckForEveryByteInEveryLane() {
        // Arrange: a clean word ("abcdefgh"), then each lane set to each byte value.
        let clean: UInt64 = 0x6867_6665_6463_6261
        for lane in 0..<8 {
            for byte in 0...255 {
                let shift = UInt64(8 * lane)
                let word = clean & ~(0xFF << shift) | UInt64(byte) << shift

                // Act and Assert
                #expect(YAMLInput.plainPrefix(word) == bytewise(word), "lane \(lane), byte \(byte)")
            }
        }
    }

    @Test func plainPrefixOfWordAgreesWithByteCheckOnMixedWords() {
        // Arrange: words mixing boundary bytes, so borrows and carries meet between lanes.
        let bytes: [UInt64] = [0x00, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x7E, 0x7F, 0x80, 0xC2, 0xFF]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<100_000 {
            var word: UInt64 = 0
            for lane in 0..<8 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                word |= bytes[Int(state >> 33) % bytes.count] << UInt64(8 * lane)
            }

            // Act and Assert
            #expect(YAMLInput.plainPrefix(word) == bytewise(word))
        }
    }

    @Test func inputNeedingNoChangeIsNormalAndOtherInputIsNot() throws {
        // Arrange
        let cases: [(String, Bool)] = [
            ("", true), ("a: b\n", true), ("a: b", false), ("a: b\r\n", false), ("\u{FEFF}a: b\n", false),
            ("key: value that is longer than eight bytes\n", true), ("é: ü\n", true),
        ]
        for (text, expected) in cases {
            // Act
            let normal = try Array(text.utf8).withUnsafeBufferPointer { (bytes) throws(YAMLError) in
                try YAMLInput.isNormal(bytes)
            }

            // Assert
            #expect(normal == expected, "\(text.debugDescription)")
        }
    }
}
