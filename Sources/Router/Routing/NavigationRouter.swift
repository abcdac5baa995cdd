import LinkMatching
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
/// ## Screens that take part
/// - A ``LeaveGuardedScreen`` is asked before any navigation removes it, and a refusal
///   changes nothing (see there; a sign-out overrides it: security first).
/// - ``show(_:expecting:onResult:)`` shows a screen and hands its result back exactly once:
///   the value it returns (``back(returning:)``, or a ``ReturnValue`` row), or
///   ``ScreenResult/cancelled`` when it leaves any other way.
/// - ``NavigationObserver``s are asked before every navigation (and may stop or redirect
///   it) and told every event after.
/// - A guard may require another guard's condition (``RouteGuard/requires``): the chain is
///   walked one screen at a time until every condition holds.
///
/// ## Tabs
/// On a ``TabbedNavigationStack`` with tabs, everything acts on the selected tab, except:
/// ``select(tab:)`` switches tabs (refused while a modal screen covers them); ``back()`` at
/// a tab's root selects the first tab, and at the first tab's root is refused; a link
/// opened ``LinkPlacement/fromRoot`` selects the tab it names (`LinkTab`), else the tab
/// its chain starts in (dismissing a modal cover first); and ``conditionsDidChange()``
/// unwinds every tab.
@MainActor
public final class NavigationRouter: PayloadRouting {
    /// The most observers' redirects one navigation follows before it is ignored as
    /// ``IgnoreReason/redirectLoop(_:)``. A guard chain's bound is ``GuardChain/maxLength``.
    public static let maxRedirects = 8

    /// The jumpers and guards this router dispatches to.
    public nonisolated let registry: JumperRegistry

    /// The stack screens are shown on; `nil` once it has been deallocated.
    public private(set) weak var navigator: (any NavigationStack)?
    /// The same stack, when it is a ``TabbedNavigationStack``: cast once here, as a cast to
    /// a protocol asks the runtime's conformance tables each time.
    private(set) weak var tabbedNavigator: (any TabbedNavigationStack)?

    /// Answers which guard conditions hold; `nil` means none does.
    public let conditions: (any GuardConditions)?

    /// Answers the questions of screens that may be left only after a confirmation; `nil`
    /// answers no to every question.
    public let confirmations: (any LeaveConfirming)?

    /// The observers asked before each navigation and told each event after, in order.
    public private(set) var observers: [any NavigationObserver]

    /// The destination a guard held back, until it resumes or is cancelled; `nil` as soon as
    /// the guard's screen has left the stack, by whatever path.
    /// Reading it changes nothing: a destination whose guard's screen has gone is no longer
    /// answered (what is stored for it is replaced by the next held destination).
    public var pending: PendingDestination? {
        guard let held, let navigator, let guardScreen = held.screen,
            inTab(held.destination.tab, { navigator.entries.contains(where: { $0.screen === guardScreen }) }) ?? false
        else { return nil }
        return held.destination
    }

    /// What a guard holds back, its screen and the request for its result; `nil` when
    /// nothing is. Kept until replaced or dropped even once its screen has gone (then
    /// ``pending`` no longer answers it).
    var held: HeldDestination?
    /// What each root is (its screen and payload), by tab (`nil` without tabs; the first tab
    /// of a name), as ``start(registry:root:conditions:confirmations:observers:stack:)`` built
    /// it; empty for a router made with `init`, whose roots are known by their stack entries
    /// alone. A dictionary, so finding the tab a link starts in takes time linear in the tabs.
    var roots: [ExactText?: EntryIdentity] = [:]
    /// The tab the router is acting on while it unwinds or resumes in a tab that may not be
    /// the selected one.
    var actingTab: String?
    /// The events logged within ``tellingAfter(_:)``, not told to the observers yet; `nil`
    /// outside it, where each event is told as it is logged.
    var untoldEvents: [NavigationEvent]?
    /// The code waiting for the result of each screen shown expecting one, by screen.
    var requests: [ObjectIdentifier: ResultRequest] = [:]
    /// Whether screens of each type are ``LeaveGuardedScreen``s, as far as asked.
    var leaveGuardedTypes: [ObjectIdentifier: Bool] = [:]
    /// What a ``NavigationQueue`` prepared for the navigation it is committing (the data
    /// loaded for its screens, the answers of the conditions checked asynchronously), in
    /// place only while it commits (``committing(_:_:)``); nothing outside a commit.
    var prepared = PreparedNavigation()
    /// How many times ``conditionsDidChange()`` was called: a queue drops the answers it
    /// checked asynchronously when the app's state changed while it loaded.
    package internal(set) var conditionChanges = 0

