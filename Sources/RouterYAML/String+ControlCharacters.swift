import RouterText

extension String {
    /// The first control character (general category Cc: U+0000–U+001F, U+007F–U+009F) of
    /// the text, or `nil` when it has none.
    package var firstControlCharacter: Unicode.Scalar? {
        // Most text holds none, which a walk over the UTF-8 bytes in one buffer tells
        // without decoding a scalar from them: C0 and DEL are single bytes, and every C1
        // character starts with 0xC2.
        let mayHold = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 }
        }
        guard mayHold != false else { return nil }
        // Category Cc is exactly these two ranges: comparing values needs no Unicode table.
        return unicodeScalars.first(where: \.isControl)
    }

    /// The text with every control character (U+0000–U+001F, U+007F–U+009F) written as
    /// `\u{XX}`, so a message that quotes text read from a file never carries a raw control
    /// character to a terminal or a log. Other characters are kept as they are.
    package var escapingControlCharacters: String {
        TerminalText.escaped(self, where: \.isControl)
    }
}

extension Unicode.Scalar {
    /// Whether the scalar is a control character (general category Cc: U+0000–U+001F,
    /// U+007F–U+009F).
    var isControl: Bool {
        value < 0x20 || (0x7F...0x9F).contains(value)
    }
}
