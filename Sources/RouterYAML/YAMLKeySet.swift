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

    /// The first four keys whose identity is a string, in place, as their entries in the
    /// tree: most mappings have no more, and no other keys. Comparing them as bytes where
    /// they lie in the input and keeping them without an array saves each mapping an
    /// allocation and each such key a `String`; the fast path in ``isStringKey(_:in:decoded:)``
    /// spares most keys resolving their scalar.
    private var string0 = YAMLTreeEntry.empty(at: 0)
    private var string1 = YAMLTreeEntry.empty(at: 0)
    private var string2 = YAMLTreeEntry.empty(at: 0)
    private var string3 = YAMLTreeEntry.empty(at: 0)
    /// How many of `string0`...`string3` hold keys. Strings go to `few` only when all four
    /// do, so a string key is looked for in place and, once they are full, in `few`.
    private var stringCount = 0
    private var few: [Identity] = []
    private var many: Set<Identity> = []

    /// Adds the scalar `key` (an entry of the tree being read from `input`, its decoded
    /// texts in `decoded`); returns `false` when an equal key was added before.
    mutating func insert(_ key: YAMLTreeEntry, in input: UnsafeBufferPointer<UInt8>, decoded: [String]) -> Bool {
        if Self.isStringKey(key, in: input, decoded: decoded) { return insertString(key, in: input, decoded: decoded) }
        let identity = Self.identity(key.text(in: input, decoded: decoded), style: key.style)
        // A string key found by resolving (`name`, `true1`) goes in place like the others.
        if case .string = identity { return insertString(key, in: input, decoded: decoded) }
        return insertElsewhere(identity)
    }

    private mutating func insertString(_ key: YAMLTreeEntry, in input: UnsafeBufferPointer<UInt8>, decoded: [String]) -> Bool {
        func isKey(_ slot: YAMLTreeEntry) -> Bool { slot.hasSameText(as: key, in: input, decoded: decoded) }
        if stringCount > 0 && isKey(string0) { return false }
        if stringCount > 1 && isKey(string1) { return false }
        if stringCount > 2 && isKey(string2) { return false }
        if stringCount > 3 && isKey(string3) { return false }
        switch stringCount {
        case 0: string0 = key
        case 1: string1 = key
        case 2: string2 = key
        case 3: string3 = key
        default: return insertElsewhere(.string(ExactText(key.text(in: input, decoded: decoded))))
        }
        stringCount += 1
        return true
    }

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

    /// Whether the scalar `key`'s identity is a string that can be told without resolving
    /// it: a quoted scalar, or a plain one whose first byte is an ASCII letter that starts
    /// no null, bool, integer or float of the core schema (all of those start with `n`,
    /// `N`, `t`, `T`, `f`, `F`, `~`, `.`, `+`, `-` or a digit, or are empty). Every other
    /// key goes through ``identity(_:style:)``.
    static func isStringKey(_ key: YAMLTreeEntry, in input: UnsafeBufferPointer<UInt8>, decoded: [String]) -> Bool {
        guard key.style == .plain else { return true }
        guard let first = key.withText(in: input, decoded: decoded, { $0.first }) else { return false }
        let lower = first | 0x20
        guard lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") else { return false }
        switch lower {
        case UInt8(ascii: "n"), UInt8(ascii: "t"), UInt8(ascii: "f"): return false
        default: return true
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
