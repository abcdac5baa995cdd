public import Router
import RouterRestoration
import RouterText

/// Explores an app without a person: starts at the home screen and taps every row of every
/// reachable screen, breadth first, recording where each tap leads. An app with tabs is
/// explored tab by tab, each from its own root.
///
/// The crawler works on decisions, not on a stack: it asks the registry where each row's
/// payload leads and builds that screen to see its rows. A screen has rows when it is a
/// `TappableScreen` (`ListScreen` or an app's own); any other screen is a leaf. Guarded destinations are followed
/// as if their condition held (so the screens behind sign-in are explored too), and their
/// edges carry the requirement; the screen of every guard along the chain counts as reached
/// through it, and is explored too (the terms screen's "I accept"). A row the router acts on
/// itself (a `ReturnValue` or a `ConditionAction`) is neither an edge nor a dead row but
/// an action row (``CrawlReport/actionRows``); a built screen that is a `LeaveGuardedScreen`
/// is noted (``CrawlReport/leaveGuarded``).
/// The crawler explores states, not only screens: when a row shows a screen whose rows return
/// a value (a picker), the screen below is built again, the row tapped and each value handed
/// to the result it asked for, as the router hands it over; a screen whose rows changed (the
/// order form after a size is chosen) is a new state, reached by the path of taps that
/// leads there (`Size: Medium`, `Large`), and its rows are tapped too. A state is a screen's
/// name, title and rows' titles and details, and each is explored once, so a bounded app is
/// explored in full; the depth bound (taps) and the state bound (states explored) stop an
/// unbounded one, and the report says when either was hit (``CrawlReport/truncated``).
/// No value is handed over where the picker needs a guard whose screen the path shows
/// below the form: the picker shows only once that guard holds, which closes the guard's
/// screen and the form above it. Rows that depend on the app's own state (not on a value
/// returned through the router) are seen as the screen shows them when built.
///
/// Screens no tap shows (the error screen of a failed sign-in, say) can be given as extra
/// starting points (`alsoShown`): each is reached by a path whose one step says how it is
/// shown, in parentheses (`(a failed sign-in)`), and its rows are crawled like any other,
/// after the taps from home (so a screen a tap reaches keeps its path of taps).
/// With tabs, the extra starting points are crawled in every tab, as the app may show them
/// in any, so each tab's report lists them.
public struct NavigationCrawler: Sendable {
    private let registry: JumperRegistry
    private let home: Destination
    /// The tabs crawled, or `nil` for an app without tabs (crawled from `home`).
    private let tabRoots: [TabRoot]?
    /// The identities of ``tabRoots``' roots, in order, as the registry's tab rule takes
    /// them: made once, not once per tab (an app may have thousands of tabs).
    private let roots: JumperRegistry.TabRoots
    /// The most taps from home (from each tab's root, with tabs) that are followed.
    public let maxDepth: Int
    /// The most screen states explored (a screen in the state its rows show; in each tab,
    /// with tabs).
    public let maxStates: Int
    /// The screens no tap shows that are crawled too, each with how it is shown.
    private let alsoShown: [(how: String, destination: Destination)]

    /// Creates a crawler for the app made of `registry` and `home`.
    /// - Parameters:
    ///   - registry: The app's jumpers, guards and screens: where each row's payload leads.
    ///   - home: The root screen, where the crawl starts.
    ///   - maxDepth: The most taps from home that are followed; 0 or less taps no row.
    ///   - maxStates: The most screen states explored; 0 or less explores none past home.
    ///   - alsoShown: Screens no tap shows, crawled from too, each with how the app
    ///     shows it (`a failed sign-in`, say); paths to them start with the step `(how)`.
    public init(
        registry: JumperRegistry, home: Destination, maxDepth: Int = 12, maxStates: Int = 10_000,
        alsoShown: [(how: String, destination: Destination)] = []
    ) {
        self.alsoShown = alsoShown
        self.registry = registry
        self.home = home
        self.tabRoots = nil
        self.roots = []
        self.maxDepth = maxDepth
        self.maxStates = maxStates
    }