    /// Called with each routes-file route and link pattern the router uses, for coverage.
    public var onTrace: ((RouteTrace) -> Void)?

    /// Creates a router that shows screens on `navigator` (held weakly).
    /// - Parameters:
    ///   - registry: The jumpers and guards.
    ///   - navigator: The stack to show screens on.
    ///   - conditions: Which guard conditions hold; `nil` when the app has none.
    ///   - confirmations: Answers leave confirmations; `nil` answers no.
    ///   - observers: Asked before and told after every navigation, in order.
    public init(
        registry: JumperRegistry, navigator: any NavigationStack,
        conditions: (any GuardConditions)? = nil, confirmations: (any LeaveConfirming)? = nil,
        observers: [any NavigationObserver] = []
    ) {
        self.registry = registry
        self.navigator = navigator
        self.tabbedNavigator = navigator as? any TabbedNavigationStack
        self.conditions = conditions
        self.confirmations = confirmations
        self.observers = observers
    }

    /// Adds `observer` after the others (held strongly, until ``removeObserver(_:)``).
    public func addObserver(_ observer: any NavigationObserver) {
        observers.append(observer)
    }

    /// Removes `observer` (compared by identity); does nothing when it was not added.
    public func removeObserver(_ observer: any NavigationObserver) {
        observers.removeAll { $0 === observer }
    }

    /// Where `payload` would lead, without showing anything. Pure: callable from any
    /// isolation.
    public nonisolated func decide(_ payload: Any?) -> RouteDecision {
        registry.decide(payload)
    }

    /// Routes `payload`: shows the screen its jumper chooses (guards permitting), or says
    /// why nothing was shown. Never traps, whatever the payload.
    ///
    /// A payload no jumper claims that is a ``ReturnValue`` returns its value from the top
    /// screen; one that is a ``ConditionAction`` changes the app's state and re-checks the
    /// guards.
    @discardableResult
    public func route(_ payload: Any?) -> RouteOutcome {
        guard navigator != nil else { return .ignored(.navigatorGone) }
        return route(payload, decided: decision(for: payload))
    }

    /// Routes `payload` as ``route(_:)`` does, where it leads decided already
    /// (``decision(for:)``, pure, so deciding again would decide the same): a navigation
    /// planned before it commits is decided once.
    package func route(_ payload: Any?, decided: RouteDecision) -> RouteOutcome {
        guard navigator != nil else { return .ignored(.navigatorGone) }
        switch decided {
        case .show(let destination):
            return show(destination)
        case .ignore(let reason):
            if case .noJumper = reason, let action = Self.action(payload) {
                defer { settleRequests() }
                return action.perform(on: self)
            }
            return .ignored(reason)
        }
    }

    /// Whether the router acts on `payload` itself when no jumper claims its type (a
    /// ``ReturnValue`` or a ``ConditionAction``), rather than ignoring it.
    package nonisolated static func isAction(_ payload: Any?) -> Bool {
        guard let payload else { return false }
        return payload is any RouterAction || payload is any ConditionAction
    }

    /// The text the log shows for the value `payload` returns when it is a ``ReturnValue``
    /// (`Large` in `pop SizePicker -> Large`), or `nil` for any other payload, `nil` included.
    package nonisolated static func returnedValueText(_ payload: Any?) -> String? {
        (payload as? any ValueReturning)?.returnedText
    }

    /// The value `payload` returns when it is a ``ReturnValue`` (what ``back(returning:)``
    /// hands to the screen below), or `nil` for any other payload, `nil` included.
    package nonisolated static func returnedValue(_ payload: Any?) -> (any Sendable)? {
        (payload as? any ValueReturning)?.returned
    }

    /// The router's own action `payload` asks for, if it is one.
    private static func action(_ payload: Any?) -> (any RouterAction)? {
        guard let payload else { return nil }
        if let action = payload as? any RouterAction { return action }
        if let action = payload as? any ConditionAction { return ConditionActionPayload(action: action) }
        return nil
    }

