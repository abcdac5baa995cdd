/// JSON string literals, escaped: one writer for every JSON the library prints.
package enum JSONText {
    /// `text` as a JSON string literal.
    package static func string(_ text: String) -> String {
        var out: [UInt8] = []
        append(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `text` to `out` as a JSON string literal: quotes and backslashes escaped, and
    /// every character a YAML stream or a terminal must not receive raw written as `\uXXXX`
    /// (C0 and C1 controls, DEL, U+2028/U+2029, the byte order mark and the non-characters
    /// U+FFFE/U+FFFF), so the text parses back with `YAMLParser` (RouterYAML) and prints
    /// safely.
    package static func append(_ text: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        for scalar in text.unicodeScalars { appendEscaping(scalar, to: &out) }
        out.append(UInt8(ascii: "\""))
    }

    /// ``append(_:to:)`` for UTF-8 bytes that are not a `String` (a YAML scalar still in
    /// its file's bytes): the same escapes; a byte sequence that is not UTF-8 is written as
    /// U+FFFD, as `String(decoding:as:)` would make it.
    package static func append(utf8 bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): appendEscaping(scalar, to: &out)
            case .emptyInput: break decoding
            case .error: appendEscaping("\u{FFFD}", to: &out)
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// One character of a JSON string: escaped when JSON or a terminal needs it.
    private static func appendEscaping(_ scalar: Unicode.Scalar, to out: inout [UInt8]) {
        switch scalar.value {
        case 0x22: out.append(contentsOf: "\\\"".utf8)
        case 0x5C: out.append(contentsOf: "\\\\".utf8)
        case 0x0A: out.append(contentsOf: "\\n".utf8)
        case 0x0D: out.append(contentsOf: "\\r".utf8)
        case 0x09: out.append(contentsOf: "\\t".utf8)
        case 0x08: out.append(contentsOf: "\\b".utf8)
        case 0x0C: out.append(contentsOf: "\\f".utf8)
        case 0x20..<0x7F:
            out.append(UInt8(scalar.value))
        case 0..<0x20, 0x7F...0x9F, 0x2028, 0x2029, 0xFEFF, 0xFFFE, 0xFFFF:
            appendEscaped(scalar.value, to: &out)
        default:
            out.append(contentsOf: scalar.utf8)
        }
    }

    /// Appends `\uXXXX` (lowercase hex) for a scalar of the Basic Multilingual Plane.
    private static func appendEscaped(_ value: UInt32, to out: inout [UInt8]) {
        let hex = Array("0123456789abcdef".utf8)
        out.append(contentsOf: "\\u".utf8)
        for shift in stride(from: 12, through: 0, by: -4) {
            out.append(hex[Int((value >> UInt32(shift)) & 0xF)])
        }
    }
}