    /// Creates a crawler for the app made of `registry` and `tabs`: each tab is crawled from
    /// its own root, on its own, and the report says per tab what is reached and how
    /// (``CrawlReport/tabs``). Tabs that share a root (the screen a plugin registered, built
    /// from equal payloads, as a routes file's tabs opening the same link do) are crawled
    /// once: each later one is reported as the first was, in its own tab.
    ///
    /// A root naming a screen `registry` registers is built as the router builds it. A tab
    /// whose name repeats an earlier one (compared scalar by scalar) is skipped, as
    /// `RecordingNavigationStack.init(tabs:)` skips it; an empty list crawls nothing and
    /// reports no screen.
    ///
    /// The screens of `alsoShown` are crawled in every tab, after the tab's root, as
    /// ``init(registry:home:maxDepth:maxStates:alsoShown:)`` crawls them after home.
    public init(
        registry: JumperRegistry, tabs: [TabRoot], maxDepth: Int = 12, maxStates: Int = 10_000,
        alsoShown: [(how: String, destination: Destination)] = []
    ) {
        self.alsoShown = alsoShown
        var distinct: [TabRoot] = []
        var names: Set<ExactText> = []
        for tab in tabs where names.insert(ExactText(tab.name)).inserted {
            distinct.append(tab)
        }
        self.registry = registry
        self.home = distinct.first?.root ?? .push("Empty") { _ in TextScreen(name: "Empty", title: "(no tabs)") }
        // `home` is not crawled when there are tabs, even none (nor are the extra starts).
        self.tabRoots = distinct
        self.roots = distinct.map { (tab: $0.name, root: EntryIdentity(screen: $0.root.screen, payload: $0.root.payload)) }
        self.maxDepth = maxDepth
        self.maxStates = maxStates
    }

    /// What one crawl from one root found.
    private struct Findings {
        var screens: [(name: String, path: [String])] = []
        var edges: [CrawlReport.Edge] = []
        var deadRows: [CrawlReport.DeadRow] = []
        var actionRows: [CrawlReport.ActionRow] = []
        var leaveGuarded: [String] = []
        var routesUsed: [RouteRule] = []
        var fieldValues: [CrawlReport.FieldValue] = []
        var unsavable: [CrawlReport.UnsavableScreen] = []
        var states: [CrawledState] = []
        var stoppedAtDepth = false
        var stoppedAtStateLimit = false
    }

