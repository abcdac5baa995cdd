import RouterText

/// Routes tapped payloads to screens: asks the registry where a payload leads, then
/// pushes or presents the screen on its navigation stack, unless a guard holds it back.
///
/// The router gets its stack through `init` and holds it weakly: the stack owns the screens,
/// list screens keep the router, and no cycle forms. When the stack is gone, routing
/// reports ``IgnoreReason/navigatorGone`` instead of crashing.
///
/// Deciding and performing are separate: ``decide(_:)`` is pure (``JumperRegistry`` is
/// `Sendable`), ``route(_:)``, ``show(_:)``, ``go(to:)`` and ``open(_:placement:)`` are the
/// effect.
///
/// ## Replacing the whole stack
/// ``go(to:)`` (or ``go(payloads:)``) sets every screen above the root in one step, logged
/// as one `go` event naming the new stack. Each destination is checked by its guard, in
/// order: at the first whose condition does not hold, the stack holds the ones before it,
/// the guard's screen is shown, and that destination and every one after it wait as
/// ``pending`` (shown in order once the condition holds).
///
/// ## Guards
/// A destination may require a guard condition (``Destination/requirement``). Every way of
/// showing a destination goes through the same check: when the condition does not hold,
/// the router notes `redirect NAME`, shows the guard's screen instead, and keeps the
/// destination as ``pending``. When the app's state changes it calls
/// ``conditionsDidChange()``, which
/// 1. goes back (pop or dismiss, one step at a time, each logged) until no screen whose
///    condition no longer holds is left on the stack: everything from the first such screen
///    up is removed, in every tab of an app with tabs, and
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
///
/// ## Tabs
/// On a ``TabbedNavigationStack`` with tabs, everything acts on the selected tab, except:
/// ``select(tab:)`` switches tabs (refused while a modal screen covers them); ``back()`` at
/// a tab's root selects the first tab, and at the first tab's root is refused; a link
/// opened ``LinkPlacement/fromRoot`` selects the tab its chain starts in (dismissing a
/// modal cover first); and ``conditionsDidChange()`` unwinds every tab.
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
            inTab(waiting.tab, { navigator.entries.contains(where: { $0.screen === guardScreen }) })
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
    /// The tab the router is acting on while it unwinds or resumes in a tab that may not be
    /// the selected one.
    private var actingTab: String?

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
        switch decision(for: payload) {
        case .show(let destination): return show(destination)
        case .ignore(let reason): return .ignored(reason)
        }
    }

    /// The decision for `payload`, whose destination keeps the payload the jumper decided
    /// for, so the stack can be saved and rebuilt from it, whatever destination the jumper
    /// built.
    private func decision(for payload: Any?) -> RouteDecision {
        let decision = decide(payload)
        guard case .show(let destination) = decision, destination.payload == nil, let payload,
            let sendable = registry.sendable(payload)
        else { return decision }
        return .show(destination.carrying(sendable))
    }

    /// Opens a deep link: resolves it to a payload and routes that payload with the same
    /// registry and guards as a tap, after noting `link LINK` in the log. Never traps,
    /// whatever the text: a malformed, hostile or unknown link is rejected with the reason.
    /// - Parameters:
    ///   - link: The link, e.g. `giuseppe://menu/pizza/Margherita`.
    ///   - placement: ``LinkPlacement/fromRoot`` (the default) builds the link's chain from
    ///     the root in one step and answers ``RouteOutcome/went(tab:stack:)``;
    ///     ``LinkPlacement/onTop`` shows only the link's destination on the current stack.
    /// - Returns: What was shown, or why nothing was: when any destination of the chain is
    ///   ignored, nothing changes.
    @discardableResult
    public func open(_ link: String, placement: LinkPlacement = .fromRoot) -> RouteOutcome {
        guard let navigator else { return .ignored(.navigatorGone) }
        switch tracedDecision(link: link) {
        case .failure(let failure):
            return .rejected(failure)
        case .success(let linked):
            if placement == .fromRoot {
                for parent in linked.parents { onTrace?(.link(parent.pattern.description)) }
            }
            var chain: [Destination] = []
            for decision in placement == .onTop ? [linked.decision] : linked.chain {
                switch decision {
                case .ignore(let reason): return .ignored(reason)
                case .show(let destination): chain.append(destination)
                }
            }
            navigator.note(.link(link))
            return placement == .onTop ? show(chain[chain.count - 1]) : build(chain, from: navigator)
        }
    }

    /// Where `link` leads, as ``JumperRegistry/decide(link:)`` says, after noting for coverage
    /// the pattern it matched, or the pattern whose decoder refused it.
    package func tracedDecision(link: String) -> Result<LinkDecision, LinkFailure> {
        let decision = registry.decide(link: link)
        switch decision {
        case .failure(.undecodable(let pattern, _)): onTrace?(.refusedLink(pattern))
        case .failure: break
        case .success(let linked): onTrace?(.link(linked.pattern.description))
        }
        return decision
    }

    /// Builds `chain` from the root of the tab it starts in (or of the first tab), or of the
    /// stack without tabs. A chain whose first screen is that root starts above it.
    private func build(_ chain: [Destination], from navigator: any NavigationStack) -> RouteOutcome {
        guard let tabbed else {
            let startsAtRoot = chain.first.map { navigator.entries[0].screen.name.isScalarEqual(to: $0.screen) } ?? false
            return go(to: startsAtRoot ? Array(chain.dropFirst()) : chain)
        }
        let home = tabbed.tabs.first { tab in
            guard let root = tabbed.entries(inTab: tab)?.first, let first = chain.first else { return false }
            return root.screen.name.isScalarEqual(to: first.screen)
        }
        let tab = home ?? tabbed.tabs[0]
        if tabbed.selectedTab.map({ !$0.isScalarEqual(to: tab) }) ?? true {
            if let cover = navigator.entries.firstIndex(where: { $0.presentation == .modal }) {
                unwind(navigator, to: cover)
            }
            guard tabbed.select(tab: tab).changedStack else { return .ignored(.navigatorGone) }
        }
        return go(to: home == nil ? chain : Array(chain.dropFirst()))
    }

    /// Shows `destination` if its guard condition holds, or the guard's screen instead.
    /// - Returns: What was shown; ``IgnoreReason/unregisteredScreen(_:)`` when the
    ///   destination names a screen no plugin registered for its payload;
    ///   ``IgnoreReason/unknownGuard(_:)`` when the destination
    ///   requires a condition no guard is registered for; ``IgnoreReason/navigatorGone``
    ///   when the stack is gone.
    @discardableResult
    public func show(_ destination: Destination) -> RouteOutcome {
        show(destination, then: [])
    }

    /// Shows `destination`, then each of `rest` in order, each checked by its guard; the
    /// first held back waits with the ones after it.
    private func show(_ destination: Destination, then rest: ArraySlice<Destination>) -> RouteOutcome {
        var next = destination
        var rest = rest
        while true {
            guard let navigator else { return .ignored(.navigatorGone) }
            guard let resolved = checked(next) else { return .ignored(.unregisteredScreen(next.screen)) }
            if let requirement = resolved.requirement, !holds(requirement) {
                guard let routeGuard = registry.routeGuard(named: requirement) else {
                    return .ignored(.unknownGuard(requirement))
                }
                return redirect(resolved, then: rest, to: routeGuard, on: navigator)
            }
            let screen = place(resolved, on: navigator)
            guard let following = rest.popFirst() else {
                return resolved.presentation == .push ? .pushed(screen.name) : .presented(screen.name)
            }
            next = following
        }
    }

    /// `destination` with its registered screen and the requirement its screen adds, after
    /// noting its route for coverage; `nil` when no plugin registered its screen.
    private func checked(_ destination: Destination) -> Destination? {
        guard let resolved = RouteDecision.show(destination).resolved(in: registry).destination else { return nil }
        if let route = resolved.route { onTrace?(.route(route)) }
        return resolved
    }

    /// Replaces every screen above the root with `path` in one step, logged as one `go`
    /// event naming the new stack: the way to set up a whole stack, in an app or a test.
    ///
    /// Each destination is checked by its guard, in order: at the first whose condition
    /// does not hold, the stack holds the ones before it, the guard's screen is shown as a
    /// tap's would be, and that destination and the ones after it wait as ``pending``.
    /// In an app with tabs, it acts on the selected tab.
    /// - Parameter path: The screens above the root, bottom first; empty leaves the root.
    /// - Returns: ``RouteOutcome/went(tab:stack:)`` with the new stack, a redirect, or why
    ///   nothing changed: a destination whose screen is not registered or whose guard is
    ///   unknown changes nothing, wherever it is in `path`.
    @discardableResult
    public func go(to path: [Destination]) -> RouteOutcome {
        guard let navigator else { return .ignored(.navigatorGone) }
        var resolved: [Destination] = []
        resolved.reserveCapacity(path.count)
        for destination in path {
            guard let found = checked(destination) else { return .ignored(.unregisteredScreen(destination.screen)) }
            if let requirement = found.requirement, registry.routeGuard(named: requirement) == nil {
                return .ignored(.unknownGuard(requirement))
            }
            resolved.append(found)
        }
        let held = resolved.firstIndex { $0.requirement.map { !holds($0) } ?? false }
        let context = ScreenContext(router: self)
        let entries = resolved[..<(held ?? resolved.count)].map { destination in
            StackEntry(
                screen: destination.makeScreen(in: context), presentation: destination.presentation,
                requirement: destination.requirement, payload: destination.payload)
        }
        navigator.replace(aboveRoot: entries)
        if let held, let requirement = resolved[held].requirement, let routeGuard = registry.routeGuard(named: requirement) {
            return redirect(resolved[held], then: resolved[(held + 1)...], to: routeGuard, on: navigator)
        }
        return .went(tab: currentTab, stack: navigator.screenNames)
    }

    /// Replaces every screen above the root of the named tab with `path`, without selecting
    /// the tab (see ``go(to:)``): for restoring or setting up an app with tabs.
    /// - Returns: As ``go(to:)``; an unknown tab name is ``IgnoreReason/unknownTab(_:)`` and
    ///   changes nothing.
    @discardableResult
    public func go(to path: [Destination], inTab tab: String) -> RouteOutcome {
        guard navigator != nil else { return .ignored(.navigatorGone) }
        guard let tabbed, tabbed.entries(inTab: tab) != nil else { return .ignored(.unknownTab(tab)) }
        return inTab(tab) { go(to: path) }
    }

    /// Decides each of `payloads` as a tap would and replaces the stack above the root with
    /// their destinations (see ``go(to:)``): `router.go(payloads: [HomeEntry.menu, pizza])`.
    /// - Returns: As ``go(to:)``; when any payload is ignored, nothing changes and the
    ///   outcome says why.
    @discardableResult
    public func go(payloads: [Any]) -> RouteOutcome {
        var path: [Destination] = []
        path.reserveCapacity(payloads.count)
        for payload in payloads {
            switch decision(for: payload) {
            case .show(let destination): path.append(destination)
            case .ignore(let reason): return .ignored(reason)
            }
        }
        return go(to: path)
    }

    /// Holds `destination` (and `rest` after it) back behind `routeGuard`: it replaces any
    /// destination pending before, and the guard's screen is shown unless it is on top
    /// already.
    private func redirect(
        _ destination: Destination, then rest: ArraySlice<Destination>, to routeGuard: RouteGuard,
        on navigator: any NavigationStack
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
            destination: destination, then: Array(rest), guardName: routeGuard.name,
            redirectScreen: routeGuard.redirect.screen, depth: depth, tab: currentTab)
        guardScreen = screen
        return .redirected(guardName: routeGuard.name, screen: screen.name)
    }

    /// Re-checks every guard after the app's state changed (a sign-in, a sign-out).
    ///
    /// First removes, in every tab, every screen from the first one whose condition no
    /// longer holds up to the top; then, if the pending destination's condition holds now,
    /// goes back to where its tab's stack was when the guard's screen was shown, and shows
    /// the destination (and the ones waiting after it).
    /// - Returns: The outcome of showing the pending destination, or `nil` when nothing
    ///   was pending or its condition still does not hold.
    @discardableResult
    public func conditionsDidChange() -> RouteOutcome? {
        guard let navigator else { return nil }
        let tabs: [String?] = tabbed?.tabs ?? [nil]
        for tab in tabs {
            inTab(tab) {
                if let first = navigator.entries.indices.dropFirst().first(where: { index in
                    navigator.entries[index].requirement.map { !holds($0) } ?? false
                }) {
                    unwind(navigator, to: first)
                }
            }
        }
        let resuming = pending.flatMap { waiting in
            registry.requirement(of: waiting.destination).map(holds) ?? true ? waiting : nil
        }
        for tab in tabs {
            inTab(tab) {
                if let firstSatisfied = firstSatisfiedGuardScreen(in: navigator) {
                    let resumesHere = resuming.map { tabsEqual($0.tab, tab) } ?? false
                    unwind(navigator, to: min(firstSatisfied, resumesHere ? resuming?.depth ?? firstSatisfied : firstSatisfied))
                }
            }
        }
        guard let resuming else { return nil }
        storedPending = nil
        return inTab(resuming.tab) {
            unwind(navigator, to: resuming.depth)
            return show(resuming.destination, then: resuming.then[...])
        }
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
        return navigator.flatMap { navigator in inTab(waiting.tab) { unwind(navigator, to: waiting.depth) } }
    }

    /// Goes back one step, as a back button does: dismisses the top screen when it is
    /// modal, pops it otherwise. On the screen a guard showed for a pending destination,
    /// going back means "not now": the destination is cancelled (``cancelPending()``).
    /// In an app with tabs, back at a tab's root selects the first tab.
    /// - Returns: The last event of going back, a refusal when only the root (of the first
    ///   tab) is left, or `nil` when the stack is gone.
    @discardableResult
    public func back() -> NavigationEvent? {
        guard let navigator else { return nil }
        if let waiting = pending, tabsEqual(waiting.tab, currentTab),
            navigator.top.name.isScalarEqual(to: waiting.redirectScreen),
            let event = cancelPending()
        {
            return event
        }
        if navigator.entries.count == 1, let tabbed, let first = tabbed.tabs.first,
            let selected = tabbed.selectedTab, !selected.isScalarEqual(to: first)
        {
            return tabbed.select(tab: first)
        }
        return navigator.back()
    }

    /// Selects the named tab, keeping every tab's stack as it is.
    /// - Returns: `.tab(name)`, a refusal when no tab has that name or a modal screen
    ///   covers the tabs, or `nil` when the stack is gone.
    @discardableResult
    public func select(tab: String) -> NavigationEvent? {
        guard let navigator else { return nil }
        guard let tabbed = navigator as? any TabbedNavigationStack else { return .refused(.tab, .unknownTab) }
        return tabbed.select(tab: tab)
    }

    /// Whether `condition` holds now and names a registered guard: exactly what showing a
    /// destination that requires it checks.
    package func allows(_ condition: String) -> Bool {
        registry.routeGuard(named: condition) != nil && holds(condition)
    }

    private func holds(_ condition: String) -> Bool {
        conditions?.holds(condition) ?? false
    }

    /// The stack with tabs, when the navigator has tabs.
    private var tabbed: (any TabbedNavigationStack)? {
        guard let tabbed = navigator as? any TabbedNavigationStack, !tabbed.tabs.isEmpty else { return nil }
        return tabbed
    }

    /// The tab operations act on now, or `nil` without tabs.
    private var currentTab: String? {
        actingTab ?? tabbed?.selectedTab
    }

    /// Runs `body` with the stack acting on `tab` (the selected one when `nil`).
    private func inTab<T>(_ tab: String?, _ body: () -> T) -> T {
        guard let tab, let tabbed else { return body() }
        let previous = actingTab
        actingTab = tab
        defer { actingTab = previous }
        return tabbed.performing(inTab: tab, body)
    }

    private func tabsEqual(_ first: String?, _ second: String?) -> Bool {
        switch (first, second) {
        case (nil, nil): true
        case (let first?, let second?): first.isScalarEqual(to: second)
        default: false
        }
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
