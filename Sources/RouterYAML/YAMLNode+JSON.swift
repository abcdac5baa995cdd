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
    /// It walks the tree's entries in order with one small frame per open collection, never
    /// one per node, and without recursion, so any depth and any width are safe. A `bufferSize`
    /// below 1 is taken as 1.
    public func writeJSON(bufferSize: Int = 1 << 16, to sink: (ArraySlice<UInt8>) -> Void) {
        /// An open collection: where its entries end, and what comes next in it.
        struct Frame {
            var end: Int
            var isMapping: Bool
            var first = true
            var valueNext = false
        }
        let limit = Swift.max(1, bufferSize)
        var out: [UInt8] = []
        out.reserveCapacity(Swift.min(limit, 1 << 20) + 64)
        var stack: [Frame] = []
        let entries = tree.entries
        let end = index + entries[index].length
        var i = index
        while true {
            while let top = stack.last, top.end == i {
                out.append(top.isMapping ? UInt8(ascii: "}") : UInt8(ascii: "]"))
                stack.removeLast()
            }
            guard i < end else { break }
            if let top = stack.indices.last {
                if stack[top].valueNext {
                    stack[top].valueNext = false
                } else {
                    if !stack[top].first { out.append(UInt8(ascii: ",")) }
                    stack[top].first = false
                    if stack[top].isMapping {
                        tree.withText(of: i) { JSONText.append(utf8: $0, to: &out) }
                        out.append(UInt8(ascii: ":"))
                        stack[top].valueNext = true
                        i += 1
                        continue
                    }
                }
            }
            let entry = entries[i]
            switch entry.kind {
            case .slice, .decoded:
                Self.appendScalar(YAMLNode(tree: tree, index: i), style: entry.style, to: &out)
            case .sequence, .mapping:
                let isMapping = entry.kind == .mapping
                out.append(isMapping ? UInt8(ascii: "{") : UInt8(ascii: "["))
                stack.append(Frame(end: i + entry.run, isMapping: isMapping))
            }
            i += 1
            if out.count >= limit {
                sink(out[...])
                out.removeAll(keepingCapacity: true)
            }
        }
        if !out.isEmpty { sink(out[...]) }
    }

    /// The first two keys of one mapping (depth first, in document order) whose texts are
    /// equal (the same Unicode scalars) although YAML tells them apart (`1` and `"1"`, `null` and `"null"`), or `nil`.
    /// JSON and anything that reads keys by their text cannot represent such a mapping.
    public var keysWithEqualText: (first: YAMLNode, second: YAMLNode)? {
        // Each mapping's keys are read once, in place: no walk keeps more than one mapping's
        // keys in memory.
        let end = index + tree.entries[index].length
        for i in index..<end where tree.entries[i].kind == .mapping {
            if let (key, first) = YAMLMapping(node: YAMLNode(tree: tree, index: i)).keysRepeatingText().first {
                return (first, key)
            }
        }
        return nil
    }

    private static func appendScalar(_ node: YAMLNode, style: YAMLScalar.Style, to out: inout [UInt8]) {
        guard style == .plain else {
            node.tree.withText(of: node.index) { JSONText.append(utf8: $0, to: &out) }
            return
        }
        let text = node.tree.text(of: node.index)
        switch CoreSchema.resolve(text) {
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
            JSONText.append(text, to: &out)
        }
    }
}