    /// The decision for `payload`, whose destination keeps the payload the jumper decided
    /// for, so the stack can be saved and rebuilt from it, whatever destination the jumper
    /// built.
    func decision(for payload: Any?) -> RouteDecision {
        registry.decideCarryingPayload(payload)
    }

    /// Opens a deep link: resolves it to a payload and routes that payload with the same
    /// registry and guards as a tap, after noting `link LINK` in the log. Never traps,
    /// whatever the text: a malformed, hostile or unknown link is rejected with the reason.
    /// - Parameters:
    ///   - link: The link, e.g. `giuseppe://menu/pizza/Margherita`.
    ///   - placement: ``LinkPlacement/fromRoot`` (the default) builds the link's chain from
    ///     the root in one step and answers ``RouteOutcome/went(tab:stack:)``;
    ///     ``LinkPlacement/onTop`` shows only the link's destination on the current stack.
    ///     In an app with tabs, a link that names a tab (`#tab=Home`, `LinkTab`) is built
    ///     from the root of that tab, whichever tab its chain starts in; `onTop` does not
    ///     use the tab.
    /// - Returns: What was shown, or why nothing was: when any destination of the chain is
    ///   ignored, nothing changes; a screen that refuses to be left, or an observer's veto,
    ///   changes nothing either. A tab named with a bad escape is rejected
    ///   (``LinkFailure/rejected(_:)``); a tab no tab is named, or any tab in an app without
    ///   tabs, is ``IgnoreReason/unknownTab(_:)``.
    @discardableResult
    public func open(_ link: String, placement: LinkPlacement = .fromRoot) -> RouteOutcome {
        open(link, decided: registry.decide(link: link), placement: placement, noted: false)
    }

    /// Opens `link`, decided as `decided` (``JumperRegistry/decide(link:)``, asked once by
    /// whoever made the request), as ``open(_:placement:)`` does; `noted`: its notes (`link
    /// LINK` and the canonical spelling) were made already (``noteOpening(_:decided:)``), by
    /// a queue that noted them before the link's screens loaded, so that the log notes the
    /// link before what it did. The decision is noted for coverage here, as it is carried
    /// out.
    package func open(
        _ link: String, decided: Result<LinkDecision, LinkFailure>, placement: LinkPlacement, noted: Bool
    ) -> RouteOutcome {
        guard let navigator else { return .ignored(.navigatorGone) }
        defer { settleRequests() }
        switch traced(decided) {
        case .failure(let failure):
            return .rejected(failure)
        case .success(let linked):
            let named: String?
            do { named = try LinkTab.name(in: link) } catch { return .rejected(.rejected(error)) }
            if placement == .fromRoot {
                for parent in linked.parents { onTrace?(.link(parent.pattern.description)) }
            }
            let chain: [Destination]
            switch Self.destinations(of: linked, placement: placement) {
            case .failure(let reason): return .ignored(reason)
            case .success(let destinations): chain = destinations
            }
            if !noted { noteOpening(link, linked: linked, inTab: named) }
            if placement == .onTop {
                return show(chain[chain.count - 1], then: [], request: nil, asking: .show(chain[chain.count - 1]), link: link)
            }
            return build(chain, inTab: named, from: navigator, link: link)
        }
    }

    /// The destinations opening `linked` shows, in order: its chain from the root, or its own
    /// destination alone ``LinkPlacement/onTop``; or the reason of the first one ignored.
    private static func destinations(of linked: LinkDecision, placement: LinkPlacement)
        -> Result<[Destination], IgnoreReason>
    {
        var chain: [Destination] = []
        for decision in placement == .onTop ? [linked.decision] : linked.chain {
            switch decision {
            case .ignore(let reason): return .failure(reason)
            case .show(let destination): chain.append(destination)
            }
        }
        return .success(chain)
    }

    /// Why opening `link`, decided as `linked`, is refused before anything is shown or
    /// noted: a tab named with a bad escape, a destination of its chain ignored, a tab no tab
    /// is named (``linkTab(startingWith:named:)``); `nil` when it is not. The rules
    /// ``open(_:placement:)`` applies, asked without acting: changes nothing, notes nothing.
    /// Guards, observers and screens that refuse to be left are not asked.
    package func refusal(opening linked: LinkDecision, link: String, placement: LinkPlacement) -> RouteOutcome? {
        let named: String?
        do { named = try LinkTab.name(in: link) } catch { return .rejected(.rejected(error)) }
        switch Self.destinations(of: linked, placement: placement) {
        case .failure(let reason):
            return .ignored(reason)
        case .success(let chain):
            guard placement == .fromRoot, case .failure(let reason) = linkTab(startingWith: chain.first, named: named)
            else { return nil }
            return .ignored(reason)
        }
    }