    /// Crawls the app (each tab in turn, with tabs).
    /// - Complexity: O(*t*·*s*·*r*) for *t* tabs with distinct roots (1 without tabs) and
    ///   *s* explored screens with *r* rows each, plus O(*s*) for each tab whose root an
    ///   earlier tab shares.
    ///
    /// A screen that loads is built as a person would see it once loaded: its loader runs on
    /// a manual clock of its own (an hour of latency takes no time). When the loader fails,
    /// the row leads to the screen's failure screen (an edge to it, and a screen reached),
    /// or, when it has none, it is a dead row, ignored as not loaded.
    @MainActor
    public func crawl() async -> CrawlReport {
        let guards = registry.guardNames.compactMap { name in
            registry.routeGuard(named: name).map { (name, $0.redirect.screen, $0.requires) }
        }
        var chains: [ExactText: [(name: String, screen: String)]] = [:]
        for name in registry.guardNames {
            chains[ExactText(name)] = Self.distinctGuards(of: registry.guardChain(of: name)).map {
                ($0.name, $0.redirect.screen)
            }
        }
        guard let tabRoots else {
            let found = await crawl(from: RouteDecision.show(home).resolved(in: registry).destination ?? home, tab: nil)
            var report = CrawlReport(
                screens: found.screens, edges: found.edges, deadRows: found.deadRows, actionRows: found.actionRows,
                leaveGuarded: found.leaveGuarded, routesUsed: found.routesUsed, guards: guards, chains: chains,
                stoppedAtDepth: found.stoppedAtDepth, stoppedAtStateLimit: found.stoppedAtStateLimit,
                alsoShown: alsoShown.map(\.how), fieldValues: found.fieldValues, unsavable: found.unsavable)
            report.states = found.states
            return report
        }
        var merged = Findings()
        var screenSet: Set<ExactText> = []
        var edgeSet: Set<CrawlReport.Edge> = []
        var deadSet: Set<ExactText> = []
        var actionSet: Set<CrawlReport.ActionRow> = []
        var guardedSet: Set<ExactText> = []
        var routeSet: Set<RouteRule> = []
        var fieldSet: Set<CrawlReport.FieldValue> = []
        var unsavableSet: Set<CrawlReport.UnsavableScreen> = []
        var tabs: [TabReport] = []
        // Tabs that share a root are crawled once: the findings of the first such tab, by the
        // root's screen name, with the root's payload and the tab crawled.
        var crawledRoots: [ExactText: [(payload: (any Sendable)?, found: Findings)]] = [:]
        for tab in tabRoots {
            let root = RouteDecision.show(tab.root).resolved(in: registry).destination ?? tab.root
            let found: Findings
            if let earlier = sharedRoot(root, in: crawledRoots) {
                found = relabeled(earlier, to: tab.name)
            } else {
                found = await crawl(from: root, tab: tab.name)
                if root.isRegisteredScreen {
                    crawledRoots[ExactText(root.screen), default: []].append((root.payload, found))
                }
            }
            tabs.append(
                TabReport(
                    name: tab.name, screens: found.screens, edges: found.edges, deadRows: found.deadRows,
                    actionRows: found.actionRows, leaveGuarded: found.leaveGuarded, routesUsed: found.routesUsed,
                    stoppedAtDepth: found.stoppedAtDepth, stoppedAtStateLimit: found.stoppedAtStateLimit))
            merged.screens += found.screens.filter { screenSet.insert(ExactText($0.name)).inserted }
            merged.edges += found.edges.filter { edgeSet.insert($0).inserted }
            merged.deadRows += found.deadRows.filter { deadSet.insert(ExactText("\($0.screen)\u{0}\($0.row)")).inserted }
            merged.actionRows += found.actionRows.filter { actionSet.insert($0).inserted }
            merged.leaveGuarded += found.leaveGuarded.filter { guardedSet.insert(ExactText($0)).inserted }
            merged.routesUsed += found.routesUsed.filter { routeSet.insert($0).inserted }
            merged.fieldValues += found.fieldValues.filter { fieldSet.insert($0).inserted }
            merged.unsavable += found.unsavable.filter { unsavableSet.insert($0).inserted }
            merged.states += found.states
            merged.stoppedAtDepth = merged.stoppedAtDepth || found.stoppedAtDepth
            merged.stoppedAtStateLimit = merged.stoppedAtStateLimit || found.stoppedAtStateLimit
        }
        var report = CrawlReport(
            screens: merged.screens, edges: merged.edges, deadRows: merged.deadRows, actionRows: merged.actionRows,
            leaveGuarded: merged.leaveGuarded, routesUsed: merged.routesUsed, guards: guards, chains: chains,
            stoppedAtDepth: merged.stoppedAtDepth, stoppedAtStateLimit: merged.stoppedAtStateLimit,
            tabs: tabs, alsoShown: alsoShown.map(\.how), fieldValues: merged.fieldValues, unsavable: merged.unsavable)
        report.states = merged.states
        report.tabRoots = roots
        return report
    }

    /// The tabs compared with a root before it is crawled again: a root shared by more tabs
    /// than this with other payloads of its screen is crawled anew (correct, only slower).
    private static let sharedRootsCompared = 16

