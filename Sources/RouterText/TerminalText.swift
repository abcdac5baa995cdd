/// Text made safe to write to a terminal: every character a terminal would act on instead
/// of showing is written as an escape sequence, so text read from outside (a title, a link,
/// a line of a file) can neither move the cursor, recolour the screen, set the window title,
/// nor reorder what is shown.
///
/// Escaped: the C0 controls U+0000–U+001F (except the line feed, when kept), DEL (U+007F),
/// the C1 controls U+0080–U+009F (NEL, CSI, OSC, …), and the bidirectional formatting
/// characters: the marks U+061C, U+200E, U+200F, the embeddings and overrides
/// U+202A–U+202E and the isolates U+2066–U+2069. Everything else, including any other
/// non-ASCII text, passes unchanged.
///
/// ```swift
/// TerminalText.escaped("a\u{1B}[2Jb")                    // #"a\u{1B}[2Jb"#: a backslash, no ESC
/// TerminalText.escaped(#"{"t":"\#u{202E}"}"#, as: .json)  // #"{"t":"\u202e"}"#
/// ```
public enum TerminalText {
    /// How an escaped character is spelt.
    public enum Style: Sendable {
        /// Swift's spelling, uppercase hex: `\u{1B}`. For text meant for people.
        case swift
        /// JSON's spelling, four lowercase hex digits: `\u001b`. Valid inside a JSON string,
        /// where these characters can only appear, so JSON text stays valid JSON that parses
        /// back to the same value.
        case json
    }

    /// `text` with every character a terminal acts on escaped in `style`.
    /// - Parameters:
    ///   - text: Any text; there is no bad input.
    ///   - style: How escaped characters are spelt.
    ///   - keepingLineBreaks: Whether line feeds (U+000A) pass unchanged, for text whose
    ///     lines the caller laid out; a carriage return is always escaped.
    /// - Returns: `text` itself when nothing needs escaping.
    /// - Complexity: O(*n*) in the text's UTF-8 length.
    public static func escaped(_ text: String, as style: Style = .swift, keepingLineBreaks: Bool = true) -> String {
        // Printable ASCII (and a kept line break) never needs escaping: every scalar a
        // terminal acts on is below 0x20, 0x7F, or beyond ASCII. Checked byte by byte, the
        // common line costs no decoding.
        // Read in place (a native string's own buffer): a loop over bytes, not the generic
        // walk over the string's UTF-8 view.
        var bytes = text
        let plain = bytes.withUTF8 { utf8 in
            for byte in utf8 where byte < 0x20 || byte >= 0x7F {
                guard byte == 0x0A && keepingLineBreaks else { return false }
            }
            return true
        }
        if plain { return text }
        return escaped(text, as: style) { needsEscaping($0, keepingLineBreaks: keepingLineBreaks) }
    }

    /// `text` with every scalar for which `escapes` holds written in `style`: the one writer
    /// of escapes, for callers that escape a set of their own (a message that must also stay
    /// on one line, say).
    /// - Returns: `text` itself when nothing needs escaping.
    /// - Complexity: O(*n*) in the text's UTF-8 length.
    public static func escaped(
        _ text: String, as style: Style = .swift, where escapes: (Unicode.Scalar) -> Bool
    ) -> String {
        guard text.unicodeScalars.contains(where: escapes) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if escapes(scalar) {
                appendEscape(for: scalar.value, style: style, to: &out)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Whether a terminal would act on `scalar` instead of showing it, so ``escaped(_:as:keepingLineBreaks:)``
    /// escapes it.
    public static func needsEscaping(_ scalar: Unicode.Scalar, keepingLineBreaks: Bool = true) -> Bool {
        switch scalar.value {
        case 0x0A: !keepingLineBreaks
        case 0x00..<0x20, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func appendEscape(for value: UInt32, style: Style, to out: inout String) {
        switch style {
        case .swift:
            out += "\\u{" + String(value, radix: 16, uppercase: true) + "}"
        case .json:
            let hex = String(value, radix: 16, uppercase: false)
            out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
    }
}
