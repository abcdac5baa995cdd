import LinkMatching

/// Navigation that waits: checks asynchronous guards and runs the loaders of screens before
/// it shows them, one navigation at a time, on a clock the app (or a test) chooses.
///
/// Every request (``route(_:policy:)``, ``open(_:placement:policy:)``, ``go(to:policy:)``,
/// ``back(policy:)``, ``conditionsDidChange(policy:)``) goes through the queue and ends in
/// exactly one ``QueuedOutcome``, returned to its caller. The router stays the only place
/// that changes the stack: the queue prepares (asks ``AsyncGuardConditions``, runs loaders),
/// then hands the router what it prepared and lets it commit, all at once.
///
/// ## One navigation in flight
/// A request made while another is in flight follows its ``BusyPolicy``: ``BusyPolicy/replace``
/// (the default for taps, links, `go`, back, home and tabs) supersedes the one in flight, whose loaders
/// see cancellation and of which nothing is committed (a request the router refuses on its
/// own, such as a rejected link or back at the root, supersedes nothing);
/// ``BusyPolicy/queue`` waits its turn; ``BusyPolicy/drop`` is refused as
/// ``IgnoreReason/busy``. Back, home and a tab act at once on the screens shown and then,
/// when they changed them, supersede what is in flight, as a browser's back button does
/// (refused, they cancel nothing); ``cancel()`` only stops what is in flight.
///
/// A navigation that neither loads nor checks a condition asynchronously commits at once,
/// without a task or a timer: the queue costs nothing when nothing waits.
///
/// ## Guards before loaders
/// Guards are checked first (the asynchronous ones with ``AsyncGuardConditions/check(_:)``):
/// a screen a guard holds back is never loaded, so no data is fetched for someone not
/// allowed to see it. The loaders of the screens that will be shown then run concurrently;
/// the navigation commits when all have finished (all or nothing).
///
/// The answers of asynchronous checks hold for the navigation that asked them, unless the
/// app reports a change of conditions (``NavigationRouter/conditionsDidChange()``) before it
/// commits: then ``GuardConditions/holds(_:)`` decides, as the app knows best.
///
/// ## When the stack changed underneath
/// The stack cannot change through the queue while a navigation loads, but code may change
/// it through the router directly. Such a navigation is cancelled
/// (``QueuedOutcome/CancelReason/stackChanged``), not planned again: it was asked for on
/// screens no longer shown, and showing it would put a screen over a context the person
/// did not choose it from.
///
/// ## Feedback without flicker
/// When a navigation has been pending longer than ``loadingThreshold`` on ``clock``, the
/// queue notes `loading NAME` (the log and observers), and how it ended: `loading done
/// NAME` just before it commits; a navigation that ends quicker notes nothing. A navigation
/// cancelled, superseded, dropped or whose loader failed is always noted (`loading
/// cancelled NAME`, `loading superseded NAME`, `loading dropped NAME`, `loading failed
/// NAME`): every request that does not commit leaves its line in the log.
///
/// ## Failing loaders
/// A loader that throws ends the request as ``QueuedOutcome/failed(_:)``: the failure screen
/// of the screen (registered with it) or else ``failureScreen`` is shown with a
/// ``LoadFailure`` payload; with neither, nothing is shown.
@MainActor
public final class NavigationQueue {
    /// The router that commits every navigation.
    public let router: NavigationRouter
    /// The clock the loading threshold is measured on (a manual clock in tests).
    public let clock: any Clock<Duration>
    /// How long a navigation may be pending before `loading NAME` is noted.
    public var loadingThreshold: Duration
    /// The registered screen shown with a ``LoadFailure`` when a loader fails and its screen
    /// declares no failure screen of its own; `nil` shows nothing.
    public var failureScreen: String?
    /// The registered screen shown, with the link as its `String` payload, when a link
    /// matches no pattern; `nil` shows nothing (the request is refused).
    public var notFoundScreen: String?

    /// Whether the queue notes how its navigations load and end (`loading NAME`, `loading
    /// done NAME`...) in the log; `false` for a queue that only prepares (a dry run).
    package var notesLoading = true

    /// The screen whose `loading` note was given and whose navigation has not ended yet;
    /// `nil` otherwise. A spinner shows while it is set.
    public private(set) var loadingScreen: String?
    /// Whether nothing is in flight, waiting or still winding down after being cancelled.
    public var isIdle: Bool { current == nil && waiting.isEmpty && winding == 0 }

    private let asyncConditions: (any AsyncGuardConditions)?
    /// Whether no navigation ever waits: nothing loads, and no condition is checked
    /// asynchronously. Found once: the router's registry and conditions never change.
    private let neverWaits: Bool
    private var current: Ticket?
    private var waiting: [Ticket] = []
    /// Navigations superseded or cancelled whose tasks have not ended yet.
    private var winding = 0
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    /// How many loaders and asynchronous condition checks of the navigation in flight have
    /// not handed their answer back yet.
    package private(set) var runningWaits = 0
    /// How many loading-threshold timers have not ended yet.
    package private(set) var armedTimers = 0

