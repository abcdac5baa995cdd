/// What the Kitchen row of the kitchen app's home emits: the kitchen's board, whose orders
/// load from the kitchen before it is shown.
public struct KitchenEntry: Hashable, Sendable, Codable {
    /// The Kitchen row's payload.
    public init() {}
}
