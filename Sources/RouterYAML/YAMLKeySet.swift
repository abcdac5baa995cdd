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

    private var few: [Identity] = []
    private var many: Set<Identity> = []

    /// Adds `key`; returns `false` when an equal key was added before.
    mutating func insert(_ key: YAMLNode) -> Bool {
        let identity = Self.identity(of: key)
        if few.count < 16 {
            if few.contains(identity) { return false }
            // Room for eight keys at once: growing one key at a time reallocated on nearly
            // every insert (~250 instructions a key). The set lives only while its mapping
            // is parsed.
            if few.isEmpty { few.reserveCapacity(8) }
            few.append(identity)
            if few.count == 16 { many = Set(few) }
            return true
        }
        return many.insert(identity).inserted
    }

    static func identity(of key: YAMLNode) -> Identity {
        guard case .scalar(let scalar) = key.kind else { return .string(ExactText("")) }
        guard scalar.style == .plain else { return .string(ExactText(scalar.text)) }
        switch CoreSchema.resolve(scalar.text) {
        case .null: return .null
        case .bool(let value): return .bool(value)
        case .integer(let negative, let radix, let digits):
            return .integer(CoreSchema.decimalText(negative: negative, radix: radix, digits: digits))
        case .float(let json): return float(Double(json) ?? .nan)
        case .infinity(let negative): return float(negative ? -.infinity : .infinity)
        case .nan: return float(.nan)
        case .string: return .string(ExactText(scalar.text))
        }
    }

    private static func float(_ value: Double) -> Identity {
        if value.isNaN { return .float(Double.nan.bitPattern) }
        return .float(value == 0 ? 0 : value.bitPattern)
    }
}
