/// What routing a payload did.
public enum RouteOutcome: Hashable, Sendable {
    /// The named screen was pushed.
    case pushed(String)
    /// The named screen was presented modally.
    case presented(String)
    /// Nothing was shown, for this reason.
    case ignored(IgnoreReason)

    /// The name of the screen shown, or `nil` when the payload was ignored.
    public var screen: String? {
        switch self {
        case .pushed(let name), .presented(let name): name
        case .ignored: nil
        }
    }
}

extension RouteOutcome: CustomStringConvertible {
    /// `push PizzaDetail`, `present About`, or `ignored (the payload is nil)`.
    public var description: String {
        switch self {
        case .pushed(let name): "push \(name)"
        case .presented(let name): "present \(name)"
        case .ignored(let reason): "ignored (\(reason))"
        }
    }
}
