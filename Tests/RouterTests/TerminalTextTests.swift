import Foundation
import Router
import RouterTestSupport
import RouterText
import Testing

@MainActor @Suite struct TerminalTextTests {
    /// Every character the escaping must catch, one per kind.
    private static let hostile: [Unicode.Scalar] = [
        "\u{0}", "\u{7}", "\u{8}", "\u{9}", "\u{D}", "\u{1B}", "\u{1F}", "\u{7F}",
        "\u{80}", "\u{85}", "\u{9B}", "\u{9D}", "\u{9F}",
        "\u{61C}", "\u{200E}", "\u{200F}",
        "\u{202A}", "\u{202B}", "\u{202C}", "\u{202D}", "\u{202E}",
        "\u{2066}", "\u{2067}", "\u{2068}", "\u{2069}",
    ]

    @Test func plainTextPassesUnchanged() {
        let text = "push PizzaDetail\nTiramisù, Panna Cotta: 6.50 € ✓ 🍕 \\u{1B}"

        #expect(TerminalText.escaped(text) == text)
        #expect(TerminalText.escaped(text, as: .json) == text)
    }

    @Test func controlAndBidiCharactersAreEscapedTheSwiftWay() {
        let text = "a\u{1B}[31mb\u{9B}2Jc\u{85}d\u{202E}e\r\n"

        #expect(TerminalText.escaped(text) == "a\\u{1B}[31mb\\u{9B}2Jc\\u{85}d\\u{202E}e\\u{D}\n")
    }

    @Test func noHostileCharacterSurvivesEscaping() {
        for scalar in Self.hostile {
            let escaped = TerminalText.escaped("x\(scalar)y")

            #expect(!escaped.unicodeScalars.contains(scalar), "U+\(String(scalar.value, radix: 16))")
            #expect(escaped == "x\\u{\(String(scalar.value, radix: 16, uppercase: true))}y")
        }
    }

    @Test func lineFeedIsEscapedWhenNotKept() {
        #expect(TerminalText.escaped("a\nb", keepingLineBreaks: false) == "a\\u{A}b")
        #expect(TerminalText.escaped("a\nb", as: .json, keepingLineBreaks: false) == "a\\u000ab")
    }

    @Test func jsonStyleKeepsJSONValidAndItsValue() throws {
        let value = "t\u{85}\u{9B}\u{7F}\u{202E}\u{2066}\u{200F}"
        let line = "{\"title\":\"\(value)\"}"

        let escaped = TerminalText.escaped(line, as: .json)
        let parsed = try JSONSerialization.jsonObject(with: Data(escaped.utf8)) as? [String: String]

        #expect(escaped == "{\"title\":\"t\\u0085\\u009b\\u007f\\u202e\\u2066\\u200f\"}")
        #expect(parsed?["title"] == value)
    }

    @Test func randomTextIsEscapedAsTheScalarRuleSaysWhateverItsBytes() {
        // Arrange: printable ASCII, the line feed, and scalars on both sides of each rule.
        let alphabet: [Unicode.Scalar] = Self.hostile + ["a", " ", "~", "\n", "\u{A0}", "é", "\u{2028}", "\u{1F355}"]
        var generator = SplitMix64(seed: 0xE5CA9E)

        for _ in 0..<3_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<12, using: &generator) {
                text.append(Bool.random(using: &generator) ? "a" : alphabet.randomElement(using: &generator)!)
            }
            let keepingLineBreaks = Bool.random(using: &generator)

            // Act
            let escaped = TerminalText.escaped(String(text), keepingLineBreaks: keepingLineBreaks)

            // Assert
            let byRule = TerminalText.escaped(String(text)) {
                TerminalText.needsEscaping($0, keepingLineBreaks: keepingLineBreaks)
            }
            #expect(escaped == byRule, "\(String(text).debugDescription)")
        }
    }

    @Test func everyScalarIsEitherEscapedOrHarmless() {
        let ranges: [ClosedRange<UInt32>] = [0...0x2FF, 0x600...0x6FF, 0x2000...0x20FF, 0xFE00...0xFFFF]
        for value in ranges.joined() {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let listed =
                Self.hostile.contains(scalar) || (0...0x1F).contains(value) || (0x7F...0x9F).contains(value)
                || [0x61C, 0x200E, 0x200F].contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value)

            #expect(TerminalText.needsEscaping(scalar) == (listed && value != 0x0A), "U+\(String(value, radix: 16))")
        }
    }
}
