/// JSON string literals, escaped: one writer for every JSON the library prints.
enum JSONText {
    /// `text` as a JSON string literal.
    static func string(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` to `out` as a JSON string literal: quotes, backslashes and control
    /// characters escaped, everything else as UTF-8.
    static func append(_ text: String, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(UInt8(ascii: "\""))
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "\""): out.append(contentsOf: "\\\"".utf8)
            case UInt8(ascii: "\\"): out.append(contentsOf: "\\\\".utf8)
            case 0x0A: out.append(contentsOf: "\\n".utf8)
            case 0x0D: out.append(contentsOf: "\\r".utf8)
            case 0x09: out.append(contentsOf: "\\t".utf8)
            case 0x08: out.append(contentsOf: "\\b".utf8)
            case 0x0C: out.append(contentsOf: "\\f".utf8)
            case 0..<0x20:
                out.append(contentsOf: "\\u00".utf8)
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0x0F)])
            default:
                out.append(b)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
