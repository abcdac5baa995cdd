import AccountScreens
import Demo
import Foundation
import Router
import RouterTestSupport
import Screens
import Testing

@testable import RouterTooling

/// Random interleavings of what a person or a flow asks of the kitchen (taps on screens that
/// load, links, rejected links, links to no tab, `go`, back, home, an unknown tab, sign-in,
/// sign-out, save, restore, a refused restore, cancel and waits of random length), on
/// kitchens whose board and preparations take random times to load and whose broken oven,
/// whose preparation always fails, is a random one (or none). Every other interleaving runs
/// on the kitchen app with tabs (``tabs``: the kitchen's home, the menu and the typed list,
/// each a tab), where it also selects tabs and opens links that name a tab or select one by
/// their chain, so that screens load in one tab while another is selected, back at a tab's
/// root selects the first tab, a restore sets every tab, and a sign-out unwinds every tab.
/// Checked after every step: a refused command changes nothing, shown (in any tab, and the
/// tab selected) or in flight; no screen whose condition does not hold is on a stack, nor
/// after any event of a step (``RequirementWatcher``); and, whenever nothing is in flight and
/// at the end, what the session committed (every tab's stack and the tab selected) equals
/// what a serial run of the same app committed (``SerialNavigationModel``), given only the
/// requests the session accepted, each run to its end before the next.
@MainActor @Suite struct KitchenInterleavingPropertyTests {
    /// How many seeded interleavings run, each from a fresh session.
    static let seeds = 2_000
    /// The commands of each interleaving.
    static let steps = 24

    /// What a refused command must leave as it was: the screens of every stack (each tab's),
    /// by identity, the tab selected, and what is in flight.
    struct Snapshot: Equatable {
        let screens: [[ObjectIdentifier]]
        let selectedTab: String?
        let idle: Bool
        let loading: String?
        /// The navigations ended without committing so far (superseded, cancelled).
        let stopped: Int

        @MainActor init(_ session: NavigationSession) {
            screens = KitchenInterleavingPropertyTests.stacks(of: session.stack).map {
                $0.map { ObjectIdentifier($0.screen) }
            }
            selectedTab = session.stack.selectedTab
            idle = session.queue.isIdle
            loading = session.queue.loadingScreen
            // By event, whichever tab names it (`Menu: loading superseded Kitchen`).
            stopped =
                session.stack.log.events.filter {
                    switch $0.withoutTab {
                    case .loading(.superseded, _), .loading(.cancelled, _): true
                    default: false
                    }
                }.count
        }
    }

    /// What the interleavings found, and how much of what they check they reached.
    struct Findings {
        var problems: [String] = []
        var refusals = 0
        var guardedShown = 0
        var eventsWatched = 0
        /// How many times the session was compared with its serial run.
        var comparisons = 0
        /// The requests made, by kind, accepted or not.
        var accepted: [String: Int] = [:]
        var notAccepted: [String: Int] = [:]
        /// The requests accepted on the app with tabs, by kind.
        var acceptedWithTabs: [String: Int] = [:]
        /// How often the interleavings on the app with tabs reached what only tabs have.
        var tabMoments: [TabMoment: Int] = [:]
    }

    /// What only an app with tabs does, counted to show the interleavings reach it.
    enum TabMoment: String, CaseIterable, CustomStringConvertible {
        /// A known tab selected while a navigation was in flight.
        case tabWhileInFlight = "tab while in flight"
        /// Back at a tab's root selected the first tab.
        case backSelectedFirstTab = "back selected the first tab"
        /// A link that names its tab (`#tab=`) was accepted.
        case linkNamingATab = "link naming a tab"
        /// A kitchen link, whose screens load, committed in another tab than the one
        /// selected when it was opened.
        case loadedInAnotherTab = "loaded in another tab"
        /// A restore set screens above the root in more than one tab.
        case restoredTabs = "restored several tabs"
        /// A sign-out took a screen off a tab that was not selected.
        case signOutUnwoundAnotherTab = "sign-out unwound another tab"

        var description: String { rawValue }
    }

