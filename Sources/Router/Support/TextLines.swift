/// Splits text into lines the same way for every text the library and `routerdemo` read
/// (flow files, expected logs, golden files): a line ends at a line feed (LF), a carriage
/// return and line feed (CRLF), or a lone carriage return (CR).
///
/// An ending at the very end of the text does not start another line, so `"a\n"` and `"a"`
/// are both one line, `""` has none, and `"\n"` is one empty line. Any other bytes, invalid
/// UTF-8 included, stay in their line as they are.
public enum TextLines {
    /// The lines of `bytes`, without their endings.
    /// - Complexity: O(*n*) in the number of bytes.
    public static func split(_ bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        ranges(of: bytes).map { bytes[$0] }
    }

    /// The lines of `text`, without their endings.
    /// - Complexity: O(*n*) in the length of the text.
    public static func split(_ text: String) -> [Substring] {
        // The line ends are found in the text's own UTF-8 buffer (a loop over bytes, not the
        // generic walk over its UTF-8 view), then each line is sliced by its offsets.
        var contiguous = text
        let offsets = contiguous.withUTF8 { ranges(of: $0) }
        let utf8 = contiguous.utf8
        let start = utf8.startIndex
        return offsets.map { contiguous[utf8.index(start, offsetBy: $0.lowerBound)..<utf8.index(start, offsetBy: $0.upperBound)] }
    }

    /// The ranges of the lines of `bytes`.
    private static func ranges<Bytes: Collection<UInt8>>(of bytes: Bytes) -> [Range<Bytes.Index>] {
        var ranges: [Range<Bytes.Index>] = []
        var start = bytes.startIndex
        var index = bytes.startIndex
        var afterCR = false
        while index != bytes.endIndex {
            let next = bytes.index(after: index)
            switch bytes[index] {
            case 0x0A where afterCR:
                start = next
                afterCR = false
            case 0x0A:
                ranges.append(start..<index)
                start = next
            case 0x0D:
                ranges.append(start..<index)
                start = next
                afterCR = true
            default:
                afterCR = false
            }
            index = next
        }
        if start != bytes.endIndex { ranges.append(start..<bytes.endIndex) }
        return ranges
    }
}
