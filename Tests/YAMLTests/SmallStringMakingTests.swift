import Testing

@testable import RouterYAML

/// Strings of checked UTF-8 made from their bits must be exactly those `String(decoding:)`
/// makes: the same bits, the same scalars, the same hash. With the fast path off (built with
/// `-DROUTER_NO_FAST_PATHS`, or on a platform it is not compiled for), every string is
/// decoded, and the test of the bits themselves is skipped, and reported as skipped.
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

    /// Each sample after other text and before up to 20 more bytes, so that both the
    /// two-load path and the path near the buffer's end are taken: the buffer and the
    /// sample's range in it.
    var placedSamples: [(sample: [UInt8], buffer: [UInt8], range: Range<Int>)] {
        samples.flatMap { sample in
            [0, 1, 7, 15, 16, 20].map { after in
                let buffer = Array("key: caf\u{E9} ".utf8) + sample + Array(String(repeating: "\u{E9}", count: after / 2).utf8)
                let start = buffer.count - sample.count - (after / 2) * 2
                return (sample, buffer, start..<start + sample.count)
            }
        }
    }

    @Test func theFastPathIsOnWhereverItIsCompiled() {
        #expect(SmallStringMaking.isEnabled == SmallStringMaking.isCompiled)
    }

    @Test func stringsMadeFromCheckedBytesAreThoseDecodingMakes() {
        for sample in samples {
            sample.withUnsafeBufferPointer { bytes in
                // Arrange
                let decoded = String(decoding: bytes, as: UTF8.self)

                // Act
                let made = SmallStringMaking.string(validUTF8: bytes)

                // Assert
                #expect(made == decoded && made.hashValue == decoded.hashValue, "\(sample)")
                #expect(Array(made.utf8) == sample && made.unicodeScalars.count == decoded.unicodeScalars.count)
            }
        }
    }

    @Test func rangesOfABufferMakeTheStringsOfTheirBytesWhereverTheyLie() {
        for (sample, buffer, range) in placedSamples {
            // Act
            let made = buffer.withUnsafeBufferPointer { SmallStringMaking.string(validUTF8: $0, range) }

            // Assert
            let decoded = String(decoding: sample, as: UTF8.self)
            #expect(made == decoded && Array(made.utf8) == sample, "\(sample) \(range)")
        }
        #expect(SmallStringMaking.string(validUTF8: Array("caf\u{E9}".utf8)) == "caf\u{E9}")
    }

    // Skipped with the fast path off: no string is made from bits then.
    @Test(.enabled(if: SmallStringMaking.isEnabled, "the small-string fast path is off in this build"))
    func smallStringsMadeFromBitsHaveTheBitsDecodingGives() {
        for (sample, buffer, range) in placedSamples where sample.count <= 15 {
            // Arrange
            let decoded = String(decoding: sample, as: UTF8.self)

            // Act
            let made = sample.withUnsafeBufferPointer { SmallStringMaking.string(validUTF8: $0) }
            let madeFromRange = buffer.withUnsafeBufferPointer { SmallStringMaking.string(validUTF8: $0, range) }

            // Assert
            let decodedBits = unsafeBitCast(decoded, to: (UInt64, UInt64).self)
            #expect(unsafeBitCast(made, to: (UInt64, UInt64).self) == decodedBits, "\(sample)")
            #expect(unsafeBitCast(madeFromRange, to: (UInt64, UInt64).self) == decodedBits, "\(sample) \(range)")
        }
    }
}