    @Test func eachStepCommitsWhatASerialRunWouldARefusalChangesNothingAndNoScreenOutlivesItsCondition() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kitchen-interleavings-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var registries: [Int: JumperRegistry] = [:]
        var findings = Findings()

        for seed in 1...Self.seeds where findings.problems.count < 5 {
            // The kitchen is drawn apart from the commands, which stay as they were.
            var kitchens = SplitMix64(seed: UInt64(seed) &* 0x5851_F42D)
            let variant = Int(kitchens.next() % UInt64(Self.variants))
            let registry = try registries[variant] ?? Self.registry(variant: variant)
            registries[variant] = registry
            // Every other interleaving runs on the app without tabs, drawing its commands as it
            // always has, so that one found failing there replays as it did.
            await Self.interleave(
                seed: seed, kitchen: variant, tabbed: seed.isMultiple(of: 2), registry: registry, in: directory,
                noting: &findings)
        }

        #expect(findings.problems.isEmpty, "\(findings.problems.joined(separator: "\n"))")
        // The interleavings reach both sides of what they check: refusals, screens that
        // require a condition, requests of every kind run to their end, and taps and links
        // superseded or cancelled in flight.
        #expect(findings.refusals > Self.seeds)
        #expect(findings.guardedShown > 0)
        #expect(findings.eventsWatched > Self.seeds * 10)
        #expect(findings.comparisons > Self.seeds * 5)
        for kind in ["tap", "link", "go", "back", "home", "change", "resume", "restore"] {
            #expect(findings.accepted[kind, default: 0] > 0, "no \(kind) accepted: \(findings.accepted)")
        }
        #expect(
            findings.notAccepted["tap", default: 0] > 0 && findings.notAccepted["link", default: 0] > 0,
            "\(findings.notAccepted)")
        // On the app with tabs too, and what only tabs do.
        for kind in ["tap", "link", "go", "back", "home", "tab", "change", "resume", "restore"] {
            #expect(
                findings.acceptedWithTabs[kind, default: 0] > 0, "no \(kind) accepted with tabs: \(findings.acceptedWithTabs)")
        }
        for moment in TabMoment.allCases {
            #expect(findings.tabMoments[moment, default: 0] > 0, "never \(moment): \(findings.tabMoments)")
        }
    }

    @Test func aSignOutNeverLeavesAScreenThatNeedsSignInOnTheStackAtAnyEvent() async throws {
        let registry = try JumperRegistry(plugins: DemoApp.plugins() + [KitchenPlugin()])
        let account = DemoAccount()
        let session = NavigationSession(registry: registry, home: KitchenPlugin.home, account: account)
        // The broken oven's failure screen is shown above the account screen, where the
        // link was opened.
        for command: FlowCommand in [
            .signIn("anna"), .tap(.title("Account")), .open("kitchen://board/Diavola"), .wait(.seconds(3)),
        ] {
            await session.performAndSettle(command)
        }
        let watcher = RequirementWatcher(stack: session.stack) { account.holds($0) }
        session.router.addObserver(watcher)

        await session.performAndSettle(.signOut)

        #expect(session.stack.log.lines.suffix(1) == ["pop-to-root Home"])
        #expect(session.stackDescription == "Home")
        #expect(watcher.violations.map(\.description) == [])
    }

    /// Runs the interleaving of `seed` on the kitchen numbered `kitchen`, made on `registry`,
    /// in the app with ``tabs`` when `tabbed` (else from ``KitchenPlugin/home``), with its
    /// files in `directory`, checking every step; adds what it found to `findings`.
    static func interleave(
        seed: Int, kitchen: Int, tabbed: Bool, registry: JumperRegistry, in directory: URL,
        noting findings: inout Findings
    ) async {
        let saved = directory.appendingPathComponent("saved.json").path
        try? FileManager.default.removeItem(atPath: saved)
        var generator = SplitMix64(seed: UInt64(seed))
        let account = DemoAccount()
        let session =
            tabbed
            ? NavigationSession(registry: registry, tabs: Self.tabs, account: account)
            : NavigationSession(registry: registry, home: KitchenPlugin.home, account: account)
        let watcher = RequirementWatcher(stack: session.stack) { account.holds($0) }
        session.router.addObserver(watcher)
        let model =
            tabbed
            ? SerialNavigationModel(registry: registry, tabs: Self.tabs)
            : SerialNavigationModel(registry: registry, home: KitchenPlugin.home)
        let requests = AcceptedRequests()
        session.onFinished = { [weak session] result in
            guard let session else { return }
            requests.finished(result, on: session)
        }
        var history: [String] = []
        // What the model was given, for a failure's message.
        var given: [String] = []
        func problem(_ text: String) {
            findings.problems.append(
                "seed \(seed), kitchen \(kitchen)\(tabbed ? " with tabs" : ""), \(history.joined(separator: "; ")): \(text)")
        }

        /// Runs the model up to the session, when nothing is in flight, and compares.
        /// - Returns: Whether they agree.
        func catchUp(_ moment: String) async -> Bool {
            // The end of a request is told in a task of its own, after it ended.
            for _ in 0..<1_000 {
                guard !requests.allEnded else { break }
                await Task.yield()
            }
            guard let made = requests.take() else {
                problem("\(moment), the ends of requests are unknown or unmatched: \(requests.unmatched)")
                return false
            }
            for (request, accepted) in made {
                let kind = Self.kind(of: request)
                if accepted { findings.accepted[kind, default: 0] += 1 } else { findings.notAccepted[kind, default: 0] += 1 }
                guard accepted else { continue }
                given.append(request.description)
                let selectedBefore = model.session.stack.selectedTab
                if let failure = await model.run(request) {
                    problem(failure)
                    return false
                }
                if tabbed {
                    findings.acceptedWithTabs[kind, default: 0] += 1
                    for moment in Self.moments(of: request, selectedBefore: selectedBefore, on: model.session.stack) {
                        findings.tabMoments[moment, default: 0] += 1
                    }
                }
            }
            findings.comparisons += 1
            let expected = model.state
            let committed = CommittedState(session, account: account)
            guard committed != expected else { return true }
            problem(
                """
                \(moment):
                  the model was given: \(given.joined(separator: "; "))
                  committed: \(committed)
                  serially:  \(expected)
                """)
            return false
        }

        var agreed = true
        for _ in 0..<Self.steps where agreed {
            let command = Self.command(using: &generator, saved: saved, tabbed: tabbed)
            let request = Self.request(made: command, on: session)
            let lastRequest = session.lastRequest
            if case .conditionChange = request { requests.noteChange(command, on: session) }
            let before = Snapshot(session)
            let guardedElsewhere = Self.guardedScreensOutsideTheSelectedTab(of: session.stack)
            if tabbed, case .tab(let tab) = command, tab != "Nowhere", !session.queue.isIdle {
                findings.tabMoments[.tabWhileInFlight, default: 0] += 1
            }

            let result = await session.performAndSettle(command)

            history.append("\(command) -> \(result)")
            if case .back = command, case .navigated(let event) = result, case .tab = event.withoutTab {
                findings.tabMoments[.backSelectedFirstTab, default: 0] += 1
            }
            if case .signOut = command, guardedElsewhere.contains(where: { !Self.isShown($0, on: session.stack) }) {
                findings.tabMoments[.signOutUnwoundAnotherTab, default: 0] += 1
            }
            if Self.isRefusal(result, of: command) {
                findings.refusals += 1
                let after = Snapshot(session)
                if after != before { problem("refused (\(result)), yet \(before) became \(after)") }
            }
            for entry in Self.stacks(of: session.stack).joined() {
                guard let requirement = entry.requirement else { continue }
                findings.guardedShown += 1
                if !account.holds(requirement) { problem("\(entry.screen.name) is shown without \(requirement)") }
            }
            switch request {
            case .conditionChange:
                requests.note(.resume, result: result, on: session, lastRequest: lastRequest)
            case let request?:
                requests.note(request, result: result, on: session, lastRequest: lastRequest)
            case nil:
                break
            }
            if session.queue.isIdle { agreed = await catchUp("idle after step \(history.count)") }
        }
        if agreed {
            // Everything in flight runs to its end.
            await session.performAndSettle(.wait(.seconds(60)))
            if session.queue.isIdle { _ = await catchUp("at the end") } else { problem("still in flight after a minute") }
        }
        await session.cancelAll()
        findings.eventsWatched += watcher.eventsChecked
        if let violation = watcher.violations.first { problem("\(violation)") }
    }

    // MARK: Tabs

    /// The kitchen app with tabs: the kitchen's home, whose Kitchen row loads, first; then
    /// the demo's menu and typed list, each a tab of its own.
    static let tabs = [TabRoot("Kitchen", root: KitchenPlugin.home)] + DemoApp.tabs.dropFirst()

    /// Every stack of `stack`: each tab's, or its only one.
    static func stacks(of stack: RecordingNavigationStack) -> [[StackEntry]] {
        stack.tabs.isEmpty ? [stack.entries] : stack.tabs.map { stack.entries(inTab: $0) ?? [] }
    }

    /// The screens that require a condition on the stacks of the tabs not selected, by
    /// identity.
    static func guardedScreensOutsideTheSelectedTab(of stack: RecordingNavigationStack) -> [ObjectIdentifier] {
        stack.tabs.filter { $0 != stack.selectedTab }.flatMap { tab in
            (stack.entries(inTab: tab) ?? []).filter { $0.requirement != nil }.map { ObjectIdentifier($0.screen) }
        }
    }

    /// Whether the screen `screen` identifies is on any of `stack`'s stacks.
    static func isShown(_ screen: ObjectIdentifier, on stack: RecordingNavigationStack) -> Bool {
        stacks(of: stack).joined().contains { ObjectIdentifier($0.screen) == screen }
    }

    /// What only tabs do that `request`, accepted and run to its end on `stack` (the serial
    /// run's), did; the tab selected before it was `selectedBefore`.
    static func moments(of request: SerialNavigationModel.Request, selectedBefore: String?, on stack: RecordingNavigationStack)
        -> [TabMoment]
    {
        switch request {
        case .command(.open(let link)):
            var moments: [TabMoment] = []
            if link.contains("#tab=") { moments.append(.linkNamingATab) }
            if link.hasPrefix("kitchen://"), stack.selectedTab != selectedBefore { moments.append(.loadedInAnotherTab) }
            return moments
        case .restore:
            return stacks(of: stack).filter { $0.count > 1 }.count > 1 ? [.restoredTabs] : []
        default:
            return []
        }
    }

    // MARK: Kitchens

    /// How many kitchens the interleavings run on: each a board latency, a preparation
    /// latency and a broken oven (or none).
    static let variants = boardLatencies.count * preparationLatencies.count * brokenOvens.count
    static let boardLatencies: [Duration] = [
        .milliseconds(40), .milliseconds(350), .milliseconds(800), .milliseconds(1_700),
    ]
    static let preparationLatencies: [Duration] = [
        .milliseconds(90), .milliseconds(600), .milliseconds(1_200), .milliseconds(2_600),
    ]
    static let brokenOvens = ["Diavola", "Margherita", "Capricciosa", "none"]

    /// The kitchen app with the kitchen numbered `variant`.
    static func registry(variant: Int) throws -> JumperRegistry {
        var kitchen = KitchenService(pizzas: Menu.giuseppe.pizzas.map(\.name))
        kitchen.boardLatency = boardLatencies[variant % boardLatencies.count]
        kitchen.preparationLatency = preparationLatencies[variant / boardLatencies.count % preparationLatencies.count]
        kitchen.brokenOven = brokenOvens[variant / boardLatencies.count / preparationLatencies.count]
        return try JumperRegistry(plugins: DemoApp.plugins() + [KitchenPlugin(kitchen: kitchen)])
    }

    // MARK: Commands

    /// A random command: mostly taps and waits, so that navigations load and overlap. On the
    /// app with tabs (`tabbed`), also a known tab, a link that names a tab, and a link whose
    /// chain selects a tab; without tabs, only the commands it always drew, drawn as they
    /// always were.
    static func command(using generator: inout SplitMix64, saved: String, tabbed: Bool) -> FlowCommand {
        switch generator.next() % (tabbed ? 24 : 20) {
        case 0, 1, 2, 3: return .tap(.number(Int(generator.next() % 4) + 1))
        case 4, 5, 6: return .wait(.milliseconds(Int64(generator.next() % 1_500)))
        case 7: return .back
        case 8: return .home
        case 9:
            return .open(["kitchen://board", "kitchen://board/Margherita", "kitchen://board/Diavola"][Int(generator.next() % 3)])
        case 10: return .open(["no-scheme", "kitchen://board#tab=Nowhere", "kitchen://nowhere"][Int(generator.next() % 3)])
        case 11: return .go(["kitchen://board", "kitchen://board/Capricciosa"])
        case 12: return .tab("Nowhere")
        case 13: return .signIn("anna")
        case 14: return .signOut
        case 15: return .save(saved)
        case 16: return .restore(saved)
        case 17: return .restore("/nonexistent/kitchen.json")
        case 18: return .cancel
        case 19: return .wait(.milliseconds(300))
        case 20, 21: return .tab(tabs[Int(generator.next() % UInt64(tabs.count))].name)
        case 22: return .open(linksNamingATab[Int(generator.next() % UInt64(linksNamingATab.count))])
        default: return .open(linksSelectingATab[Int(generator.next() % UInt64(linksSelectingATab.count))])
        }
    }

    /// Links that name the tab they open in: the kitchen's screens load in the menu's or
    /// typed list's tab (above its root), the menu's in the kitchen's.
    static let linksNamingATab = [
        "kitchen://board#tab=Menu", "kitchen://board/Margherita#tab=Typed", "kitchen://board/Diavola#tab=Kitchen",
        "giuseppe://menu/pizza/Margherita#tab=Kitchen",
    ]

    /// Links that select the tab whose root their chain starts with (the menu's, the typed
    /// list's), one of them through the guard of an order, which waits for a sign-in.
    static let linksSelectingATab = [
        "giuseppe://menu/pizza/Margherita", "giuseppe://typed/A", "giuseppe://order/Diavola",
    ]

    /// Whether `result` of `command` says it was refused: nothing was to change.
    static func isRefusal(_ result: CommandResult, of command: FlowCommand) -> Bool {
        switch result {
        case .routed(let outcome): return outcome.isRefusal
        case .navigated(let event): return !event.changedStack
        case .failed(.restoreFailed):
            // A restore refused before anything loads; one that failed loading had begun.
            if case .restore(let path) = command { return path.hasPrefix("/nonexistent/") }
            return false
        case .failed: return true
        case .info(let text): return text == "nothing is loading: nothing to cancel"
        default: return false
        }
    }

    /// The request `command` makes of `session` as it stands, as the serial run is to be
    /// given it: a tap decided on the screen shown now; for `sign-in` and `sign-out`, the
    /// change they make at once (the request they then make is noted once made); `nil` for
    /// a command that makes none (a wait, a save, a cancel, a tap of no row, a restore of
    /// no file).
    static func request(made command: FlowCommand, on session: NavigationSession) -> SerialNavigationModel.Request? {
        switch command {
        case .tap(.number(let number)):
            guard let list = session.stack.top as? any TappableScreen, let row = list.row(numbered: number) else {
                return nil
            }
            switch session.queue.route(ofTapping: row, on: list) {
            case .throughQueue: return .route(row.payload, row: "\(list.name) row \(number)")
            case .screensOwn: return .command(command)
            }
        case .back, .home, .tab, .open, .go:
            return .command(command)
        case .signIn, .signOut:
            return .conditionChange(command)
        case .restore(let path):
            guard let bytes = FileManager.default.contents(atPath: path) else { return nil }
            return .restore([UInt8](bytes))
        default:
            return nil
        }
    }

    /// The kind of `request`, for the counts.
    static func kind(of request: SerialNavigationModel.Request) -> String {
        switch request {
        case .route, .command(.tap): "tap"
        case .conditionChange: "change"
        case .resume: "resume"
        case .restore: "restore"
        case .command(.open): "link"
        case .command(.go): "go"
        case .command(.back): "back"
        case .command(.home): "home"
        case .command(.tab): "tab"
        case .command: "other"
        }
    }
}
