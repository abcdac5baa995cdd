/// Routes tapped payloads to screens: asks the registry where a payload leads, then
/// pushes or presents the screen on its navigation stack.
///
/// The router gets its stack through `init` and holds it weakly: the stack owns the screens,
/// list screens keep the router, and no cycle forms. When the stack is gone, routing
/// reports ``IgnoreReason/navigatorGone`` instead of crashing.
///
/// Deciding and performing are separate: ``decide(_:)`` is pure (``JumperRegistry`` is
/// `Sendable`), ``route(_:)`` and ``show(_:)`` are the effect.
public final class Router: PayloadRouting {
    /// The jumpers this router dispatches to.
    public let registry: JumperRegistry

    /// The stack screens are shown on; `nil` once it has been deallocated.
    public private(set) weak var navigator: (any NavigationStack)?

    /// Creates a router that shows screens on `navigator` (held weakly).
    public init(registry: JumperRegistry, navigator: any NavigationStack) {
        self.registry = registry
        self.navigator = navigator
    }

    /// Where `payload` would lead, without showing anything.
    public func decide(_ payload: Any?) -> RouteDecision {
        registry.decide(payload)
    }

    /// Routes `payload`: shows the screen its jumper chooses, or says why nothing was shown.
    /// Never traps, whatever the payload.
    @discardableResult
    public func route(_ payload: Any?) -> RouteOutcome {
        guard navigator != nil else { return .ignored(.navigatorGone) }
        switch decide(payload) {
        case .show(let destination): return show(destination)
        case .ignore(let reason): return .ignored(reason)
        }
    }

    /// Builds the destination's screen and pushes or presents it.
    /// - Returns: What was shown, or ``IgnoreReason/navigatorGone`` when the stack is gone.
    @discardableResult
    public func show(_ destination: Destination) -> RouteOutcome {
        guard let navigator else { return .ignored(.navigatorGone) }
        let screen = destination.makeScreen(in: ScreenContext(router: self))
        switch destination.presentation {
        case .push:
            navigator.push(screen)
            return .pushed(screen.name)
        case .modal:
            navigator.present(screen)
            return .presented(screen.name)
        }
    }
}
