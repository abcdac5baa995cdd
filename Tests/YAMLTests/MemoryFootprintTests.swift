import RouterYAML
import Testing

/// Structural properties that keep the memory of a parsed tree and of its JSON in
/// proportion to the input. The peak memory itself is measured by the benchmarks.
@Suite("memory footprint")
struct MemoryFootprintTests {
    @Test func aNodeTakesEightBytesAndAPlainScalarNoCopyOfItsText() throws {
        // Arrange: a sequence of 1,000 scalars of 20 bytes on one line, 1,001 nodes.
        let text = "[" + Array(repeating: String(repeating: "x", count: 20), count: 1_000).joined(separator: ", ") + "]\n"

        // Act
        let root = try #require(try YAMLParser().parse(text))

        // Assert: eight bytes a node, a few for the line index, nothing for the texts.
        #expect(root.documentFootprint >= 8 * 1_001)
        #expect(root.documentFootprint <= 8 * 1_001 + 256)
        #expect(root.sequence?.first?.scalar?.text == String(repeating: "x", count: 20))
    }

    @Test func jsonIsWrittenInPiecesOfTheRequestedSize() throws {
        // Arrange: 100,000 entries, about 900 kB of JSON.
        let text = "[" + Array(repeating: "entry", count: 100_000).joined(separator: ", ") + "]\n"
        let root = try #require(try YAMLParser().parse(text))

        // Act
        var pieces: [Int] = []
        var joined: [UInt8] = []
        root.writeJSON(bufferSize: 4096) { piece in
            pieces.append(piece.count)
            joined.append(contentsOf: piece)
        }

        // Assert: no piece much larger than asked (one scalar may overshoot), same text.
        #expect(pieces.count > 100)
        #expect(pieces.allSatisfy { $0 <= 4096 + 16 })
        #expect(String(decoding: joined, as: UTF8.self) == root.jsonText)
        #expect(root.jsonText.hasPrefix(#"["entry","entry","#))
    }

    @Test func jsonOfDeepAndEmptyTreesIsWrittenWhole() throws {
        // Arrange
        let deep = String(repeating: "[", count: 150) + String(repeating: "]", count: 150) + "\n"
        let cases = [
            (deep, String(repeating: "[", count: 150) + String(repeating: "]", count: 150)),
            ("{}\n", "{}"), ("a\n", #""a""#), ("{a: [1, {b: ~}], c: []}\n", #"{"a":[1,{"b":null}],"c":[]}"#),
        ]

        for (yaml, json) in cases {
            // Act
            let root = try #require(try YAMLParser().parse(yaml))
            var written: [UInt8] = []
            root.writeJSON(bufferSize: 1) { written.append(contentsOf: $0) }

            // Assert
            #expect(String(decoding: written, as: UTF8.self) == json)
        }
    }
}