    /// The tab a link's chain starting with `first` is built in, and whether `first` is that
    /// tab's root: the tab the link names (`named`), else the one its chain starts in, else
    /// the first (``JumperRegistry/tab(ofChainFrom:naming:roots:)``); `nil` for a stack
    /// without tabs. A named tab no tab has, or any tab named without tabs, is
    /// ``IgnoreReason/unknownTab(_:)``.
    func linkTab(startingWith first: Destination?, named: String?)
        -> Result<(tab: String?, startsAtRoot: Bool), IgnoreReason>
    {
        guard tabbed != nil else {
            if let named { return .failure(.unknownTab(named)) }
            return .success((nil, first.map { isRoot($0, inTab: nil) } ?? false))
        }
        guard let (tab, startsAtRoot) = registry.tab(ofChainFrom: first, naming: named, roots: tabRoots) else {
            return .failure(.unknownTab(named ?? ""))
        }
        return .success((tab, startsAtRoot))
    }

    /// Notes that `link`, decided as `linked`, is opened (`link LINK`), and its canonical
    /// spelling when it is spelled otherwise: what ``open(_:placement:)`` notes before what
    /// it does. A queue notes them when a link's screens load first; nothing is noted for a
    /// link that is refused.
    package func noteOpening(_ link: String, decided linked: LinkDecision) {
        let named: String?
        do { named = try LinkTab.name(in: link) } catch { return }
        noteOpening(link, linked: linked, inTab: named)
    }

    /// The notes of ``noteOpening(_:decided:)``, for `link` decided as `linked`, naming the tab `tab`.
    private func noteOpening(_ link: String, linked: LinkDecision, inTab tab: String?) {
        guard let navigator else { return }
        note(.link(link), on: navigator)
        if let canonical = canonicalSpelling(of: linked, inTab: tab), !canonical.isScalarEqual(to: link) {
            note(.canonicalLink(canonical), on: navigator)
        }
    }

    /// The canonical spelling of the link `linked` was decided from, naming `tab` when the
    /// link named one: the link of the payload it decoded (``JumperRegistry/link(for:)``),
    /// or `nil` when that payload has no link (no encoder, say).
    private func canonicalSpelling(of linked: LinkDecision, inTab tab: String?) -> String? {
        guard case .success(let canonical) = registry.link(for: linked.payload) else { return nil }
        return tab.map { LinkTab.link(canonical, inTab: $0) } ?? canonical
    }

    /// Where `link` leads, as ``JumperRegistry/decide(link:)`` says, after noting for coverage
    /// the pattern it matched, or the pattern whose decoder refused it (the link's own, or a
    /// parent's on its chain).
    package func tracedDecision(link: String) -> Result<LinkDecision, LinkFailure> {
        traced(registry.decide(link: link))
    }

    /// `decision`, after noting for coverage the pattern it matched, or the pattern whose
    /// decoder refused the link (see ``tracedDecision(link:)``).
    private func traced(_ decision: Result<LinkDecision, LinkFailure>) -> Result<LinkDecision, LinkFailure> {
        switch decision {
        case .failure(let failure): if onTrace != nil { traceRefusal(failure) }
        case .success(let linked): onTrace?(.link(linked.pattern.description))
        }
        return decision
    }

    /// Notes the pattern whose decoder refused a link, however far up its chain of parents.
    private func traceRefusal(_ failure: LinkFailure) {
        switch failure {
        case .undecodable(let pattern, _): onTrace?(.refusedLink(pattern))
        case .parent(_, .failed(let inner)): traceRefusal(inner)
        case .parent, .rejected: break
        }
    }

