/// Percent-decoding of one link component, exactly once, on UTF-8 bytes.
enum PercentDecoding {
    /// Decodes `%XX` escapes in `bytes` (once: `%2541` gives `%41`).
    /// - Parameters:
    ///   - offset: The 0-based position of `bytes` in the whole link, for messages.
    ///   - isSegment: Whether the bytes are a path segment, where an encoded `/` or `\` is
    ///     refused.
    /// - Throws: ``LinkRejection`` for a bad escape, a control character, an encoded
    ///   separator in a segment, or bytes that are not UTF-8.
    static func decode(_ bytes: ArraySlice<UInt8>, offset: Int, isSegment: Bool) throws(LinkRejection)
        -> String
    {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.endIndex, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else {
                    throw .invalidPercentEncoding(offset: offset + (index - bytes.startIndex) + 1)
                }
                byte = high << 4 | low
                if isSegment, byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") {
                    throw .encodedSeparator
                }
                index += 3
            } else {
                index += 1
            }
            if byte < 0x20 || byte == 0x7F { throw .controlCharacter }
            decoded.append(byte)
        }
        guard let text = String(validating: decoded, as: UTF8.self) else { throw .invalidUTF8 }
        return text
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
