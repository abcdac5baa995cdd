import Router
import RouterTestSupport
import RouterTooling
import Testing

/// Dishes to choose from: what the `Dishes` row of the waiting app's home emits.
struct DishMenu: Hashable, Sendable {}

/// The kitchen's account: `signedIn` holds once someone signs in, and is checked
/// asynchronously, a server answering after 300 ms on the loaders' clock.
final class KitchenAccount: SignInService, AsyncGuardConditions {
    private(set) var user: String?

    func holds(_ condition: String) -> Bool { condition == "signedIn" && user != nil }

    func checksAsynchronously(_ condition: String) -> Bool { condition == "signedIn" }

    @MainActor func check(_ condition: String) async -> Bool {
        do { try await LoaderClock.current.sleep(for: .milliseconds(300)) } catch { return false }
        return holds(condition)
    }

    func signIn(_ name: String) -> SignInResult {
        user = name
        return .signedIn
    }

    func signOut() { user = nil }
}

@MainActor @Suite struct FlowWaitingTests {
    /// The kitchen app (``KitchenPlugin``, on the loaders' clock, a second per recipe) with
    /// a home listing its dishes and a `Dishes` list one level down, and an account checked
    /// asynchronously.
    private func makeRunner() throws -> FlowRunner {
        let record = KitchenRecord()
        let registry = try JumperRegistry(plugins: [
            KitchenPlugin(clock: nil, record: record),
            MenuPlugin(),
        ])
        return FlowRunner(registry: registry, home: Self.list("Home", dishes: ["Margherita", "Burnt"], more: true)) {
            KitchenAccount()
        }
    }

    /// A list of `dishes`, with a `Dishes` row first when `more`.
    nonisolated static func list(_ name: String, dishes: [String], more: Bool = false) -> Destination {
        .push(name) { context in
            ListScreen(
                name: name, title: name,
                dataSource: ListDataSource(sections: [
                    ListSection(
                        rows: (more ? [ListRow("Dishes", payload: DishMenu())] : [])
                            + dishes.map { ListRow($0, payload: Dish.fixture(name: $0)) })
                ]),
                router: context.router)
        }
    }

    /// Pushes the `Dishes` list, which loads nothing.
    struct MenuPlugin: RouterPlugin {
        let name = "menu"

        func register(in plugin: inout PluginRegistration) {
            plugin.register(
                Jumper(for: DishMenu.self) { _ in
                    FlowWaitingTests.list("Dishes", dishes: ["Margherita", "SlowPepperoni", "SecretTruffle"])
                })
        }
    }

    private func run(_ text: String) async throws -> (report: FlowReport, output: [String]) {
        let flow = try Flow(parsing: text, file: "t.flow")
        var output: [String] = []
        let report = try await makeRunner().runSettling(flow) { item in
            switch item {
            case .event(let event): output.append(event.description)
            case .line(let line): output.append(line.text)
            case .failure(let failure): output.append("FAIL \(failure)")
            }
        }
        return (report, output)
    }

    /// Runs `cycles` times `tap 1` (the `Dishes` list, which loads nothing), `back` and `home`
    /// (through the queue, at once), and how long it took.
    private func runOfHomeCycles(_ cycles: Int) async throws -> (report: FlowReport, elapsed: Duration) {
        let flow = try Flow(parsing: String(repeating: "tap 1\nback\nhome\n", count: cycles), file: "long.flow")
        let runner = try makeRunner()
        let clock = ContinuousClock()
        let start = clock.now
        let report = await runner.runSettling(flow)
        return (report, clock.now - start)
    }

    @Test func aLongFlowThatGoesHomeTakesTimeInProportionToItsSteps() async throws {
        let small = try await runOfHomeCycles(1_500).elapsed

        let (report, elapsed) = try await runOfHomeCycles(15_000)

        // Ten times the steps: 10 times as long for linear work, 100 for quadratic; 40 leaves
        // room for noise. A ratio, not a time, so a slow machine or a sanitizer changes nothing.
        #expect(elapsed < small * 40, "ten times the steps took \(elapsed / small) times as long")
        #expect(report.passed && report.stepsRun == 45_000)
    }

