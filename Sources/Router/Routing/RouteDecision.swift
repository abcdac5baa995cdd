/// What the registry decided for a payload, before anything is shown.
public enum RouteDecision: Sendable {
    /// Show this destination.
    case show(Destination)
    /// Show nothing, for this reason.
    case ignore(IgnoreReason)

    /// The destination, or `nil` when the payload is ignored.
    public var destination: Destination? {
        if case .show(let destination) = self { destination } else { nil }
    }
}

extension RouteDecision: CustomStringConvertible {
    /// `push PizzaDetail`, or `ignored (no jumper is registered for Pizza)`.
    public var description: String {
        switch self {
        case .show(let destination): destination.description
        case .ignore(let reason): "ignored (\(reason))"
        }
    }
}
