/// How many cells of a terminal text takes: the one rule the line editor lays its prompt and
/// line out by.
///
/// A character (a grapheme cluster) is 2 cells when it is shown as an emoji (a scalar with
/// emoji presentation, or an emoji followed by the emoji variation selector U+FE0F) or when
/// its first scalar is East Asian Wide or Fullwidth (CJK ideographs, kana, Hangul, fullwidth
/// forms...); 0 when it holds only marks, joiners, variation selectors, format or control
/// characters (a combining mark typed alone joins the character before it on screen); 1
/// otherwise. Control characters have no width here: text from outside is escaped before it
/// is shown. Ambiguous-width characters count as 1, as most terminals show them.
package enum DisplayWidth {
    /// The cells `character` takes (0, 1 or 2). Never traps.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return 2 }
        if first.properties.isEmoji, scalars.contains("\u{FE0F}") { return 2 }
        if isWide(first) { return 2 }
        return scalars.allSatisfy(hasNoWidth) ? 0 : 1
    }

    /// The cells `text` takes: the sum over its characters. Never traps.
    package static func of(_ text: some StringProtocol) -> Int {
        text.reduce(0) { $0 + of($1) }
    }

    /// Whether `scalar` takes no cell of its own: a mark, a joiner, a variation selector, a
    /// format or control character.
    private static func hasNoWidth(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.properties.isVariationSelector { return true }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return true
        default: return scalar == "\u{200B}"
        }
    }

    /// Whether `scalar` is East Asian Wide or Fullwidth.
    private static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        guard value >= 0x1100 else { return false }
        var low = 0
        var high = wideRanges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = wideRanges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }

    /// The East Asian Wide and Fullwidth blocks, in order (emoji are found by their
    /// presentation property instead).
    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi radicals, ideographic description, CJK symbols
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x18CFF,  // ideographic symbols, Tangut, Khitan
        0x1AFF0...0x1B2FF,  // kana extended and supplement, Nushu
        0x1F200...0x1F2FF,  // enclosed ideographic supplement
        0x20000...0x2FFFD,  // CJK extensions B to F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G and later
    ]
}
