import Router
import Testing

@MainActor @Suite struct TextLinesTests {
    @Test(
        arguments: [
            ("", []),
            ("a", ["a"]),
            ("a\n", ["a"]),
            ("\n", [""]),
            ("a\nb", ["a", "b"]),
            ("a\r\nb\r\n", ["a", "b"]),
            ("a\rb\r", ["a", "b"]),
            ("a\n\r\nb", ["a", "", "b"]),
            ("a\r\rb", ["a", "", "b"]),
            ("a\n\nb\n\n", ["a", "", "b", ""]),
            ("caf\u{E9}\r\n\u{1F355} \r", ["caf\u{E9}", "\u{1F355} "]),
        ] as [(String, [String])])
    func linesEndAtLFCRLFOrCR(text: String, expected: [String]) {
        #expect(TextLines.split(text).map(String.init) == expected)
        #expect(TextLines.split(Array(text.utf8)).map { String(decoding: $0, as: UTF8.self) } == expected)
    }

    @Test func invalidUTF8StaysInItsLine() {
        let lines = TextLines.split([0x61, 0xFF, 0x0D, 0x0A, 0xC3])

        #expect(lines.map(Array.init) == [[0x61, 0xFF], [0xC3]])
    }
}
