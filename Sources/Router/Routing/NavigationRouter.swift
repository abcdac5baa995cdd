import RouterText

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
///    the stack was when the guard's screen was shown, and
/// 3. never leaves a guard's screen on the stack once its condition holds: everything from
///    the first such screen up is removed, pending destination or not.
/// ``cancelPending()`` drops the pending destination and goes back the same way. Without a
/// ``GuardConditions`` object, no condition holds (guards fail closed).
///
/// ## At most one pending destination
/// - A pending destination lives only while its guard's screen is on the stack: when that
///   screen leaves by any path (back, home, a link, a restore, a sign-out, or code popping
///   the stack directly), the destination is dropped and never resumes.
/// - A second guarded request while one is pending replaces the first (the later one
///   wins). When the top screen is already the guard's own screen, it is not shown twice:
///   the redirect is noted and the screen stays. Resuming goes back to below the first
///   guard screen, so none is left behind.
@MainActor
public final class NavigationRouter: PayloadRouting {
    /// The jumpers and guards this router dispatches to.
    public nonisolated let registry: JumperRegistry

    /// The stack screens are shown on; `nil` once it has been deallocated.
    public private(set) weak var navigator: (any NavigationStack)?

    /// Answers which guard conditions hold; `nil` means none does.
    public let conditions: (any GuardConditions)?

    /// The destination a guard held back, until it resumes or is cancelled; `nil` as soon as
    /// the guard's screen has left the stack, by whatever path.
    public var pending: PendingDestination? {
        guard let waiting = storedPending else { return nil }
        guard let navigator, let guardScreen,
            navigator.entries.contains(where: { $0.screen === guardScreen })
        else {
            storedPending = nil
            return nil
        }
        return waiting
    }

    private var storedPending: PendingDestination?
    /// The screen the pending destination's guard showed: while it is on the stack, the
    /// destination waits; once it is gone, so is the destination.
    private weak var guardScreen: (any Screen)?

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

    /// Where `payload` would lead, without showing anything. Pure: callable from any
    /// isolation.
    public nonisolated func decide(_ payload: Any?) -> RouteDecision {
        registry.decide(payload)
    }

