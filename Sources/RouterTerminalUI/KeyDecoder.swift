/// Turns the bytes a terminal sends into ``Key``s: pure, so tests feed it bytes.
///
/// Understood: printable UTF-8 text, CR and LF (Enter), DEL and Ctrl-H (Backspace), Tab,
/// other control bytes (Ctrl-letter), a lone ESC (Escape), and the cursor and editing keys
/// as xterm sends them in both cursor modes (`ESC [ A`, `ESC O A`, `ESC [ 1 ~`, `ESC [ H`,
/// `ESC [ 5 ~`, `ESC [ Z` for Shift-Tab…), and a click as a terminal reports it in its SGR
/// mouse mode (`ESC [ < 0 ; COLUMN ; ROW M`, from 1; other buttons, drags and releases are
/// ``Key/unknown``). An escape sequence it does not know is one
/// ``Key/unknown``; bytes that are not UTF-8 are skipped. A sequence cut at the end of the
/// bytes given is kept until the next bytes complete it, except a lone ESC, which is
/// Escape.
public struct KeyDecoder: Sendable {
    private var pending: [UInt8] = []

    /// A decoder with nothing pending.
    public init() {}

    /// The keys in `bytes`, after what was pending.
    public mutating func keys(from bytes: [UInt8]) -> [Key] {
        let input = pending + bytes
        pending = []
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            let byte = input[index]
            switch byte {
            case 0x1B:
                guard index + 1 < input.count else {
                    keys.append(.escape)
                    index += 1
                    continue
                }
                guard let (key, length) = Self.sequence(input[(index + 1)...]) else {
                    pending = Array(input[index...])
                    return keys
                }
                keys.append(key)
                index += 1 + length
            case 0x0D, 0x0A:
                keys.append(.enter)
                index += 1
            case 0x7F, 0x08:
                keys.append(.backspace)
                index += 1
            case 0x09:
                keys.append(.tab)
                index += 1
            case 0x00..<0x20:
                keys.append(.control(Character(Unicode.Scalar(byte + 0x60))))
                index += 1
            default:
                let length = Self.utf8Length(byte)
                guard length > 0 else {
                    index += 1
                    continue
                }
                guard index + length <= input.count else {
                    pending = Array(input[index...])
                    return keys
                }
                if let text = String(validating: input[index..<(index + length)], as: UTF8.self), let character = text.first {
                    keys.append(.character(character))
                }
                index += length
            }
        }
        return keys
    }

    /// The key an escape sequence names and how many bytes after the ESC it takes; `nil`
    /// when the bytes end before it does. ESC and another character is that character's key
    /// (Alt-key): ESC alone then.
    private static func sequence(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        let introducer = bytes[start]
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return (.escape, 0) }
        var index = start + 1
        while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) { index += 1 }
        guard index < bytes.endIndex else { return nil }
        let parameters = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        let final = Character(Unicode.Scalar(bytes[index]))
        let length = index - start + 1
        let key: Key =
            switch (final, parameters) {
            case ("A", _): .up
            case ("B", _): .down
            case ("C", _): .right
            case ("D", _): .left
            case ("H", _), ("~", "1"), ("~", "7"): .home
            case ("F", _), ("~", "4"), ("~", "8"): .end
            case ("~", "5"): .pageUp
            case ("~", "6"): .pageDown
            case ("Z", _): .backTab
            case ("M", _) where parameters.hasPrefix("<"): click(parameters.dropFirst())
            default: .unknown
            }
        return (key, length)
    }

    /// The click an SGR mouse report's parameters (`BUTTON;COLUMN;ROW`) name: a press of the
    /// first button without a modifier or a drag on a cell within a sane range, else
    /// ``Key/unknown``.
    private static func click(_ parameters: Substring) -> Key {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3, fields[0] == "0", let column = Int(fields[1]), let row = Int(fields[2]),
            (1...9_999).contains(column), (1...9_999).contains(row)
        else { return .unknown }
        return .click(row: row - 1, column: column - 1)
    }

    /// How many bytes a UTF-8 sequence starting with `byte` takes; 0 for a byte no
    /// sequence starts with.
    private static func utf8Length(_ byte: UInt8) -> Int {
        switch byte {
        case 0x20..<0x80: 1
        case 0xC2..<0xE0: 2
        case 0xE0..<0xF0: 3
        case 0xF0..<0xF5: 4
        default: 0
        }
    }
}
