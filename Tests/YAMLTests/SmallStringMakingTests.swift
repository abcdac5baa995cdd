import Testing

@testable import RouterYAML

/// Strings of checked UTF-8 made from their bits must be exactly those `String(decoding:)`
/// makes: the same bits, the same scalars, the same hash.
@Suite struct SmallStringMakingTests {
    /// Valid UTF-8 texts of every count from 0 to 16 bytes, ASCII and not.
    let samples: [[UInt8]] = {
        var samples: [[UInt8]] = []
        for count in 0...16 {
            samples.append(Array(repeating: UInt8(ascii: "k"), count: count))
            samples.append(Array(String(repeating: "\u{E9}", count: count / 2).utf8))
            samples.append(Array(("x" + String(repeating: "\u{20AC}", count: count / 3)).utf8))
            samples.append(Array(String(repeating: "\u{1F600}", count: count / 4).utf8))
            samples.append(Array("payload: sku-0000123".utf8.prefix(count)))
        }
        return samples
    }()

    @Test func stringsMadeFromBitsAreThoseDecodingMakes() {
        #expect(SmallStringMaking.layoutHolds)
        for sample in samples {
            sample.withUnsafeBufferPointer { bytes in
                // Arrange
                let decoded = String(decoding: bytes, as: UTF8.self)

                // Act
                let made = SmallStringMaking.string(validUTF8: bytes)

                // Assert
                #expect(made == decoded && made.hashValue == decoded.hashValue, "\(sample)")
                #expect(Array(made.utf8) == sample && made.unicodeScalars.count == decoded.unicodeScalars.count)
                if sample.count <= 15 {
                    let madeBits = unsafeBitCast(SmallStringMaking.unchecked(bytes), to: (UInt64, UInt64).self)
                    #expect(madeBits == unsafeBitCast(decoded, to: (UInt64, UInt64).self), "\(sample)")
                }
            }
        }
    }

    @Test func rangesOfABufferMakeTheStringsOfTheirBytesWhereverTheyLie() {
        for sample in samples {
            // Arrange: the sample after other text and before up to 20 more bytes, so that
            // both the two-load path and the path near the buffer's end are taken.
            for after in [0, 1, 7, 15, 16, 20] {
                let buffer = Array("key: caf\u{E9} ".utf8) + sample + Array(String(repeating: "\u{E9}", count: after / 2).utf8)
                let start = buffer.count - sample.count - (after / 2) * 2

                // Act
                let made = buffer.withUnsafeBufferPointer {
                    SmallStringMaking.string(validUTF8: $0, start..<start + sample.count)
                }

                // Assert
                let decoded = String(decoding: sample, as: UTF8.self)
                #expect(made == decoded && Array(made.utf8) == sample, "\(sample) \(after)")
                if sample.count <= 15 {
                    #expect(unsafeBitCast(made, to: (UInt64, UInt64).self) == unsafeBitCast(decoded, to: (UInt64, UInt64).self))
                }
            }
        }
        #expect(SmallStringMaking.string(validUTF8: Array("caf\u{E9}".utf8)) == "caf\u{E9}")
    }
}
