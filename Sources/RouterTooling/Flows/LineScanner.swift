/// Splits one line of a flow file into words and quoted strings, stopping at a `#` comment.
struct LineScanner {
    /// A word or a quoted string, with the column it starts at.
    struct Token: Equatable {
        /// The word, or the quoted string's content with its escapes resolved.
        var text: String
        /// The 1-based column (in Unicode scalars) of the token's first character.
        var column: Int
        /// Whether the token was written in double quotes.
        var quoted: Bool
    }

    let text: Substring
    let lineNumber: Int

    /// The tokens of the line; empty for a blank or comment line.
    /// - Throws: A ``FlowProblem`` for an unterminated quote or an unknown escape.
    func tokens() throws(FlowProblem) -> [Token] {
        var tokens: [Token] = []
        var scalars = text.unicodeScalars.makeIterator()
        var column = 0
        var pending: Unicode.Scalar? = nil
        func next() -> Unicode.Scalar? {
            if let scalar = pending {
                pending = nil
                column += 1
                return scalar
            }
            guard let scalar = scalars.next() else { return nil }
            column += 1
            return scalar
        }
        while let scalar = next() {
            switch scalar {
            case " ", "\t":
                continue
            case "#":
                return tokens
            case "\"":
                let start = column
                var content = String.UnicodeScalarView()
                var closed = false
                while let inner = next() {
                    if inner == "\"" {
                        closed = true
                        break
                    }
                    if inner == "\\" {
                        guard let escaped = next() else { break }
                        guard escaped == "\"" || escaped == "\\" else {
                            throw FlowProblem(
                                line: lineNumber, column: column - 1,
                                kind: .invalidEscape(Character(escaped)))
                        }
                        content.append(escaped)
                    } else {
                        content.append(inner)
                    }
                }
                guard closed else {
                    throw FlowProblem(line: lineNumber, column: start, kind: .unterminatedQuote)
                }
                tokens.append(Token(text: String(content), column: start, quoted: true))
            default:
                let start = column
                var word = String.UnicodeScalarView([scalar])
                while let inner = next() {
                    if inner == " " || inner == "\t" { break }
                    if inner == "\"" {
                        pending = inner
                        column -= 1
                        break
                    }
                    word.append(inner)
                }
                tokens.append(Token(text: String(word), column: start, quoted: false))
            }
        }
        return tokens
    }
}
