import Router

/// The tap benchmark's navigation written without the router: the floor its rows are
/// compared with. It does the observable work the router does for those rows and nothing
/// else: the payload's dynamic type looked up in a dictionary of closures, the closure's
/// screen pushed onto an array, and the event the router's stack logs for a push
/// (`NavigationEvent.push` with the screen's name) appended to an array.
///
/// ``tap(_:)`` is the full tap's floor (no guard, no observer); ``navigate(_:)`` is the
/// guarded navigation's: it also checks the destination's condition through a closure and
/// calls an observer closure before and after the push.
@MainActor
final class HandWrittenNavigator {
    /// What a payload type's closure answers: the screen to push, and the condition it
    /// requires (`nil` for none).
    typealias Route = (screen: TextScreen, requirement: String?)

    /// The screens pushed so far, the root first.
    private(set) var stack: [TextScreen]
    /// The events logged so far, oldest first, as the router's stack logs them.
    private(set) var log: [NavigationEvent] = []

    private let routes: [ObjectIdentifier: (Any) -> Route]
    private let holds: (String) -> Bool
    private let willNavigate: (Any) -> Bool
    private let didNavigate: (NavigationEvent) -> Void

    /// Creates a navigator holding only `root`.
    /// - Parameters:
    ///   - root: The screen at the bottom of the stack.
    ///   - routes: One closure per payload type, keyed by the type's `ObjectIdentifier`; each
    ///     is called only with payloads of its own type.
    ///   - holds: Whether a condition holds, asked by ``navigate(_:)``.
    ///   - willNavigate: Asked by ``navigate(_:)`` with the payload before the push; `false`
    ///     stops the navigation.
    ///   - didNavigate: Called by ``navigate(_:)`` with the event after the push.
    init(
        root: TextScreen, routes: [ObjectIdentifier: (Any) -> Route], holds: @escaping (String) -> Bool = { _ in true },
        willNavigate: @escaping (Any) -> Bool = { _ in true }, didNavigate: @escaping (NavigationEvent) -> Void = { _ in }
    ) {
        stack = [root]
        self.routes = routes
        self.holds = holds
        self.willNavigate = willNavigate
        self.didNavigate = didNavigate
    }

    /// Pushes the screen of `payload`'s type's closure and logs the push.
    /// - Returns: The screen pushed, or `nil` when no closure is registered for the
    ///   payload's type (nothing changes).
    func tap(_ payload: Any) -> TextScreen? {
        guard let route = routes[ObjectIdentifier(type(of: payload))] else { return nil }
        let screen = route(payload).screen
        stack.append(screen)
        log.append(.push(screen.name))
        return screen
    }

    /// ``tap(_:)`` behind a guard and an observer: the destination's condition, when it has
    /// one, must hold, and the observer is asked before the push and told of its event
    /// after it.
    /// - Returns: The screen pushed, or `nil` when no closure is registered for the
    ///   payload's type, the observer stops it or the condition does not hold (nothing
    ///   changes, nothing is logged).
    func navigate(_ payload: Any) -> TextScreen? {
        guard let route = routes[ObjectIdentifier(type(of: payload))] else { return nil }
        guard willNavigate(payload) else { return nil }
        let (screen, requirement) = route(payload)
        if let requirement, !holds(requirement) { return nil }
        stack.append(screen)
        let event = NavigationEvent.push(screen.name)
        log.append(event)
        didNavigate(event)
        return screen
    }
}
