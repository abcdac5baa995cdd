/// Flow collections: `c-flow-sequence(n, c)` and `c-flow-mapping(n, c)`,
/// possibly spanning lines, with single-pair mappings inside sequences.
extension YAMLReader {
    /// Parses the flow collection at the cursor (`[` or `{`). Lines inside it
    /// must be indented at least `n` spaces. The cursor ends after the closing
    /// bracket.
    mutating func parseFlowCollection(n: Int) throws(YAMLError) -> YAMLNode {
        let startMark = mark()
        try enterCollection(at: startMark)
        let node: YAMLNode
        if current == UInt8(ascii: "[") {
            node = try parseFlowSequence(n: n, startMark: startMark)
        } else {
            node = try parseFlowMapping(n: n, startMark: startMark)
        }
        leaveCollection()
        return node
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

    private mutating func parseFlowSequence(n: Int, startMark: Mark) throws(YAMLError) -> YAMLNode {
        pos += 1
        var items: [YAMLNode] = []
        try skipFlowSeparation(n: n)
        while true {
            let c = current
            if c == UInt8(ascii: "]") {
                pos += 1
                break
            }
            if atEnd { throw error(.unterminatedFlowCollection, at: startMark) }
            if c == UInt8(ascii: ",") { throw error(.unexpectedCharacter(",")) }
            items.append(try parseFlowSequenceEntry(n: n))
            try skipFlowSeparation(n: n)
            if current == UInt8(ascii: ",") {
                pos += 1
                try skipFlowSeparation(n: n)
                continue
            }
            if current == UInt8(ascii: "]") {
                pos += 1
                break
            }
            if atEnd { throw error(.unterminatedFlowCollection, at: startMark) }
            throw error(.missingFlowSeparator("]"))
        }
        return Self.node(.sequence(items), at: startMark)
    }

    /// `ns-flow-seq-entry`: a flow node, or a single-pair mapping whose key is
    /// an implicit key on one line (`[a: b]`, `["a":b]`).
    private mutating func parseFlowSequenceEntry(n: Int) throws(YAMLError) -> YAMLNode {
        let start = pos
        let entryMark = mark()
        let c = current
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
            let node = try parseFlowCollection(n: n)
            if flowKeyColon(json: true) != nil { throw error(.unsupported(.complexKeys), at: entryMark) }
            return node
        }
        let key: YAMLNode
        let colon: Int
        let json: Bool
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            let (scalar, multiline) = try parseQuotedScalar(n: n)
            let node = Self.node(.scalar(scalar), at: entryMark)
            guard let found = flowKeyColon(json: true) else { return node }
            if multiline { throw error(.multilineKey, at: entryMark) }
            key = node
            colon = found
            json = true
        } else {
            try checkPlainStart(flow: true)
            scanPlainLine(flow: true)
            let firstEnd = pos
            guard let found = flowKeyColon(json: false) else {
                return try plainScalar(n: n, flow: true, start: start, firstEnd: firstEnd, at: entryMark)
            }
            key = try plainNode(bytes[start..<firstEnd], at: entryMark)
            colon = found
            json = false
        }
        try checkKeyLength(from: start, to: colon, mark: entryMark)
        pos = colon + 1
        let value = try parseFlowPairValue(n: n, adjacent: json)
        return Self.node(.mapping([YAMLMappingEntry(key: key, value: value)]), at: entryMark)
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

    /// The value after the `:` of a flow mapping entry or pair; an empty node
    /// when the entry ends first. After a plain key (`adjacent == false`) the
    /// value must be separated from the `:` by whitespace or a line break.
    private mutating func parseFlowPairValue(n: Int, adjacent: Bool) throws(YAMLError) -> YAMLNode {
        let emptyMark = mark()
        let c = current
        if !adjacent && !(c.isWhite || c == .lineFeed) {
            return Self.emptyNode(at: emptyMark)
        }
        try skipFlowSeparation(n: n)
        let d = current
        if d == UInt8(ascii: ",") || d == UInt8(ascii: "]") || d == UInt8(ascii: "}") || atEnd {
            return Self.emptyNode(at: emptyMark)
        }
        return try parseFlowNode(n: n)
    }

    /// `ns-flow-node(n, flow-in)` in value position: a flow collection, a
    /// quoted scalar or a (possibly multi-line) plain scalar.
    private mutating func parseFlowNode(n: Int) throws(YAMLError) -> YAMLNode {
        let c = current
        if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
            return try parseFlowCollection(n: n)
        }
        let nodeMark = mark()
        if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
            let (scalar, _) = try parseQuotedScalar(n: n)
            return Self.node(.scalar(scalar), at: nodeMark)
        }
        try checkPlainStart(flow: true)
        let start = pos
        scanPlainLine(flow: true)
        return try plainScalar(n: n, flow: true, start: start, firstEnd: pos, at: nodeMark)
    }

    private mutating func parseFlowMapping(n: Int, startMark: Mark) throws(YAMLError) -> YAMLNode {
        pos += 1
        var entries: [YAMLMappingEntry] = []
        var keys = YAMLKeySet()
        try skipFlowSeparation(n: n)
        while true {
            let c = current
            if c == UInt8(ascii: "}") {
                pos += 1
                break
            }
            if atEnd { throw error(.unterminatedFlowCollection, at: startMark) }
            if c == UInt8(ascii: ",") { throw error(.unexpectedCharacter(",")) }
            let keyMark = mark()
            if c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                throw error(.unsupported(.complexKeys))
            }
            let key: YAMLNode
            let json: Bool
            if c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                let (scalar, _) = try parseQuotedScalar(n: n)
                key = Self.node(.scalar(scalar), at: keyMark)
                json = true
            } else {
                try checkPlainStart(flow: true)
                let start = pos
                scanPlainLine(flow: true)
                key = try plainScalar(n: n, flow: true, start: start, firstEnd: pos, at: keyMark)
                json = false
            }
            try skipFlowSeparation(n: n)
            let value: YAMLNode
            if current == UInt8(ascii: ":") && (json || !isPlainSafe(at(pos + 1), flow: true)) {
                pos += 1
                value = try parseFlowPairValue(n: n, adjacent: json)
            } else {
                value = Self.emptyNode(at: mark())
            }
            guard keys.insert(key) else { throw duplicateKeyError(key) }
            entries.append(YAMLMappingEntry(key: key, value: value))
            try skipFlowSeparation(n: n)
            if current == UInt8(ascii: ",") {
                pos += 1
                try skipFlowSeparation(n: n)
                continue
            }
            if current == UInt8(ascii: "}") {
                pos += 1
                break
            }
            if atEnd { throw error(.unterminatedFlowCollection, at: startMark) }
            throw error(.missingFlowSeparator("}"))
        }
        return Self.node(.mapping(entries), at: startMark)
    }
}
