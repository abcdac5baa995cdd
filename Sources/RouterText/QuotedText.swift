/// Quoting for messages built from text read from outside (a link, a link pattern, a name
/// from a file or a plugin): the one rule, with its one bound, behind
/// `LinkDecodingError.quoted(_:)`, the link-pattern and link errors, the composition
/// problems, the YAML errors and the prompt's hints, kept here so every message quotes alike.
package enum QuotedText {
    /// `text` in single quotes, bounded and escaped: its first ``maxQuoted`` characters and
    /// `…` when longer (``bounded(_:)``), then `'`, `\` and every character ``isUnsafe(_:)``
    /// holds for written escaped, as `\'`, `\\` and `\u{9B}`. Everything else is kept as it
    /// is. There is no bad input: a megabyte-long name is quoted in a few dozen characters,
    /// and no control character reaches the message raw.
    package static func quoted(_ text: String) -> String {
        // Bounded first, so an escape is never cut in two; then quote and backslash, so the
        // escapes written next keep their one backslash.
        var slashed = ""
        for scalar in bounded(text).unicodeScalars {
            if scalar == "'" || scalar == "\\" { slashed.unicodeScalars.append("\\") }
            slashed.unicodeScalars.append(scalar)
        }
        return "'" + escapingUnsafe(slashed) + "'"
    }

    /// `text` with the characters ``quoted(_:)`` escapes, other than `'` and `\`, written
    /// `\u{…}`: how a message built from link text is kept printable.
    package static func escapingUnsafe(_ text: String) -> String {
        TerminalText.escaped(text, where: isUnsafe)
    }

    /// `text` as a message shows it beside `other` (a name typed and the name a did-you-mean
    /// suggests): as it is, or, when the two look the same (canonically equivalent, written
    /// with other Unicode scalars), with every non-ASCII scalar written `\u{…}`, so the
    /// difference shows.
    package static func apart(_ text: String, from other: String) -> String {
        guard text == other, !text.isScalarEqual(to: other) else { return text }
        return TerminalText.escaped(text) { !$0.isASCII }
    }

    /// The most characters of a name or a word from outside a message quotes: the one bound
    /// of ``quoted(_:)`` and ``bounded(_:)``.
    package static let maxQuoted = 64

    /// `text`, or its first ``maxQuoted`` characters and `…` when longer: a message about a
    /// megabyte-long name need not repeat it. For text a message shows unquoted (an echoed
    /// command, a screen in parentheses) or in quotes of its own; ``quoted(_:)`` bounds
    /// what it quotes already.
    package static func bounded(_ text: String) -> String {
        guard let end = text.index(text.startIndex, offsetBy: maxQuoted, limitedBy: text.endIndex),
            end != text.endIndex
        else { return text }
        return text[..<end] + "…"
    }

    /// What ``TerminalText`` escapes (C0 and C1 controls, DEL, the bidirectional formatting
    /// characters), line feeds included, plus U+2028/U+2029 and the byte order mark: what
    /// must never reach a terminal or a log line raw.
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        TerminalText.needsEscaping(scalar, keepingLineBreaks: false)
            || scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0xFEFF
    }
}
