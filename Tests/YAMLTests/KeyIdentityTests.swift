import RouterYAML
import Testing

/// Keys are told apart by their Unicode scalars, as YAML does, and messages about keys never
/// carry a raw control character.
@Suite("key identity")
struct KeyIdentityTests {
    let parser = YAMLParser()
    let precomposed = "caf\u{E9}"
    let decomposed = "cafe\u{301}"

    @Test(arguments: ["caf\u{E9}: 1\ncafe\u{301}: 2\n", "{caf\u{E9}: 1, cafe\u{301}: 2}\n", "[caf\u{E9}: 1, cafe\u{301}: 2]\n"])
    func keysSpelledPrecomposedAndDecomposedAreDistinct(text: String) throws {
        // Act
        let root = try #require(try parser.parse(text))

        // Assert
        let entries = root.mapping.map(Array.init) ?? root.sequence?.flatMap { $0.mapping.map(Array.init) ?? [] } ?? []
        #expect(entries.count == 2)
        #expect(
            entries.map { Array($0.key.scalar?.text.unicodeScalars ?? "".unicodeScalars) }
                == [Array(precomposed.unicodeScalars), Array(decomposed.unicodeScalars)])
        #expect(root.keysWithEqualText == nil)
    }

    @Test func subscriptFindsTheKeyOfTheSameScalars() throws {
        // Arrange
        let root = try #require(try parser.parse("caf\u{E9}: 1\ncafe\u{301}: 2\n"))

        // Act
        let first = root[precomposed]?.scalar?.text
        let second = root[decomposed]?.scalar?.text

        // Assert
        #expect(first == "1")
        #expect(second == "2")
    }

    @Test func sameSpellingTwiceIsStillADuplicate() {
        #expect(parser.error("cafe\u{301}: 1\ncafe\u{301}: 2\n")?.kind == .duplicateKey(decomposed))
    }

    @Test(arguments: ["\"a\\x01\": 1\n\"a\\x01\": 2\n", "\"a\\x85\": 1\n\"a\\x85\": 2\n", "\"a\\x9B\": 1\n\"a\\x9B\": 2\n"])
    func duplicateKeyMessageShowsControlsEscaped(text: String) throws {
        // Act
        let error = try #require(parser.error(text))

        // Assert
        #expect(!error.description.unicodeScalars.contains { $0.properties.generalCategory == .control })
        #expect(error.description.contains("\\u{"))
    }

    @Test func aRepeatedKeyIsFoundAmongKeysOfEveryKindWhereverItStands() throws {
        // Arrange: keys of every identity; each second spelling names the same key.
        let keys = ["alpha", "\"beta\"", "1", "null", "name", "true", "gamma", "delta", "'eps'", "zeta", "0.5"]
        let sameKeys = ["'alpha'", "beta", "0x1", "~", "\"name\"", "True", "\"gamma\"", "delta", "eps", "zeta", "5e-1"]
        for count in 1...keys.count {
            let distinct = keys.prefix(count).map { "\($0): x" }
            #expect(try parser.parse(distinct.joined(separator: "\n") + "\n") != nil, "\(count) keys")
            for repeated in 0..<count {
                for position in repeated + 1...count {
                    // Act
                    var lines = distinct
                    lines.insert("\(sameKeys[repeated]): y", at: position)
                    let block = parser.error(lines.joined(separator: "\n") + "\n")
                    let flow = parser.error("{" + lines.joined(separator: ", ") + "}\n")

                    // Assert
                    #expect(block?.line == position + 1, "\(lines)")
                    guard case .duplicateKey = block?.kind, case .duplicateKey = flow?.kind else {
                        Issue.record("no duplicate found in \(lines)")
                        continue
                    }
                }
            }
        }
    }

    @Test(arguments: [3, 40])
    func keysOfEqualTextAreFoundWithTheFirstOfThemInMappingsOfAnySize(padding: Int) throws {
        // Arrange: `1` and `"1"`, `true` and `'true'` are YAML keys of equal text; `x0`…
        // pad the mapping past the size compared pairwise.
        let pads = (0..<padding).map { "x\($0): p" }
        let text = "{" + (["1: a"] + pads + ["\"1\": b", "true: c", "'true': d"]).joined(separator: ", ") + "}\n"
        let root = try #require(try parser.parse(text))
        let mapping = try #require(root.mapping)

        // Act
        let repeats = mapping.keysRepeatingText()

        // Assert
        #expect(repeats.map(\.key.scalar) == [YAMLScalar("1", style: .doubleQuoted), YAMLScalar("true", style: .singleQuoted)])
        #expect(repeats.map(\.first.scalar) == [YAMLScalar("1", style: .plain), YAMLScalar("true", style: .plain)])
        #expect(repeats.first?.first.column == 2)
        #expect(root.keysWithEqualText.map { [$0.first.column, $0.second.column] } == [2, repeats[0].key.column])
    }

    @Test func keysOfDifferentTextRepeatNothing() throws {
        let root = try #require(try parser.parse("{caf\u{E9}: 1, cafe\u{301}: 2, ab: 3, a: 4, \"b\": 5}\n"))

        #expect(try #require(root.mapping).keysRepeatingText().isEmpty)
    }
}
