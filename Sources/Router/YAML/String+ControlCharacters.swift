extension String {
    /// The first control character (general category Cc: U+0000–U+001F, U+007F–U+009F) of
    /// the text, or `nil` when it has none.
    var firstControlCharacter: Unicode.Scalar? {
        unicodeScalars.first { $0.properties.generalCategory == .control }
    }

    /// The text with every control character (U+0000–U+001F, U+007F–U+009F) written as
    /// `\u{XX}`, so a message that quotes text read from a file never carries a raw control
    /// character to a terminal or a log. Other characters are kept as they are.
    var escapingControlCharacters: String {
        guard firstControlCharacter != nil else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 8)
        for scalar in unicodeScalars {
            if scalar.properties.generalCategory == .control {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
