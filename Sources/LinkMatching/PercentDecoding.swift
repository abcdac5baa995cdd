/// Percent-decoding of one link component, exactly once, on UTF-8 bytes.
enum PercentDecoding {
    /// Decodes `%XX` escapes in `bytes[range]` (once: `%2541` gives `%41`). The bytes must
    /// have passed ``ParsedLink/isAllowed(_:)``: without a `%` they are already the text.
    /// - Parameters:
    ///   - range: The component, by position in the whole link (for messages).
    ///   - isSegment: Whether the bytes are a path segment, where an encoded `/` or `\` is
    ///     refused.
    /// - Throws: ``LinkRejection`` for a bad escape, a control character (C0, DEL or C1), an encoded
    ///   separator in a segment, or bytes that are not UTF-8.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, isSegment: Bool) throws(LinkRejection)
        -> String
    {
        if !bytes[range].contains(UInt8(ascii: "%")) {
            // Allowed raw bytes are printable ASCII: valid UTF-8, nothing to decode.
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }
        return try withUnsafeTemporaryAllocation(of: UInt8.self, capacity: range.count) { buffer throws(LinkRejection) in
            // Decoding never lengthens: at most one byte per byte of `range`.
            var decoded = ScratchBuffer(buffer)
            try decode(bytes, range, isSegment: isSegment, into: &decoded)
            return String(decoding: decoded.written(), as: UTF8.self)
        }
    }

    /// Appends the decoded bytes of `bytes[range]` (at most `range.count`) to `out`, which
    /// then holds valid UTF-8 where it did before. Throws as ``decode(_:_:isSegment:)`` does, with `out` partly
    /// appended.
    static func decode(
        _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, isSegment: Bool, into out: inout ScratchBuffer<UInt8>
    ) throws(LinkRejection) {
        let start = out.count
        var index = range.lowerBound
        while index < range.upperBound && bytes[index] != UInt8(ascii: "%") { index += 1 }
        // Allowed raw bytes are printable ASCII: copied as they are, at once.
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range.lowerBound..<index]))
        var isASCII = true
        var previous: UInt8 = 0
        while index < range.upperBound {
            var byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < range.upperBound, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else {
                    throw .invalidPercentEncoding(offset: index + 1)
                }
                byte = high << 4 | low
                if isSegment, byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") {
                    throw .encodedSeparator
                }
                if byte < 0x20 || byte == 0x7F { throw .controlCharacter }
                // U+0080...U+009F (C1 controls) are C2 80...C2 9F in UTF-8; C2 is never a
                // continuation byte, so this pair is always one of them.
                if previous == 0xC2, (0x80...0x9F).contains(byte) { throw .controlCharacter }
                if byte >= 0x80 { isASCII = false }
                index += 3
            } else {
                // A raw byte that passed ``ParsedLink/isAllowed(_:)``: printable ASCII.
                index += 1
            }
            previous = byte
            out.append(byte)
        }
        if !isASCII, !isUTF8(out.written(from: start)) { throw .invalidUTF8 }
    }

    /// Whether `bytes` are well-formed UTF-8 (what `String(validating:as:)` accepts), without
    /// building a string: `String(validating:)` allocated one for a decoded segment longer than
    /// 15 bytes, a heap allocation for every such segment.
    static func isUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    /// Decodes a component given as an array slice (a link pattern's literal segment).
    static func decode(_ bytes: ArraySlice<UInt8>, isSegment: Bool) throws(LinkRejection) -> String {
        try bytes.withUnsafeBufferPointer { buffer throws(LinkRejection) -> String in
            try decode(buffer, 0..<buffer.count, isSegment: isSegment)
        }
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