    /// Builds `chain` from the root of the tab `named` (the link's `LinkTab`), else of the
    /// tab it starts in, else of the first tab (``JumperRegistry/tab(ofChainFrom:naming:roots:)``),
    /// or of the stack without tabs, where a named tab is ``IgnoreReason/unknownTab(_:)``.
    /// A chain whose first destination is that root (``isRoot(_:inTab:)``) starts above it.
    private func build(_ chain: [Destination], inTab named: String?, from navigator: any NavigationStack, link: String)
        -> RouteOutcome
    {
        let (builtIn, startsAtRoot): (String?, Bool)
        switch linkTab(startingWith: chain.first, named: named) {
        case .failure(let reason): return .ignored(reason)
        case .success(let found): (builtIn, startsAtRoot) = found
        }
        if startsAtRoot { traceRoute(of: chain[0]) }
        let path = startsAtRoot ? Array(chain.dropFirst()) : chain
        guard let tabbed, let tab = builtIn else { return go(to: path, link: link) }
        guard tabbed.selectedTab.map({ !$0.isScalarEqual(to: tab) }) ?? true else { return go(to: path, link: link) }
        let plan: StackPlan
        switch inTab(tab, { stackPlan(path) }) ?? .failure(.unknownTab(tab)) {
        case .failure(let reason): return .ignored(reason)
        case .success(let planned): plan = planned
        }
        let resolved = plan.resolved
        let cover = navigator.entries.firstIndex(where: { $0.presentation == .modal })
        // Asked about the tab the link acts on; a redirect is shown where the person is, in
        // the selected tab (shown in the link's tab, which stays unselected, nobody saw it).
        switch inTab(tab, { verdict(.go(resolved), link: link) }) ?? .proceed {
        case .proceed:
            break
        case .veto(let reason):
            inTab(tab) { note(.veto(reason), on: navigator) }
            return .vetoed(reason)
        case .redirect(let instead, let reason):
            note(.redirect(reason), on: navigator)
            return show(instead, then: [], request: nil, asking: .show(instead), link: nil, redirects: [reason])
        }
        return outcome(inTab: tab) {
            var removals = [Removal(tab: tab, entries: navigator.entries.dropFirst())]
            if let cover, let current = tabbed.selectedTab {
                removals.append(Removal(tab: current, entries: inTab(current) { navigator.entries[cover...] } ?? []))
            }
            if let refused = mayLeave(removals) { return .leaveRefused(refused) }
            if let cover, let current = tabbed.selectedTab { inTab(current) { _ = unwind(navigator, to: cover) } }
            guard apply(.select(tab: tab), on: navigator).changedStack else { return .ignored(.navigatorGone) }
            return commit(plan, on: navigator)
        }
    }

    /// Notes for coverage the route that decided `destination`, a link's first destination
    /// that is the root already shown: the route was used, though nothing is pushed.
    private func traceRoute(of destination: Destination) {
        if let route = destination.route { onTrace?(.route(route)) }
    }

    /// Shows `destination` if its guard condition holds, or the guard's screen instead.
    /// - Returns: What was shown; ``IgnoreReason/unregisteredScreen(_:)`` when the
    ///   destination names a screen no plugin registered for its payload;
    ///   ``IgnoreReason/unknownGuard(_:)`` when the destination
    ///   requires a condition no guard is registered for; ``IgnoreReason/navigatorGone``
    ///   when the stack is gone; ``RouteOutcome/vetoed(_:)`` when an observer stopped it.
    @discardableResult
    public func show(_ destination: Destination) -> RouteOutcome {
        defer { settleRequests() }
        // Without observers there is no one to ask: no request is built, which saves a copy
        // of the destination.
        return show(destination, then: [], request: nil, asking: observers.isEmpty ? nil : .show(destination), link: nil)
    }

    /// Shows `destination`, then each of `rest` in order, each checked by its guard; the
    /// first held back waits with the ones after it. `asking` is what observers are asked
    /// first (`nil` when they were asked already); `request` is handed the first
    /// destination's result. All or nothing: when any of them cannot be shown, none is.
    func show(
        _ destination: Destination, then rest: ArraySlice<Destination>, request: ResultRequest?,
        asking intent: NavigationRequest.Intent?, link: String?, redirects: [String] = []
    ) -> RouteOutcome {
        guard rest.isEmpty else {
            return show([destination] + rest, request: request, asking: intent, link: link, redirects: redirects)
        }
        guard let navigator else { return .ignored(.navigatorGone) }
        return carryOut(
            plan(showing: destination, above: .top), request: request, asking: intent, link: link, redirects: redirects,
            on: navigator)
    }

