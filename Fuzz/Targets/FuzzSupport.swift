// Shared helpers for the libFuzzer targets in Fuzz/Targets. Compiled into every target
// together with the library modules' sources (one module named Router, see Fuzz/run), never into the package.
import Glibc

/// Reports a contract violation and aborts, so libFuzzer saves the input as a crash.
func fuzzFail(_ target: String, _ message: String, input: [UInt8]) -> Never {
    var text = "\n==FUZZ CONTRACT VIOLATION (\(target))==\n\(message)\n"
    let shown = input.prefix(512)
    text += "input: \(input.count) bytes: \(hex(shown))\(input.count > 512 ? " ..." : "")\n"
    text += "as text: \(printable(shown))\n"
    writeStandardError(text)
    abort()
}

/// With FUZZ_STATS=1 each input writes one `STAT <category>` line to standard error, so a
/// corpus can be summarised (run the binary on the corpus files, then `sort | uniq -c`).
let fuzzStatsEnabled: Bool = {
    guard let value = getenv("FUZZ_STATS") else { return false }
    return String(cString: value) == "1"
}()

func fuzzStat(_ category: @autoclosure () -> String) {
    if fuzzStatsEnabled { writeStandardError("STAT \(category())\n") }
}

/// The case name of an enum value (`unknownKey` for `.unknownKey("x", ...)`), for statistics.
func caseName(_ value: Any) -> String {
    Mirror(reflecting: value).children.first?.label ?? String(describing: value)
}

/// Checks `condition`; a violation aborts with `message`.
@inline(__always)
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ target: String, input: [UInt8], _ message: @autoclosure () -> String) {
    if !condition() { fuzzFail(target, message(), input: input) }
}

func writeStandardError(_ text: String) {
    var bytes = Array(text.utf8)
    bytes.withUnsafeMutableBytes { raw in
        var offset = 0
        while offset < raw.count {
            let written = write(2, raw.baseAddress! + offset, raw.count - offset)
            if written <= 0 { break }
            offset += written
        }
    }
}

func hex<C: Collection<UInt8>>(_ bytes: C) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    for b in bytes {
        out.append(digits[Int(b >> 4)])
        out.append(digits[Int(b & 0x0F)])
    }
    return String(decoding: out, as: UTF8.self)
}

/// The bytes as a Swift-like string literal body: printable ASCII as is, the rest escaped.
func printable<C: Collection<UInt8>>(_ bytes: C) -> String {
    var out = ""
    for b in bytes {
        switch b {
        case 0x0A: out += "\\n"
        case 0x0D: out += "\\r"
        case 0x09: out += "\\t"
        case UInt8(ascii: "\\"): out += "\\\\"
        case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(b))
        default: out += "\\x" + hex([b])
        }
    }
    return out
}

/// The lines of `bytes` as YAML and the flow parser count them: split at LF, CR LF and
/// (when `loneCR`) a lone CR. Each line without its break.
func splitLines(_ bytes: [UInt8], loneCR: Bool) -> [ArraySlice<UInt8>] {
    var lines: [ArraySlice<UInt8>] = []
    var start = 0
    var i = 0
    while i < bytes.count {
        if bytes[i] == 0x0A {
            lines.append(bytes[start..<i])
            i += 1
            start = i
        } else if loneCR && bytes[i] == 0x0D {
            lines.append(bytes[start..<i])
            i += (i + 1 < bytes.count && bytes[i + 1] == 0x0A) ? 2 : 1
            start = i
        } else {
            i += 1
        }
    }
    lines.append(bytes[start..<bytes.count])
    return lines
}

/// An upper bound of the number of Unicode scalars in `bytes` (bytes that are not UTF-8
/// continuation bytes).
func scalarCountBound(_ bytes: ArraySlice<UInt8>) -> Int {
    bytes.reduce(0) { $0 + ($1 & 0xC0 != 0x80 ? 1 : 0) }
}
