/// The payload of the order form's size row: opens the size picker, which returns a
/// ``PizzaSize``.
public struct SizeChoice: Hashable, Sendable, Codable {
    /// The size chosen so far, marked on the picker.
    public let current: PizzaSize

    public init(current: PizzaSize = .medium) {
        self.current = current
    }
}
