/// Block structure: `s-l+block-node(n, c)`, block mappings, block sequences
/// and compact collections inside sequence entries.
///
/// Nesting is handled with an explicit stack of open collections
/// (``BlockFrame``) instead of recursion, so deep input cannot exhaust the
/// call stack whatever the build configuration or thread.
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
        /// A scalar, not yet in the tree.
        case scalar(YAMLTreeEntry)
        /// A flow collection, already in the tree.
        case collection
        /// A key; the cursor is after its `:`.
        case key(Scalar)
    }

    /// How a block node starts: a complete node, or a collection to open.
    enum BlockStart {
        /// A scalar, not yet in the tree.
        case scalar(YAMLTreeEntry)
        /// A flow collection, already in the tree.
        case collection
        /// A block mapping with entries at `indent`; its first key has been read
        /// and the cursor is after its `:`.
        case mapping(indent: Int, firstKey: Scalar)
        /// A block sequence with `-` at `indent`; the cursor is at the first `-`.
        case sequence(indent: Int)
    }

    /// An open block collection.
    struct BlockFrame {
        var isMapping: Bool
        var indent: Int
        /// Where the collection is in the tree.
        var start: Int
        var keys = YAMLKeySet()
    }

    /// Parses the block node that `start` begins, with all the collections it
    /// opens, into the tree; returns with the cursor at the start of the line after it.
    mutating func parseBlock(_ start: BlockStart) throws(YAMLError) {
        var stack: [BlockFrame] = []
        var next = start
        building: while true {
            switch next {
            case .scalar(let entry):
                entries.append(entry)
            case .collection:
                break
            case .mapping(let indent, let key):
                try enterCollection(at: key.mark)
                var frame = BlockFrame(isMapping: true, indent: indent, start: beginCollection(.mapping, at: key.mark))
                guard frame.keys.insert(key.entry, in: bytes, decoded: decoded) else { throw duplicateKeyError(key) }
                entries.append(key.entry)
                stack.append(frame)
                next = try startBlockNode(n: indent, context: .blockOut, after: .mappingValue)
                continue building
            case .sequence(let indent):
                let startMark = mark()
                try enterCollection(at: startMark)
                stack.append(BlockFrame(isMapping: false, indent: indent, start: beginCollection(.sequence, at: startMark)))
                pos += 1
                next = try startBlockNode(n: indent, context: .blockIn, after: .sequenceEntry)
                continue building
            }
            // The node is complete: close the open collections that end with it.
            while let top = stack.indices.last {
                let indent = stack[top].indent
                if stack[top].isMapping {
                    if let key = try nextBlockMappingKey(indent: indent) {
                        guard stack[top].keys.insert(key.entry, in: bytes, decoded: decoded) else {
                            throw duplicateKeyError(key)
                        }
                        entries.append(key.entry)
                        next = try startBlockNode(n: indent, context: .blockOut, after: .mappingValue)
                        continue building
                    }
                } else {
                    if try nextBlockSequenceEntry(indent: indent) {
                        pos += 1
                        next = try startBlockNode(n: indent, context: .blockIn, after: .sequenceEntry)
                        continue building
                    }
                }
                let frame = stack.removeLast()
                leaveCollection()
                endCollection(at: frame.start)
            }
            return
        }
    }

    /// `s-l+block-node(n, c)` with the cursor right after the indicator that
    /// introduced it. A missing node is an empty node.
    mutating func startBlockNode(n: Int, context: BlockContext, after introducer: Introducer) throws(YAMLError) -> BlockStart {
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
            guard let line = nextContentLine() else { return .scalar(Self.emptyNode(at: emptyMark)) }
            return try startNodeOnNewLine(n: n, context: context, line: line, emptyMark: emptyMark)
        }
        if c == UInt8(ascii: "-") && at(pos + 1).isBlankOrEnd {
            guard introducer == .sequenceEntry else { throw error(.sequenceEntryNotAllowed) }
            guard tabOffset < 0 else { throw error(.tabIndentation, at: tabOffset) }
            return .sequence(indent: n + 1 + spaces)
        }
        if c == UInt8(ascii: "|") || c == UInt8(ascii: ">") {
            return .scalar(try parseBlockScalar(n: n))
        }
        let keyMark = mark()
        switch try parseInlineNode(n: n + 1, keyOnly: false) {
        case .scalar(let entry):
            try finishLine()
            return .scalar(entry)
        case .collection:
            try finishLine()
            return .collection
        case .key(let key):
            guard introducer == .sequenceEntry else { throw error(.mappingNotAllowed, at: keyMark) }
            guard tabOffset < 0 else { throw error(.tabIndentation, at: keyMark) }
            return .mapping(indent: n + 1 + spaces, firstKey: key)
        }
    }

    /// The part of `s-l+block-node(n, c)` that starts on a later line: `line`
    /// is the next content line, the cursor after its indentation. An empty
    /// node (cursor back at the line start) when that line does not belong to
    /// the node.
    mutating func startNodeOnNewLine(n: Int, context: BlockContext, line: ContentLine, emptyMark: Mark) throws(YAMLError)
        -> BlockStart
    {
        let indent = line.indent
        if indent == 0 && isDocumentMarker(at: pos) { return .scalar(Self.emptyNode(at: emptyMark)) }
        if line.tabAfterIndent {
            // Tabs may only separate a flow node or block scalar from its indentation.
            guard indent >= n + 1 else {
                pos = lineStart
                return .scalar(Self.emptyNode(at: emptyMark))
            }
            let tabOffset = pos
            skipWhite()
            let c = current
            if c == UInt8(ascii: "-") && at(pos + 1).isBlankOrEnd { throw error(.tabIndentation, at: tabOffset) }
            if c == UInt8(ascii: "|") || c == UInt8(ascii: ">") { return .scalar(try parseBlockScalar(n: n)) }
            switch try parseInlineNode(n: n + 1, keyOnly: false) {
            case .scalar(let entry):
                try finishLine()
                return .scalar(entry)
            case .collection:
                try finishLine()
                return .collection
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
                return .scalar(Self.emptyNode(at: emptyMark))
            }
            return .sequence(indent: indent)
        }
        guard indent > n else {
            pos = lineStart
            return .scalar(Self.emptyNode(at: emptyMark))
        }
        if c == UInt8(ascii: "|") || c == UInt8(ascii: ">") {
            return .scalar(try parseBlockScalar(n: n))
        }
        switch try parseInlineNode(n: n + 1, keyOnly: false) {
        case .scalar(let entry):
            try finishLine()
            return .scalar(entry)
        case .collection:
            try finishLine()
            return .collection
        case .key(let key):
            return .mapping(indent: indent, firstKey: key)
        }
    }

    /// After a mapping entry: the key of the next entry at `indent`, or `nil`
    /// (cursor at the start of the line) when the mapping ends.
    private mutating func nextBlockMappingKey(indent: Int) throws(YAMLError) -> Scalar? {
        guard let line = nextContentLine() else { return nil }
        if line.indent < indent || (line.indent == 0 && isDocumentMarker(at: pos)) {
            pos = lineStart
            return nil
        }
        if line.indent > indent { throw error(.badIndentation) }
        if line.tabAfterIndent { throw error(.tabIndentation) }
        let c = current
        if c == UInt8(ascii: "|") || c == UInt8(ascii: ">") { throw error(.missingColon) }
        guard case .key(let key) = try parseInlineNode(n: indent + 1, keyOnly: true) else {
            throw error(.missingColon)
        }
        return key
    }

    /// After a sequence entry: whether the next line continues the sequence at
    /// `indent` (cursor at its `-`); otherwise the cursor is at the line start.
    private mutating func nextBlockSequenceEntry(indent: Int) throws(YAMLError) -> Bool {
        guard let line = nextContentLine() else { return false }
        if line.indent < indent {
            pos = lineStart
            return false
        }
        if line.indent > indent { throw error(.badIndentation) }
        if line.tabAfterIndent { throw error(.tabIndentation) }
        guard current == UInt8(ascii: "-") && at(pos + 1).isBlankOrEnd else {
            pos = lineStart
            return false
        }
        return true
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
            let (entry, multiline) = try parseQuotedScalar(n: n)
            if let colon = blockKeyColon() {
                if multiline { throw error(.multilineKey, at: nodeMark) }
                try checkKeyLength(from: start, to: colon, mark: nodeMark)
                pos = colon + 1
                return .key(Scalar(entry: entry, mark: nodeMark))
            }
            if keyOnly { throw error(.missingColon) }
            return .scalar(entry)
        }
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
            try parseFlowCollection(n: n)
            if blockKeyColon() != nil { throw error(.unsupported(.complexKeys), at: nodeMark) }
            if keyOnly { throw error(.missingColon) }
            return .collection
        }
        if c == UInt8(ascii: "?") && at(pos + 1).isBlankOrEnd { throw error(.unsupported(.complexKeys)) }
        if c == UInt8(ascii: ":") && at(pos + 1).isBlankOrEnd { throw error(.unsupported(.emptyKeys)) }
        try checkPlainStart(flow: false)
        scanPlainLine(flow: false)
        let firstEnd = pos
        if let colon = blockKeyColon() {
            try checkKeyLength(from: start, to: colon, mark: nodeMark)
            let key = try plainNode(in: start..<firstEnd, at: nodeMark)
            pos = colon + 1
            return .key(Scalar(entry: key, mark: nodeMark))
        }
        if keyOnly { throw error(.missingColon, at: nodeMark) }
        return .scalar(try plainScalar(n: n, flow: false, start: start, firstEnd: firstEnd, at: nodeMark))
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
    func duplicateKeyError(_ key: Scalar) -> YAMLError {
        error(.duplicateKey(text(of: key.entry)), at: key.mark)
    }
}
