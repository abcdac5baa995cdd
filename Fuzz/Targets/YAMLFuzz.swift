// libFuzzer target: the YAML-subset parser (Sources/RouterYAML).
//
// Contract checked for every input:
//  1. `YAMLParser().parse(bytes:)` returns (a tree or nil) or throws a `YAMLError` whose
//     line and column are >= 1 and lie inside the input (line <= number of lines,
//     column <= characters on that line + 1).
//  2. Every node of a returned tree has line and column >= 1.
//  3. `tree.jsonText` is valid RFC 8259 JSON (checked by a small strict validator below),
//     except for the documented non-finite tokens `NaN`, `Infinity`, `-Infinity`.
//  4. Round trip: `tree.jsonText` parsed by the same parser gives a tree whose
//     `jsonText` is byte-for-byte the same text.
//
// Trees excluded from 3 or 4 (counted, never silently): see `RoundTripExclusion`.
// The two findings of Fuzz/Findings/yaml are fixed: characters YAML forbids raw are
// escaped (always checked now), and keys of equal text are reported by
// `YAMLNode.keysWithEqualText` (checked below; only the round trip is skipped for them).
import Glibc

public func yamlFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    YAMLFuzz.check(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

enum RoundTripExclusion: String {
    /// A plain `.inf`, `-.inf` or `.nan`: jsonText writes `Infinity`/`-Infinity`/`NaN`
    /// (documented), which are not JSON and which the YAML parser reads back as the
    /// strings "Infinity"/"NaN". Inherent to JSON: always excluded.
    case nonFinite
    /// A mapping with two keys of the same text but different core-schema types
    /// (`1` and `"1"`, `null` and `"null"`, `true` and `'true'`): YAML keeps both, the
    /// JSON object gets the same name twice (valid JSON, checked) and re-parsing it as
    /// YAML reports a duplicate key. Inherent to JSON's text-only names and documented on
    /// `jsonText`; finding yaml-2 made `keysWithEqualText` report them, which is checked
    /// instead of the round trip.
    case keysWithEqualText
}

enum YAMLFuzz {
    static let target = "yaml"
    static func check(_ bytes: [UInt8]) {
        let tree: YAMLNode?
        do {
            tree = try YAMLParser().parse(bytes: bytes)
        } catch {
            checkErrorPosition(error, bytes)
            _ = error.description
            fuzzStat("error \(caseName(error.kind))")
            return
        }
        guard let tree else {
            fuzzStat("empty stream")
            return
        }
        checkNodePositions(tree, bytes)
        let json = tree.jsonText

        let exclusions = exclusions(of: tree)
        if exclusions.contains(.nonFinite) {
            fuzzStat("tree, round trip excluded: \(exclusions.map(\.rawValue).sorted().joined(separator: ","))")
            return
        }

        let jsonBytes = Array(json.utf8)
        if let problem = JSONValidator.problem(in: jsonBytes) {
            fuzzFail(target, "jsonText is not valid JSON (\(problem)):\n\(shown(json))", input: bytes)
        }
        fuzzCheck(
            !hasRawDisallowed(json), target, input: bytes,
            "jsonText holds a character YAML forbids raw (finding yaml-1): \(shown(json))")
        let reported = tree.keysWithEqualText != nil
        fuzzCheck(
            reported == exclusions.contains(.keysWithEqualText), target, input: bytes,
            "keysWithEqualText \(reported ? "reports" : "misses") keys of equal text "
                + "(the target finds \(exclusions.contains(.keysWithEqualText) ? "some" : "none"))")
        if exclusions.contains(.keysWithEqualText) {
            fuzzStat("tree, keys of equal text reported, round trip excluded")
            return
        }
        let again: YAMLNode?
        do {
            again = try YAMLParser().parse(bytes: jsonBytes)
        } catch {
            fuzzFail(target, "jsonText does not parse back as YAML: \(error)\njsonText: \(shown(json))", input: bytes)
        }
        guard let again else {
            fuzzFail(target, "jsonText parses back as an empty stream\njsonText: \(shown(json))", input: bytes)
        }
        let json2 = again.jsonText
        if json2 != json {
            fuzzFail(target, "round trip changed the JSON:\nfirst:  \(shown(json))\nsecond: \(shown(json2))", input: bytes)
        }
        fuzzStat("tree, round trip checked")
    }

    /// Text with non-ASCII and control bytes escaped, for messages.
    static func shown(_ text: String) -> String { printable(text.utf8.prefix(2048)) }

    /// A thrown error must point into the input.
    static func checkErrorPosition(_ error: YAMLError, _ bytes: [UInt8]) {
        fuzzCheck(
            error.line >= 1 && error.column >= 1, target, input: bytes,
            "error position below 1: \(error.line):\(error.column) (\(error))")
        let lines = splitLines(bytes, loneCR: true)
        fuzzCheck(
            error.line <= lines.count, target, input: bytes,
            "error line \(error.line) is past the last line (\(lines.count)): \(error)")
        let lineBytes = lines[error.line - 1]
        fuzzCheck(
            error.column <= scalarCountBound(lineBytes) + 1, target, input: bytes,
            "error column \(error.column) is past the end of line \(error.line) "
                + "(\(scalarCountBound(lineBytes)) characters): \(error)")
    }

    static func checkNodePositions(_ tree: YAMLNode, _ bytes: [UInt8]) {
        var pending = [tree]
        while let node = pending.popLast() {
            fuzzCheck(
                node.line >= 1 && node.column >= 1, target, input: bytes,
                "node at \(node.line):\(node.column) has a position below 1")
            switch node.kind {
            case .scalar: break
            case .sequence(let items): pending.append(contentsOf: items)
            case .mapping(let entries):
                for entry in entries {
                    fuzzCheck(
                        entry.key.scalar != nil, target, input: bytes,
                        "a mapping key at \(entry.key.line):\(entry.key.column) is not a scalar")
                    pending.append(entry.key)
                    pending.append(entry.value)
                }
            }
        }
    }

    static func exclusions(of tree: YAMLNode) -> Set<RoundTripExclusion> {
        var found: Set<RoundTripExclusion> = []
        var pending = [tree]
        while let node = pending.popLast() {
            switch node.kind {
            case .scalar(let scalar):
                if scalar.style == .plain {
                    switch scalar.coreValue {
                    case .float(let value) where !value.isFinite: found.insert(.nonFinite)
                    default: break
                    }
                }
            case .sequence(let items):
                pending.append(contentsOf: items)
            case .mapping(let entries):
                var texts: Set<String> = []
                for entry in entries {
                    let text = entry.key.scalar?.text ?? ""
                    if !texts.insert(text).inserted { found.insert(.keysWithEqualText) }
                    pending.append(entry.value)
                }
            }
        }
        return found
    }

    /// Whether `text` holds a character YAML rejects raw, which `jsonText` must escape.
    static func hasRawDisallowed(_ text: String) -> Bool {
        text.unicodeScalars.contains { s in
            let v = s.value
            return v == 0x7F || (v >= 0x80 && v <= 0x9F && v != 0x85) || v == 0xFEFF || v == 0xFFFE || v == 0xFFFF
        }
    }
}

/// A strict RFC 8259 JSON validator (one value, no NaN/Infinity, no raw control
/// characters in strings, only the JSON escapes).
enum JSONValidator {
    static func problem(in bytes: [UInt8]) -> String? {
        var v = Cursor(b: bytes)
        do throws(Failure) {
            v.skipSpace()
            try v.value(depth: 0)
            v.skipSpace()
            if v.i != bytes.count { throw Failure("trailing content at byte \(v.i)") }
            return nil
        } catch {
            return error.message
        }
    }

    struct Failure: Error {
        let message: String
        init(_ m: String) { message = m }
    }

    struct Cursor {
        let b: [UInt8]
        var i = 0
        var c: UInt8 { i < b.count ? b[i] : 0 }

        mutating func skipSpace() {
            while i < b.count, [0x20, 0x09, 0x0A, 0x0D].contains(b[i]) { i += 1 }
        }

        mutating func expect(_ ch: UInt8) throws(Failure) {
            guard c == ch else { throw Failure("expected '\(Unicode.Scalar(ch))' at byte \(i)") }
            i += 1
        }

        mutating func value(depth: Int) throws(Failure) {
            guard depth < 10_000 else { throw Failure("too deep") }
            switch c {
            case UInt8(ascii: "{"):
                i += 1
                skipSpace()
                if c == UInt8(ascii: "}") {
                    i += 1
                    return
                }
                while true {
                    skipSpace()
                    try string()
                    skipSpace()
                    try expect(UInt8(ascii: ":"))
                    skipSpace()
                    try value(depth: depth + 1)
                    skipSpace()
                    if c == UInt8(ascii: ",") {
                        i += 1
                        continue
                    }
                    try expect(UInt8(ascii: "}"))
                    return
                }
            case UInt8(ascii: "["):
                i += 1
                skipSpace()
                if c == UInt8(ascii: "]") {
                    i += 1
                    return
                }
                while true {
                    skipSpace()
                    try value(depth: depth + 1)
                    skipSpace()
                    if c == UInt8(ascii: ",") {
                        i += 1
                        continue
                    }
                    try expect(UInt8(ascii: "]"))
                    return
                }
            case UInt8(ascii: "\""):
                try string()
            case UInt8(ascii: "t"): try literal("true")
            case UInt8(ascii: "f"): try literal("false")
            case UInt8(ascii: "n"): try literal("null")
            default: try number()
            }
        }

        mutating func literal(_ word: String) throws(Failure) {
            for ch in word.utf8 { try expect(ch) }
        }

        mutating func string() throws(Failure) {
            try expect(UInt8(ascii: "\""))
            while true {
                guard i < b.count else { throw Failure("unterminated string") }
                let ch = b[i]
                if ch == UInt8(ascii: "\"") {
                    i += 1
                    return
                }
                if ch < 0x20 { throw Failure("raw control character 0x\(hex([ch])) in a string at byte \(i)") }
                if ch == UInt8(ascii: "\\") {
                    i += 1
                    switch c {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
                        UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                        i += 1
                    case UInt8(ascii: "u"):
                        i += 1
                        for _ in 0..<4 {
                            guard c.isHexDigit else { throw Failure("bad \\u escape at byte \(i)") }
                            i += 1
                        }
                    default:
                        throw Failure("bad escape at byte \(i)")
                    }
                    continue
                }
                i += 1
            }
        }

        mutating func number() throws(Failure) {
            let start = i
            if c == UInt8(ascii: "-") { i += 1 }
            if c == UInt8(ascii: "0") {
                i += 1
            } else if c >= UInt8(ascii: "1") && c <= UInt8(ascii: "9") {
                while c.isDigit { i += 1 }
            } else {
                throw Failure("invalid value at byte \(start)")
            }
            if c == UInt8(ascii: ".") {
                i += 1
                guard c.isDigit else { throw Failure("digit expected after '.' at byte \(i)") }
                while c.isDigit { i += 1 }
            }
            if c == UInt8(ascii: "e") || c == UInt8(ascii: "E") {
                i += 1
                if c == UInt8(ascii: "+") || c == UInt8(ascii: "-") { i += 1 }
                guard c.isDigit else { throw Failure("digit expected in exponent at byte \(i)") }
                while c.isDigit { i += 1 }
            }
        }
    }
}
