/// The recursive-descent parser behind ``YAMLParser``. It walks normalized
/// UTF-8 bytes (see ``YAMLInput``) and follows the productions of the YAML 1.2
/// specification for the supported subset; the grammar parts live in the
/// `YAMLReader+*.swift` extensions.
///
/// Conventions: `n` is the indentation parameter of the specification (the
/// enclosing block indentation; `-1` at the top level). Reading past the end
/// yields `0`. Block-level parse functions return with the cursor at the start
/// of a line (or at the end); functions for nodes inside a line return right
/// after the node.
struct YAMLReader {
    /// A position: its byte offset, its 1-based line and where that line starts. The column
    /// is counted only for an error (``error(_:at:)-(_,Mark)``): nodes keep offsets.
    struct Mark {
        var line: Int
        var lineStart: Int
        var offset: Int
    }

    /// A scalar read but not yet added to the tree, with where it starts (for the errors
    /// about it, such as a repeated key).
    struct Scalar {
        var entry: YAMLTreeEntry
        var mark: Mark
    }

    /// Enough state to go back to an earlier point of the input.
    struct Checkpoint {
        var pos: Int
        var line: Int
        var lineStart: Int
    }

    let bytes: UnsafeBufferPointer<UInt8>
    let end: Int
    let maxDepth: Int
    /// Whether the input's last line break is one of the text's own, not the one
    /// ``YAMLInput`` adds to a stream that ends without one.
    let endsWithLineBreak: Bool

    /// The document read so far, in document order (``YAMLTreeEntry``).
    var entries: [YAMLTreeEntry] = []
    /// The texts of the decoded scalars in ``entries``.
    var decoded: [String] = []

    var pos = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    /// Whether the document has no `---` marker. Implementations disagree on
    /// whether a block scalar at the top of such a document may have content
    /// at column 0, so the parser rejects that case.
    var bareDocument = true
    /// The frames of the flow collection being read, kept between collections so that a
    /// document of many small flow collections does not allocate a stack for each.
    var flowFrames: [FlowFrame] = []

    init(bytes: UnsafeBufferPointer<UInt8>, maxDepth: Int, endsWithLineBreak: Bool = true) {
        self.bytes = bytes
        self.end = bytes.count
        self.maxDepth = maxDepth
        self.endsWithLineBreak = endsWithLineBreak
        // A node takes at least one byte of the input, save an empty value, which follows
        // the byte of its indicator: room for one node a byte is room for all of them. The
        // room is reserved, not touched, so it costs memory only as nodes fill it, and the
        // array never doubles (which would hold the old and the new one at once).
        entries.reserveCapacity(bytes.count + 4)
    }

    // MARK: Bytes

    @inline(__always) func at(_ i: Int) -> UInt8 {
        i >= 0 && i < end ? bytes[i] : .endOfInput
    }

    @inline(__always) var current: UInt8 { at(pos) }

    @inline(__always) var atEnd: Bool { pos >= end }

    // MARK: Positions

    /// The position of the cursor.
    func mark() -> Mark {
        Mark(line: line, lineStart: lineStart, offset: pos)
    }

    /// The position of `offset` on the current line.
    func mark(at offset: Int) -> Mark {
        Mark(line: line, lineStart: lineStart, offset: offset)
    }

    /// An error at the cursor.
    func error(_ kind: YAMLError.Kind) -> YAMLError {
        error(kind, at: mark())
    }

    /// An error at `offset` on the current line.
    func error(_ kind: YAMLError.Kind, at offset: Int) -> YAMLError {
        error(kind, at: mark(at: offset))
    }

    /// An error at `mark`: its column counts the characters (UTF-8 lead bytes) from the
    /// start of its line, only now that an error needs it.
    func error(_ kind: YAMLError.Kind, at mark: Mark) -> YAMLError {
        YAMLError(kind, line: mark.line, column: 1 + scalarCount(from: mark.lineStart, to: min(mark.offset, end)))
    }

    func checkpoint() -> Checkpoint {
        Checkpoint(pos: pos, line: line, lineStart: lineStart)
    }

    mutating func restore(_ checkpoint: Checkpoint) {
        pos = checkpoint.pos
        line = checkpoint.line
        lineStart = checkpoint.lineStart
    }

    // MARK: Lines

    /// Consumes the line feed at the cursor.
    mutating func consumeLineFeed() {
        pos += 1
        line += 1
        lineStart = pos
    }