    @Test func aTappedScreenIsShownOnceTimeHasPassedForItsLoader() async throws {
        let (report, _) = try await run(
            """
            tap Margherita
            expect top Home
            wait 200ms
            expect loading DishDetail
            wait 1s
            expect top DishDetail
            expect idle
            expect log
              loading DishDetail
              loading done DishDetail
              push DishDetail
            """)

        #expect(report.failures.map(\.message) == [])
    }

    @Test func aNavigationUnderTheThresholdIsNeverNotedAsLoading() async throws {
        let (report, output) = try await run(
            """
            tap Margherita
            wait 100ms
            expect loading DishDetail
            """)

        #expect(
            report.failures.map(\.message) == [
                "expected loading DishDetail, but nothing is loading yet (a navigation is in flight, under the loading threshold)"
            ])
        #expect(output.last == "loading cancelled DishDetail")
    }

    @Test func aSecondTapSupersedesTheFirstWhileItLoads() async throws {
        let (report, _) = try await run(
            """
            tap Dishes
            tap SlowPepperoni
            wait 500ms
            tap Margherita
            wait 1s
            expect stack Home > Dishes > DishDetail
            expect log
              push Dishes
              loading DishDetail
              loading superseded DishDetail
              loading DishDetail
              loading done DishDetail
              push DishDetail
            """)

        #expect(report.failures.map(\.message) == [])
    }

    @Test func aFailedLoaderIsLoggedAndShowsNothingWithoutAFailureScreen() async throws {
        let (report, output) = try await run(
            """
            tap Burnt
            wait 2s
            expect top Home
            expect idle
            """)

        #expect(report.failures.map(\.message) == [])
        #expect(output == ["loading DishDetail", "loading failed DishDetail", "loading DishDetail failed: the kitchen burnt it"])
    }

    @Test func backWhileLoadingGoesBackFromTheScreenShownThenSupersedesTheLoad() async throws {
        let (report, _) = try await run(
            """
            tap Dishes
            tap SlowPepperoni
            wait 1s
            back
            expect top Home
            expect idle
            wait 1h
            expect top Home
            """)

        #expect(report.failures.map(\.message) == [])
        #expect(report.log.lines.suffix(3) == ["loading DishDetail", "pop Dishes", "loading superseded DishDetail"])
    }

    @Test func backHomeAndAnUnknownTabAtTheRootInAnAppThatWaitsSayTheirRefusalOnce() async throws {
        let (report, output) = try await run("back\nhome\ntab Nowhere")

        #expect(report.failures.map(\.message) == [])
        #expect(output == ["pop refused (root only)", "pop-to-root refused (root only)", "tab refused (unknown tab)"])
    }

    @Test func backWaitingItsTurnBehindASignOutSaysItsRefusalAsBackAtOnceDoes() async throws {
        let (report, output) = try await run(
            """
            tap Margherita
            sign-out
            back
            back
            wait 2s
            expect top Home
            expect idle
            """)

        #expect(report.failures.map(\.message) == [])
        #expect(output.filter { $0.contains("refused") } == ["pop refused (root only)"])
        #expect(!output.contains { $0.hasPrefix("ignored") })
    }

    @Test func cancelStopsWhatLoadsAndShowsNothingOfIt() async throws {
        let (report, output) = try await run(
            """
            cancel
            tap Margherita
            wait 200ms
            cancel
            wait 2s
            expect top Home
            expect idle
            expect log
              loading DishDetail
              loading cancelled DishDetail
            """)

        #expect(report.failures.map(\.message) == [])
        #expect(output.first == "nothing is loading: nothing to cancel")
    }

    @Test func aRestoreRefusedBeforeAnythingLoadsCancelsNothing() async throws {
        let registry = try JumperRegistry(plugins: [KitchenPlugin(clock: nil, record: KitchenRecord()), MenuPlugin()])
        let session = NavigationSession(registry: registry, home: Self.list("Home", dishes: ["Margherita"]))
        await session.performAndSettle(.tap(.title("Margherita")))

        let refused = await session.performAndSettle(.restore("/nonexistent/saved-stack.json"))
        await session.performAndSettle(.wait(.seconds(2)))

        guard case .failed(.restoreFailed) = refused else {
            Issue.record("the restore was not refused: \(refused)")
            return
        }
        #expect(session.stack.screenNames == ["Home", "DishDetail"])
        #expect(session.stack.log.lines == ["loading DishDetail", "loading done DishDetail", "push DishDetail"])
    }

    @Test func aSignOutWhileAGuardedDishLoadsNeverShowsItAndSaysSignedOut() async throws {
        let (report, output) = try await run(
            """
            sign-in anna
            tap Dishes
            tap SecretTruffle
            wait 400ms
            sign-out
            wait 2s
            expect stack Home > Dishes > SignIn
            expect pending DishDetail
            expect idle
            """)

        #expect(report.failures.map(\.message) == [])
        #expect(output.contains("signed out"))
        #expect(!report.log.lines.contains("push DishDetail"))
    }

    @Test func aRejectedLinkAnUnknownTabOrGoWhileADishLoadsLeaveItLoading() async throws {
        let (report, output) = try await run(
            """
            tap Dishes
            tap SlowPepperoni
            wait 1s
            open not-a-link
            tab Nowhere
            go not-a-link
            wait 10s
            expect top DishDetail
            expect idle
            """)

        #expect(report.failures.map(\.message) == [])
        #expect(!output.contains { $0.hasPrefix("loading superseded") || $0.hasPrefix("loading cancelled") })
    }

    @Test func anAsynchronousCheckHoldsBackAGuardedDishUntilSignInThenItLoads() async throws {
        let (report, _) = try await run(
            """
            tap Dishes
            tap SecretTruffle
            wait 300ms
            expect top SignIn
            expect pending DishDetail
            sign-in anna
            wait 300ms
            expect top SignIn
            wait 1s
            expect stack Home > Dishes > DishDetail
            expect idle
            """)

        #expect(report.failures.map(\.message) == [])
    }

    @Test func aNavigationStillInFlightWhenTheFlowEndsIsCancelled() async throws {
        let (report, output) = try await run("tap Margherita\nwait 500ms")

        #expect(report.passed)
        #expect(output == ["loading DishDetail", "loading cancelled DishDetail"])
    }

    @Test func theRunThatDoesNotSettleRefusesToWait() throws {
        let flow = try Flow(parsing: "wait 1s\nexpect top Home", file: "t.flow")

        let report = try makeRunner().run(flow)

        #expect(
            report.failures.map(\.message) == [
                "wait 1s: 'wait' lets time pass, which only a session that settles its commands can do"
            ])
    }

    @Test func expectIdleFailsWhileANavigationIsInFlight() async throws {
        let (report, _) = try await run("tap Margherita\nexpect idle\nwait 200ms\nexpect idle")

        #expect(
            report.failures.map(\.message) == [
                "expected idle, got a navigation in flight", "expected idle, got loading DishDetail",
            ])
    }
}

/// The crawler runs loaders on a manual clock of its own.
@MainActor @Suite struct CrawlerLoadingTests {
    @Test func aScreenThatLoadsIsCrawledOnceLoadedAndAFailedOneWithoutFailureScreenIsADeadRow() async throws {
        let registry = try JumperRegistry(plugins: [KitchenPlugin(clock: nil, record: KitchenRecord())])
        let home = FlowWaitingTests.list("Home", dishes: ["SlowMargherita", "Burnt"])

        let report = await NavigationCrawler(registry: registry, home: home).crawl()

        #expect(report.edges.map { "\($0.row) -> \($0.to)" } == ["SlowMargherita -> DishDetail"])
        #expect(report.deadRows.map { "\($0.row): \($0.reason)" } == ["Burnt: \(IgnoreReason.notLoaded("DishDetail"))"])
    }
}
