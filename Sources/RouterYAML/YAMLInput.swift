/// Checks and normalizes the raw input before parsing, in one linear pass:
/// drops a leading UTF-8 byte order mark, validates UTF-8, rejects characters
/// outside YAML's printable set, turns CR LF and lone CR line breaks into LF
/// and makes sure a non-empty stream ends with a line break (the end of the
/// input acts as a line break in YAML).
enum YAMLInput {
    static func normalize(_ input: UnsafeBufferPointer<UInt8>) throws(YAMLError) -> [UInt8] {
        var failure: YAMLError?
        let result = [UInt8](unsafeUninitializedCapacity: input.count + 1) { out, written in
            do throws(YAMLError) {
                written = try normalize(input, into: out)
            } catch {
                failure = error
                written = 0
            }
        }
        if let failure { throw failure }
        return result
    }

    /// Writes the normalized input to `out` (at least `input.count + 1` bytes)
    /// and returns the number of bytes written.
    private static func normalize(_ input: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>)
        throws(YAMLError) -> Int
    {
        let n = input.count
        var w = 0
        var i = 0
        if n >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { i = 3 }
        var line = 1
        var lineStart = i
        // Columns are only needed for errors: count them from the line start then.
        func column(_ offset: Int) -> Int {
            var column = 1
            for k in lineStart..<offset where input[k] & 0xC0 != 0x80 { column += 1 }
            return column
        }
        while i < n {
            let b = input[i]
            if b < 0x80 {
                if b >= 0x20 && b != 0x7F || b == 0x09 {
                    out[w] = b
                    w += 1
                    i += 1
                } else if b == 0x0A {
                    out[w] = .lineFeed
                    w += 1
                    i += 1
                    line += 1
                    lineStart = i
                } else if b == 0x0D {
                    out[w] = .lineFeed
                    w += 1
                    i += (i + 1 < n && input[i + 1] == 0x0A) ? 2 : 1
                    line += 1
                    lineStart = i
                } else {
                    throw YAMLError(.disallowedCharacter(UInt32(b)), line: line, column: column(i))
                }
                continue
            }
            let length: Int
            var scalar: UInt32
            if b & 0xE0 == 0xC0 {
                length = 2
                scalar = UInt32(b & 0x1F)
            } else if b & 0xF0 == 0xE0 {
                length = 3
                scalar = UInt32(b & 0x0F)
            } else if b & 0xF8 == 0xF0 {
                length = 4
                scalar = UInt32(b & 0x07)
            } else {
                throw YAMLError(.invalidUTF8, line: line, column: column(i))
            }
            if i + length > n { throw YAMLError(.invalidUTF8, line: line, column: column(i)) }
            for k in 1..<length {
                let c = input[i + k]
                if c & 0xC0 != 0x80 { throw YAMLError(.invalidUTF8, line: line, column: column(i)) }
                scalar = scalar << 6 | UInt32(c & 0x3F)
            }
            let minimum: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
            if scalar < minimum || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) {
                throw YAMLError(.invalidUTF8, line: line, column: column(i))
            }
            if scalar == 0xFEFF {
                throw YAMLError(.misplacedByteOrderMark, line: line, column: column(i))
            }
            let printable =
                scalar == 0x85 || (scalar >= 0xA0 && scalar <= 0xD7FF)
                || (scalar >= 0xE000 && scalar <= 0xFFFD) || scalar >= 0x10000
            if !printable {
                throw YAMLError(.disallowedCharacter(scalar), line: line, column: column(i))
            }
            for k in 0..<length { out[w + k] = input[i + k] }
            w += length
            i += length
        }
        if w > 0 && out[w - 1] != .lineFeed {
            out[w] = .lineFeed
            w += 1
        }
        return w
    }
}
