/// Quoting for messages built from text read from outside (a link, a link pattern, a name
/// from a file, a saved file, a flow or a plugin): the one rule, with its one bound, behind
/// `LinkDecodingError.quoted(_:)` and every message of the package that quotes such text,
/// kept here so every message quotes alike.
package enum QuotedText {
    /// `text` in single quotes, bounded and escaped: its first ``maxQuoted`` characters and
    /// `…` when longer (``bounded(_:)``), then `'`, `\` and every character ``isUnsafe(_:)``
    /// holds for written escaped, as `\'`, `\\` and `\u{9B}`. Everything else is kept as it
    /// is. There is no bad input: a megabyte-long name is quoted in a few dozen characters,
    /// and no control character reaches the message raw.
    package static func quoted(_ text: String) -> String {
        quoted(text, apartFrom: nil)
    }

    /// `text` quoted by the rule of ``quoted(_:)``, for a message that shows it beside `other`
    /// (a name typed and the name a did-you-mean suggests): when the two look the same
    /// (canonically equivalent, written with other Unicode scalars), every non-ASCII scalar
    /// is written `\u{…}` as well, so the difference shows. `mark` is the quotation mark,
    /// escaped as `'` is: `"` for text a message quotes as a flow file writes it (a row's
    /// title). There is no bad input; a `nil` `other` quotes as ``quoted(_:)`` does.
    package static func quoted(_ text: String, apartFrom other: String?, mark: Unicode.Scalar = "'") -> String {
        let lookAlike = other.map { text == $0 && !text.isScalarEqual(to: $0) } ?? false
        let (kept, isCut) = prefix(of: text)
        // Bounded first, so an escape is never cut in two; then the mark and backslash, so the
        // escapes written next keep their one backslash.
        var slashed = ""
        for scalar in kept.unicodeScalars {
            if scalar == mark || scalar == "\\" { slashed.unicodeScalars.append("\\") }
            slashed.unicodeScalars.append(scalar)
        }
        let escaped =
            lookAlike
            ? TerminalText.escaped(slashed) { isUnsafe($0) || !$0.isASCII } : escapingUnsafe(slashed)
        return String(mark) + escaped + (isCut ? "…" : "") + String(mark)
    }

    /// `text` with the characters ``quoted(_:)`` escapes, other than `'` and `\`, written
    /// `\u{…}`: how a message built from link text is kept printable.
    package static func escapingUnsafe(_ text: String) -> String {
        TerminalText.escaped(text, where: isUnsafe)
    }

    /// The most characters of a name or a word from outside a message quotes: the one bound
    /// of ``quoted(_:)`` and ``bounded(_:)``.
    package static let maxQuoted = 64

    /// `text`, or its first ``maxQuoted`` characters and `…` when longer: a message about a
    /// megabyte-long name need not repeat it. For text a message shows unquoted (an echoed
    /// command, a screen in parentheses) or in quotes of its own; ``quoted(_:)`` bounds
    /// what it quotes already.
    package static func bounded(_ text: String) -> String {
        let (kept, isCut) = prefix(of: text)
        return isCut ? kept + "…" : text
    }

    /// The first ``maxQuoted`` characters of `text`, and whether that leaves any out.
    private static func prefix(of text: String) -> (kept: Substring, isCut: Bool) {
        guard let end = text.index(text.startIndex, offsetBy: maxQuoted, limitedBy: text.endIndex),
            end != text.endIndex
        else { return (text[...], false) }
        return (text[..<end], true)
    }

    /// What ``TerminalText`` escapes (C0 and C1 controls, DEL, the bidirectional formatting
    /// characters), line feeds included, plus U+2028/U+2029 and the byte order mark: what
    /// must never reach a terminal or a log line raw.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        TerminalText.needsEscaping(scalar, keepingLineBreaks: false)
            || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF
    }
}
