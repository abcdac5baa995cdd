/// Flow collections: `c-flow-sequence(n, c)` and `c-flow-mapping(n, c)`,
/// possibly spanning lines, with single-pair mappings inside sequences.
///
/// Nested collections are handled with an explicit stack (``FlowFrame``)
/// instead of recursion.
extension YAMLReader {
    /// An open flow collection.
    struct FlowFrame {
        var isMapping: Bool
        var mark: Mark
        /// Whether an entry is complete and `,` or the closing bracket must follow.
        var afterEntry = false
        /// Where the collection is in the tree.
        var start: Int
        var keys = YAMLKeySet()
        /// Whether the nested collection being parsed is the value of a key (a mapping
        /// entry's or a sequence pair's): its key is in the tree before it.
        var awaitingValue = false
        /// Where the single-pair mapping whose value is being parsed is in the tree (sequences).
        var pairStart = 0
        /// Where a nested collection used as a sequence entry starts (to report it as a complex key).
        var nestedEntryMark = Mark(line: 0, lineStart: 0, offset: 0)

        var closing: UInt8 { isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]") }
    }

    /// Parses the flow collection at the cursor (`[` or `{`). Lines inside it
    /// must be indented at least `n` spaces. The cursor ends after the closing
    /// bracket.
    mutating func parseFlowCollection(n: Int) throws(YAMLError) {
        var stack: [FlowFrame] = []
        swap(&stack, &flowFrames)
        defer {
            stack.removeAll(keepingCapacity: true)
            swap(&stack, &flowFrames)
        }
        try openFlowCollection(n: n, on: &stack)
        while let top = stack.indices.last {
            if stack[top].afterEntry {
                try skipFlowSeparation(n: n)
                if current == UInt8(ascii: ",") {
                    pos += 1
                    try skipFlowSeparation(n: n)
                    stack[top].afterEntry = false
                    continue
                }
                if current != stack[top].closing {
                    if atEnd { throw error(.unterminatedFlowCollection, at: stack[top].mark) }
                    throw error(.missingFlowSeparator(Unicode.Scalar(stack[top].closing)))
                }
            }
            let c = current
            if c == stack[top].closing {
                pos += 1
                let frame = stack.removeLast()
                leaveCollection()
                endCollection(at: frame.start)
                guard let parent = stack.indices.last else { return }
                if stack[parent].awaitingValue {
                    stack[parent].awaitingValue = false
                    if !stack[parent].isMapping { endCollection(at: stack[parent].pairStart) }
                } else if flowKeyColon(json: true) != nil {
                    // A collection as a sequence entry: a ':' after it would make it a key.
                    throw error(.unsupported(.complexKeys), at: stack[parent].nestedEntryMark)
                }
                stack[parent].afterEntry = true
                continue
            }
            if atEnd { throw error(.unterminatedFlowCollection, at: stack[top].mark) }
            if c == UInt8(ascii: ",") { throw error(.unexpectedCharacter(",")) }
            if stack[top].isMapping {
                try beginFlowMappingEntry(n: n, on: &stack)
            } else {
                try beginFlowSequenceEntry(n: n, on: &stack)
            }
        }
        throw error(.unterminatedFlowCollection)
    }

    /// Opens the collection at the cursor: counts its depth and skips `[`/`{`.
    private mutating func openFlowCollection(n: Int, on stack: inout [FlowFrame]) throws(YAMLError) {
        let startMark = mark()
        try enterCollection(at: startMark)
        let isMapping = current == UInt8(ascii: "{")
        stack.append(
            FlowFrame(
                isMapping: isMapping, mark: startMark, start: beginCollection(isMapping ? .mapping : .sequence, at: startMark)))
        pos += 1
        try skipFlowSeparation(n: n)
    }

    /// Adds the key of an entry (before a single-pair mapping's, in a sequence) to the tree.
    private mutating func beginEntry(key: Scalar, in frame: inout FlowFrame) {
        if !frame.isMapping {
            frame.pairStart = beginCollection(.mapping, at: key.mark)
        }
        entries.append(key.entry)
    }

    /// Records a finished `key: value` entry (a single-pair mapping in a sequence).
    private mutating func completeEntry(key: Scalar, value: YAMLTreeEntry, in frame: inout FlowFrame) {
        beginEntry(key: key, in: &frame)
        entries.append(value)
        if !frame.isMapping { endCollection(at: frame.pairStart) }
        frame.afterEntry = true
    }

    /// Skips separation inside a flow collection (`s-separate(n, c)`):
    /// whitespace, comments and line breaks; content lines must be indented at
    /// least `n` spaces and must not be document markers.
    mutating func skipFlowSeparation(n: Int) throws(YAMLError) {
        while true {
            let c = current
            if c.isWhite {
                pos += 1
            } else if c == UInt8(ascii: "#") {
                guard pos == lineStart || at(pos - 1).isWhite else { throw error(.commentWithoutSpace) }
                pos = lineEnd(from: pos)
            } else if c == .lineFeed {
                consumeLineFeed()
                var p = pos
                while at(p) == .space { p += 1 }
                var q = p
                while at(q).isWhite { q += 1 }
                let d = at(q)
                if d == .lineFeed || d == UInt8(ascii: "#") || q >= end { continue }
                if p == pos && isDocumentMarker(at: pos) { throw error(.documentMarkerInsideNode) }
                if p - pos < n { throw error(.insufficientIndentation, at: q) }
                pos = q
            } else {
                return
            }
        }
    }