    /// Routes `payload`, whose decision showed a destination, planned already as `planned`
    /// (``plan(showing:above:)`` for `destination` above the top screen, with nothing changed
    /// since): a queue that planned it to know whether it waits carries out that plan, so
    /// the destination is planned once.
    func route(_ payload: Any?, planned: ShowPlan, showing destination: Destination) -> RouteOutcome {
        guard let navigator else { return .ignored(.navigatorGone) }
        defer { settleRequests() }
        tracePlannedRoute(planned)
        return carryOut(
            planned, request: nil, asking: observers.isEmpty ? nil : .show(destination), link: nil, redirects: [],
            on: navigator)
    }

    /// Carries out the plan of showing one destination above the top screen: asks the
    /// observers about `intent` (unless `nil`), then shows the destination or the screen of
    /// the guard that holds it back; `request` is handed the destination's result.
    private func carryOut(
        _ plan: ShowPlan, request: ResultRequest?, asking intent: NavigationRequest.Intent?, link: String?,
        redirects: [String], on navigator: any NavigationStack
    ) -> RouteOutcome {
        // Each case asks the observers itself: binding the plan's destination outside the
        // switch would copy it.
        switch plan {
        case .ignored(let reason):
            return .ignored(reason)
        case .held(let resolved, let routeGuard):
            if let asked = intent, let refusal = ask(asked, link: link, request: request, redirects: redirects) {
                return refusal
            }
            return redirect(resolved, then: [], request: request, to: routeGuard, on: navigator)
        case .show(let resolved):
            if let asked = intent, let refusal = ask(asked, link: link, request: request, redirects: redirects) {
                return refusal
            }
            switch place(resolved, on: navigator) {
            case .success(let screen):
                file(request, for: screen)
                return resolved.presentation == .push ? .pushed(screen.name) : .presented(screen.name)
            case .failure(let reason):
                return .ignored(reason)
            }
        }
    }

    /// Shows every destination of `path` above the top screen, in order, as one plan: every
    /// one is resolved and every screen up to the first one a guard holds back is built
    /// before anything is shown (``stackPlan(_:above:)``), so a destination that cannot be
    /// shown leaves the stack as it was. The first one held back waits with those after it.
    private func show(
        _ path: [Destination], request: ResultRequest?, asking intent: NavigationRequest.Intent?, link: String?,
        redirects: [String]
    ) -> RouteOutcome {
        guard let navigator else { return .ignored(.navigatorGone) }
        let plan: StackPlan
        switch stackPlan(path, above: navigator.entries.last?.screen.name) {
        case .failure(let reason): return .ignored(reason)
        case .success(let planned): plan = planned
        }
        if let asked = intent, let refusal = ask(asked, link: link, request: request, redirects: redirects) {
            return refusal
        }
        for (index, entry) in plan.entries.enumerated() {
            apply(.put(entry.screen, as: plan.resolved[index]), on: navigator)
            if index == 0 { file(request, for: entry.screen) }
        }
        if let held = plan.held {
            return redirect(
                plan.resolved[held.index], then: plan.resolved[(held.index + 1)...],
                request: held.index == 0 ? request : nil, to: held.routeGuard, on: navigator)
        }
        let last = plan.entries[plan.entries.count - 1]
        return last.presentation == .push ? .pushed(last.screen.name) : .presented(last.screen.name)
    }

    /// Files `request` (when there is one) for the result of `screen`, just shown.
    private func file(_ request: ResultRequest?, for screen: any Screen) {
        guard let request else { return }
        request.screen = screen
        // A request still filed under the new screen's address is one of a screen freed
        // behind the router's back: it is over.
        requests[ObjectIdentifier(screen)]?.complete(with: nil)
        requests[ObjectIdentifier(screen)] = request
    }