    /// Whether the navigation in flight is preparing and every one of its loaders and checks
    /// is still out: if each of them (and each timer) sleeps on a manual clock, nothing can
    /// go on until time moves. `false` when idle, committing, or winding a cancelled one down.
    package var waitsOnLoaders: Bool {
        guard let current, current.isPreparing, winding == 0 else { return false }
        return runningWaits > 0
    }

    /// Creates a queue in front of `router`.
    /// - Parameters:
    ///   - router: The router that commits.
    ///   - clock: The clock of the loading threshold; the continuous clock by default.
    ///   - loadingThreshold: How long a navigation may wait before it is noted as loading.
    ///   - failureScreen: The default screen shown when a loader fails.
    ///   - notFoundScreen: The screen shown when a link matches no pattern.
    public init(
        router: NavigationRouter, clock: any Clock<Duration> = ContinuousClock(),
        loadingThreshold: Duration = .milliseconds(150), failureScreen: String? = nil, notFoundScreen: String? = nil
    ) {
        self.router = router
        self.clock = clock
        self.loadingThreshold = loadingThreshold
        self.failureScreen = failureScreen
        self.notFoundScreen = notFoundScreen
        self.asyncConditions = router.conditions as? any AsyncGuardConditions
        neverWaits = asyncConditions == nil && !router.registry.hasLoaders
    }

    // MARK: Requests

    /// Routes `payload` as a tap does (``NavigationRouter/route(_:)``), after checking its
    /// guards and loading its screen.
    ///
    /// Inlinable, so that in an app where nothing loads and no guard waits the call is the
    /// router's own: inlined into a caller on the main actor, it needs no hop to the main
    /// actor and back and no frame of its own on the task's allocator.
    @inlinable
    @discardableResult
    public func route(_ payload: Any?, policy: BusyPolicy = .replace) async -> QueuedOutcome {
        commitsAtOnce ? QueuedOutcome(router.route(payload)) : await submit(routing: payload, policy: policy)
    }

    /// The request of ``route(_:policy:)`` when it may wait.
    @usableFromInline
    func submit(routing payload: Any?, policy: BusyPolicy) async -> QueuedOutcome {
        await enter(request(routing: payload), policy: policy)
    }

    /// The queue's entry for every request: `request` is committed at once when it waits
    /// for nothing (``commitAtOnce(_:)``), else submitted (``submit(_:policy:)``).
    package func enter(_ request: Request, policy: BusyPolicy) async -> QueuedOutcome {
        if policy == .replace, request.actsOnScreensShown {
            // Behind a change of conditions waiting its turn, it waits its turn too,
            // superseding nothing: requests are served in order.
            guard actsAtOnce(request) else { return await submit(request, policy: .queue) }
            return QueuedOutcome(RouteOutcome(goingBack: actOnScreensShown(request)))
        }
        if let outcome = commitAtOnce(request) { return outcome }
        return await submit(request, policy: policy)
    }

    /// The request to route `payload`, decided now, once: where it leads is asked of the
    /// registry here and nowhere after (what may wait, what is refused, what commits).
    package func request(routing payload: Any?) -> Request {
        .route(payload, decided: router.decision(for: payload))
    }

    /// Opens `link` (``NavigationRouter/open(_:placement:)``), after checking the guards and
    /// loading the screens of its chain. A link that matches no pattern shows
    /// ``notFoundScreen`` when there is one.
    @discardableResult
    public func open(_ link: String, placement: LinkPlacement = .fromRoot, policy: BusyPolicy = .replace) async
        -> QueuedOutcome
    {
        await enter(request(opening: link, placement: placement), policy: policy)
    }

    /// The request to open `link`, decided now, once: where it leads is asked of the
    /// registry here and nowhere after (what it loads, whether it is refused, its notes, the
    /// commit).
    package func request(opening link: String, placement: LinkPlacement) -> Request {
        .open(link, placement, decided: router.registry.decide(link: link))
    }

    /// Replaces the stack above the root (``NavigationRouter/go(to:)``), after checking the
    /// guards and loading the screens of `path`.
    @discardableResult
    public func go(to path: [Destination], policy: BusyPolicy = .replace) async -> QueuedOutcome {
        await enter(.go(path), policy: policy)
    }

    /// Goes back one step (``NavigationRouter/back()``). With the default policy, back acts
    /// at once on the screens shown, and when it changed them it supersedes what is in
    /// flight or waiting its turn, as a browser's back button does; refused (only the root
    /// left, a screen that refuses to be left, an observer's veto), it cancels nothing.
    @discardableResult
    public func back(policy: BusyPolicy = .replace) async -> QueuedOutcome {
        await enter(.back, policy: policy)
    }

