/// What the registry decided for a payload, before anything is shown.
public enum RouteDecision: Sendable {
    /// Show this destination.
    case show(Destination)
    /// Show nothing, for this reason.
    case ignore(IgnoreReason)

    /// Why nothing is shown, or `nil` when a destination is.
    public var ignoreReason: IgnoreReason? {
        if case .ignore(let reason) = self { reason } else { nil }
    }

    /// The destination, or `nil` when the payload is ignored.
    public var destination: Destination? {
        if case .show(let destination) = self { destination } else { nil }
    }

    /// The decision as the router carries it out: a destination that names a registered
    /// screen (``Destination/push(registered:payload:requires:)``) gets that screen's
    /// factory, or is ignored as ``IgnoreReason/unregisteredScreen(_:)`` when `registry` has
    /// none for its payload; and any destination requires what the one requirement rule
    /// says (``JumperRegistry/requirement(of:)``), or is ignored as
    /// ``IgnoreReason/conflictingRequirements(screen:_:)`` when that rule finds a conflict.
    /// An ignored payload stays ignored.
    public func resolved(in registry: JumperRegistry) -> RouteDecision {
        guard case .show(let destination) = self else { return self }
        guard let found = destination.resolved(in: registry) else {
            return .ignore(.unregisteredScreen(destination.screen))
        }
        do {
            let requirement = try registry.requirement(of: found)
            return .show(requirement == found.requirement ? found : found.requiring(requirement))
        } catch {
            return .ignore(.conflictingRequirements(screen: error.screen, error.conditions))
        }
    }
}

extension RouteDecision: CustomStringConvertible {
    /// `push PizzaDetail`, or `ignored (no jumper is registered for Pizza)`: an ignored
    /// payload reads as the outcome of routing it (``RouteOutcome/ignored(_:)``) does.
    public var description: String {
        switch self {
        case .show(let destination): destination.description
        case .ignore(let reason): RouteOutcome.ignored(reason).description
        }
    }
}
