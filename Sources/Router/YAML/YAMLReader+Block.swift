/// Block structure: `s-l+block-node(n, c)`, block mappings, block sequences
/// and compact collections inside sequence entries.
extension YAMLReader {
    /// The block context of the specification.
    enum BlockContext {
        /// Inside a sequence entry or at the top level.
        case blockIn
        /// A mapping value.
        case blockOut
    }

    /// What introduced a block node on the current line.
    enum Introducer {
        /// A `- ` sequence entry indicator: compact collections may follow on the same line.
        case sequenceEntry
        /// The `:` of a mapping entry.
        case mappingValue
        /// The `---` document start marker.
        case documentStart
    }

    /// A node on a line that may turn out to be an implicit mapping key.
    enum InlineNode {
        case node(YAMLNode)
        /// A key; the cursor is after its `:`.
        case key(YAMLNode)
    }

    /// `s-l+block-node(n, c)` with the cursor right after the indicator that
    /// introduced it. Returns an empty node when the node is missing.
    mutating func parseBlockNode(n: Int, context: BlockContext, after introducer: Introducer) throws(YAMLError) -> YAMLNode {
        let emptyMark = mark()
        let spacesStart = pos
        while current == .space { pos += 1 }
        let spaces = pos - spacesStart
        var tabOffset = -1
        if current == .tab {
            tabOffset = pos
            skipWhite()
        }
        let c = current
        if c.isBreakOrEnd || c == UInt8(ascii: "#") {
            if c == UInt8(ascii: "#") { pos = lineEnd(from: pos) }
            if current == .lineFeed { consumeLineFeed() }
            guard let line = nextContentLine() else { return Self.emptyNode(at: emptyMark) }
            return try parseNodeOnNewLine(n: n, context: context, line: line, emptyMark: emptyMark)
        }
        if c == UInt8(ascii: "-") && at(pos + 1).isBlankOrEnd {
            guard introducer == .sequenceEntry else { throw error(.sequenceEntryNotAllowed) }
            guard tabOffset < 0 else { throw error(.tabIndentation, at: tabOffset) }
            return try parseBlockSequence(indent: n + 1 + spaces)
        }
        if c == UInt8(ascii: "|") || c == UInt8(ascii: ">") {
            return try parseBlockScalar(n: n)
        }
        let keyMark = mark()
        switch try parseInlineNode(n: n + 1, keyOnly: false) {
        case .node(let node):
            try finishLine()
            return node
        case .key(let key):
            guard introducer == .sequenceEntry else { throw error(.mappingNotAllowed, at: keyMark) }
            guard tabOffset < 0 else { throw error(.tabIndentation, at: keyMark) }
            return try parseBlockMapping(indent: n + 1 + spaces, firstKey: key)
        }
    }

    /// The part of `s-l+block-node(n, c)` that starts on a later line: `line`
    /// is the next content line, the cursor after its indentation. Returns an
    /// empty node (cursor back at the line start) when that line does not
    /// belong to the node.
    mutating func parseNodeOnNewLine(n: Int, context: BlockContext, line: ContentLine, emptyMark: Mark) throws(YAMLError) -> YAMLNode {
        let indent = line.indent
        if indent == 0 && isDocumentMarker(at: pos) { return Self.emptyNode(at: emptyMark) }
        if line.tabAfterIndent {
            // Tabs may only separate a flow node or block scalar from its indentation.
            guard indent >= n + 1 else {
                pos = lineStart
                return Self.emptyNode(at: emptyMark)
            }
            let tabOffset = pos
            skipWhite()
            let c = current
            if c == UInt8(ascii: "-") && at(pos + 1).isBlankOrEnd { throw error(.tabIndentation, at: tabOffset) }
            if c == UInt8(ascii: "|") || c == UInt8(ascii: ">") { return try parseBlockScalar(n: n) }
            switch try parseInlineNode(n: n + 1, keyOnly: false) {
            case .node(let node):
                try finishLine()
                return node
            case .key:
                throw error(.tabIndentation, at: tabOffset)
            }
        }
        let c = current
        if c == UInt8(ascii: "-") && at(pos + 1).isBlankOrEnd {
            // A sequence may sit at its parent key's indentation (`seq-spaces`).
            let sequenceSpaces = context == .blockOut ? n - 1 : n
            guard indent > sequenceSpaces else {
                pos = lineStart
                return Self.emptyNode(at: emptyMark)
            }
            return try parseBlockSequence(indent: indent)
        }
        guard indent > n else {
            pos = lineStart
            return Self.emptyNode(at: emptyMark)
        }
        if c == UInt8(ascii: "|") || c == UInt8(ascii: ">") {
            return try parseBlockScalar(n: n)
        }
        switch try parseInlineNode(n: n + 1, keyOnly: false) {
        case .node(let node):
            try finishLine()
            return node
        case .key(let key):
            return try parseBlockMapping(indent: indent, firstKey: key)
        }
    }

