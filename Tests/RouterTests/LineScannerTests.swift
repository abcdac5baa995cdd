import RouterTestSupport
import RouterTooling
import Testing

/// The flow line scanner, which reads a line's bytes, splits words and quoted strings
/// exactly as a scalar-by-scalar reading of the rules does (the model below).
@Suite struct LineScannerTests {
    /// The rules read one Unicode scalar at a time: blanks (space, tab) separate tokens, `#`
    /// at a token's start ends the line, a `"` starts a quoted string in which `\"` and `\\`
    /// are the only escapes, and a `"` also ends a word. Columns count scalars from 1.
    private static func modelTokens(_ text: String, line: Int) -> Result<[LineScanner.Token], FlowProblem> {
        let scalars = Array(text.unicodeScalars)
        var tokens: [LineScanner.Token] = []
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" {
                index += 1
            } else if scalar == "#" {
                break
            } else if scalar == "\"" {
                let column = index + 1
                index += 1
                var content = String.UnicodeScalarView()
                var closed = false
                while index < scalars.count {
                    let inner = scalars[index]
                    if inner == "\"" {
                        closed = true
                        index += 1
                        break
                    }
                    if inner == "\\" {
                        guard index + 1 < scalars.count else {
                            index += 1
                            break
                        }
                        let escaped = scalars[index + 1]
                        guard escaped == "\"" || escaped == "\\" else {
                            return .failure(FlowProblem(line: line, column: index + 1, kind: .invalidEscape(Character(escaped))))
                        }
                        content.append(escaped)
                        index += 2
                    } else {
                        content.append(inner)
                        index += 1
                    }
                }
                guard closed else { return .failure(FlowProblem(line: line, column: column, kind: .unterminatedQuote)) }
                tokens.append(LineScanner.Token(text: String(content), column: column, quoted: true))
            } else {
                let column = index + 1
                var word = String.UnicodeScalarView()
                while index < scalars.count, scalars[index] != " ", scalars[index] != "\t", scalars[index] != "\"" {
                    word.append(scalars[index])
                    index += 1
                }
                tokens.append(LineScanner.Token(text: String(word), column: column, quoted: false))
            }
        }
        return .success(tokens)
    }

    private static func scanned(_ text: String, line: Int = 1) -> Result<[LineScanner.Token], FlowProblem> {
        Result { () throws(FlowProblem) in try LineScanner(text: Substring(text), lineNumber: line).tokens() }
    }

    @Test func wordsAndQuotedStringsSplitAtBlanksAndQuotesWithColumnsInScalars() {
        // Arrange
        let line = "tap \"Caf\u{E9} \\\"x\\\\\"é\u{301}ab\"c\" # rest"

        // Act
        let tokens = Self.scanned(line)

        // Assert
        #expect(
            tokens
                == .success([
                    LineScanner.Token(text: "tap", column: 1, quoted: false),
                    LineScanner.Token(text: "Caf\u{E9} \"x\\", column: 5, quoted: true),
                    LineScanner.Token(text: "é\u{301}ab", column: 17, quoted: false),
                    LineScanner.Token(text: "c", column: 21, quoted: true),
                ]))
    }

    @Test func anUnknownEscapeIsReportedAtItsBackslashCountingScalars() {
        #expect(
            Self.scanned("sign-in \"\u{1F355}\\\u{1F355}\"", line: 7)
                == Self.modelTokens("sign-in \"\u{1F355}\\\u{1F355}\"", line: 7))
        #expect(
            Self.scanned("sign-in \"\u{1F355}\\\u{1F355}\"", line: 7)
                == .failure(FlowProblem(line: 7, column: 11, kind: .invalidEscape("\u{1F355}"))))
    }

    @Test func randomLinesScanAsTheScalarModelReadsThem() {
        // Arrange: lines drawn from the bytes the rules look at and scalars of one to four bytes.
        let alphabet: [String] = [
            " ", "\t", "#", "\"", "\\", "a", "1", "-", "é", "e\u{301}", "\u{1F355}", "\u{A0}", "\u{20AC}", "tap",
        ]
        var generator = SplitMix64(seed: 0x11E5)

        for _ in 0..<5_000 {
            let length = Int.random(in: 0..<24, using: &generator)
            let line = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }.joined()

            // Act
            let scanned = Self.scanned(line, line: 3)

            // Assert
            #expect(scanned == Self.modelTokens(line, line: 3), "line \(line.debugDescription)")
        }
    }
}
