/// Splits one line of a flow file into words and quoted strings, stopping at a `#` comment.
package struct LineScanner {
    /// A word or a quoted string, with the column it starts at.
    package struct Token: Equatable {
        /// The word, or the quoted string's content with its escapes resolved.
        package var text: String
        /// The 1-based column (in Unicode scalars) of the token's first character.
        package var column: Int
        /// Whether the token was written in double quotes.
        package var quoted: Bool

        /// A token of `text` starting at `column`, written in quotes when `quoted`.
        package init(text: String, column: Int, quoted: Bool) {
            self.text = text
            self.column = column
            self.quoted = quoted
        }
    }

    let text: Substring
    let lineNumber: Int

    /// A scanner of `text`, line `lineNumber` of its file (the line problems name).
    package init(text: Substring, lineNumber: Int) {
        self.text = text
        self.lineNumber = lineNumber
    }

    /// The tokens of the line; empty for a blank or comment line.
    ///
    /// Reads the line's UTF-8 bytes once: every byte the rules look at (space, tab, `#`,
    /// `"`, `\`) is ASCII, so a token's text is a slice of the line, copied once, and a
    /// quoted string is built piece by piece only when it has escapes. Columns count Unicode
    /// scalars: one per byte that starts a scalar.
    /// - Throws: A ``FlowProblem`` for an unterminated quote or an unknown escape.
    package func tokens() throws(FlowProblem) -> [Token] {
        var tokens: [Token] = []
        let bytes = text.utf8
        var index = bytes.startIndex
        /// The scalars before `index`: the column of the byte at `index` is one more.
        var scalars = 0
        func advance() {
            if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
            bytes.formIndex(after: &index)
        }
        while index < bytes.endIndex {
            switch bytes[index] {
            case Self.space, Self.tab:
                advance()
            case Self.hash:
                return tokens
            case Self.quote:
                let column = scalars + 1
                advance()
                var escaped: String? = nil
                var run = index
                var closed = false
                while index < bytes.endIndex {
                    let byte = bytes[index]
                    if byte == Self.quote {
                        closed = true
                        break
                    }
                    guard byte == Self.backslash else {
                        advance()
                        continue
                    }
                    let backslashColumn = scalars + 1
                    escaped = (escaped ?? "") + text[run..<index]
                    advance()
                    guard index < bytes.endIndex else { break }
                    guard bytes[index] == Self.quote || bytes[index] == Self.backslash else {
                        throw FlowProblem(
                            line: lineNumber, column: backslashColumn,
                            kind: .invalidEscape(Character(text.unicodeScalars[index])))
                    }
                    run = index
                    advance()
                }
                guard closed else {
                    throw FlowProblem(line: lineNumber, column: column, kind: .unterminatedQuote)
                }
                let content = escaped.map { $0 + text[run..<index] } ?? String(text[run..<index])
                advance()
                tokens.append(Token(text: content, column: column, quoted: true))
            default:
                let column = scalars + 1
                let start = index
                while index < bytes.endIndex {
                    let byte = bytes[index]
                    if byte == Self.space || byte == Self.tab || byte == Self.quote { break }
                    advance()
                }
                tokens.append(Token(text: String(text[start..<index]), column: column, quoted: false))
            }
        }
        return tokens
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let hash = UInt8(ascii: "#")
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
}
