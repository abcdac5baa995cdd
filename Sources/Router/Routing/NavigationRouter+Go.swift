extension NavigationRouter {
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
    ///   unknown changes nothing, wherever it is in `path`; so does a screen on the stack
    ///   that refuses to be left (``RouteOutcome/leaveRefused(_:)``) or an observer's veto.
    @discardableResult
    public func go(to path: [Destination]) -> RouteOutcome {
        defer { settleRequests() }
        return go(to: path, link: nil)
    }

    /// Replaces every screen above the root of the named tab with `path`, without selecting
    /// the tab (see ``go(to:)``): for restoring or setting up an app with tabs.
    /// - Returns: As ``go(to:)``; an unknown tab name is ``IgnoreReason/unknownTab(_:)``, and
    ///   a modal screen in `path` for a tab that is not selected is
    ///   ``IgnoreReason/modalInUnselectedTab(_:)`` (a modal screen covers every tab); both
    ///   change nothing.
    @discardableResult
    public func go(to path: [Destination], inTab tab: String) -> RouteOutcome {
        guard navigator != nil else { return .ignored(.navigatorGone) }
        guard let tabbed, tabbed.entries(inTab: tab) != nil else { return .ignored(.unknownTab(tab)) }
        if let covered = tabHoldingModal([(tab, path)], selected: tabbed.selectedTab) {
            return .ignored(.modalInUnselectedTab(covered))
        }
        return outcome(inTab: tab) { go(to: path) }
    }

    /// The first of `stacks`' tabs that is not `selected` and whose path holds a modal
    /// screen anywhere, or `nil`. A modal screen covers every tab, and no tab can be
    /// selected while one shows, so only the selected tab ever holds one: the one rule for
    /// where modal screens stand, for `go` in a tab and for restoring every tab.
    package func tabHoldingModal(_ stacks: [(tab: String, path: [Destination])], selected: String?) -> String? {
        stacks.first { stack in
            !NavigationState.equal(stack.tab, selected) && stack.path.contains { $0.presentation == .modal }
        }?.tab
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

    /// ``go(to:)`` for a link (noted in the observers' request) in the acting tab.
    func go(to path: [Destination], link: String?) -> RouteOutcome {
        guard let navigator else { return .ignored(.navigatorGone) }
        let plan: StackPlan
        switch stackPlan(path) {
        case .failure(let reason): return .ignored(reason)
        case .success(let planned): plan = planned
        }
        if let refusal = ask(.go(plan.resolved), link: link) { return refusal }
        if let refused = mayLeave([Removal(tab: currentTab, entries: navigator.entries.dropFirst())]) {
            return .leaveRefused(refused)
        }
        return commit(plan, on: navigator)
    }

    /// Each destination of `path` with its registered screen and requirement, and the first
    /// a guard holds back with that guard, each planned once (``plan(showing:above:)``); or
    /// why one of them cannot be shown (an unregistered screen, an unknown guard, a guard
    /// chain that goes round, a guard's screen right above itself). The first is shown
    /// above the screen named `below` (`nil` for the root).
    func resolve(_ path: [Destination], above below: String? = nil) -> Resolution {
        var resolved: [Destination] = []
        resolved.reserveCapacity(path.count)
        var held: (index: Int, routeGuard: RouteGuard)?
        for destination in path {
            switch plan(showing: destination, above: .screen(resolved.last?.screen ?? below)) {
            case .ignored(let reason):
                return .ignored(reason)
            case .show(let found):
                resolved.append(found)
            case .held(let found, let routeGuard):
                if held == nil { held = (resolved.count, routeGuard) }
                resolved.append(found)
            }
        }
        return .path(resolved, held: held)
    }

    /// A path whose destinations can all be shown, with the first a guard holds back, or
    /// why one cannot.
    enum Resolution {
        case path([Destination], held: (index: Int, routeGuard: RouteGuard)?)
        case ignored(IgnoreReason)
    }

    /// A stack to set above the root in one step, decided before anything changes: every
    /// destination resolved, the screens up to the first destination a guard holds back
    /// built, and that guard.
    struct StackPlan {
        /// Every destination, resolved (``resolve(_:above:)``).
        let resolved: [Destination]
        /// The entries shown above the root, their screens built.
        let entries: [StackEntry]
        /// The index in ``resolved`` of the first destination a guard holds back, and the guard.
        let held: (index: Int, routeGuard: RouteGuard)?
    }

    /// The plan of setting `path` above the acting tab's root (or above the screen named
    /// `below`), or why it cannot be set: a destination cannot be shown
    /// (``resolve(_:above:)``), or a screen built names itself otherwise than its destination
    /// (``makeScreen(for:)``). Changes nothing.
    func stackPlan(_ path: [Destination], above below: String? = nil) -> Result<StackPlan, IgnoreReason> {
        let resolved: [Destination]
        let held: (index: Int, routeGuard: RouteGuard)?
        switch resolve(path, above: below) {
        case .ignored(let reason): return .failure(reason)
        case .path(let found, let firstHeld): (resolved, held) = (found, firstHeld)
        }
        var entries: [StackEntry] = []
        entries.reserveCapacity(held?.index ?? resolved.count)
        for destination in resolved[..<(held?.index ?? resolved.count)] {
            switch makeScreen(for: destination) {
            case .failure(let reason): return .failure(reason)
            case .success(let screen):
                entries.append(
                    StackEntry(
                        screen: screen, presentation: destination.presentation, requirement: destination.requirement,
                        payload: destination.payload))
            }
        }
        return .success(StackPlan(resolved: resolved, entries: entries, held: held))
    }

    /// Sets the acting tab's stack above the root as `plan` says, and redirects to the guard
    /// of its first destination held back, if any.
    func commit(_ plan: StackPlan, on navigator: any NavigationStack) -> RouteOutcome {
        apply(.replaceAboveRoot(plan.entries), on: navigator)
        if let held = plan.held {
            return redirect(
                plan.resolved[held.index], then: plan.resolved[(held.index + 1)...], request: nil, to: held.routeGuard,
                on: navigator)
        }
        return .went(tab: currentTab, stack: navigator.screenNames)
    }

    /// Replaces the stacks of several tabs as one navigation (restoring a saved app): every
    /// path is resolved (see ``go(to:)``), the observers are asked about each tab's `go`,
    /// and every screen any of them would remove is asked whether it may be left, before
    /// anything changes; then each tab's stack is replaced (see ``go(to:inTab:)``) without
    /// asking again, and `selecting` is selected when it is not already (asked about up
    /// front too). Only the tab selected at the end may hold a modal screen.
    /// - Returns: The events of each `go`, in order, then of the tab selection, or why
    ///   nothing changed: an unknown tab, a path that cannot be shown, a modal screen in
    ///   another tab, a veto or a refusal.
    package func go(
        toEach stacks: [(tab: String, path: [Destination])], selecting: String?
    ) -> Result<[NavigationEvent], RouteBlock> {
        guard let navigator else { return .failure(RouteBlock(outcome: .ignored(.navigatorGone))) }
        guard let tabbed else {
            return .failure(RouteBlock(outcome: .ignored(.unknownTab(stacks.first?.tab ?? selecting ?? ""))))
        }
        var plans: [(tab: String, plan: StackPlan)] = []
        for (tab, path) in stacks {
            guard tabbed.entries(inTab: tab) != nil else { return .failure(RouteBlock(outcome: .ignored(.unknownTab(tab)))) }
            switch inTab(tab, { stackPlan(path) }) ?? .failure(.unknownTab(tab)) {
            case .failure(let reason): return .failure(RouteBlock(outcome: .ignored(reason)))
            case .success(let plan): plans.append((tab, plan))
            }
        }
        if let covered = tabHoldingModal(stacks, selected: selecting ?? tabbed.selectedTab) {
            return .failure(RouteBlock(outcome: .ignored(.modalInUnselectedTab(covered))))
        }
        let selects = selecting.map { tab in tabbed.selectedTab.map { !$0.isScalarEqual(to: tab) } ?? true } ?? false
        if selects, let tab = selecting {
            switch verdict(.selectTab(tab), link: nil) {
            case .proceed:
                break
            case .veto(let reason), .redirect(_, let reason):
                note(.veto(reason), on: navigator)
                return .failure(RouteBlock(outcome: .vetoed(reason)))
            }
        }
        var removals: [Removal] = []
        for (tab, plan) in plans {
            let refusal: RouteOutcome? =
                inTab(tab) {
                    switch verdict(.go(plan.resolved), link: nil) {
                    case .proceed:
                        removals.append(Removal(tab: tab, entries: navigator.entries.dropFirst()))
                        return nil
                    case .veto(let reason), .redirect(_, let reason):
                        note(.veto(reason), on: navigator)
                        return .vetoed(reason)
                    }
                } ?? .ignored(.unknownTab(tab))
            if let refusal { return .failure(RouteBlock(outcome: refusal)) }
        }
        if let refused = mayLeave(removals) { return .failure(RouteBlock(outcome: .leaveRefused(refused))) }
        var events: [NavigationEvent] = []
        for (tab, plan) in plans {
            // Planned above: the tab exists, every screen is built, and a modal screen is only
            // in the tab selected next.
            if case .went(let tab, let stack) = inTab(tab, { commit(plan, on: navigator) }) {
                events.append(tab.map { .inTab($0, .go(stack)) } ?? .go(stack))
            }
        }
        settleRequests()
        if selects, let tab = selecting {
            // Asked about up front: observers are not asked again.
            events.append(apply(.select(tab: tab), on: navigator))
        }
        return .success(events)
    }

    /// Why ``go(toEach:)`` changed nothing.
    package struct RouteBlock: Error {
        package let outcome: RouteOutcome
    }
}