    /// What the crawl of an earlier tab whose root `root` is found, when there is one: the same screen
    /// built by the factory a plugin registered for it (so the same screen, whichever tab
    /// shows it) from an equal payload. A root that brings its own factory is never shared:
    /// two closures may build different screens under one name.
    private func sharedRoot(
        _ root: Destination, in crawled: [ExactText: [(payload: (any Sendable)?, found: Findings)]]
    ) -> Findings? {
        guard root.isRegisteredScreen, let candidates = crawled[ExactText(root.screen)] else { return nil }
        return candidates.prefix(Self.sharedRootsCompared).first { EntryIdentity.equal($0.payload, root.payload) }?
            .found
    }

    /// `found`, crawled in another tab, as the crawl of `tab`, whose root is the same, finds
    /// it: every path starts with `tab`, and every state is in `tab`, with the link written
    /// for it there.
    private func relabeled(_ found: Findings, to tab: String) -> Findings {
        func path(_ path: [String]) -> [String] { [tab] + path.dropFirst() }
        var relabeled = found
        relabeled.screens = found.screens.map { ($0.name, path($0.path)) }
        relabeled.deadRows = found.deadRows.map {
            CrawlReport.DeadRow(screen: $0.screen, row: $0.row, path: path($0.path), reason: $0.reason)
        }
        relabeled.unsavable = found.unsavable.map {
            CrawlReport.UnsavableScreen(screen: $0.screen, path: path($0.path), problem: $0.problem)
        }
        relabeled.states = found.states.map { state in
            CrawledState(
                tab: tab, path: path(state.path), root: state.root, entries: state.entries,
                link: registry.link(for: state.top.payload, inTab: tab, roots: roots))
        }
        return relabeled
    }

