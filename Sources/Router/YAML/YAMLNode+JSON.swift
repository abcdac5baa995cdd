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
        // An explicit stack instead of recursion, so any depth renders safely.
        enum Piece {
            case node(YAMLNode)
            case byte(UInt8)
            case key(String)
        }
        var out: [UInt8] = []
        var stack: [Piece] = [.node(self)]
        while let piece = stack.popLast() {
            switch piece {
            case .byte(let byte):
                out.append(byte)
            case .key(let key):
                JSONText.append(key, to: &out)
                out.append(UInt8(ascii: ":"))
            case .node(let node):
                switch node.kind {
                case .scalar(let scalar):
                    Self.appendScalar(scalar, to: &out)
                case .sequence(let items):
                    out.append(UInt8(ascii: "["))
                    stack.append(.byte(UInt8(ascii: "]")))
                    for (index, item) in items.enumerated().reversed() {
                        stack.append(.node(item))
                        if index > 0 { stack.append(.byte(UInt8(ascii: ","))) }
                    }
                case .mapping(let entries):
                    out.append(UInt8(ascii: "{"))
                    stack.append(.byte(UInt8(ascii: "}")))
                    for (index, entry) in entries.enumerated().reversed() {
                        stack.append(.node(entry.value))
                        stack.append(.key(entry.key.scalar?.text ?? entry.key.jsonText))
                        if index > 0 { stack.append(.byte(UInt8(ascii: ","))) }
                    }
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The first two keys of one mapping (depth first, in document order) whose texts are
    /// equal (the same Unicode scalars) although YAML tells them apart (`1` and `"1"`, `null` and `"null"`), or `nil`.
    /// JSON and anything that reads keys by their text cannot represent such a mapping.
    public var keysWithEqualText: (first: YAMLNode, second: YAMLNode)? {
        var stack: [YAMLNode] = [self]
        while let node = stack.popLast() {
            switch node.kind {
            case .scalar:
                continue
            case .sequence(let items):
                stack.append(contentsOf: items.reversed())
            case .mapping(let entries):
                var seen: [ExactText: YAMLNode] = [:]
                for entry in entries {
                    guard let text = entry.key.scalar.map({ ExactText($0.text) }) else { continue }
                    if let first = seen[text] { return (first, entry.key) }
                    seen[text] = entry.key
                }
                for entry in entries.reversed() {
                    stack.append(entry.value)
                    stack.append(entry.key)
                }
            }
        }
        return nil
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
