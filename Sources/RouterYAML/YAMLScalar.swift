/// The text of a scalar node and how it was written.
///
/// The text is the scalar's content after YAML processing: escapes decoded,
/// quotes removed, lines folded and block scalars chomped. The style lets a
/// consumer tell `"123"` (a string) from `123` (a plain scalar that resolves
/// to a number); see ``coreValue``.
public struct YAMLScalar: Sendable, Equatable, Hashable {
    /// How a scalar was written.
    public enum Style: Sendable, Equatable, Hashable, CaseIterable {
        /// Unquoted (`value`); also used for empty values.
        case plain
        /// `'value'`.
        case singleQuoted
        /// `"value"`.
        case doubleQuoted
        /// A literal block scalar (`|`).
        case literal
        /// A folded block scalar (`>`).
        case folded
    }

    /// The content of the scalar.
    public var text: String
    /// How the scalar was written.
    public var style: Style

    /// Creates a scalar; no validation is done.
    public init(_ text: String, style: Style) {
        self.text = text
        self.style = style
    }
}