    /// Crawls from `start`, breadth first, then from the screens of ``alsoShown`` (for what
    /// the taps did not reach); every path starts with `tab` when there is one.
    @MainActor
    private func crawl(from start: Destination, tab: String?) async -> Findings {
        let router = CrawlRouter()
        let context = ScreenContext(router: router)

        /// How to build the screen `destination` shows, once loaded when it loads: with the
        /// data loaded, or, when the loader fails, the failure screen with its
        /// ``Router/LoadFailure`` (`nil` when the screen has no failure screen).
        func builder(_ destination: Destination) async -> (destination: Destination, make: @MainActor () -> any Screen)? {
            switch await CrawlLoader.load(destination, in: registry) {
            case nil:
                return (destination, { destination.makeScreen(in: context) })
            case .loaded(let data):
                let loaded = ScreenContext(router: router, loaded: data)
                return (destination, { destination.makeScreen(in: loaded) })
            case .failed(let failure):
                guard let screen = registry.failureScreen(of: failure.screen) else { return nil }
                let shown = Destination.push(registered: screen, payload: failure)
                let failed = RouteDecision.show(shown).resolved(in: registry).destination ?? shown
                return (failed, { failed.makeScreen(in: context) })
            }
        }

        let origin = start
        let makeRoot: @MainActor () -> any Screen
        if let built = await builder(origin) {
            makeRoot = built.make
        } else {
            makeRoot = { origin.makeScreen(in: context) }
        }
        let root = makeRoot()
        let start = tab.map { [$0] } ?? []
        var queue: [State] = [State(screen: root, path: start, guardsBelow: [], rebuild: makeRoot, entries: [])]
        var seen: Set<[ExactText]> = [Self.key(queue[0])]
        var found = Findings()
        found.screens = [(root.name, start)]
        var reached: Set<ExactText> = [ExactText(root.name)]
        var edgeSet: Set<CrawlReport.Edge> = []
        var deadSet: Set<ExactText> = []
        var actionSet: Set<CrawlReport.ActionRow> = []
        var guardedSet: Set<ExactText> = []
        var routeSet: Set<RouteRule> = []
        var fieldSet: Set<CrawlReport.FieldValue> = []
        var head = 0
        /// The values handed to screens that asked for a result (see `exploreResults`).
        var handedOver = 0

        func reach(_ name: String, _ path: [String]) {
            if reached.insert(ExactText(name)).inserted { found.screens.append((name, path)) }
        }

        let restorer = StackRestorer(registry: registry)
        var unsavableSet: Set<CrawlReport.UnsavableScreen> = []
        /// Notes `destination`, shown above a root by `path`, when a saved stack cannot hold
        /// it: saving's own rule says so.
        func noteSaving(_ destination: Destination, _ path: [String]) {
            guard let problem = restorer.savingProblem(screen: destination.screen, payload: destination.payload)
            else { return }
            let unsavable = CrawlReport.UnsavableScreen(screen: destination.screen, path: path, problem: problem)
            if unsavableSet.insert(unsavable).inserted { found.unsavable.append(unsavable) }
        }

        func note(_ screen: any Screen) {
            if screen is any LeaveGuardedScreen, guardedSet.insert(ExactText(screen.name)).inserted {
                found.leaveGuarded.append(screen.name)
            }
        }

        let rootEntry: CrawledState.Entry = (origin.screen, origin.payload)
        /// Notes `state` with its link: the link of its top entry's payload, naming its tab
        /// when the link would open in another, as the registry writes a stack's link.
        func noteState(_ state: State) {
            let top = state.entries.last ?? rootEntry
            found.states.append(
                CrawledState(
                    tab: tab, path: state.path, root: rootEntry, entries: state.entries,
                    link: registry.link(for: top.payload, inTab: tab, roots: roots)))
        }
        noteState(queue[0])

        /// Queues `next`, reached by `rowPath`, unless it was explored or a bound stops it.
        func explore(_ next: State) {
            guard seen.insert(Self.key(next)).inserted else { return }
            noteState(next)
            note(next.screen)
            if next.path.count - start.count >= maxDepth {
                found.stoppedAtDepth = found.stoppedAtDepth || Self.hasRows(next.screen)
            } else if seen.count > maxStates {
                found.stoppedAtStateLimit = found.stoppedAtStateLimit || Self.hasRows(next.screen)
            } else {
                queue.append(next)
            }
        }

        /// Queues the states of `state`'s screen after the screen its row `number` shows
        /// (`shown`, reached by `rowPath`) returns each value its rows return: the screen
        /// is built again, the row tapped, and the value handed to the result the screen
        /// asked for, as the router hands it over.
        /// The row is first tapped on the screen as explored, to see whether it asks for a
        /// result at all; each value handed over then counts against the state bound, so a
        /// screen of many such rows costs at most ``maxStates`` rebuilds.
        /// Nothing is handed over when the shown screen needs a guard whose screen is below
        /// (`requirement`): it shows only once that guard holds, which closes the guard's
        /// screen and every screen above it, so no value reaches the screen that asked.
        func exploreResults(
            of state: State, row number: Int, shown: any Screen, requirement: String?, rowPath: [String]
        ) {
            guard let picker = shown as? any TappableScreen else { return }
            if let requirement, !state.guardsBelow.isEmpty {
                let needed = Self.distinctGuards(of: registry.guardChain(of: requirement)).map { ExactText($0.name) }
                guard !needed.contains(where: state.guardsBelow.contains) else { return }
            }
            let values = picker.rows.compactMap { row -> (title: String, value: any Sendable)? in
                guard let value = NavigationRouter.returnedValue(row.payload),
                    case .ignore(.noJumper) = registry.decide(row.payload)
                else { return nil }
                return (row.item.title, value)
            }
            guard !values.isEmpty, let list = state.screen as? any TappableScreen,
                router.request(tapping: number, on: list) != nil
            else { return }
            for (title, value) in values {
                guard handedOver < maxStates else {
                    found.stoppedAtStateLimit = true
                    return
                }
                handedOver += 1
                let rebuild = { @MainActor in
                    let screen = state.rebuild()
                    if let list = screen as? any TappableScreen {
                        router.request(tapping: number, on: list)?.complete(with: value)
                    }
                    return screen
                }
                let after = rebuild()
                explore(
                    State(
                        screen: after, path: rowPath + [title], guardsBelow: state.guardsBelow, rebuild: rebuild,
                        entries: state.entries))
            }
        }

        note(root)

        /// Taps every row of every queued screen, queueing the screens they show.
        func drain() async {
            while head < queue.count {
                let state = queue[head]
                let (screen, path) = (state.screen, state.path)
                head += 1
                guard let list = screen as? any TappableScreen else { continue }
                for (offset, row) in list.rows.enumerated() {
                    let rowPath = path + [row.item.title]
                    if let (payload, fields) = registry.fieldTexts(of: row.payload) {
                        for (field, value) in fields {
                            let seen = CrawlReport.FieldValue(payload: payload, field: field, value: value)
                            if fieldSet.insert(seen).inserted { found.fieldValues.append(seen) }
                        }
                    }
                    // A destination that names a registered screen is found in the registry, as
                    // the router finds it when it shows one.
                    let decision = registry.decide(row.payload).resolved(in: registry)
                    switch decision {
                    case .ignore(.noJumper) where NavigationRouter.isAction(row.payload):
                        // A row that returns a value or changes a guard's condition: not dead.
                        let action: CrawlReport.RowAction =
                            NavigationRouter.returnedValueText(row.payload).map { .returns($0) } ?? .changesConditions
                        let actionRow = CrawlReport.ActionRow(screen: screen.name, row: row.item.title, action: action)
                        if actionSet.insert(actionRow).inserted { found.actionRows.append(actionRow) }
                    case .ignore(let reason):
                        if deadSet.insert(ExactText("\(screen.name)\u{0}\(row.item.title)")).inserted {
                            found.deadRows.append(.init(screen: screen.name, row: row.item.title, path: path, reason: reason))
                        }
                    case .show(let decided):
                        if let route = decided.route, routeSet.insert(route).inserted { found.routesUsed.append(route) }
                        guard let (destination, make) = await builder(decided) else {
                            if deadSet.insert(ExactText("\(screen.name)\u{0}\(row.item.title)")).inserted {
                                found.deadRows.append(
                                    .init(
                                        screen: screen.name, row: row.item.title, path: path, reason: .notLoaded(decided.screen)))
                            }
                            continue
                        }
                        let next = make()
                        noteSaving(destination, rowPath)
                        let edge = CrawlReport.Edge(
                            from: screen.name, row: row.item.title, to: next.name,
                            presentation: destination.presentation, requirement: decided.requirement)
                        if edgeSet.insert(edge).inserted { found.edges.append(edge) }
                        // Every screen of the guard chain may be shown on the way (sign-in, terms).
                        let chain = decided.requirement.map { registry.guardChain(of: $0) }
                        for routeGuard in chain.map(Self.distinctGuards) ?? [] {
                            reach(routeGuard.redirect.screen, rowPath)
                            let redirect =
                                RouteDecision.show(routeGuard.redirect).resolved(in: registry).destination
                                ?? routeGuard.redirect
                            // Not noted for saving: a stack with the guard's screen on top saves the
                            // destination it holds, and restoring shows the screen again.
                            guard let (shownRedirect, makeRedirect) = await builder(redirect) else { continue }
                            explore(
                                State(
                                    screen: makeRedirect(), path: rowPath,
                                    guardsBelow: state.guardsBelow.union([ExactText(routeGuard.name)]), rebuild: makeRedirect,
                                    entries: state.entries + [(shownRedirect.screen, shownRedirect.payload)]))
                        }
                        reach(next.name, rowPath)
                        // The payload the router records: the destination's, else the row's.
                        // Typed, so that `??` keeps the optional: an `Optional` is itself `Sendable`, and
                        // would otherwise be boxed whole into the existential.
                        let payload: (any Sendable)? =
                            destination.payload ?? registry.decideCarryingPayload(row.payload).destination?.payload
                        explore(
                            State(
                                screen: next, path: rowPath, guardsBelow: state.guardsBelow, rebuild: make,
                                entries: state.entries + [(destination.screen, payload)]))
                        exploreResults(
                            of: state, row: offset + 1, shown: next, requirement: decided.requirement,
                            rowPath: rowPath)
                    }
                }
            }
        }

        await drain()
        // Then the screens no tap shows, so a screen a tap reaches keeps its path of taps.
        for extra in alsoShown {
            let destination =
                RouteDecision.show(extra.destination).resolved(in: registry).destination ?? extra.destination
            guard let (shown, make) = await builder(destination) else { continue }
            let screen = make()
            let path = start + ["(\(extra.how))"]
            reach(screen.name, path)
            explore(
                State(
                    screen: screen, path: path, guardsBelow: [], rebuild: make,
                    entries: [(shown.screen, shown.payload)]))
        }
        await drain()
        return found
    }

