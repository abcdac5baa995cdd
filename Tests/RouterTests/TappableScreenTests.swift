import Router
import RouterTestSupport
import RouterTooling
import RoutesFiles
import Testing

@MainActor @Suite struct TappableScreenTests {
    /// The app's own screens, none a `ListScreen`: a Board of tiles (Margherita → a
    /// PizzaDetail board whose Order tile → DrinkDetail; Answer → no jumper).
    private func makeRegistry() -> JumperRegistry {
        let registry = composed { registry in
            registry.register(
                Jumper(for: Pizza.self) { pizza in
                    .push("PizzaDetail") { context in
                        TileScreen(
                            name: "PizzaDetail", title: pizza.name, tiles: [("Order", Drink.fixture())],
                            router: context.router)
                    }
                })
            registry.register(Jumper(for: Drink.self) { _ in textDestination("DrinkDetail") })
        }
        return registry
    }

    private let board = Destination.push("Board") { context in
        TileScreen(
            name: "Board",
            tiles: [("Margherita", Pizza.fixture()), ("Diavola", Pizza.fixture(name: "Diavola")), ("Answer", 42)],
            router: context.router)
    }

    private func routed(_ result: CommandResult) -> RouteOutcome? {
        guard case .routed(let outcome) = result else { return nil }
        return outcome
    }

    private func failure(_ result: CommandResult) -> SessionError? {
        guard case .failed(let error) = result else { return nil }
        return error
    }

    @Test func sessionTapsAnAppsOwnScreenByNumber() async {
        let session = NavigationSession(registry: makeRegistry(), home: board)

        let result = session.perform(.tap(.number(2)))

        #expect(routed(result) == .pushed("PizzaDetail"))
        #expect(session.stack.top.title == "Diavola")
    }

    @Test func sessionTapsAnAppsOwnScreenByTitle() async {
        let session = NavigationSession(registry: makeRegistry(), home: board)

        let result = session.perform(.tap(.title("Margherita")))

        #expect(routed(result) == .pushed("PizzaDetail"))
        #expect(session.stack.top.title == "Margherita")
    }

    @Test func sessionSaysHowManyRowsAnAppsOwnScreenHas() async {
        let session = NavigationSession(registry: makeRegistry(), home: board)

        let result = session.perform(.tap(.number(9)))

        #expect(failure(result) == .noSuchRow(number: 9, screen: "Board", rowCount: 3))
        #expect(session.stack.screenNames == ["Board"])
    }

    @Test func sessionSuggestsATitleOfAnAppsOwnScreen() async {
        let session = NavigationSession(registry: makeRegistry(), home: board)

        let result = session.perform(.tap(.title("Diavolo")))

        #expect(failure(result) == .noRowTitled("Diavolo", screen: "Board", suggestion: "Diavola"))
    }

    @Test func flowRunsThroughAppsOwnScreens() async throws {
        let flow = try Flow(
            parsing: "tap \"Margherita\"\ntap 1\nexpect stack Board > PizzaDetail > DrinkDetail\n", file: "t.flow")

        let report = FlowRunner(registry: makeRegistry(), home: board).run(flow)

        #expect(report.failures.isEmpty)
        #expect(report.log.lines == ["push PizzaDetail", "push DrinkDetail"])
    }

    @Test func crawlerReachesTheScreensBehindAnAppsOwnRows() async {
        let report = await NavigationCrawler(registry: makeRegistry(), home: board).crawl()

        #expect(
            report.screens.map { "\($0.name): \($0.path.joined(separator: " > "))" } == [
                "Board: ", "PizzaDetail: Margherita", "DrinkDetail: Margherita > Order",
            ])
        #expect(
            report.deadRows.map { "\($0.screen) \($0.row): \($0.reason)" } == [
                "Board Answer: no jumper is registered for Int"
            ])
    }

    @Test func crawlerDepthBoundSeesTheRowsOfAnAppsOwnScreen() async {
        let report = await NavigationCrawler(registry: makeRegistry(), home: board, maxDepth: 1).crawl()

        #expect(report.screenNames == ["Board", "PizzaDetail"])
        #expect(report.stoppedAtDepth)
    }

    @Test func graphDrawsTheTapsOfAnAppsOwnScreens() async {
        let graph = NavigationGraph(crawl: await NavigationCrawler(registry: makeRegistry(), home: board).crawl())

        #expect(
            graph.mermaid() == """
                flowchart LR
                  Board["Board"]
                  PizzaDetail["PizzaDetail"]
                  DrinkDetail["DrinkDetail"]
                  Board -->|"Margherita, Diavola"| PizzaDetail
                  PizzaDetail -->|"Order"| DrinkDetail
                """)
    }

    @Test func coverageCountsRoutesTappedOnAnAppsOwnScreen() async throws {
        let catalog = try JumperRegistry { catalog in
            catalog.registerPayload(Pizza.self, name: "Pizza")
            catalog.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
        }
        let routes = try RoutesFile(
            parsing: "version: 1\nroutes:\n  - {payload: Pizza, push: PizzaDetail}\n", path: "r.yaml", registry: catalog)
        let registry = routes.registry

        let flowReport = FlowRunner(registry: registry, home: board).run(try Flow(parsing: "tap 1\n", file: "t.flow"))
        let crawlReport = await NavigationCrawler(registry: registry, home: board).crawl()

        #expect(RouteCoverage(of: routes, used: flowReport.used).percentage == 100)
        #expect(RouteCoverage(of: routes, used: Set(crawlReport.routesUsed.map { .route($0) })).percentage == 100)
    }

    @Test func listScreenRowsAreItsSectionsRowsInTheOrderItNumbersThem() async {
        let router = RecordingPayloadRouter()
        let list: any TappableScreen = ListScreen(
            name: "Menu", title: "Menu",
            dataSource: ListDataSource(sections: [
                ListSection(title: "Pizzas", rows: [ListRow("Margherita", payload: Pizza.fixture())]),
                ListSection(title: "Drinks", rows: [ListRow("Chinotto", payload: Drink.fixture())]),
            ]),
            router: router)

        list.tap(number: 2)

        #expect(list.rows.map(\.item.title) == ["Margherita", "Chinotto"])
        #expect(list.rowCount == 2)
        #expect(router.payloads.first as? Drink == Drink.fixture())
    }

    @Test(arguments: [0, -1, Int.min, 4, Int.max])
    func numberOfNoRowFindsNothingAndTapsNothing(number: Int) async {
        let router = RecordingPayloadRouter()
        let screen = TileScreen(name: "Board", tiles: [("A", 1), ("B", 2), ("C", 3)], router: router)

        let row = screen.row(numbered: number)
        let outcome = screen.tap(number: number)

        #expect(row == nil)
        #expect(outcome == nil)
        #expect(router.payloads.isEmpty)
    }

    @Test func rowNumbersCompareTitlesByUnicodeScalars() async {
        let screen = TileScreen(
            name: "Board", tiles: [("caf\u{E9}", 1), ("cafe\u{301}", 2), ("caf\u{E9}", 3)],
            router: RecordingPayloadRouter())

        #expect(screen.rowNumbers(titled: "caf\u{E9}") == [1, 3])
        #expect(screen.rowNumbers(titled: "cafe\u{301}") == [2])
        #expect(screen.rowNumbers(titled: "tea") == [])
    }
}