    /// Returns to the root of the stack shown (``NavigationRouter/home()``), as ``back(policy:)``
    /// goes back: at once with the default policy, superseding what is in flight only when
    /// it changed the stack.
    @discardableResult
    public func home(policy: BusyPolicy = .replace) async -> QueuedOutcome {
        await enter(.home, policy: policy)
    }

    /// Selects the named tab (``NavigationRouter/select(tab:)``), as ``back(policy:)`` goes
    /// back: at once with the default policy, superseding what is in flight only when the
    /// selection changed something (a tab no tab is named cancels nothing).
    @discardableResult
    public func select(tab: String, policy: BusyPolicy = .replace) async -> QueuedOutcome {
        await enter(.selectTab(tab), policy: policy)
    }

    /// Whether `request`, with the policy that replaces, acts at once on the screens shown
    /// (``actOnScreensShown(_:)``): back, home or a tab, unless a change of conditions waits
    /// its turn. A change of conditions is never superseded, so such a request waits its turn
    /// behind it (``BusyPolicy/queue``), superseding nothing, as requests are served in order.
    package func actsAtOnce(_ request: Request) -> Bool {
        request.actsOnScreensShown && !waiting.contains { $0.changesConditions }
    }

    /// Carries out `request`, one that acts on the screens shown (back, home, a tab), at
    /// once, as its default policy (``BusyPolicy/replace``) does: when it changed the stack,
    /// what is in flight and what waits its turn are superseded after it (a change of
    /// conditions waiting its turn stays); when it was refused, nothing is.
    /// - Returns: Its event, or `nil` for any other request or when the stack is gone.
    package func actOnScreensShown(_ request: Request) -> NavigationEvent? {
        let event = act(request)
        if let event, event.changedStack, current != nil || !waiting.isEmpty { supersedeAll() }
        return event
    }

    /// Has the router carry out `request`, one that acts on the screens shown; `nil` for any
    /// other request or when the stack is gone.
    private func act(_ request: Request) -> NavigationEvent? {
        switch request {
        case .back: router.back()
        case .home: router.home()
        case .selectTab(let tab): router.select(tab: tab)
        case .route, .open, .go, .conditionsChanged, .prepared: nil
        }
    }

    /// Re-checks the guards after the app's state changed
    /// (``NavigationRouter/conditionsDidChange()``), loading the destination a guard held
    /// before it resumes. Waits its turn by default: a change of conditions is never lost.
    ///
    /// The change is an event at once, whatever is in flight: the screens whose condition no
    /// longer holds are taken off at once, and a navigation preparing under a guard
    /// (checking its conditions, loading its screens) stops and prepares again under the new
    /// conditions before it commits, so it never commits on an answer or data from before
    /// the change (a screen that needs a session is not shown after a sign-out). Resuming a
    /// destination a guard held waits its turn, since it may load.
    @discardableResult
    public func conditionsDidChange(policy: BusyPolicy = .queue) async -> QueuedOutcome {
        await enter(.conditionsChanged, policy: policy)
    }

    /// Cancels the navigation in flight, if any: its loaders see cancellation, nothing of it
    /// is committed, and it ends ``QueuedOutcome/cancelled(_:)``. Requests waiting their
    /// turn go on.
    /// - Returns: Whether a navigation was in flight.
    @discardableResult
    public func cancel() -> Bool {
        guard let current else { return false }
        stop(current, as: .cancelled)
        return true
    }

    /// Whether routing `payload` through the queue would wait: a navigation is in flight or
    /// waiting its turn, a guard of its destination checks a condition asynchronously, a
    /// screen it shows loads, or it changes the app's conditions (a ``ConditionAction``,
    /// after which a held destination may load). When `false`, ``route(_:policy:)`` commits
    /// at once what ``NavigationRouter/route(_:)`` does, so a screen may tap through the
    /// router itself (keeping, say, the handler of a result it expects).
    public func waits(routing payload: Any?) -> Bool {
        waitsWhenEntered(request(routing: payload))
    }

    /// Whether `request` would wait if it entered the queue now (``enter(_:policy:)``): a
    /// navigation is in flight or waiting its turn, or the request itself waits (a screen
    /// it shows loads, a condition of its guards is checked asynchronously, it changes the
    /// app's conditions).
    package func waitsWhenEntered(_ request: Request) -> Bool {
        guard !commitsAtOnce else { return false }
        return current != nil || !waiting.isEmpty || waits(request)
    }

    /// Returns once the queue is idle (``isIdle``): nothing in flight or waiting, and no
    /// task of a cancelled navigation still running.
    public func whenIdle() async {
        guard !isIdle else { return }
        await withCheckedContinuation { idleWaiters.append($0) }
    }

