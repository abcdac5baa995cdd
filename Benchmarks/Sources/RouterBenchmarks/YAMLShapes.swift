/// YAML documents of the shapes that cost a tree-building parser the most memory per input
/// byte, each of about `bytes` bytes: the worst cases of the routes-file reader's memory.
enum YAMLShapes {
    /// The shapes, by name, in table order.
    static let names = ["tiny scalars", "single pairs", "tiny mappings", "long keys", "deep nesting"]

    /// The document of shape `name`, about `bytes` long.
    static func document(_ name: String, bytes: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes + 4096)
        switch name {
        case "tiny scalars":
            // `[a, a, a, ...]`: one node for every three bytes.
            out += Array("[a".utf8)
            while out.count < bytes { out += Array(", a".utf8) }
            out += Array("]\n".utf8)
        case "single pairs":
            // `[a:,a:,...]`: a mapping, a key and an empty value for every three bytes.
            out += Array("[a:".utf8)
            while out.count < bytes { out += Array(",a:".utf8) }
            out += Array("]\n".utf8)
        case "tiny mappings":
            // `- {a: b}` lines: a mapping, a key and a value for every nine bytes.
            while out.count < bytes { out += Array("- {a: b}\n".utf8) }
        case "long keys":
            // A mapping of unique 1,000-character keys (YAML's longest implicit key is 1,024).
            var index = 0
            while out.count < bytes {
                let number = Array(String(index).utf8)
                out += number + Array(repeating: UInt8(ascii: "k"), count: 1_000 - number.count) + Array(": 1\n".utf8)
                index += 1
            }
        default:
            // Sequences nested 199 levels deep, side by side: the default depth limit is 200.
            out += Array("[".utf8)
            var first = true
            while out.count < bytes {
                if !first { out += Array(",".utf8) }
                first = false
                out +=
                    Array(repeating: UInt8(ascii: "["), count: 198) + Array("a".utf8)
                    + Array(repeating: UInt8(ascii: "]"), count: 198)
            }
            out += Array("]\n".utf8)
        }
        return out
    }
}
