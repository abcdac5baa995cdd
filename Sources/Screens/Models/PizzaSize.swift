/// The size of an ordered pizza, chosen on the size picker: the demo's typed result.
public enum PizzaSize: String, Hashable, Sendable, Codable, CaseIterable, CustomStringConvertible {
    case small, medium, large

    /// `Small`, `Medium` or `Large`: the picker's row titles, and the text the log shows
    /// when the picker returns a size (`pop SizePicker -> Large`).
    public var description: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
