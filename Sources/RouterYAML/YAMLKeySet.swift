import RouterText

/// The keys of one mapping seen so far, for duplicate detection. Keys are
/// compared by their resolved value like YAML does: plain scalars by their
/// core-schema value (`1`, `01` and `0x1` are the same key; `null` and `~`
/// too), quoted scalars as strings (`"1"` differs from `1`). Strings are
/// compared by their Unicode scalars (``ExactText``), not by canonical
/// equivalence: `café` precomposed and decomposed are two keys, as in YAML.
struct YAMLKeySet {
    /// The identity of a key: its tag and canonical value.
    enum Identity: Hashable {
        case null
        case bool(Bool)
        case integer(String)
        case float(UInt64)
        case string(ExactText)
    }

    /// The first four keys whose identity is a string, in place: most mappings have no
    /// more, and no other keys. Comparing them with `isScalarEqual` (by bits for short
    /// strings) and keeping them without an array saves each mapping an allocation and
    /// each key an `Identity` and its copies; the fast path in ``stringKey(_:style:)``
    /// spares most keys resolving their scalar.
    private var string0 = ""
    private var string1 = ""
    private var string2 = ""
    private var string3 = ""
    /// How many of `string0`...`string3` hold keys. Strings go to `few` only when all four
    /// do, so a string key is looked for in place and, once they are full, in `few`.
    private var stringCount = 0
    private var few: [Identity] = []
    private var many: Set<Identity> = []

    /// Adds `key`; returns `false` when an equal key was added before.
    mutating func insert(_ text: String, style: YAMLScalar.Style) -> Bool {
        if let text = Self.stringKey(text, style: style) { return insertString(text) }
        let identity = Self.identity(text, style: style)
        // A string key found by resolving (`name`, `true1`) goes in place like the others.
        if case .string(let exact) = identity { return insertString(exact.text) }
        return insertElsewhere(identity)
    }

    /// Adds a key whose identity is the string `text`.
    private mutating func insertString(_ text: String) -> Bool {
        if stringCount > 0 && string0.isScalarEqual(to: text) { return false }
        if stringCount > 1 && string1.isScalarEqual(to: text) { return false }
        if stringCount > 2 && string2.isScalarEqual(to: text) { return false }
        if stringCount > 3 && string3.isScalarEqual(to: text) { return false }
        switch stringCount {
        case 0: string0 = text
        case 1: string1 = text
        case 2: string2 = text
        case 3: string3 = text
        default: return insertElsewhere(.string(ExactText(text)))
        }
        stringCount += 1
        return true
    }

    /// Adds a key that is not kept in place.
    private mutating func insertElsewhere(_ identity: Identity) -> Bool {
        if few.count < 16 {
            if few.contains(identity) { return false }
            // Room for eight keys at once: growing one key at a time reallocated on nearly
            // every insert, an allocation and a copy per key. The set lives only while its
            // mapping is parsed.
            if few.isEmpty { few.reserveCapacity(8) }
            few.append(identity)
            if few.count == 16 { many = Set(few) }
            return true
        }
        return many.insert(identity).inserted
    }

    /// The text of `key` when its identity is a string that can be told without
    /// resolving it: a quoted scalar, or a plain one whose first byte is an ASCII letter
    /// that starts no null, bool, integer or float of the core schema (all of those start
    /// with `n`, `N`, `t`, `T`, `f`, `F`, `~`, `.`, `+`, `-` or a digit, or are empty).
    /// `nil` for every other key (they go through ``identity(of:)``).
    static func stringKey(_ text: String, style: YAMLScalar.Style) -> String? {
        guard style == .plain else { return text }
        guard let first = text.utf8.first else { return nil }
        let lower = first | 0x20
        guard lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") else { return nil }
        switch lower {
        case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "f"): return nil
        default: return text
        }
    }

    static func identity(_ text: String, style: YAMLScalar.Style) -> Identity {
        guard style == .plain else { return .string(ExactText(text)) }
        switch CoreSchema.resolve(text) {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .integer(let negative, let radix, let digits):
            return .integer(CoreSchema.decimalText(negative: negative, radix: radix, digits: digits))
        case .float(let json): return float(Double(json) ?? .nan)
        case .infinity(let negative): return float(negative ? -.infinity : .infinity)
        case .nan: return float(.nan)
        case .string: return .string(ExactText(text))
        }
    }

    private static func float(_ value: Double) -> Identity {
        if value.isNaN { return .float(Double.nan.bitPattern) }
        return .float(value == 0 ? 0 : value.bitPattern)
    }
}