    /// A block mapping whose entries are indented `indent` spaces; the first
    /// key has been read and the cursor is after its `:`.
    mutating func parseBlockMapping(indent: Int, firstKey: YAMLNode) throws(YAMLError) -> YAMLNode {
        let startMark = Mark(line: firstKey.line, column: firstKey.column)
        try enterCollection(at: startMark)
        var entries: [YAMLMappingEntry] = []
        var keys = YAMLKeySet()
        var key = firstKey
        while true {
            guard keys.insert(key) else { throw duplicateKeyError(key) }
            let value = try parseBlockNode(n: indent, context: .blockOut, after: .mappingValue)
            entries.append(YAMLMappingEntry(key: key, value: value))
            guard let line = nextContentLine() else { break }
            if line.indent < indent || (line.indent == 0 && isDocumentMarker(at: pos)) {
                pos = lineStart
                break
            }
            if line.indent > indent { throw error(.badIndentation) }
            if line.tabAfterIndent { throw error(.tabIndentation) }
            key = try parseBlockKey(n: indent)
        }
        leaveCollection()
        return Self.node(.mapping(entries), at: startMark)
    }

    /// An implicit key at the start of a block mapping entry; the cursor ends
    /// after its `:`.
    private mutating func parseBlockKey(n: Int) throws(YAMLError) -> YAMLNode {
        let c = current
        if c == UInt8(ascii: "|") || c == UInt8(ascii: ">") { throw error(.missingColon) }
        guard case .key(let key) = try parseInlineNode(n: n + 1, keyOnly: true) else {
            throw error(.missingColon)
        }
        return key
    }

    /// A block sequence whose `-` indicators are indented `indent` spaces; the
    /// cursor is at the first `-`.
    mutating func parseBlockSequence(indent: Int) throws(YAMLError) -> YAMLNode {
        let startMark = mark()
        try enterCollection(at: startMark)
        var items: [YAMLNode] = []
        while true {
            pos += 1
            items.append(try parseBlockNode(n: indent, context: .blockIn, after: .sequenceEntry))
            guard let line = nextContentLine() else { break }
            if line.indent < indent {
                pos = lineStart
                break
            }
            if line.indent > indent { throw error(.badIndentation) }
            if line.tabAfterIndent { throw error(.tabIndentation) }
            guard current == UInt8(ascii: "-") && at(pos + 1).isBlankOrEnd else {
                pos = lineStart
                break
            }
        }
        leaveCollection()
        return Self.node(.sequence(items), at: startMark)
    }

    /// A node inside a line in block context (`ns-flow-node(n, flow-out)`), or
    /// an implicit key when a `:` follows it on the same line. Continuation
    /// lines of multi-line scalars and flow collections must be indented at
    /// least `n`. With `keyOnly`, anything but a key is an error.
    mutating func parseInlineNode(n: Int, keyOnly: Bool) throws(YAMLError) -> InlineNode {
        let start = pos
        let nodeMark = mark()
        let c = current
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            let (scalar, multiline) = try parseQuotedScalar(n: n)
            let node = Self.node(.scalar(scalar), at: nodeMark)
            if let colon = blockKeyColon() {
                if multiline { throw error(.multilineKey, at: nodeMark) }
                try checkKeyLength(from: start, to: colon, mark: nodeMark)
                pos = colon + 1
                return .key(node)
            }
            if keyOnly { throw error(.missingColon) }
            return .node(node)
        }
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
            let node = try parseFlowCollection(n: n)
            if blockKeyColon() != nil { throw error(.unsupported(.complexKeys), at: nodeMark) }
            if keyOnly { throw error(.missingColon) }
            return .node(node)
        }
        if c == UInt8(ascii: "?") && at(pos + 1).isBlankOrEnd { throw error(.unsupported(.complexKeys)) }
        if c == UInt8(ascii: ":") && at(pos + 1).isBlankOrEnd { throw error(.unsupported(.emptyKeys)) }
        try checkPlainStart(flow: false)
        scanPlainLine(flow: false)
        let firstEnd = pos
        if let colon = blockKeyColon() {
            try checkKeyLength(from: start, to: colon, mark: nodeMark)
            let key = try plainNode(bytes[start..<firstEnd], at: nodeMark)
            pos = colon + 1
            return .key(key)
        }
        if keyOnly { throw error(.missingColon, at: nodeMark) }
        return .node(try plainScalar(n: n, flow: false, start: start, firstEnd: firstEnd, at: nodeMark))
    }

    /// The offset of a `:` that follows the cursor after optional whitespace
    /// on the same line and is itself followed by whitespace, a line break or
    /// the end: the value indicator of a block mapping entry.
    func blockKeyColon() -> Int? {
        var p = pos
        while at(p).isWhite { p += 1 }
        return at(p) == UInt8(ascii: ":") && at(p + 1).isBlankOrEnd ? p : nil
    }

    /// The error for a key equal to an earlier key of its mapping, at the key.
    func duplicateKeyError(_ key: YAMLNode) -> YAMLError {
        YAMLError(.duplicateKey(key.scalar?.text ?? ""), line: key.line, column: key.column)
    }
}
