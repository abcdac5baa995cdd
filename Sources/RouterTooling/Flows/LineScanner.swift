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
    /// Reads the line's UTF-8 bytes once, in place: every byte the rules look at (space,
    /// tab, `#`, `"`, `\`) is ASCII, so a token's text is decoded from a slice of the
    /// line's own bytes, and a quoted string is built piece by piece only when it has
    /// escapes. Columns count Unicode scalars: one per byte that starts a scalar.
    /// - Throws: A ``FlowProblem`` for an unterminated quote or an unknown escape.
    package func tokens() throws(FlowProblem) -> [Token] {
        var line = text
        let scanned = line.withUTF8 { Self.tokens(of: $0) }
        switch scanned {
        case .success(let tokens):
            return tokens
        case .failure(.unterminatedQuote(let column)):
            throw FlowProblem(line: lineNumber, column: column, kind: .unterminatedQuote)
        case .failure(.invalidEscape(let column, let offset)):
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            throw FlowProblem(
                line: lineNumber, column: column, kind: .invalidEscape(Character(text.unicodeScalars[index])))
        }
    }

    /// Why a line's bytes are not a line of tokens, with the positions the problem names.
    private enum ScanError: Error {
        /// A quote opened at this column is never closed.
        case unterminatedQuote(column: Int)
        /// The backslash at this column escapes the scalar starting at this byte offset.
        case invalidEscape(column: Int, offset: Int)
    }

    /// The tokens of the valid UTF-8 line `bytes`, as ``tokens()`` describes.
    private static func tokens(of bytes: UnsafeBufferPointer<UInt8>) -> Result<[Token], ScanError> {
        var tokens: [Token] = []
        // A command line has a few tokens: one allocation, not one per doubling.
        tokens.reserveCapacity(4)
        var index = 0
        /// The scalars before `index`: the column of the byte at `index` is one more.
        var scalars = 0
        func advance() {
            if bytes[index] & 0xC0 != 0x80 { scalars += 1 }
            index += 1
        }
        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        while index < bytes.count {
            switch bytes[index] {
            case space, tab:
                advance()
            case hash:
                return .success(tokens)
            case quote:
                let column = scalars + 1
                advance()
                var escaped: String? = nil
                var run = index
                var closed = false
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == quote {
                        closed = true
                        break
                    }
                    guard byte == backslash else {
                        advance()
                        continue
                    }
                    let backslashColumn = scalars + 1
                    escaped = (escaped ?? "") + text(run..<index)
                    advance()
                    guard index < bytes.count else { break }
                    guard bytes[index] == quote || bytes[index] == backslash else {
                        return .failure(.invalidEscape(column: backslashColumn, offset: index))
                    }
                    run = index
                    advance()
                }
                guard closed else { return .failure(.unterminatedQuote(column: column)) }
                let content = escaped.map { $0 + text(run..<index) } ?? text(run..<index)
                advance()
                tokens.append(Token(text: content, column: column, quoted: true))
            default:
                let column = scalars + 1
                let start = index
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == space || byte == tab || byte == quote { break }
                    advance()
                }
                tokens.append(Token(text: text(start..<index), column: column, quoted: false))
            }
        }
        return .success(tokens)
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let hash = UInt8(ascii: "#")
    private static let quote = UInt8(ascii: "\"")
    private static let backslash = UInt8(ascii: "\\")
}
