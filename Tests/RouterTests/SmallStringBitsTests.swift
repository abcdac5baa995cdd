import Testing

@testable import RouterText

/// `isScalarEqual` compares strings of up to 15 bytes by their bits where that fast path is on:
/// the layout it reads must be what it expects, and the answers must be those of comparing the
/// bytes. With the fast path off (built with `-DROUTER_NO_FAST_PATHS`, or on a platform it is
/// not compiled for), the tests of the bits themselves are skipped, and reported as skipped.
@Suite struct SmallStringBitsTests {
    /// The same texts made in different ways: literals, decoded bytes, slices, joins,
    /// with precomposed and decomposed spellings, and longer than 15 bytes.
    let texts: [String] = {
        let literals = [
            "", "a", "push", "present", "payload", "Caf\u{E9}", "Cafe\u{301}", "sku-000123", "sku-000124",
            "exactly-15-byte", "exactly-16-bytes", "a longer text of more than fifteen bytes",
        ]
        var texts = literals
        texts += literals.map { String(decoding: Array($0.utf8), as: UTF8.self) }
        texts += literals.map { String(Substring($0)) }
        texts += literals.map { "\($0)" + "" }
        texts += literals.map { String($0.dropFirst()) }
        texts += ["Caf" + "\u{E9}", "Cafe" + "\u{301}", "sku-" + "000123", String(repeating: "x", count: 15)]
        return texts
    }()

    @Test func theFastPathIsOnWhereverItIsCompiled() {
        #expect(SmallStringBits.isEnabled == SmallStringBits.isCompiled)
    }

    // Skipped with the fast path off: the bits are not read then.
    @Test(.enabled(if: SmallStringBits.isEnabled, "the small-string fast path is off in this build"))
    func textsOfUpToFifteenBytesAreSmallAndLongerOnesAreNot() {
        for count in 0...40 {
            // Arrange
            let ascii = String(decoding: Array(repeating: UInt8(ascii: "k"), count: count), as: UTF8.self)
            let accented = String(repeating: "\u{E9}", count: count / 2)

            // Act and Assert
            #expect(SmallStringBits.isSmall(ascii) == (count <= 15), "\(count) ASCII bytes")
            #expect(SmallStringBits.isSmall(accented) == (accented.utf8.count <= 15), "\(accented.utf8.count) bytes")
        }
    }

    // Skipped with the fast path off: the bits never tell then.
    @Test(.enabled(if: SmallStringBits.isEnabled, "the small-string fast path is off in this build"))
    func bitsTellEqualityAsTheBytesDoWheneverTheyTell() {
        for lhs in texts {
            for rhs in texts {
                // Arrange
                let sameBytes = Array(lhs.utf8) == Array(rhs.utf8)
                let bothSmall = lhs.utf8.count <= 15 && rhs.utf8.count <= 15

                // Act
                let equal = SmallStringBits.equal(lhs, rhs)

                // Assert
                if bothSmall { #expect(equal == sameBytes, "\(lhs.debugDescription) \(rhs.debugDescription)") }
                if let equal { #expect(equal == sameBytes, "\(lhs.debugDescription) \(rhs.debugDescription)") }
            }
        }
    }

    @Test func scalarEqualityIsByteEqualityForAnyTwoTexts() {
        for lhs in texts {
            for rhs in texts {
                #expect(lhs.isScalarEqual(to: rhs) == (Array(lhs.utf8) == Array(rhs.utf8)))
            }
        }
    }
}