    // MARK: The queue

    /// What a request asks for.
    package enum Request {
        /// Route a payload, where it leads decided when the request was made
        /// (``request(routing:)``).
        case route(Any?, decided: RouteDecision)
        /// Open a link, where it leads decided when the request was made
        /// (``request(opening:placement:)``).
        case open(String, LinkPlacement, decided: Result<LinkDecision, LinkFailure>)
        case go([Destination])
        case back
        case home
        case selectTab(String)
        case conditionsChanged
        /// Load destinations a caller names, then commit through its closure (a restore).
        case prepared(PreparedCommit)

        /// Whether it acts on the screens shown, loading nothing: back, home, a tab
        /// (``NavigationQueue/actOnScreensShown(_:)``).
        var actsOnScreensShown: Bool {
            switch self {
            case .back, .home, .selectTab: true
            case .route, .open, .go, .conditionsChanged, .prepared: false
            }
        }
    }

    typealias EventNote = NavigationEvent.LoadingNote

    /// Whether routing `payload`, decided as `decided`, performs a ``ConditionAction``: the
    /// router acts on a payload itself only when no jumper claims its type
    /// (``NavigationRouter/route(_:)``), so a claimed payload is never asked for one.
    nonisolated static func isConditionAction(_ payload: Any?, decided: RouteDecision) -> Bool {
        guard case .ignore(.noJumper) = decided else { return false }
        return payload is any ConditionAction
    }

    /// A loader threw: the screen and what its error says, and where the destination whose
    /// loader it is stands among those planned (`nil` for a guard's screen).
    struct LoaderError: Error {
        let failure: LoadFailure
        let position: Int?
    }

    /// How many times a navigation prepares, at most, when the app's conditions keep changing
    /// while it does.
    static let maxPreparations = 8

    /// Whether a request commits at once: nothing is in flight, and nothing ever loads or is
    /// checked asynchronously. Then no ticket is made (an allocation) and no async call
    /// is awaited: the router commits before the request's call returns.
    @usableFromInline
    var commitsAtOnce: Bool {
        neverWaits && current == nil && waiting.isEmpty
    }

    /// Commits `request` at once, on the caller's actor, when nothing is in flight or
    /// waiting its turn and it waits for nothing: no screen it shows loads and no condition
    /// of its guards is checked asynchronously. The queue's zero-cost path: no ticket, no
    /// task, no suspension; the same commit a queued request ends in.
    /// - Returns: How it ended, or `nil` when it must be submitted (``submit(_:policy:)``),
    ///   and then nothing was done.
    package func commitAtOnce(_ request: Request) -> QueuedOutcome? {
        guard current == nil, waiting.isEmpty else { return nil }
        if !neverWaits, case .route(let payload, .show(let destination)) = request {
            // A tap decided to show a destination is planned once: what the plan needs says
            // whether it waits, and the same plan is carried out (nothing runs between).
            // Not traced: a tap that waits may never be carried out.
            let plan = router.plan(showing: destination, above: .top, tracing: false)
            guard !waits(plan) else { return nil }
            return QueuedOutcome(router.route(payload, planned: plan, showing: destination))
        }
        guard neverWaits || !waits(request) else { return nil }
        return commit(request)
    }

    /// Whether carrying out `plan` waits: the screen it shows (the destination's, or the
    /// destination's all the same when a guard holds it, as the guard's condition may be
    /// checked asynchronously) loads, or a condition of its guard chain is checked
    /// asynchronously.
    private func waits(_ plan: NavigationRouter.ShowPlan) -> Bool {
        switch plan {
        case .ignored:
            return false
        case .show(let destination), .held(let destination, _):
            return router.registry.loader(for: destination) != nil || hasAsyncCheck(requirement: destination.requirement)
        }
    }

    /// Whether `request`, made while the queue is idle, waits before it commits: a screen it
    /// shows loads, a condition of its guards is checked asynchronously, it changes the app's
    /// conditions by a tap (a ``ConditionAction``), or, for a change of conditions, the
    /// destination a guard holds loads once it resumes.
    private func waits(_ request: Request) -> Bool {
        switch request {
        case .back, .home, .selectTab:
            return false
        case .prepared:
            return true
        case .route(let payload, let decided) where Self.isConditionAction(payload, decided: decided):
            return true
        case .conditionsChanged:
            guard let pending = router.pending else { return false }
            return loadsAny([pending.destination] + pending.then)
        case .route(_, let decided):
            // One destination at most: asked in place, without a list of it.
            guard case .show(let destination) = decided else { return false }
            // The plan commitAtOnce carries out, asked the same way (not traced: only asked).
            return waits(router.plan(showing: destination, above: .top, tracing: false))
        case .open, .go:
            let planned = plannedDestinations(request)
            return loadsAny(planned) || !asyncChecks(of: planned).isEmpty
        }
    }

