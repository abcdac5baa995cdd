/// The type field of a ``TypedModel``: A, B, C, or any other value, which the
/// app has no screen for. A raw `Int`, so an unknown value from a server can be held.
public struct ModelType: RawRepresentable, Hashable, Sendable, Codable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    public static let a = ModelType(rawValue: 0)
    public static let b = ModelType(rawValue: 1)
    public static let c = ModelType(rawValue: 2)
}
