/// Single- and double-quoted scalars (`c-single-quoted(n, c)`,
/// `c-double-quoted(n, c)`), including escapes and multi-line folding.
extension YAMLReader {
    /// Parses the quoted scalar at the cursor (`'` or `"`). Continuation lines
    /// must be indented at least `n` spaces. Returns the scalar and whether it
    /// spans more than one line; the cursor ends after the closing quote.
    mutating func parseQuotedScalar(n: Int) throws(YAMLError) -> (YAMLTreeEntry, multiline: Bool) {
        let startMark = mark()
        let double = current == UInt8(ascii: "\"")
        let unterminated: YAMLError.Kind = double ? .unterminatedDoubleQuoted : .unterminatedSingleQuoted
        pos += 1
        // Fast path: a one-line scalar without escapes is a slice of the input.
        let quote = double ? UInt8(ascii: "\"") : UInt8(ascii: "'")
        var p = pos
        while p < end {
            let c = bytes[p]
            if c == quote || c == .lineFeed || (double && c == UInt8(ascii: "\\")) { break }
            p += 1
        }
        if p < end && bytes[p] == quote && (double || at(p + 1) != quote) {
            let entry = sliceScalar(pos..<p, style: double ? .doubleQuoted : .singleQuoted, at: startMark)
            pos = p + 1
            return (entry, false)
        }
        var out: [UInt8] = []
        // Whitespace at the end of a line is dropped up to `keep` (escaped or folded text stays).
        var keep = 0
        var multiline = false
        while true {
            let c = current
            if c == .lineFeed {
                while out.count > keep, let last = out.last, last.isWhite { out.removeLast() }
                consumeLineFeed()
                multiline = true
                try skipQuotedLineBreak(n: n, folded: true, into: &out)
                keep = out.count
                continue
            }
            if atEnd { throw error(unterminated, at: startMark) }
            if !double {
                if c == UInt8(ascii: "'") {
                    if at(pos + 1) == UInt8(ascii: "'") {
                        out.append(c)
                        pos += 2
                        keep = out.count
                        continue
                    }
                    pos += 1
                    break
                }
                out.append(c)
                pos += 1
                continue
            }
            if c == UInt8(ascii: "\"") {
                pos += 1
                break
            }
            if c != UInt8(ascii: "\\") {
                out.append(c)
                pos += 1
                continue
            }
            // An escape sequence.
            let escapeStart = pos
            let e = at(pos + 1)
            if e == .lineFeed {
                pos += 1
                consumeLineFeed()
                multiline = true
                try skipQuotedLineBreak(n: n, folded: false, into: &out)
                keep = out.count
                continue
            }
            pos += 2
            switch e {
            case UInt8(ascii: "0"): out.append(0)
            case UInt8(ascii: "a"): out.append(0x07)
            case UInt8(ascii: "b"): out.append(0x08)
            case UInt8(ascii: "t"), .tab: out.append(.tab)
            case UInt8(ascii: "n"): out.append(.lineFeed)
            case UInt8(ascii: "v"): out.append(0x0B)
            case UInt8(ascii: "f"): out.append(0x0C)
            case UInt8(ascii: "r"): out.append(0x0D)
            case UInt8(ascii: "e"): out.append(0x1B)
            case .space, UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\\"): out.append(e)
            case UInt8(ascii: "N"): Self.appendUTF8(0x85, to: &out)
            case UInt8(ascii: "_"): Self.appendUTF8(0xA0, to: &out)
            case UInt8(ascii: "L"): Self.appendUTF8(0x2028, to: &out)
            case UInt8(ascii: "P"): Self.appendUTF8(0x2029, to: &out)
            case UInt8(ascii: "x"), UInt8(ascii: "u"), UInt8(ascii: "U"):
                let count = e == UInt8(ascii: "x") ? 2 : e == UInt8(ascii: "u") ? 4 : 8
                var value: UInt32 = 0
                for _ in 0..<count {
                    let h = current
                    guard h.isHexDigit else { throw error(.invalidEscape, at: escapeStart) }
                    value = value << 4 | UInt32(h.hexValue)
                    pos += 1
                }
                guard value <= 0x10FFFF, !(value >= 0xD800 && value <= 0xDFFF) else {
                    throw error(.invalidEscape, at: escapeStart)
                }
                Self.appendUTF8(value, to: &out)
            default:
                throw error(.invalidEscape, at: escapeStart)
            }
            keep = out.count
        }
        return (decodedScalar(out, style: double ? .doubleQuoted : .singleQuoted, at: startMark), multiline)
    }

    /// After a line break inside a quoted scalar (the cursor at the start of
    /// the next line): consumes empty lines and the next line's indentation
    /// (`b-l-folded` / `s-double-escaped` with `s-flow-line-prefix(n)`) and
    /// appends the folded text: a space for a folded single break, otherwise one
    /// line feed per empty line.
    mutating func skipQuotedLineBreak(n: Int, folded: Bool, into out: inout [UInt8]) throws(YAMLError) {
        var emptyLines = 0
        while true {
            let lineBegin = pos
            var p = lineBegin
            while at(p) == .space { p += 1 }
            let spaces = p - lineBegin
            if spaces == 0 && isDocumentMarker(at: lineBegin) { throw error(.documentMarkerInsideNode) }
            if spaces < n && at(p) == .tab { throw error(.tabIndentation, at: p) }
            var q = p
            while at(q).isWhite { q += 1 }
            if at(q) == .lineFeed {
                emptyLines += 1
                pos = q
                consumeLineFeed()
                continue
            }
            if q >= end {
                pos = q
                return
            }
            if spaces < n { throw error(.insufficientIndentation, at: p) }
            pos = q
            break
        }
        if folded && emptyLines == 0 {
            out.append(.space)
        } else {
            out.append(contentsOf: repeatElement(UInt8.lineFeed, count: emptyLines))
        }
    }

    static func appendUTF8(_ value: UInt32, to out: inout [UInt8]) {
        // Each byte is named with its type: shifts and masks of literals leave the type
        // checker many overloads to try.
        let low6: UInt32 = 0x3F
        switch value {
        case 0..<0x80:
            out.append(UInt8(value))
        case 0x80..<0x800:
            let lead: UInt32 = 0xC0 | value >> 6
            out.append(UInt8(lead))
            out.append(UInt8(0x80 | value & low6))
        case 0x800..<0x10000:
            let lead: UInt32 = 0xE0 | value >> 12
            let middle: UInt32 = 0x80 | value >> 6 & low6
            out.append(UInt8(lead))
            out.append(UInt8(middle))
            out.append(UInt8(0x80 | value & low6))
        default:
            let lead: UInt32 = 0xF0 | value >> 18
            let second: UInt32 = 0x80 | value >> 12 & low6
            let third: UInt32 = 0x80 | value >> 6 & low6
            out.append(UInt8(lead))
            out.append(UInt8(second))
            out.append(UInt8(third))
            out.append(UInt8(0x80 | value & low6))
        }
    }
}
