/// How much a saved-stack file holds, its entries and its JSON values, counted from its
/// bytes in one pass before anything is decoded: decoding takes memory many times the
/// size of the file (some 50 bytes per value), so a file holding more entries than
/// ``StackRestorer/maxEntries`` or more values than ``StackRestorer/maxValues`` is refused
/// from this count, with memory a few bytes per level of nesting besides the file.
///
/// The entries counted are the elements of the lists a saved stack keeps its entries in:
/// version 1's `stack` and `pending`'s `stack`; version 2's `stack` and `pending`'s `stack`
/// in each element of `tabs`. Keys match as the JSON decoder matches them, escapes decoded
/// (`"st\u0061ck"` is `stack`). A file whose `version` is not the number 1 or 2 (version 3
/// holds either shape) is counted both ways, and the larger count is kept. A key given twice is counted each time, so the
/// count is never below what decoding would find.
///
/// Every value counts once: each object, list, string, number, `true`, `false` and `null`,
/// keys not counted.
///
/// Counting stops at the first byte that is not JSON, or at a nesting deeper than
/// ``maxDepth``: the count is then of what came before (``isComplete`` is false), and
/// the decoder says what is wrong with the file, unless a count already exceeds its limit.
struct SavedStackSize {
    /// The entries counted.
    private(set) var entries = 0
    /// The JSON values counted.
    private(set) var values = 0
    /// Whether the whole file was read as JSON; false when counting stopped early.
    private(set) var isComplete = false

    /// Levels of nesting followed; deeper input stops the count (the decoder refuses
    /// deeper input too).
    static let maxDepth = 512

    /// What a JSON value is to a saved stack.
    private enum Role {
        /// The top-level object.
        case document
        /// A list of entries: each element is one (`version` 1 or 2).
        case entries(version: Int)
        /// What a guard held back: its `stack` is a list of entries.
        case pending(version: Int)
        /// Version 2's `tabs`: each element is a tab.
        case tabs
        /// One of version 2's tabs, with its `stack` and `pending`.
        case tab
        /// Anything else.
        case other
    }

    private struct Frame {
        let isObject: Bool
        let role: Role
    }

    /// Counts the entries and values of `bytes`.
    /// - Complexity: O(*n*) in the bytes; memory O(*d*) in the nesting depth read.
    init(_ bytes: [UInt8]) {
        var counts = [0, 0]
        var version: Int?
        var values = 0
        isComplete = bytes.withUnsafeBufferPointer { buffer in
            Self.scan(buffer, counts: &counts, values: &values, version: &version)
        }
        self.values = values
        switch version {
        case 1: entries = counts[0]
        case 2: entries = counts[1]
        default: entries = max(counts[0], counts[1])
        }
    }