    /// Submits `request`: it runs now, or waits its turn, or replaces what is in flight, as
    /// `policy` says. A request that would replace what is in flight but that the router
    /// refuses on its own (a link that is rejected or names no tab, a payload no jumper
    /// claims, back at the root) is answered at once and leaves what is in flight as it is:
    /// a refusal changes nothing, and cancels nothing.
    package func submit(_ request: Request, policy: BusyPolicy) async -> QueuedOutcome {
        await submitted(request, policy: policy).outcome
    }

    /// ``submit(_:policy:)``, with the event of a request that acts on the screens shown
    /// (back, home, a tab) once it ran: what the router did, said as it is when such a
    /// request acts at once (``actOnScreensShown(_:)``), refusals included.
    /// - Returns: How it ended, and its event; `nil` for any other request, one that did
    ///   not run (superseded, dropped), or when the stack is gone.
    package func submitted(_ request: Request, policy: BusyPolicy) async
        -> (outcome: QueuedOutcome, event: NavigationEvent?)
    {
        if case .conditionsChanged = request { conditionsChanged() }
        if current != nil || !waiting.isEmpty {
            // A change of conditions unwinds the screens whose condition no longer holds at
            // once, whatever is in flight: a signed-out person never sees a screen that needs
            // a session, not even until what loads has loaded. Resuming a held destination
            // waits its turn, as it may load.
            if case .conditionsChanged = request { router.unwindScreensWhoseConditionsFail() }
            // Replacing is the one policy that takes something away: a request refused on
            // its own takes nothing. One that waits its turn is judged when it runs.
            if policy == .replace, isRefused(request) { return (commit(request), nil) }
            switch policy {
            case .drop:
                note(.dropped, target(of: request))
                return (.refused(.ignored(.busy)), nil)
            case .replace:
                supersedeAll()
            case .queue:
                break
            }
        }
        let ticket = Ticket(request, waiting: current != nil || !waiting.isEmpty)
        if case .waiting = ticket.phase {
            waiting.append(ticket)
            await ticket.awaitTurn()
            if case .supersededWhileWaiting = ticket.phase { return (.superseded, nil) }
        }
        current = ticket
        let performed = await perform(ticket)
        if current === ticket {
            current = nil
            startNext()
        }
        return performed
    }

    /// Supersedes what waits its turn, then what is in flight: replaced by a request
    /// (``BusyPolicy/replace``). A change of conditions waiting its turn is not a navigation
    /// the person chose: it stays.
    private func supersedeAll() {
        for queued in waiting where !queued.changesConditions {
            note(.superseded, target(of: queued.request))
            queued.supersede()
        }
        waiting.removeAll { !$0.changesConditions }
        if let current { stop(current, as: .superseded) }
    }

    /// Lets the first request waiting its turn run, or tells whoever waits that the queue
    /// is idle.
    private func startNext() {
        guard current == nil else { return }
        guard !waiting.isEmpty else { return tellIfIdle() }
        let next = waiting.removeFirst()
        current = next
        next.letRun()
    }

    private func tellIfIdle() {
        guard isIdle else { return }
        let waiters = idleWaiters
        idleWaiters = []
        for waiter in waiters { waiter.resume() }
    }

    /// Stops `ticket`, in flight: notes how, cancels its task, and lets the next one run.
    private func stop(_ ticket: Ticket, as how: EventNote) {
        ticket.stop(as: how)
        note(how, ticket.target.isEmpty ? target(of: ticket.request) : ticket.target)
        if loadingScreen != nil, ticket.loadingNoted { loadingScreen = nil }
        winding += 1
        current = nil
        startNext()
    }

    /// Notes that the app's conditions changed, at once: the navigation in flight, when it
    /// prepares under a guard, stops preparing and prepares again under the new conditions.
    private func conditionsChanged() {
        router.conditionChanges &+= 1
        guard let current, current.guarded else { return }
        current.conditionsChanged()
    }

    /// Whether the router refuses `request` on its own: a link that is rejected (and not
    /// shown on ``notFoundScreen``), whose chain a jumper ignores or that names no tab; a
    /// payload no jumper claims that is not the router's own action.
    /// Asks the router's own rules (``NavigationRouter/refusal(opening:link:placement:)``);
    /// changes nothing.
    private func isRefused(_ request: Request) -> Bool {
        switch request {
        case .route(let payload, let decided):
            guard case .ignore = decided else { return false }
            return !NavigationRouter.isAction(payload)
        case .open(let link, let placement, let decided):
            switch decided {
            case .failure(.rejected(let rejection)) where Self.matchesNothing(rejection):
                return notFoundScreen == nil
            case .failure:
                return true
            case .success(let linked):
                return router.refusal(opening: linked, link: link, placement: placement) != nil
            }
        case .go, .back, .home, .selectTab, .conditionsChanged, .prepared:
            // Back, home and a tab never reach here with the policy that replaces: they act
            // at once (`actOnScreensShown`).
            return false
        }
    }