    /// A state the crawl explores: a screen as a path of taps leaves it, the guards whose
    /// screens that path shows below it (their conditions do not hold there), and how to
    /// build it again in that state (to tap a row of it and hand it a result).
    private struct State {
        let screen: any Screen
        let path: [String]
        let guardsBelow: Set<ExactText>
        let rebuild: @MainActor () -> any Screen
        /// The entries above the root, bottom first.
        let entries: [CrawledState.Entry]
    }

    /// Whether `screen` has a row the crawl would follow (not one that only returns a value
    /// or changes a guard's condition).
    @MainActor
    private static func hasRows(_ screen: any Screen) -> Bool {
        guard let list = screen as? any TappableScreen else { return false }
        return list.rows.contains { !NavigationRouter.isAction($0.payload) }
    }

    /// What tells two states apart: the screen's name and title, its rows' titles and
    /// details, so a screen whose rows changed (after a result) is a state of its own, and
    /// the guards whose screens are below it.
    @MainActor
    private static func key(_ state: State) -> [ExactText] {
        var key = [ExactText(state.screen.name), ExactText(state.screen.title)]
        for row in (state.screen as? any TappableScreen)?.rows ?? [] {
            key.append(ExactText(row.item.title))
            key.append(ExactText(row.item.detail ?? "\u{0}"))
        }
        if !state.guardsBelow.isEmpty {
            key.append(ExactText("\u{0}guards"))
            key += state.guardsBelow.sorted { $0.text.unicodeScalars.lexicographicallyPrecedes($1.text.unicodeScalars) }
        }
        return key
    }
}

/// The router handed to screens the crawler builds: nothing is shown through it. The result
/// a screen asks for when the crawler taps one of its rows is kept, so the crawler can hand
/// it a value as the router would.
@MainActor
private final class CrawlRouter: PayloadRouting {
    private var request: ResultRequest?

    func route(_ payload: Any?) -> RouteOutcome {
        .ignored(.navigatorGone)
    }

    func route<Value: Sendable>(
        _ payload: Any?, expecting type: Value.Type, onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) -> RouteOutcome {
        request = ResultRequest(type, onResult: onResult)
        return .ignored(.navigatorGone)
    }

    /// The result `screen` asks for when its row `number` is tapped, if it asks for one.
    func request(tapping number: Int, on screen: any TappableScreen) -> ResultRequest? {
        request = nil
        defer { request = nil }
        screen.tap(number: number)
        return request
    }
}

extension NavigationCrawler {
    /// The guards of `chain`, each once (a chain that goes round lists its first guard
    /// again at the end).
    static func distinctGuards(of chain: GuardChain) -> ArraySlice<RouteGuard> {
        chain.end == .loop ? chain.guards.dropLast() : chain.guards[...]
    }
}
