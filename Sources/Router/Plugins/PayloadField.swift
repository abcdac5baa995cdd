/// A field of a payload type that a routes file can match on (`when: {type: A}`).
///
/// The field reads its value from a payload as text; a route matches when the text equals
/// the value the file gives. When ``knownValues`` is set, the routes file may only name
/// those values, and a typo is reported with the closest one.
public struct PayloadField<Payload>: Sendable {
    /// The field's name in the routes file, e.g. `type`.
    public let name: String
    /// Every value the field can have, when it is a closed set (an enum's cases);
    /// `nil` when any text may appear.
    public let knownValues: [String]?
    let value: @Sendable (Payload) -> String

    /// Creates a field.
    /// - Parameters:
    ///   - name: The field's name in the routes file.
    ///   - knownValues: The closed set of values, or `nil` for open text.
    ///   - value: Reads the field from a payload, as the text a routes file compares.
    public init(
        _ name: String, knownValues: [String]? = nil,
        value: @escaping @Sendable (Payload) -> String
    ) {
        self.name = name
        self.knownValues = knownValues
        self.value = value
    }
}