    // MARK: Performing

    /// Carries out `ticket`, let run: how it ended, and the event of a request that acts
    /// on the screens shown (`nil` for any other).
    private func perform(_ ticket: Ticket) async -> (outcome: QueuedOutcome, event: NavigationEvent?) {
        // Stopped between being let run and running.
        if let stopped = stoppedOutcome(ticket) { return (stopped, nil) }
        if ticket.request.actsOnScreensShown {
            // Its turn came (it waited, ``BusyPolicy/queue``): nothing else is in flight.
            let event = act(ticket.request)
            return (QueuedOutcome(RouteOutcome(goingBack: event)), event)
        }
        return (await prepareAndCommit(ticket), nil)
    }

    /// Carries out `ticket`, a navigation that may load or check asynchronously.
    private func prepareAndCommit(_ ticket: Ticket) async -> QueuedOutcome {
        // Nothing loads and nothing is checked asynchronously: the router commits at once.
        guard !neverWaits else { return commit(ticket.request) }
        let outcome = await run(ticket, planned: plannedDestinations(ticket.request)) {
            self.commit(ticket.request, notedAhead: $0)
        }
        // A destination a guard held resumes now that its condition holds, once loaded: the
        // router left it waiting, guard's screen and all, after a change of conditions (or a
        // condition action tapped).
        guard ticket.changesConditions, router.awaitingData != nil, let pending = router.pending else { return outcome }
        return await run(ticket, planned: [pending.destination] + pending.then) { _ in
            QueuedOutcome(self.router.conditionsDidChange() ?? .conditionsChanged)
        }
    }

    /// How `ticket` ended when it was stopped before it could commit, once its task is over;
    /// `nil` when it was not stopped.
    private func stoppedOutcome(_ ticket: Ticket) -> QueuedOutcome? {
        guard let stopped = ticket.stopped else { return nil }
        winding -= 1
        tellIfIdle()
        return stopped == .superseded ? .superseded : .cancelled(.requested)
    }

    /// Prepares `planned` (when anything needs preparing), then commits with `commit`, told
    /// whether the request's notes were made ahead: a link that loads is noted (`link LINK`)
    /// before its loading notes, as the log notes a link before what it did.
    private func run(
        _ ticket: Ticket, planned: [Destination], commit: (_ notedAhead: Bool) -> QueuedOutcome
    ) async -> QueuedOutcome {
        let checks = asyncChecks(of: planned)
        guard !checks.isEmpty || loadsAny(planned) else { return commit(false) }
        var notedAhead = false
        if notesLoading, case .open(let link, _, .success(let linked)) = ticket.request {
            router.noteOpening(link, decided: linked)
            notedAhead = true
        }
        ticket.target = target(of: planned) ?? ""
        let stack = stackIdentity()
        ticket.guarded = planned.contains { ((try? router.registry.requirement(of: $0)) ?? nil) != nil }
        armedTimers += 1
        let timer = Task { [clock, loadingThreshold] in
            defer { self.armedTimers -= 1 }
            try await clock.sleep(for: loadingThreshold)
            self.loadingPassedThreshold(ticket)
        }
        let limit = timeLimit(of: ticket)
        var result: Result<PreparedNavigation, any Error>
        // Prepared again, from its guards on, each time the app's conditions change while it
        // prepares (``conditionsChanged()`` stops it): what it checked and loaded belongs to
        // the old conditions. Bounded: past the bound, what the app knows now decides below.
        var preparations = 0
        repeat {
            preparations += 1
            result = await ticket.prepare { [clock] in
                try await LoaderClock.$current.withValue(clock) { try await self.prepare(planned, checking: checks) }
            }
        } while ticket.preparesAgain && !Task.isCancelled && preparations < Self.maxPreparations
        timer.cancel()
        _ = await timer.result
        limit?.cancel()
        _ = await limit?.result
        if let stopped = stoppedOutcome(ticket) { return stopped }
        if Task.isCancelled { return end(ticket, .cancelled, .cancelled(.callerCancelled)) }
        if case .prepared(let prepared) = ticket.request, case .failure(let error) = result {
            // A prepared commit shows no failure screen: its caller says what failed.
            if ticket.interruption == .timedOut {
                prepared.timedOut = true
                return end(ticket, .failed, .failed(LoadFailure(screen: ticket.target, message: "time limit passed")))
            }
            if let error = error as? LoaderError {
                prepared.failedAt = error.position
                return end(ticket, .failed, .failed(error.failure))
            }
        }
        switch result {
        case .failure(let error as LoaderError):
            return fail(ticket, error.failure)
        case .failure:
            return end(ticket, .cancelled, .cancelled(.callerCancelled))
        case .success(let prepared):
            guard stackIdentity() == stack else { return end(ticket, .cancelled, .cancelled(.stackChanged)) }
            if ticket.loadingNoted { note(.done, ticket.target) }
            loadingScreen = nil
            // The app's state changed while it loaded (and it was prepared as often as it may
            // be): what the asynchronous checks answered may be stale, and what the app knows
            // now (`holds`) decides.
            var committed = prepared
            if router.conditionChanges != prepared.conditionChanges { committed.checked = [:] }
            return router.committing(committed) { commit(notedAhead) }
        }
    }

