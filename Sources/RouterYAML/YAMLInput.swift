/// Checks and normalizes the raw input before parsing, in one linear pass:
/// drops a leading UTF-8 byte order mark, validates UTF-8, rejects characters
/// outside YAML's printable set, turns CR LF and lone CR line breaks into LF
/// and makes sure a non-empty stream ends with a line break (the end of the
/// input acts as a line break in YAML).
enum YAMLInput {
    /// Checks `input` like ``normalize(_:)`` and returns whether normalizing would leave it
    /// unchanged (no byte order mark, no CR, a line break at the end of a non-empty
    /// stream), so the parser can read it in place. Most files are: skipping the copy
    /// saves its allocation, its writes and its pages, a second copy of the whole file in
    /// memory at the peak.
    static func isNormal(_ input: UnsafeBufferPointer<UInt8>) throws(YAMLError) -> Bool {
        if input.count >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { return false }
        let (_, unchanged) = try normalize(input, into: nil)
        return unchanged && (input.isEmpty || input[input.count - 1] == .lineFeed)
    }

    static func normalize(_ input: UnsafeBufferPointer<UInt8>) throws(YAMLError) -> [UInt8] {
        var failure: YAMLError?
        let result = [UInt8](unsafeUninitializedCapacity: input.count + 1) { out, written in
            do throws(YAMLError) {
                written = try normalize(input, into: out).written
            } catch {
                failure = error
                written = 0
            }
        }
        if let failure { throw failure }
        return result
    }

    /// Writes the normalized input to `out` (at least `input.count + 1` bytes; `nil` to
    /// only check the input) and returns the number of bytes written and whether the
    /// input had no CR (so that apart from a byte order mark and the final line break,
    /// the output is the input).
    private static func normalize(_ input: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>?)
        throws(YAMLError) -> (written: Int, unchanged: Bool)
    {
        let n = input.count
        var w = 0
        var i = 0
        var unchanged = true
        if n >= 3, input[0] == 0xEF, input[1] == 0xBB, input[2] == 0xBF { i = 3 }
        var line = 1
        var lineStart = i
        // Columns are only needed for errors: count them from the line start then.
        func column(_ offset: Int) -> Int {
            var column = 1
            for k in lineStart..<offset where input[k] & 0xC0 != 0x80 { column += 1 }
            return column
        }
        let raw = UnsafeRawBufferPointer(input)
        while i < n {
            // Eight printable ASCII bytes (no control character, line break or DEL) at a
            // time when only checking, up to the first other byte, which goes the byte path:
            // one word tested for eight bytes instead of a test of each. The load reads
            // `input[i..<i + 8]`, inside the buffer.
            if out == nil {
                while i + 8 <= n {
                    let plain = Self.plainPrefix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                    i += plain
                    if plain < 8 { break }
                }
                if i >= n { break }
            }
            let b = input[i]
            if b < 0x80 {
                if b >= 0x20 && b != 0x7F || b == 0x09 {
                    out?[w] = b
                    w += 1
                    i += 1
                } else if b == 0x0A {
                    out?[w] = .lineFeed
                    w += 1
                    i += 1
                    line += 1
                    lineStart = i
                } else if b == 0x0D {
                    out?[w] = .lineFeed
                    unchanged = false
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
            if let out { for k in 0..<length { out[w + k] = input[i + k] } }
            w += length
            i += length
        }
        if let out, w > 0 && out[w - 1] != .lineFeed {
            out[w] = .lineFeed
            w += 1
        }
        return (w, unchanged)
    }

    /// How many of the bytes of `word` (read little-endian: the first byte in the low
    /// lane) come before the first that is not printable ASCII (0x20...0x7E: a tab, line
    /// break, other control character, DEL or a byte of a multi-byte character); 8 when
    /// all are.
    static func plainPrefix(_ word: UInt64) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte < 0x20 borrows when 0x20 is subtracted and sets its high bit; the borrow
        // may mark higher lanes too, but never a lower one, so the lowest mark is exact.
        // DEL (0x7F) and 0xFF carry into the high bit when 1 is added to the low seven
        // bits (no carry leaves a lane); bytes >= 0x80 have the high bit already.
        let below = (word &- 0x20 &* ones) & ~word & highs
        let delOrHigh = ((word & ~highs) &+ ones) & highs | word & highs
        return (below | delOrHigh).trailingZeroBitCount >> 3
    }
}
