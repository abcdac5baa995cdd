import RouterText

extension YAMLNode {
    /// This node as compact JSON text (UTF-8, no insignificant whitespace).
    ///
    /// Scalars follow the YAML 1.2 core schema: plain `null`/`~`/empty become
    /// `null`, `true`/`false` booleans, integers (also `0x`/`0o`) exact decimal
    /// numbers and floats numbers normalized to JSON syntax; quoted and block
    /// scalars are always strings. JSON has no infinity or NaN, so `.inf`,
    /// `-.inf` and `.nan` are written as the non-standard tokens `Infinity`,
    /// `-Infinity` and `NaN` (as Python's `json` module does). Mapping keys
    /// are written as strings of their text; entries keep document order.
    /// Characters a YAML stream may not hold raw (controls, DEL, U+FEFF...) are
    /// escaped as `\uXXXX`, so the text parses back to the same tree, with one
    /// exception: a mapping with keys of equal text but different types (`{1, "1"}`)
    /// gives a JSON object with a repeated name. ``keysWithEqualText`` finds them.
    public var jsonText: String {
        var text: [UInt8] = []
        writeJSON { text.append(contentsOf: $0) }
        return String(decoding: text, as: UTF8.self)
    }

    /// Writes this node as compact JSON text (the same text as ``jsonText``) to `sink`, in
    /// pieces of about `bufferSize` bytes (a piece holding a long scalar is longer), so a
    /// large tree is written out without its whole text in memory at once.
    ///
    /// It walks the tree with a stack of one small frame per open collection, never one per
    /// node, and without recursion, so any depth and any width are safe. A `bufferSize`
    /// below 1 is taken as 1.
    public func writeJSON(bufferSize: Int = 1 << 16, to sink: (ArraySlice<UInt8>) -> Void) {
        /// An open collection and the index of its next entry.
        enum Frame {
            case sequence([YAMLNode], next: Int)
            case mapping([YAMLMappingEntry], next: Int)
        }
        let limit = Swift.max(1, bufferSize)
        var out: [UInt8] = []
        out.reserveCapacity(Swift.min(limit, 1 << 20) + 64)
        var stack: [Frame] = []
        var pending: YAMLNode? = self
        while true {
            if let node = pending {
                pending = nil
                switch node.kind {
                case .scalar(let scalar):
                    Self.appendScalar(scalar, to: &out)
                case .sequence(let items):
                    out.append(UInt8(ascii: "["))
                    stack.append(.sequence(items, next: 0))
                case .mapping(let entries):
                    out.append(UInt8(ascii: "{"))
                    stack.append(.mapping(entries, next: 0))
                }
                if out.count >= limit {
                    sink(out[...])
                    out.removeAll(keepingCapacity: true)
                }
            }
            guard let frame = stack.popLast() else { break }
            switch frame {
            case .sequence(let items, let next):
                guard next < items.count else {
                    out.append(UInt8(ascii: "]"))
                    continue
                }
                if next > 0 { out.append(UInt8(ascii: ",")) }
                pending = items[next]
                stack.append(.sequence(items, next: next + 1))
            case .mapping(let entries, let next):
                guard next < entries.count else {
                    out.append(UInt8(ascii: "}"))
                    continue
                }
                if next > 0 { out.append(UInt8(ascii: ",")) }
                let entry = entries[next]
                JSONText.append(entry.key.scalar?.text ?? entry.key.jsonText, to: &out)
                out.append(UInt8(ascii: ":"))
                pending = entry.value
                stack.append(.mapping(entries, next: next + 1))
            }
        }
        if !out.isEmpty { sink(out[...]) }
    }

    /// The first two keys of one mapping (depth first, in document order) whose texts are
    /// equal (the same Unicode scalars) although YAML tells them apart (`1` and `"1"`, `null` and `"null"`), or `nil`.
    /// JSON and anything that reads keys by their text cannot represent such a mapping.
    public var keysWithEqualText: (first: YAMLNode, second: YAMLNode)? {
        // One frame per open collection (never one stack entry per node), so the walk needs
        // memory in proportion to the depth, not to the size of the tree.
        enum Frame {
            case sequence([YAMLNode], next: Int)
            case mapping([YAMLMappingEntry], next: Int)
        }
        var stack: [Frame] = []
        var pending: YAMLNode? = self
        while true {
            if let node = pending {
                pending = nil
                switch node.kind {
                case .scalar:
                    break
                case .sequence(let items):
                    stack.append(.sequence(items, next: 0))
                case .mapping(let entries):
                    var seen: [ExactText: YAMLNode] = [:]
                    for entry in entries {
                        guard let text = entry.key.scalar.map({ ExactText($0.text) }) else { continue }
                        if let first = seen[text] { return (first, entry.key) }
                        seen[text] = entry.key
                    }
                    stack.append(.mapping(entries, next: 0))
                }
            }
            guard let frame = stack.popLast() else { return nil }
            switch frame {
            case .sequence(let items, let next):
                guard next < items.count else { continue }
                pending = items[next]
                stack.append(.sequence(items, next: next + 1))
            case .mapping(let entries, let next):
                guard next < entries.count * 2 else { continue }
                let entry = entries[next / 2]
                pending = next % 2 == 0 ? entry.key : entry.value
                stack.append(.mapping(entries, next: next + 1))
            }
        }
    }

    private static func appendScalar(_ scalar: YAMLScalar, to out: inout [UInt8]) {
        guard scalar.style == .plain else {
            JSONText.append(scalar.text, to: &out)
            return
        }
        switch CoreSchema.resolve(scalar.text) {
        case .null:
            out.append(contentsOf: "null".utf8)
        case .bool(let value):
            out.append(contentsOf: (value ? "true" : "false").utf8)
        case .integer(let negative, let radix, let digits):
            out.append(contentsOf: CoreSchema.decimalText(negative: negative, radix: radix, digits: digits).utf8)
        case .float(let json):
            out.append(contentsOf: json.utf8)
        case .infinity(let negative):
            out.append(contentsOf: (negative ? "-Infinity" : "Infinity").utf8)
        case .nan:
            out.append(contentsOf: "NaN".utf8)
        case .string:
            JSONText.append(scalar.text, to: &out)
        }
    }
}