    /// The offset of the line feed (or the end) at or after `offset`.
    /// Eight bytes at a time: a comment or a long line costs a test a word, not a byte.
    func lineEnd(from offset: Int) -> Int {
        var i = offset
        let raw = UnsafeRawBufferPointer(bytes)
        while i + 8 <= end {
            let feeds = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)).lineFeedLanes
            if feeds != 0 { return i + feeds.trailingZeroBitCount >> 3 }
            i += 8
        }
        while i < end && bytes[i] != .lineFeed { i += 1 }
        return i
    }

    /// Whether a `---` or `...` document marker starts at `offset`, which must
    /// be the start of a line.
    func isDocumentMarker(at offset: Int) -> Bool {
        let c = at(offset)
        guard c == UInt8(ascii: "-") || c == UInt8(ascii: ".") else { return false }
        return at(offset + 1) == c && at(offset + 2) == c && at(offset + 3).isBlankOrEnd
    }

    /// Skips spaces and tabs.
    mutating func skipWhite() {
        while current.isWhite { pos += 1 }
    }

    /// The first line with content, from the start of a line: blank lines and
    /// comment-only lines are consumed. Returns `nil` at the end of the input;
    /// otherwise the cursor is after the line's indentation spaces.
    struct ContentLine {
        /// Leading spaces.
        var indent: Int
        /// Whether a tab follows the leading spaces (before the content).
        var tabAfterIndent: Bool
    }

    mutating func nextContentLine() -> ContentLine? {
        while true {
            var p = pos
            while at(p) == .space { p += 1 }
            var q = p
            while at(q).isWhite { q += 1 }
            let c = at(q)
            if c == .lineFeed {
                pos = q
                consumeLineFeed()
                continue
            }
            if q >= end {
                pos = end
                return nil
            }
            if c == UInt8(ascii: "#") {
                pos = lineEnd(from: q)
                if pos < end { consumeLineFeed() }
                continue
            }
            let indent = p - pos
            pos = p
            return ContentLine(indent: indent, tabAfterIndent: at(p) == .tab)
        }
    }

    /// Ends the current line after a node: whitespace, an optional comment and
    /// the line break (`s-l-comments`). Other content is an error.
    mutating func finishLine() throws(YAMLError) {
        skipWhite()
        let c = current
        if c == UInt8(ascii: "#") {
            guard pos == lineStart || at(pos - 1).isWhite else { throw error(.commentWithoutSpace) }
            pos = lineEnd(from: pos)
        }
        if current == .lineFeed {
            consumeLineFeed()
            return
        }
        if atEnd { return }
        if c == UInt8(ascii: ":") && at(pos + 1).isBlankOrEnd { throw error(.mappingNotAllowed) }
        throw error(.unexpectedContent)
    }

    // MARK: Nesting

    /// Counts one more level of collection nesting at `mark`.
    mutating func enterCollection(at mark: Mark) throws(YAMLError) {
        depth += 1
        if depth > maxDepth { throw error(.nestingTooDeep(limit: maxDepth), at: mark) }
    }

    mutating func leaveCollection() {
        depth -= 1
    }

    // MARK: Nodes

    /// An empty (null) node at `mark`.
    static func emptyNode(at mark: Mark) -> YAMLTreeEntry {
        .empty(at: mark.offset)
    }

    /// A scalar whose text is the bytes `range` of the input (after the quote of a quoted
    /// scalar), starting at `mark`.
    mutating func sliceScalar(_ range: Range<Int>, style: YAMLScalar.Style, at mark: Mark) -> YAMLTreeEntry {
        guard range.count <= YAMLTreeEntry.maxSliceLength else {
            return decodedScalar(UnsafeBufferPointer(rebasing: bytes[range]), style: style, at: mark)
        }
        return .slice(at: mark.offset, length: range.count, style: style)
    }

    /// A scalar whose text is `text` (decoded from escapes, folded lines or a block).
    mutating func decodedScalar<C: Collection<UInt8>>(_ text: C, style: YAMLScalar.Style, at mark: Mark)
        -> YAMLTreeEntry
    {
        decoded.append(String(decoding: text, as: UTF8.self))
        return .decoded(at: mark.offset, index: decoded.count - 1, style: style)
    }

    /// Adds a collection to the tree; its entries follow it, and ``endCollection(at:)``
    /// records how many there were. Returns where it is.
    mutating func beginCollection(_ kind: YAMLTreeEntry.Kind, at mark: Mark) -> Int {
        entries.append(.collection(kind, at: mark.offset))
        return entries.count - 1
    }

    /// Ends the collection at `start`: every entry added since is its own or a descendant's.
    mutating func endCollection(at start: Int) {
        entries[start].setRun(entries.count - start)
    }

    /// The text of a scalar read by this reader.
    func text(of entry: YAMLTreeEntry) -> String {
        entry.text(in: bytes, decoded: decoded)
    }

    func scalarCount(from: Int, to: Int) -> Int {
        var count = 0
        var i = from
        while i < to {
            if bytes[i] & 0xC0 != 0x80 { count += 1 }
            i += 1
        }
        return count
    }

    /// Throws if the implicit key starting at `start` and followed by the `:` at
    /// `colon` is longer than the 1024 characters YAML allows.
    mutating func checkKeyLength(from start: Int, to colon: Int, mark: Mark) throws(YAMLError) {
        if colon - start > 1024 && scalarCount(from: start, to: colon) > 1024 {
            throw error(.keyTooLong, at: mark)
        }
    }
}
