/// Routes tapped payloads to screens: asks the registry where a payload leads, then
/// pushes or presents the screen on its navigation stack, unless a guard holds it back.
///
/// The router gets its stack through `init` and holds it weakly: the stack owns the screens,
/// list screens keep the router, and no cycle forms. When the stack is gone, routing
/// reports ``IgnoreReason/navigatorGone`` instead of crashing.
///
/// Deciding and performing are separate: ``decide(_:)`` is pure (``JumperRegistry`` is
/// `Sendable`), ``route(_:)`` and ``show(_:)`` are the effect.
///
/// ## Guards
/// A destination may require a guard condition (``Destination/requirement``). Every way of
/// showing a destination goes through ``show(_:)``, which checks it: when the condition does
/// not hold, the router notes `redirect NAME`, shows the guard's screen instead, and keeps
/// the destination as ``pending``. When the app's state changes it calls
/// ``conditionsDidChange()``, which
/// 1. goes back (pop or dismiss, one step at a time, each logged) until no screen whose
///    condition no longer holds is left on the stack: everything from the first such screen
///    up is removed, and
/// 2. resumes the pending destination if its condition now holds, after going back to where
///    the stack was when the guard's screen was shown.
/// ``cancelPending()`` drops the pending destination and goes back the same way. Without a
/// ``GuardConditions`` object, no condition holds (guards fail closed).
public final class Router: PayloadRouting {
    /// The jumpers and guards this router dispatches to.
    public let registry: JumperRegistry

    /// The stack screens are shown on; `nil` once it has been deallocated.
    public private(set) weak var navigator: (any NavigationStack)?

    /// Answers which guard conditions hold; `nil` means none does.
    public let conditions: (any GuardConditions)?

    /// The destination a guard held back, until it resumes or is cancelled.
    public private(set) var pending: PendingDestination?

    /// Called with each routes-file route and link pattern the router uses, for coverage.
    public var onTrace: ((RouteTrace) -> Void)?

    /// Creates a router that shows screens on `navigator` (held weakly).
    /// - Parameters:
    ///   - registry: The jumpers and guards.
    ///   - navigator: The stack to show screens on.
    ///   - conditions: Which guard conditions hold; `nil` when the app has none.
    public init(
        registry: JumperRegistry, navigator: any NavigationStack,
        conditions: (any GuardConditions)? = nil
    ) {
        self.registry = registry
        self.navigator = navigator
        self.conditions = conditions
    }

    /// Where `payload` would lead, without showing anything.
    public func decide(_ payload: Any?) -> RouteDecision {
        registry.decide(payload)
    }

    /// Routes `payload`: shows the screen its jumper chooses (guards permitting), or says
    /// why nothing was shown. Never traps, whatever the payload.
    @discardableResult
    public func route(_ payload: Any?) -> RouteOutcome {
        guard navigator != nil else { return .ignored(.navigatorGone) }
        switch decide(payload) {
        case .show(let destination): return show(destination)
        case .ignore(let reason): return .ignored(reason)
        }
    }

    /// Opens a deep link: resolves it to a payload and routes that payload exactly as a tap
    /// would (same registry, same guards), after noting `link LINK` in the log. Never traps,
    /// whatever the text: a malformed, hostile or unknown link is rejected with the reason.
    @discardableResult
    public func open(_ link: String) -> RouteOutcome {
        guard let navigator else { return .ignored(.navigatorGone) }
        switch registry.decide(link: link) {
        case .failure(let failure):
            if case .undecodable(let pattern, _) = failure { onTrace?(.refusedLink(pattern)) }
            return .rejected(failure)
        case .success(let linked):
            onTrace?(.link(linked.pattern.description))
            switch linked.decision {
            case .ignore(let reason):
                return .ignored(reason)
            case .show(let destination):
                navigator.note(.link(link))
                return show(destination)
            }
        }
    }

    /// Shows `destination` if its guard condition holds, or the guard's screen instead.
    /// - Returns: What was shown; ``IgnoreReason/unknownGuard(_:)`` when the destination
    ///   requires a condition no guard is registered for; ``IgnoreReason/navigatorGone``
    ///   when the stack is gone.
    @discardableResult
    public func show(_ destination: Destination) -> RouteOutcome {
        guard let navigator else { return .ignored(.navigatorGone) }
        if let route = destination.route { onTrace?(.route(route)) }
        if let requirement = destination.requirement, !holds(requirement) {
            guard let routeGuard = registry.routeGuard(named: requirement) else {
                return .ignored(.unknownGuard(requirement))
            }
            pending = PendingDestination(
                destination: destination, guardName: routeGuard.name,
                redirectScreen: routeGuard.redirect.screen, depth: navigator.entries.count)
            navigator.note(.redirect(routeGuard.name))
            let screen = place(routeGuard.redirect, on: navigator)
            return .redirected(guardName: routeGuard.name, screen: screen)
        }
        let screen = place(destination, on: navigator)
        return destination.presentation == .push ? .pushed(screen) : .presented(screen)
    }

    /// Re-checks every guard after the app's state changed (a sign-in, a sign-out).
    ///
    /// First removes every screen from the first one whose condition no longer holds up to
    /// the top; then, if the pending destination's condition holds now, goes back to where
    /// the stack was when the guard's screen was shown, and shows the destination.
    /// - Returns: The outcome of showing the pending destination, or `nil` when nothing
    ///   was pending or its condition still does not hold.
    @discardableResult
    public func conditionsDidChange() -> RouteOutcome? {
        guard let navigator else { return nil }
        if let first = navigator.entries.indices.dropFirst().first(where: { index in
            navigator.entries[index].requirement.map { !holds($0) } ?? false
        }) {
            unwind(navigator, to: first)
        }
        guard let waiting = pending, waiting.destination.requirement.map(holds) ?? true else {
            return nil
        }
        pending = nil
        unwind(navigator, to: waiting.depth)
        return show(waiting.destination)
    }

    /// Drops the pending destination and goes back to where the stack was before the
    /// guard's screen was shown (taking off the guard's screen and any shown above it).
    /// - Returns: The last event of going back, or `nil` when nothing was pending or
    ///   nothing had to be taken off.
    @discardableResult
    public func cancelPending() -> NavigationEvent? {
        guard let waiting = pending else { return nil }
        pending = nil
        return navigator.flatMap { unwind($0, to: waiting.depth) }
    }

    private func holds(_ condition: String) -> Bool {
        conditions?.holds(condition) ?? false
    }

    private func place(_ destination: Destination, on navigator: any NavigationStack) -> String {
        let screen = destination.makeScreen(in: ScreenContext(router: self))
        switch destination.presentation {
        case .push: navigator.push(screen, requirement: destination.requirement, payload: destination.payload)
        case .modal: navigator.present(screen, requirement: destination.requirement, payload: destination.payload)
        }
        return screen.name
    }

    /// Goes back one step at a time until at most `depth` screens are left.
    /// - Returns: The last event, or `nil` when nothing was taken off.
    @discardableResult
    private func unwind(_ navigator: any NavigationStack, to depth: Int) -> NavigationEvent? {
        var last: NavigationEvent?
        while navigator.entries.count > max(depth, 1) {
            let event = navigator.back()
            guard event.changedStack else { break }
            last = event
        }
        return last
    }
}
