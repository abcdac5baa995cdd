/// Plain (unquoted) scalars: `ns-plain(n, c)` with multi-line folding.
extension YAMLReader {
    /// `ns-plain-safe(c)`: a character that may follow `:` (or `-`, `?` at the
    /// start) inside a plain scalar. `flow` selects the flow-in context, where
    /// flow indicators end a plain scalar.
    @inline(__always) func isPlainSafe(_ c: UInt8, flow: Bool) -> Bool {
        !c.isBlankOrEnd && !(flow && c.isFlowIndicator)
    }

    /// Throws unless the cursor is at `ns-plain-first(c)`. Indicators that
    /// belong to unsupported features get an error naming the feature.
    mutating func checkPlainStart(flow: Bool) throws(YAMLError) {
        let c = current
        switch c {
        case UInt8(ascii: "&"):
            throw error(.unsupported(.anchors))
        case UInt8(ascii: "*"):
            throw error(.unsupported(.aliases))
        case UInt8(ascii: "!"):
            throw error(.unsupported(.tags))
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"):
            if isPlainSafe(at(pos + 1), flow: flow) { return }
            if c == UInt8(ascii: "?") { throw error(.unsupported(.complexKeys)) }
            if c == UInt8(ascii: ":") { throw error(.unsupported(.emptyKeys)) }
            if flow { throw error(.unexpectedCharacter("-")) }
            throw error(.sequenceEntryNotAllowed)
        case UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
            UInt8(ascii: "#"), UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""),
            UInt8(ascii: "%"), UInt8(ascii: "@"), UInt8(ascii: "`"):
            throw error(.unexpectedCharacter(Unicode.Scalar(c)))
        default:
            if c.isBlankOrEnd { throw error(.unexpectedContent) }
        }
    }

    /// Scans the rest of one line of a plain scalar; the cursor must be at a
    /// character already known to belong to it. Stops at the end of the
    /// line's content (before trailing whitespace, ` #`, `: ` and, in flow
    /// context, flow indicators).
    mutating func scanPlainLine(flow: Bool) {
        pos += 1
        while true {
            // Most bytes of a plain scalar need no look ahead: one test each.
            while pos < end && bytes[pos].isPlainOrdinary(flow: flow) { pos += 1 }
            let c = current
            if c == UInt8(ascii: ":") {
                if isPlainSafe(at(pos + 1), flow: flow) {
                    pos += 1
                    continue
                }
                return
            }
            if c.isWhite {
                var p = pos + 1
                while at(p).isWhite { p += 1 }
                let d = at(p)
                if d.isBreakOrEnd || d == UInt8(ascii: "#") { return }
                if d == UInt8(ascii: ":") && !isPlainSafe(at(p + 1), flow: flow) { return }
                if flow && d.isFlowIndicator { return }
                pos = p
                continue
            }
            if c.isBreakOrEnd { return }
            if flow && c.isFlowIndicator { return }
            pos += 1
        }
    }

    /// The plain scalar whose first line is `bytes[start..<firstEnd]` (the
    /// cursor at `firstEnd`), continued over following lines indented at
    /// least `n` (`s-ns-plain-next-line`) with line breaks folded. Leaves the
    /// cursor at the end of the last content line.
    mutating func plainScalar(n: Int, flow: Bool, start: Int, firstEnd: Int, at mark: Mark) throws(YAMLError) -> YAMLTreeEntry {
        if let text = continuePlain(n: n, flow: flow, start: start, firstEnd: firstEnd) {
            return try plainNode(text, at: mark)
        }
        return try plainNode(in: start..<firstEnd, at: mark)
    }

    /// The folded text of a multi-line plain scalar, `nil` when it has only its first line.
    private mutating func continuePlain(n: Int, flow: Bool, start: Int, firstEnd: Int) -> [UInt8]? {
        var text: [UInt8] = []
        var multiline = false
        while true {
            let save = checkpoint()
            skipWhite()
            guard current == .lineFeed else {
                restore(save)
                break
            }
            consumeLineFeed()
            var emptyLines = 0
            var continues = false
            scan: while true {
                let lineBegin = pos
                var p = lineBegin
                while at(p) == .space { p += 1 }
                let spaces = p - lineBegin
                // A tab inside the indentation: neither an empty line nor a continuation.
                if spaces < n && at(p) == .tab { break scan }
                var q = p
                while at(q).isWhite { q += 1 }
                let d = at(q)
                if d == .lineFeed {
                    emptyLines += 1
                    pos = q
                    consumeLineFeed()
                    continue
                }
                if q >= end || spaces < n { break scan }
                if q == lineBegin && isDocumentMarker(at: lineBegin) { break scan }
                if d == UInt8(ascii: "#") { break scan }
                if d == UInt8(ascii: ":") && !isPlainSafe(at(q + 1), flow: flow) { break scan }
                if flow && d.isFlowIndicator { break scan }
                pos = q
                continues = true
                break scan
            }
            guard continues else {
                restore(save)
                break
            }
            if !multiline {
                multiline = true
                text.append(contentsOf: bytes[start..<firstEnd])
            }
            if emptyLines == 0 {
                text.append(.space)
            } else {
                text.append(contentsOf: repeatElement(UInt8.lineFeed, count: emptyLines))
            }
            let segmentStart = pos
            scanPlainLine(flow: flow)
            text.append(contentsOf: bytes[segmentStart..<pos])
        }
        return multiline ? text : nil
    }

    /// Rejects a hexadecimal or octal integer literal with more than
    /// ``CoreSchema/maxRadixDigits`` significant digits: text too short to be one is
    /// not looked at.
    mutating func checkIntegerLength<C: Collection<UInt8>>(_ text: C, at mark: Mark) throws(YAMLError) {
        guard text.count > CoreSchema.maxRadixDigits + 2 else { return }
        if case .integer(_, let radix, let digits) = CoreSchema.resolve(Array(text)), radix != 10,
            digits.count > CoreSchema.maxRadixDigits
        {
            throw error(.integerTooLarge, at: mark)
        }
    }

    /// A plain scalar of folded lines, `text`.
    mutating func plainNode(_ text: [UInt8], at mark: Mark) throws(YAMLError) -> YAMLTreeEntry {
        try checkIntegerLength(text, at: mark)
        return decodedScalar(text, style: .plain, at: mark)
    }

    /// A plain scalar on one line, `bytes[range]`: a slice of the input.
    mutating func plainNode(in range: Range<Int>, at mark: Mark) throws(YAMLError) -> YAMLTreeEntry {
        try checkIntegerLength(UnsafeBufferPointer(rebasing: bytes[range]), at: mark)
        return sliceScalar(range, style: .plain, at: mark)
    }
}
