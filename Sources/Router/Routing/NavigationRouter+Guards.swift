extension NavigationRouter {
    /// Where a requirement's guard chain stands.
    enum GuardCheck {
        /// Every condition of the chain holds.
        case holds
        /// This guard's screen is the one to show: the last condition along the chain that
        /// does not hold.
        case held(RouteGuard)
        /// The chain names a condition no guard is registered for.
        case unknown(String)
        /// The chain goes round.
        case loop([String])
        /// The chain has more guards than ``GuardChain/maxLength``.
        case tooLong([String])
    }

    /// Follows the guard chain of `requirement` (the guard, then the one it requires...), as
    /// ``JumperRegistry/guardChain(of:)`` gives it.
    func guardCheck(_ requirement: String) -> GuardCheck {
        // The chain is walked without the array of names, which would cost an allocation
        // per guarded navigation; only a chain that cannot be followed is listed, to report.
        var showing: RouteGuard?
        switch registry.walkGuardChain(from: requirement, { if !holds($0.name) { showing = $0 } }) {
        case .complete:
            return showing.map(GuardCheck.held) ?? .holds
        case .unknownGuard(let name):
            return .unknown(name)
        case .beyondBound:
            let chain = registry.guardChain(of: requirement)
            switch chain.end {
            case .unknownGuard(let name): return .unknown(name)
            case .loop: return .loop(chain.names)
            case .tooLong, .complete: return .tooLong(chain.names)
            }
        }
    }

    /// Holds `destination` (and `rest` after it) back behind `routeGuard`: it replaces any
    /// destination pending before, and the guard's screen is shown unless it is on top
    /// already.
    func redirect(
        _ destination: Destination, then rest: ArraySlice<Destination>, request: ResultRequest?,
        to routeGuard: RouteGuard, on navigator: any NavigationStack
    ) -> RouteOutcome {
        let top = navigator.entries[navigator.entries.count - 1]
        let screen: any Screen
        let depth: Int
        if navigator.entries.count > 1, top.screen.name.isScalarEqual(to: routeGuard.redirect.screen) {
            note(.redirect(routeGuard.name), on: navigator)
            screen = top.screen
            depth = navigator.entries.count - 1
        } else {
            // Built before anything is noted: a screen that cannot be shown leaves no trace.
            let guardScreen = routeGuard.redirect.requiring(routeGuard.requires)
            switch makeScreen(for: guardScreen) {
            case .success(let built): screen = built
            case .failure(let reason): return .ignored(reason)
            }
            note(.redirect(routeGuard.name), on: navigator)
            depth = navigator.entries.count
            apply(.put(screen, as: guardScreen), on: navigator)
        }
        replaceHeld(
            with: HeldDestination(
                destination: PendingDestination(
                    destination: destination, then: Array(rest), guardName: routeGuard.name,
                    redirectScreen: routeGuard.redirect.screen, depth: depth, tab: currentTab),
                screen: screen, request: request))
        return .redirected(guardName: routeGuard.name, screen: screen.name)
    }

    /// The guard that would hold `destination` back now (the last condition along its
    /// requirement's chain that does not hold), or `nil` when it would be shown or cannot be.
    package func holdingGuard(of destination: Destination) -> RouteGuard? {
        guard let requirement = destination.requirement, case .held(let routeGuard) = guardCheck(requirement) else {
            return nil
        }
        return routeGuard
    }

    /// Holds `destinations` back behind `routeGuard`, whose screen is the entry at `depth`
    /// of `tab`'s stack (the only stack when `nil`), as a redirect to that screen would have:
    /// how a restore gives back the destination its saved stack held. The caller checked
    /// that the first destination's guard is `routeGuard` (``holdingGuard(of:)``).
    /// `handler`, when given, is handed the first destination's result once it is shown (the
    /// request the destination was held with).
    /// - Returns: Whether it holds: `false` when the entry at `depth` is not the guard's
    ///   screen or `destinations` is empty.
    package func hold(
        _ destinations: [Destination], behind routeGuard: RouteGuard, depth: Int, inTab tab: String?,
        awaiting handler: ResultHandler? = nil
    ) -> Bool {
        guard let first = destinations.first, let navigator else { return false }
        guard let entries = inTab(tab, { navigator.entries }), depth >= 1, depth < entries.count,
            entries[depth].screen.name.isScalarEqual(to: routeGuard.redirect.screen)
        else { return false }
        replaceHeld(
            with: HeldDestination(
                destination: PendingDestination(
                    destination: first, then: Array(destinations.dropFirst()), guardName: routeGuard.name,
                    redirectScreen: routeGuard.redirect.screen, depth: depth, tab: tab),
                screen: entries[depth].screen, request: handler?.makeRequest()))
        return true
    }

    /// Holds `new` back instead of what was held (the later request wins): the request of
    /// the destination it replaces is handed ``ScreenResult/cancelled``. `nil` drops what
    /// was held the same way.
    func replaceHeld(with new: HeldDestination?) {
        let replaced = held?.request
        held = new
        if let replaced, replaced !== new?.request { replaced.complete(with: nil) }
    }

    /// Step 1 of ``conditionsDidChange()`` alone: in every tab, goes back (each step logged,
    /// no screen asked, observers told) until no screen whose condition no longer holds is
    /// left; nothing resumes. What a ``NavigationQueue`` does at once when a change is
    /// reported while a navigation is in flight, so no such screen stays shown meanwhile.
    package func unwindScreensWhoseConditionsFail() {
        conditionChanges &+= 1
        guard let navigator else { return }
        defer { settleRequests() }
        unwindScreensWhoseConditionsFail(on: navigator)
    }

    /// The unwinding of ``unwindScreensWhoseConditionsFail()``, on `navigator`, leaving the
    /// requests of the screens it removed to the caller to settle.
    private func unwindScreensWhoseConditionsFail(on navigator: any NavigationStack) {
        let tabs: [String?] = tabbed?.tabs ?? [nil]
        // Where each tab's unwinding starts: its first screen whose condition no longer holds.
        let unwinds = tabs.compactMap { tab -> (tab: String?, first: Int)? in
            let first = inTab(tab) {
                navigator.entries.indices.dropFirst().first(where: { index in
                    navigator.entries[index].requirement.map { !chainHolds($0) } ?? false
                })
            }
            return (first ?? nil).map { (tab, $0) }
        }
        guard !unwinds.isEmpty else { return }
        if !observers.isEmpty {
            for unwind in unwinds {
                inTab(unwind.tab) {
                    let removed = navigator.entries[unwind.first...].map(\.screen.name)
                    _ = verdict(.unwind(removing: removed), link: nil, forced: true)
                }
            }
        }
        // Observers are told of the tabs' events once every tab is unwound: none is told
        // while another tab still holds a screen whose condition no longer holds.
        tellingAfter {
            for unwind in unwinds {
                inTab(unwind.tab) {
                    let first = unwind.first
                    let removed = navigator.entries[first...]
                    _ = mayLeave([Removal(tab: unwind.tab, entries: removed)], forced: true)
                    // In one step, so that no event is told while a screen whose condition no
                    // longer holds is still on the stack: one screen is popped (or dismissed),
                    // more go at once (`pop-to-root ROOT`, or `go` naming the screens that stay).
                    if removed.count == 1 {
                        apply(.back(returning: nil), on: navigator)
                    } else if first == 1 {
                        apply(.popToRoot, on: navigator)
                    } else {
                        apply(.replaceAboveRoot(Array(navigator.entries[1..<first])), on: navigator)
                    }
                }
            }
        }
    }

    /// Re-checks every guard after the app's state changed (a sign-in, a sign-out).
    ///
    /// 1. Removes, in every tab, every screen from the first one whose guard chain no
    ///    longer holds up to the top, in one event (`pop NAME` for one screen,
    ///    `pop-to-root ROOT` or `go ROOT > ...` for more), observers being told of the
    ///    tabs' events once every tab is unwound, so that nothing is told while
    ///    such a screen is still shown. This cannot be refused: a screen that refuses to be
    ///    left is removed all the same (noted `leave overridden NAME`), and observers'
    ///    verdicts are ignored (security first).
    /// 2. If the condition whose screen the pending destination's guard showed holds now,
    ///    goes back to where its tab's stack was when that screen was shown and shows the
    ///    destination (and the ones waiting after it): or, in a guard chain, the screen of
    ///    the next condition that does not hold.
    /// 3. Never leaves a guard's screen on the stack once its condition holds.
    ///
    /// Steps 2 and 3 ask the screens they remove (``LeaveGuardedScreen``): at a refusal
    /// neither happens, and the pending destination waits as it was. Observers are asked
    /// before the destination resumes: a veto drops it.
    /// - Returns: The outcome of showing the pending destination;
    ///   ``RouteOutcome/leaveRefused(_:)`` when a screen refused to be left (nothing of
    ///   steps 2 and 3 happened), ``RouteOutcome/vetoed(_:)`` when an observer stopped the
    ///   destination from resuming (it is dropped), as every other way of navigating
    ///   answers; ``IgnoreReason/notLoaded(_:)`` when the pending destination would resume
    ///   but its screen loads data first (it waits, with its guard's screen, until a
    ///   ``NavigationQueue`` loads it); or `nil` when nothing was pending or its condition
    ///   still does not hold.
    @discardableResult
    public func conditionsDidChange() -> RouteOutcome? {
        conditionChanges &+= 1
        guard let navigator else { return nil }
        defer { settleRequests() }
        unwindScreensWhoseConditionsFail(on: navigator)
        let tabs: [String?] = tabbed?.tabs ?? [nil]
        if let waiting = awaitingData { return .ignored(.notLoaded(waiting.screen)) }
        let advancing = pending.flatMap { holds($0.guardName) ? $0 : nil }
        var depths: [(tab: String?, depth: Int)] = []
        for tab in tabs {
            inTab(tab) {
                let resumesHere = advancing.map { NavigationState.equal($0.tab, tab) } ?? false
                let satisfied = firstSatisfiedGuardScreen(in: navigator)
                let depth = [satisfied, resumesHere ? advancing?.depth : nil].compactMap { $0 }.min()
                if let depth, depth < navigator.entries.count { depths.append((tab, depth)) }
            }
        }
        let removals = depths.compactMap { planned in
            inTab(planned.tab) { Removal(tab: planned.tab, entries: navigator.entries[max(planned.depth, 1)...]) }
        }
        var resuming = advancing
        var vetoed: String?
        if let waiting = advancing {
            switch inTab(waiting.tab, { self.verdict(.resume(waiting.destination), link: nil) }) {
            case .proceed?:
                break
            case nil:
                // Its tab is gone (``pending`` answers only while the guard's screen is in
                // its tab): nothing is left to resume.
                resuming = nil
                replaceHeld(with: nil)
            case .veto(let reason)?, .redirect(_, let reason)?:
                inTab(waiting.tab) { note(.veto(reason), on: navigator) }
                resuming = nil
                replaceHeld(with: nil)
                vetoed = reason
            }
        }
        if let refused = mayLeave(removals) { return .leaveRefused(refused) }
        for planned in depths {
            inTab(planned.tab) { _ = unwind(navigator, to: planned.depth) }
        }
        if let vetoed { return .vetoed(vetoed) }
        guard let resuming else { return nil }
        // The request goes on with the destination it was made for.
        let request = held?.request
        held = nil
        return outcome(inTab: resuming.tab) {
            show(resuming.destination, then: resuming.then[...], request: request, asking: nil, link: nil)
        }
    }

    /// The first destination of the pending one's chain whose screen loads its data and has
    /// none, when the pending destination would resume now (its guard's condition holds):
    /// it waits, guard's screen and all, until a ``NavigationQueue`` has loaded it. `nil`
    /// when nothing pending would resume or everything it shows is loaded.
    package var awaitingData: Destination? {
        guard registry.hasLoaders, let waiting = pending, holds(waiting.guardName) else { return nil }
        return ([waiting.destination] + waiting.then).first { registry.loader(for: $0) != nil && loaded(for: $0) == nil }
    }

    /// The index of the first screen above the root that is a guard's screen while that
    /// guard's condition holds: a screen asking for what is already there.
    private func firstSatisfiedGuardScreen(in navigator: any NavigationStack) -> Int? {
        navigator.entries.indices.dropFirst().first { index in
            satisfiedGuard(showing: navigator.entries[index].screen.name) != nil
        }
    }

    /// The guard whose screen `screen` is and whose condition holds now, or `nil`: such a
    /// screen asks for what is already there, so no path shows it (a tap, a link, `go`, a
    /// restore) and a change of conditions removes it. The one rule for it.
    package func satisfiedGuard(showing screen: String) -> String? {
        firstHolding(registry.guardNames(redirectingTo: screen))
    }

    /// The guard whose screen `screen` is, when the screen right below where it would be
    /// shown (`below`, `nil` at the root) is that same screen; `nil` otherwise. A guard's
    /// screen is never shown on top of itself, on any path (a tap, a link, `go`, a
    /// restore): the one rule for it.
    package func repeatedGuard(showing screen: String, above below: String?) -> String? {
        guard let below, screen.isScalarEqual(to: below) else { return nil }
        return registry.guardNames(redirectingTo: screen).first
    }

    /// The first of the guards `names` whose condition holds, or `nil`.
    func firstHolding(_ names: [String]) -> String? {
        guard !names.isEmpty, conditions != nil else { return nil }
        return names.first(where: holds)
    }

    /// Drops the pending destination and goes back to where the stack was before the
    /// guard's screen was shown (taking off the guard's screen and any shown above it).
    /// Observers are asked first (as for ``back()``), and the screens taken off may refuse.
    /// - Returns: The last event of going back, the veto or refusal note when nothing
    ///   changed, or `nil` when nothing was pending or nothing had to be taken off.
    @discardableResult
    public func cancelPending() -> NavigationEvent? {
        guard let waiting = pending, let navigator else { return nil }
        defer { settleRequests() }
        return inTab(waiting.tab) {
            if let veto = askForEvent(.back(returning: nil)) { return veto }
            return cancel(waiting, on: navigator)
        } ?? nil
    }

    /// Cancels `waiting` in its tab, observers asked already.
    func cancel(_ waiting: PendingDestination, on navigator: any NavigationStack) -> NavigationEvent? {
        let removed = navigator.entries[min(max(waiting.depth, 1), navigator.entries.count)...]
        if let refused = mayLeave([Removal(tab: currentTab, entries: removed)]) {
            return tagged(.leave(.refused, refused))
        }
        replaceHeld(with: nil)
        return unwind(navigator, to: waiting.depth)
    }

    /// Whether `condition` holds now and names a registered guard, with every condition its
    /// guard chain requires: exactly what showing a destination that requires it checks.
    package func allows(_ condition: String) -> Bool {
        chainHolds(condition)
    }

    /// Whether every condition of `requirement`'s guard chain holds (an unknown guard or a
    /// loop never does).
    func chainHolds(_ requirement: String) -> Bool {
        if case .holds = guardCheck(requirement) { return true }
        return false
    }

    /// Whether `condition` holds: the answer a queue checked asynchronously for the
    /// navigation it commits, or else what ``conditions`` says.
    func holds(_ condition: String) -> Bool {
        if !prepared.checked.isEmpty, let checked = prepared.checked[condition] { return checked }
        return conditions?.holds(condition) ?? false
    }
}