    /// For a prepared commit with a time limit, a timer on ``clock`` that stops the ticket's
    /// preparation once the limit has passed; `nil` for every other request.
    private func timeLimit(of ticket: Ticket) -> Task<Void, any Error>? {
        guard case .prepared(let prepared) = ticket.request else { return nil }
        armedTimers += 1
        return Task { [clock] in
            defer { self.armedTimers -= 1 }
            try await clock.sleep(for: prepared.timeLimit)
            ticket.timeOut()
        }
    }

    /// Ends `ticket` without committing: notes how, and answers `outcome`.
    private func end(_ ticket: Ticket, _ how: EventNote, _ outcome: QueuedOutcome) -> QueuedOutcome {
        note(how, ticket.target)
        loadingScreen = nil
        return outcome
    }

    /// Ends `ticket` whose loader failed: notes it and shows the failure screen.
    private func fail(_ ticket: Ticket, _ failure: LoadFailure) -> QueuedOutcome {
        note(.failed, failure.screen)
        loadingScreen = nil
        if let screen = router.registry.failureScreen(of: failure.screen) ?? failureScreen {
            router.show(.push(registered: screen, payload: failure))
        }
        return .failed(failure)
    }

    /// Notes `loading NAME` for `ticket` once it has waited past the threshold.
    private func loadingPassedThreshold(_ ticket: Ticket) {
        guard ticket.isPreparing, ticket.stopped == nil, !ticket.loadingNoted else { return }
        ticket.loadingNoted = true
        loadingScreen = ticket.target
        note(.started, ticket.target)
    }

    /// Checks the conditions asynchronously, then runs the loaders of the destinations of
    /// `planned` that will be shown, concurrently.
    private func prepare(_ planned: [Destination], checking checks: [String]) async throws -> PreparedNavigation {
        var prepared = PreparedNavigation(conditionChanges: router.conditionChanges)
        if let asyncConditions {
            for name in checks {
                runningWaits += 1
                prepared.checked[name] = await asyncConditions.check(name)
                runningWaits -= 1
                try Task.checkCancellation()
            }
        }
        let loading = router.committing(PreparedNavigation(checked: prepared.checked)) { destinationsToLoad(planned) }
        let registry = router.registry
        prepared.loaded = try await withThrowingTaskGroup(of: (Int, any Sendable).self) { group in
            for (index, (position, destination)) in loading.enumerated() {
                guard let load = registry.loader(for: destination), let payload = destination.payload else { continue }
                group.addTask {
                    do {
                        return (index, try await load(payload))
                    } catch is CancellationError where Task.isCancelled {
                        throw CancellationError()
                    } catch {
                        throw LoaderError(
                            failure: LoadFailure(screen: destination.screen, message: "\(error)"), position: position)
                    }
                }
            }
            var loaded: [(destination: Destination, data: any Sendable)] = []
            runningWaits += loading.count
            defer { runningWaits -= loading.count - loaded.count }
            for try await (index, data) in group {
                loaded.append((loading[index].destination, data))
                runningWaits -= 1
            }
            return loaded
        }
        return prepared
    }

    /// Whether a screen of `planned` loads (whether or not a guard lets it be shown).
    private func loadsAny(_ planned: [Destination]) -> Bool {
        planned.contains { router.registry.loader(for: $0) != nil }
    }

    /// The destinations of `planned` whose screens load and will be shown: those before the
    /// first a guard holds back, and that guard's screen when it loads, each with its
    /// position in `planned` (`nil` for the guard's screen); none from the first that cannot
    /// be shown. Asked with the answers of the asynchronous checks in place, of the router's
    /// own plan of each destination (``NavigationRouter/plan(showing:above:)``).
    private func destinationsToLoad(_ planned: [Destination]) -> [(position: Int?, destination: Destination)] {
        var loading: [(position: Int?, destination: Destination)] = []
        var below: String?
        for (position, destination) in planned.enumerated() {
            switch router.plan(showing: destination, above: .screen(below), tracing: false) {
            case .show:
                break
            case .held(_, let routeGuard):
                if router.registry.loader(for: routeGuard.redirect) != nil { loading.append((nil, routeGuard.redirect)) }
                return loading
            case .ignored:
                return loading
            }
            if router.registry.loader(for: destination) != nil { loading.append((position, destination)) }
            below = destination.screen
        }
        return loading
    }