    /// Walks the JSON in `bytes`, adding each entry to `counts` (index: version - 1) and each
    /// value to `values`, and noting the top-level `version` when it is 1 or 2. Returns
    /// whether it read all of it.
    private static func scan(
        _ bytes: UnsafeBufferPointer<UInt8>, counts: inout [Int], values: inout Int, version: inout Int?
    ) -> Bool {
        var index = 0
        // A UTF-8 byte order mark.
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { index = 3 }
        var frames: [Frame] = []
        // The role of the next value, when one is expected; `nil` after a value.
        var next: Role? = .document
        // Whether the next value is the top-level `version`.
        var isVersion = false

        while true {
            skipSpace(bytes, &index)
            if let role = next {
                // A value.
                guard index < bytes.count else { return false }
                let byte = bytes[index]
                let readsVersion = isVersion
                next = nil
                isVersion = false
                values += 1
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    guard frames.count < maxDepth else { return false }
                    index += 1
                    let isObject = byte == UInt8(ascii: "{")
                    frames.append(Frame(isObject: isObject, role: role))
                    skipSpace(bytes, &index)
                    let closing = isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")
                    if index < bytes.count, bytes[index] == closing {
                        index += 1
                        frames.removeLast()
                    } else if isObject {
                        guard readKey(bytes, &index, frames: frames, next: &next, isVersion: &isVersion) else { return false }
                        continue
                    } else {
                        next = elementRole(of: role, counts: &counts)
                        continue
                    }
                case UInt8(ascii: "\""):
                    guard skipString(bytes, &index) else { return false }
                default:
                    let start = index
                    while index < bytes.count, isScalarByte(bytes[index]) { index += 1 }
                    guard index > start else { return false }
                    if readsVersion, index - start == 1, bytes[start] == UInt8(ascii: "1") || bytes[start] == UInt8(ascii: "2") {
                        version = Int(bytes[start] - UInt8(ascii: "0"))
                    }
                }
                if frames.isEmpty {
                    skipSpace(bytes, &index)
                    return index == bytes.count
                }
                continue
            }
            // After a value inside a container: a comma or the container's end.
            guard index < bytes.count, let frame = frames.last else { return false }
            switch bytes[index] {
            case UInt8(ascii: ","):
                index += 1
                if frame.isObject {
                    skipSpace(bytes, &index)
                    guard readKey(bytes, &index, frames: frames, next: &next, isVersion: &isVersion) else { return false }
                } else {
                    next = elementRole(of: frame.role, counts: &counts)
                }
            case UInt8(ascii: "}") where frame.isObject, UInt8(ascii: "]") where !frame.isObject:
                index += 1
                frames.removeLast()
                if frames.isEmpty {
                    skipSpace(bytes, &index)
                    return index == bytes.count
                }
            default:
                return false
            }
        }
    }

    /// The role of an element of a list whose role is `role`, counting it when it is an entry.
    private static func elementRole(of role: Role, counts: inout [Int]) -> Role {
        switch role {
        case .entries(let version):
            counts[version - 1] += 1
            return .other
        case .tabs: return .tab
        case .document, .pending, .tab, .other: return .other
        }
    }

    /// Reads a key and its colon at `index`, setting the role of its value in `next`.
    private static func readKey(
        _ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int, frames: [Frame], next: inout Role?, isVersion: inout Bool
    ) -> Bool {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let frame = frames.last else { return false }
        let start = index
        guard skipString(bytes, &index) else { return false }
        // The keys that matter are short ASCII words: a longer key is none of them.
        let key = index - start <= 64 ? unescaped(bytes[(start + 1)..<(index - 1)]) : nil
        skipSpace(bytes, &index)
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
        index += 1
        // The keys are the model's own (`SavedStack.CodingKeys`): one spelling of the format.
        typealias Key = SavedStack.CodingKeys
        switch (frame.role, key.flatMap(Key.init(rawValue:))) {
        case (.document, .version?):
            isVersion = true
            next = .other
        case (.document, .stack?): next = .entries(version: 1)
        case (.document, .pending?): next = .pending(version: 1)
        case (.document, .tabs?): next = .tabs
        case (.pending(let version), .stack?): next = .entries(version: version)
        case (.tab, .stack?): next = .entries(version: 2)
        case (.tab, .pending?): next = .pending(version: 2)
        default: next = .other
        }
        return true
    }

    /// Moves `index` past JSON whitespace.
    private static func skipSpace(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    /// Moves `index` past the string starting at it (at its opening quote).
    private static func skipString(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> Bool {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                return true
            case UInt8(ascii: "\\"): index += 2
            default: index += 1
            }
        }
        return false
    }

    /// The text of a string's bytes between its quotes with its escapes decoded, or `nil`
    /// when it holds anything but ASCII.
    private static func unescaped(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        var scalars = String.UnicodeScalarView()
        var index = bytes.startIndex
        while index < bytes.endIndex {
            var byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: "\\") {
                guard index < bytes.endIndex else { return nil }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "u"):
                    guard index + 4 <= bytes.endIndex, let value = UInt8(hex: bytes[index..<(index + 4)]) else { return nil }
                    index += 4
                    byte = value
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): byte = escape
                default: return nil
                }
            }
            guard byte < 0x80 else { return nil }
            scalars.append(Unicode.Scalar(byte))
        }
        return String(scalars)
    }

    /// Whether `byte` may be part of a number, `true`, `false` or `null`.
    private static func isScalarByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            true
        default: false
        }
    }
}

extension UInt8 {
    /// The ASCII character of four hexadecimal digits (`0041`), or `nil` when they are not
    /// four hexadecimal digits of a value below 128.
    fileprivate init?(hex digits: Slice<UnsafeBufferPointer<UInt8>>) {
        var value = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value * 16 + Int(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value * 16 + Int(digit - UInt8(ascii: "a")) + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value * 16 + Int(digit - UInt8(ascii: "A")) + 10
            default: return nil
            }
        }
        guard value < 0x80 else { return nil }
        self = UInt8(value)
    }
}