    /// `destination` with its registered screen and the requirement the one rule gives it
    /// (``JumperRegistry/requirement(of:)``), after noting its route for coverage; `nil` when
    /// no plugin registered its screen, what it requires conflicts, or it is the screen of a
    /// guard whose condition holds already (``satisfiedGuard(showing:)``) or the screen right
    /// below (`below`, looked at only for a guard's screen) is that same screen
    /// (``repeatedGuard(showing:above:)``).
    func checked(_ destination: Destination, above below: Below, tracing: Bool = true) -> Destination? {
        // What `RouteDecision.resolved(in:)` does, without wrapping the destination in a
        // decision and out again, which copied it each way on every navigation.
        guard let found = destination.resolved(in: registry) else { return nil }
        // The guards of the screen, looked up once for the rules that need them.
        let guardsOfScreen = registry.guardNames(redirectingTo: found.screen)
        if !guardsOfScreen.isEmpty {
            if firstHolding(guardsOfScreen) != nil { return nil }
            if repeatedGuard(showing: found.screen, above: name(of: below)) != nil { return nil }
        }
        let requirement: String?
        do {
            requirement = try registry.requirement(
                forScreen: found.screen, declared: found.requirement, guardsOfScreen: guardsOfScreen)
        } catch { return nil }
        let resolved = requirement == found.requirement ? found : found.requiring(requirement)
        if tracing, let route = resolved.route { onTrace?(.route(route)) }
        return resolved
    }

    /// The screen a destination would be shown right above, named only when asked: the top
    /// of the stack costs a copy of its entry. (Not a closure: a closure of the main actor
    /// checks its executor each time it is called; nor the stack itself: copying it
    /// costs a slow retain, as the router holds it weakly.)
    package enum Below {
        /// The top screen of the acting stack.
        case top
        /// The screen of this name, or the root (`nil`).
        case screen(String?)
    }

    /// The name of the screen `below` stands for.
    func name(of below: Below) -> String? {
        switch below {
        case .top: navigator?.entries.last?.screen.name
        case .screen(let name): name
        }
    }

    /// Why ``checked(_:above:)`` answered `nil` for `destination`: its screen is not
    /// registered for its payload, what it requires conflicts, or it is the screen of a guard
    /// whose condition holds already or that stands right below.
    func uncheckedReason(_ destination: Destination, above below: String?) -> IgnoreReason {
        if let reason = RouteDecision.show(destination).resolved(in: registry).ignoreReason { return reason }
        if let satisfied = satisfiedGuard(showing: destination.screen) {
            return .guardHoldsAlready(screen: destination.screen, guardName: satisfied)
        }
        if let repeated = repeatedGuard(showing: destination.screen, above: below) {
            return .guardScreenRepeated(screen: destination.screen, guardName: repeated)
        }
        return .unregisteredScreen(destination.screen)
    }

    /// Whether `destination` is the root of `tab` (of the stack, without tabs): the same
    /// screen built from an equal payload (``EntryIdentity``), pushed, and requiring nothing
    /// (a root is always shown, so a destination that requires a condition is never taken
    /// for it). A screen's name alone never makes a root.
    func isRoot(_ destination: Destination, inTab tab: String?) -> Bool {
        registry.isRoot(destination, of: rootIdentity(inTab: tab))
    }

    /// What the root of `tab` (of the stack, without tabs) is: what
    /// ``start(registry:root:conditions:confirmations:observers:stack:)`` built it from, else
    /// its stack entry.
    func rootIdentity(inTab tab: String?) -> EntryIdentity? {
        if let known = roots[tab.map { ExactText($0) }] { return known }
        let entry = tab.map { tabbed?.entries(inTab: $0)?.first } ?? navigator?.entries.first
        return entry.map { EntryIdentity(screen: $0.screen.name, payload: $0.payload) }
    }

    /// The payload the screen of `entry`, at `index` in the stack of `tab` (`nil` without
    /// tabs), was built from: the entry's own, else, for a root, the payload the router
    /// built it from (a root's screen is built before the stack, so its entry knows none).
    func payload(of entry: StackEntry, at index: Int, inTab tab: String?) -> (any Sendable)? {
        if let payload = entry.payload { return payload }
        guard index == 0, let root = roots[tab.map { ExactText($0) }], root.screen.isScalarEqual(to: entry.screen.name)
        else { return nil }
        return root.payload
    }

    /// The roots of the stack's tabs, in order; empty without tabs.
    var tabRoots: JumperRegistry.TabRoots {
        tabbed?.tabs.map { (tab: $0, root: rootIdentity(inTab: $0)) } ?? []
    }