    /// Routes `payload`: shows the screen its jumper chooses (guards permitting), or says
    /// why nothing was shown. Never traps, whatever the payload.
    @discardableResult
    public func route(_ payload: Any?) -> RouteOutcome {
        guard navigator != nil else { return .ignored(.navigatorGone) }
        switch decide(payload) {
        case .show(let destination):
            // The entry keeps the payload the jumper decided for, so the stack can be saved
            // and rebuilt from it, whatever destination the jumper built.
            guard destination.payload == nil, let payload, let sendable = registry.sendable(payload) else {
                return show(destination)
            }
            return show(destination.carrying(sendable))
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
    /// - Returns: What was shown; ``IgnoreReason/unregisteredScreen(_:)`` when the
    ///   destination names a screen no plugin registered for its payload;
    ///   ``IgnoreReason/unknownGuard(_:)`` when the destination
    ///   requires a condition no guard is registered for; ``IgnoreReason/navigatorGone``
    ///   when the stack is gone.
    @discardableResult
    public func show(_ destination: Destination) -> RouteOutcome {
        guard let navigator else { return .ignored(.navigatorGone) }
        guard let resolved = destination.resolved(in: registry) else {
            return .ignored(.unregisteredScreen(destination.screen))
        }
        if let route = resolved.route { onTrace?(.route(route)) }
        let requirement = registry.requirement(of: resolved)
        let destination = requirement == resolved.requirement ? resolved : resolved.requiring(requirement)
        if let requirement, !holds(requirement) {
            guard let routeGuard = registry.routeGuard(named: requirement) else {
                return .ignored(.unknownGuard(requirement))
            }
            return redirect(destination, to: routeGuard, on: navigator)
        }
        let screen = place(destination, on: navigator)
        return destination.presentation == .push ? .pushed(screen.name) : .presented(screen.name)
    }

    /// Holds `destination` back behind `routeGuard`: it replaces any destination pending
    /// before, and the guard's screen is shown unless it is on top already.
    private func redirect(
        _ destination: Destination, to routeGuard: RouteGuard, on navigator: any NavigationStack
    ) -> RouteOutcome {
        navigator.note(.redirect(routeGuard.name))
        let top = navigator.entries[navigator.entries.count - 1]
        let screen: any Screen
        let depth: Int
        if navigator.entries.count > 1, top.screen.name.isScalarEqual(to: routeGuard.redirect.screen) {
            screen = top.screen
            depth = navigator.entries.count - 1
        } else {
            depth = navigator.entries.count
            screen = place(routeGuard.redirect, on: navigator)
        }
        storedPending = PendingDestination(
            destination: destination, guardName: routeGuard.name,
            redirectScreen: routeGuard.redirect.screen, depth: depth)
        guardScreen = screen
        return .redirected(guardName: routeGuard.name, screen: screen.name)
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
        let resuming = pending.flatMap { waiting in
            registry.requirement(of: waiting.destination).map(holds) ?? true ? waiting : nil
        }
        if let firstSatisfied = firstSatisfiedGuardScreen(in: navigator) {
            unwind(navigator, to: min(firstSatisfied, resuming?.depth ?? firstSatisfied))
        }
        guard let resuming else { return nil }
        storedPending = nil
        unwind(navigator, to: resuming.depth)
        return show(resuming.destination)
    }

    /// The index of the first screen above the root that is a guard's screen while that
    /// guard's condition holds: a screen asking for what is already there.
    private func firstSatisfiedGuardScreen(in navigator: any NavigationStack) -> Int? {
        navigator.entries.indices.dropFirst().first { index in
            registry.guardNames(redirectingTo: navigator.entries[index].screen.name).contains(where: holds)
        }
    }

    /// Drops the pending destination and goes back to where the stack was before the
    /// guard's screen was shown (taking off the guard's screen and any shown above it).
    /// - Returns: The last event of going back, or `nil` when nothing was pending or
    ///   nothing had to be taken off.
    @discardableResult
    public func cancelPending() -> NavigationEvent? {
        guard let waiting = pending else { return nil }
        storedPending = nil
        return navigator.flatMap { unwind($0, to: waiting.depth) }
    }

    /// Goes back one step, as a back button does: dismisses the top screen when it is
    /// modal, pops it otherwise. On the screen a guard showed for a pending destination,
    /// going back means "not now": the destination is cancelled (``cancelPending()``).
    /// - Returns: The last event of going back, a refusal when only the root is left, or
    ///   `nil` when the stack is gone.
    @discardableResult
    public func back() -> NavigationEvent? {
        guard let navigator else { return nil }
        if let waiting = pending, navigator.top.name.isScalarEqual(to: waiting.redirectScreen),
            let event = cancelPending()
        {
            return event
        }
        return navigator.back()
    }

    /// Whether `condition` holds now and names a registered guard: exactly what showing a
    /// destination that requires it checks.
    package func allows(_ condition: String) -> Bool {
        registry.routeGuard(named: condition) != nil && holds(condition)
    }

    private func holds(_ condition: String) -> Bool {
        conditions?.holds(condition) ?? false
    }

    private func place(_ destination: Destination, on navigator: any NavigationStack) -> any Screen {
        // A guard's screen may be named rather than built; shown destinations are resolved.
        let destination = destination.resolved(in: registry) ?? destination
        let screen = destination.makeScreen(in: ScreenContext(router: self))
        switch destination.presentation {
        case .push: navigator.push(screen, requirement: destination.requirement, payload: destination.payload)
        case .modal: navigator.present(screen, requirement: destination.requirement, payload: destination.payload)
        }
        return screen
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