    /// `ns-flow-seq-entry`: a flow node, or a single-pair mapping whose key is
    /// an implicit key on one line (`[a: b]`, `["a":b]`).
    private mutating func beginFlowSequenceEntry(n: Int, on stack: inout [FlowFrame]) throws(YAMLError) {
        let top = stack.count - 1
        let start = pos
        let entryMark = mark()
        let c = current
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
            stack[top].nestedEntryMark = entryMark
            try openFlowCollection(n: n, on: &stack)
            return
        }
        let key: Scalar
        let colon: Int
        let json: Bool
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            let (entry, multiline) = try parseQuotedScalar(n: n)
            guard let found = flowKeyColon(json: true) else {
                entries.append(entry)
                stack[top].afterEntry = true
                return
            }
            if multiline { throw error(.multilineKey, at: entryMark) }
            key = Scalar(entry: entry, mark: entryMark)
            colon = found
            json = true
        } else {
            try checkPlainStart(flow: true)
            scanPlainLine(flow: true)
            let firstEnd = pos
            guard let found = flowKeyColon(json: false) else {
                entries.append(try plainScalar(n: n, flow: true, start: start, firstEnd: firstEnd, at: entryMark))
                stack[top].afterEntry = true
                return
            }
            key = Scalar(entry: try plainNode(in: start..<firstEnd, at: entryMark), mark: entryMark)
            colon = found
            json = false
        }
        try checkKeyLength(from: start, to: colon, mark: entryMark)
        pos = colon + 1
        try beginFlowValue(n: n, key: key, adjacent: json, on: &stack)
    }

    /// `ns-flow-map-entry`: a key (quoted or plain, possibly over several
    /// lines), optionally followed by `:` and a value.
    private mutating func beginFlowMappingEntry(n: Int, on stack: inout [FlowFrame]) throws(YAMLError) {
        let top = stack.count - 1
        let keyMark = mark()
        let c = current
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
            throw error(.unsupported(.complexKeys))
        }
        let key: Scalar
        let json: Bool
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            key = Scalar(entry: try parseQuotedScalar(n: n).0, mark: keyMark)
            json = true
        } else {
            try checkPlainStart(flow: true)
            let start = pos
            scanPlainLine(flow: true)
            key = Scalar(entry: try plainScalar(n: n, flow: true, start: start, firstEnd: pos, at: keyMark), mark: keyMark)
            json = false
        }
        guard stack[top].keys.insert(key.entry, in: bytes, decoded: decoded) else { throw duplicateKeyError(key) }
        try skipFlowSeparation(n: n)
        if current == UInt8(ascii: ":") && (json || !isPlainSafe(at(pos + 1), flow: true)) {
            pos += 1
            try beginFlowValue(n: n, key: key, adjacent: json, on: &stack)
        } else {
            completeEntry(key: key, value: Self.emptyNode(at: mark()), in: &stack[top])
        }
    }

    /// The value after the `:` of a flow mapping entry or pair: an empty node
    /// when the entry ends first, a scalar, or a nested collection (opened on
    /// the stack, finished later). After a plain key (`adjacent == false`) the
    /// value must be separated from the `:` by whitespace or a line break.
    private mutating func beginFlowValue(n: Int, key: Scalar, adjacent: Bool, on stack: inout [FlowFrame]) throws(YAMLError) {
        let top = stack.count - 1
        let emptyMark = mark()
        let c = current
        if !adjacent && !(c.isWhite || c == .lineFeed) {
            completeEntry(key: key, value: Self.emptyNode(at: emptyMark), in: &stack[top])
            return
        }
        try skipFlowSeparation(n: n)
        let d = current
        if d == UInt8(ascii: ",") || d == UInt8(ascii: "]") || d == UInt8(ascii: "}") || atEnd {
            completeEntry(key: key, value: Self.emptyNode(at: emptyMark), in: &stack[top])
            return
        }
        if d == UInt8(ascii: "[") || d == UInt8(ascii: "{") {
            beginEntry(key: key, in: &stack[top])
            stack[top].awaitingValue = true
            try openFlowCollection(n: n, on: &stack)
            return
        }
        let valueMark = mark()
        let value: YAMLTreeEntry
        if d == UInt8(ascii: "\"") || d == UInt8(ascii: "'") {
            value = try parseQuotedScalar(n: n).0
        } else {
            try checkPlainStart(flow: true)
            let start = pos
            scanPlainLine(flow: true)
            value = try plainScalar(n: n, flow: true, start: start, firstEnd: pos, at: valueMark)
        }
        completeEntry(key: key, value: value, in: &stack[top])
    }

    /// The offset of a `:` after optional whitespace on the current line that
    /// makes the preceding node a key: after a JSON-like node (quoted scalar
    /// or flow collection) any `:`, otherwise a `:` not followed by a plain-safe
    /// character.
    private func flowKeyColon(json: Bool) -> Int? {
        var p = pos
        while at(p).isWhite { p += 1 }
        guard at(p) == UInt8(ascii: ":") else { return nil }
        if json || !isPlainSafe(at(p + 1), flow: true) { return p }
        return nil
    }
}
