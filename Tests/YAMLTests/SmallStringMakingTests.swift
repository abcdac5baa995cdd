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

    @Test func slicesAndArraysMakeTheStringsOfTheirBytes() {
        // Arrange
        let bytes = Array("key: caf\u{E9} value".utf8)

        // Act
        let fromSlice = bytes.withUnsafeBufferPointer { SmallStringMaking.string(validUTF8: $0[5..<10]) }
        let fromArray = SmallStringMaking.string(validUTF8: Array(bytes[5..<10]))

        // Assert
        #expect(fromSlice == "caf\u{E9}" && fromArray == "caf\u{E9}")
    }
}