    /// The conditions of the guard chains of `planned` that are checked asynchronously, in
    /// order, each once.
    private func asyncChecks(of planned: [Destination]) -> [String] {
        var names: [String] = []
        for destination in planned {
            for name in asyncChecks(of: destination) where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The conditions of `destination`'s guard chain that are checked asynchronously, in
    /// order.
    private func asyncChecks(of destination: Destination) -> [String] {
        guard let asyncConditions, let requirement = (try? router.registry.requirement(of: destination)) ?? nil else {
            return []
        }
        return router.registry.guardChain(of: requirement).names.filter { asyncConditions.checksAsynchronously($0) }
    }

    /// Whether a condition of `requirement`'s guard chain is checked asynchronously, walked
    /// without listing the chain.
    private func hasAsyncCheck(requirement: String?) -> Bool {
        guard let asyncConditions, let requirement else { return false }
        var found = false
        _ = router.registry.walkGuardChain(from: requirement) { found = found || asyncConditions.checksAsynchronously($0.name) }
        return found
    }

    /// The destinations `request` will show, as far as can be told before it commits: a
    /// tap's, a link's chain, `go`'s path; none for back or a change of conditions (a
    /// destination a guard held is loaded once its condition holds).
    private func plannedDestinations(_ request: Request) -> [Destination] {
        switch request {
        case .route(_, let decided):
            return decided.destination.map { [$0] } ?? []
        case .open(_, let placement, let decided):
            guard case .success(let linked) = decided else { return [] }
            let decisions = placement == .onTop ? [linked.decision] : linked.chain
            return decisions.compactMap(\.destination)
        case .go(let path):
            return path
        case .prepared(let prepared):
            return prepared.destinations
        case .back, .home, .selectTab, .conditionsChanged:
            return []
        }
    }

    /// The screen a navigation to `planned` ends on.
    private func target(of planned: [Destination]) -> String? {
        planned.last?.screen
    }

    /// The name `request`'s notes give it: the screen it goes to, or what it does.
    private func target(of request: Request) -> String {
        switch request {
        case .back: "back"
        case .home: "home"
        case .selectTab(let tab): "tab \(tab)"
        case .conditionsChanged: "conditions changed"
        default: target(of: plannedDestinations(request)) ?? "nothing"
        }
    }

    /// Whether `rejection` says that no pattern matches the link (rather than that the link
    /// is malformed).
    private static func matchesNothing(_ rejection: LinkRejection) -> Bool {
        switch rejection {
        case .unknownScheme, .unknownHost, .noMatch: true
        default: false
        }
    }

    /// Commits `request` through the router; `notedAhead`: a link's notes were made when it
    /// began to load.
    private func commit(_ request: Request, notedAhead: Bool = false) -> QueuedOutcome {
        switch request {
        case .route(let payload, let decided):
            return QueuedOutcome(router.route(payload, decided: decided))
        case .open(let link, let placement, let decided):
            let outcome = router.open(link, decided: decided, placement: placement, noted: notedAhead)
            if case .rejected(.rejected(let rejection)) = outcome, Self.matchesNothing(rejection), let notFoundScreen {
                return QueuedOutcome(router.show(.push(registered: notFoundScreen, payload: link)))
            }
            return QueuedOutcome(outcome)
        case .go(let path):
            return QueuedOutcome(router.go(to: path))
        case .back, .home, .selectTab:
            // Nothing is in flight (``commitAtOnce(_:)``); its turn, when it waited, is
            // taken in ``perform(_:)``, which hands back its event.
            return QueuedOutcome(RouteOutcome(goingBack: act(request)))
        case .conditionsChanged:
            return QueuedOutcome(router.conditionsDidChange() ?? .conditionsChanged)
        case .prepared(let prepared):
            return prepared.commit()
        }
    }

    /// What is shown now: the screens of the acting stack, by identity, and the selected tab.
    private struct StackIdentity: Equatable {
        let screens: [ObjectIdentifier]
        let tab: String?
    }

    private func stackIdentity() -> StackIdentity {
        StackIdentity(
            screens: router.navigator?.entries.map { ObjectIdentifier($0.screen) } ?? [], tab: router.tabbed?.selectedTab)
    }

    private func note(_ how: EventNote, _ screen: String) {
        guard notesLoading, let navigator = router.navigator else { return }
        router.note(.loading(how, screen), on: navigator)
    }
}
