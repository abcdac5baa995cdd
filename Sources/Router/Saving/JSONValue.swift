/// Any JSON value, kept as it was read: a saved payload before it is decoded as its type,
/// as a payload migration (``SavedStackMigration/transformPayload(_:fromVersion:name:_:)``)
/// sees and rewrites it. Decoding one nests no deeper than the JSON decoder allows (it
/// refuses deeper input with an error).
public enum JSONValue: Codable, Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number that fits an `Int`.
    case integer(Int)
    /// A whole number above `Int.max` that fits a `UInt64` (read as such only above
    /// `Int.max`), so that an unsigned 64-bit field comes back as it was saved.
    case unsigned(UInt64)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// A list.
    case array([JSONValue])
    /// An object, by key.
    case object([String: JSONValue])

    /// Reads any JSON value.
    /// - Throws: The decoder's error when the input is not JSON or nests too deep.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(UInt64.self) {
            self = .unsigned(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Writes the value as it was read.
    /// - Throws: The encoder's error (a number that is not finite).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .unsigned(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}
