import RouterText

extension LinkDecodingError {
    /// `text` in single quotes, safe to put in a message about a link, as every message
    /// quotes: its first 64 characters and `…` when longer; `'`, `\` and every character a
    /// terminal or a log must not receive raw (C0 and C1 controls, DEL, line and paragraph
    /// separators, bidirectional formatting characters, the byte order mark) written
    /// escaped, as `\'`, `\\` and `\u{9B}`. Everything else is kept as it is.
    ///
    /// ```swift
    /// LinkDecodingError.quoted("Tiramis\u{F9}")  // 'Tiramisù'
    /// LinkDecodingError.quoted("a\u{9B}2J")      // 'a\u{9B}2J'
    /// ```
    public static func quoted(_ text: String) -> String {
        QuotedText.quoted(text)
    }

    /// `text` with the characters ``quoted(_:)`` escapes, other than `'` and `\`, written
    /// `\u{…}`: how a message built from link text is kept printable.
    static func escapingUnsafe(_ text: String) -> String {
        QuotedText.escapingUnsafe(text)
    }
}