    /// The link of the stack shown (of the selected tab, with tabs): the link of its top
    /// entry's payload (``JumperRegistry/link(for:)``), whose parents rebuild the rest, and
    /// with tabs the tab's name (`LinkTab`) when the link would otherwise open in another
    /// tab, so that ``open(_:placement:)`` lands in this tab again.
    /// - Returns: The link, or why there is none (``PayloadLinkFailure``); ``PayloadLinkFailure/noPayload``
    ///   once the stack is gone. Never traps.
    public var topLink: Result<String, PayloadLinkFailure> {
        guard let navigator, let top = navigator.entries.last else { return .failure(.noPayload) }
        let payload = payload(of: top, at: navigator.entries.count - 1, inTab: currentTab)
        return registry.link(for: payload, inTab: currentTab, roots: tabRoots)
    }

    /// The stack with tabs, when the navigator has tabs.
    var tabbed: (any TabbedNavigationStack)? {
        guard let tabbed = tabbedNavigator, !tabbed.tabs.isEmpty else { return nil }
        return tabbed
    }

    /// The tab operations act on now, or `nil` without tabs.
    var currentTab: String? {
        actingTab ?? tabbed?.selectedTab
    }

    /// Runs `body` with the stack acting on `tab` (the selected one when `nil`).
    /// - Returns: What `body` returns, or `nil` when the stack has no tab named `tab` (then
    ///   `body` is not run: an unknown tab is never taken for the selected one).
    @discardableResult
    func inTab<T>(_ tab: String?, _ body: () -> T) -> T? {
        guard let tab, let tabbed else { return body() }
        let previous = actingTab
        actingTab = tab
        defer { actingTab = previous }
        return tabbed.performing(inTab: tab, body)
    }

    /// The outcome of `body` run with the stack acting on `tab` (see ``inTab(_:_:)``), or
    /// ``IgnoreReason/unknownTab(_:)`` when the stack has no tab of that name.
    func outcome(inTab tab: String?, _ body: () -> RouteOutcome) -> RouteOutcome {
        inTab(tab, body) ?? .ignored(.unknownTab(tab ?? ""))
    }

    /// Builds `destination`'s screen and shows it on `navigator`.
    /// - Returns: The screen, or ``IgnoreReason/screenNameDiffers(destination:screen:)``
    ///   (nothing shown) when it names itself otherwise than its destination.
    func place(_ destination: Destination, on navigator: any NavigationStack) -> Result<any Screen, IgnoreReason> {
        // A switch, not `Result.map`: a closure of the main actor handed to a nonisolated
        // function checks its executor when called, once per navigation.
        switch makeScreen(for: destination) {
        case .success(let screen):
            apply(.put(screen, as: destination), on: navigator)
            return .success(screen)
        case .failure(let reason):
            return .failure(reason)
        }
    }

    /// The screen of `destination`, built by its factory (its registered screen's, for a
    /// destination that names one), or why it is not shown: no screen is registered for it,
    /// or the screen built names itself otherwise than its destination (a screen is named
    /// once). The one rule for building a screen, for every path that shows one, restoring
    /// included.
    package func makeScreen(for destination: Destination) -> Result<any Screen, IgnoreReason> {
        var context = ScreenContext(router: self)
        if registry.loader(for: destination) != nil {
            guard let data = loaded(for: destination) else { return .failure(.notLoaded(destination.screen)) }
            context = ScreenContext(router: self, loaded: data)
        }
        let screen: any Screen
        if destination.namesItsScreen {
            guard let resolved = destination.resolved(in: registry) else {
                return .failure(.unregisteredScreen(destination.screen))
            }
            screen = resolved.makeScreen(in: context)
        } else {
            // Not copied into a local: a destination is large, and copying it retains each
            // of its strings and closures.
            screen = destination.makeScreen(in: context)
        }
        guard screen.name.isScalarEqual(to: destination.screen) else {
            return .failure(.screenNameDiffers(destination: destination.screen, screen: screen.name))
        }
        return .success(screen)
    }

    /// Goes back one step at a time until at most `depth` screens are left, without asking
    /// anyone: callers ask first.
    /// - Returns: The last event, or `nil` when nothing was taken off.
    @discardableResult
    func unwind(_ navigator: any NavigationStack, to depth: Int) -> NavigationEvent? {
        var last: NavigationEvent?
        while navigator.entries.count > max(depth, 1) {
            let event = apply(.back(returning: nil), on: navigator)
            guard event.changedStack else { break }
            last = event
        }
        return last
    }
}
