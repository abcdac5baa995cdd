import Router
import RouterTestSupport
import RouterTooling
import Testing

@MainActor @Suite struct NavigationCrawlerTests {
    /// Home lists a pizza (→ PizzaDetail, which lists a guarded "Order" drink), a drink no
    /// jumper handles, and a declined pizza.
    private func makeCrawler(
        maxDepth: Int = 12, maxStates: Int = 10_000, alsoShown: [(how: String, destination: Destination)] = []
    ) throws -> NavigationCrawler {
        let registry = try JumperRegistry { registry in
            registry.register(
                Jumper(for: Pizza.self) { pizza in
                    guard pizza.name != "Hawaii" else { return nil }
                    return .push("PizzaDetail") { context in
                        ListScreen(
                            name: "PizzaDetail", title: pizza.name,
                            dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("Order", payload: "order")])]),
                            router: context.router)
                    }
                })
            registry.register(
                Jumper(for: String.self) { _ in
                    .push("Order", requires: "signedIn") { _ in TextScreen(name: "Order", title: "Order") }
                })
            registry.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
        }
        let home = Destination.push("Home") { context in
            ListScreen(
                name: "Home", title: "Home",
                dataSource: ListDataSource(sections: [
                    ListSection(rows: [
                        ListRow("Margherita", payload: Pizza.fixture()),
                        ListRow("Chinotto", payload: Drink.fixture()),
                        ListRow("Hawaii", payload: Pizza.fixture(name: "Hawaii")),
                    ])
                ]),
                router: context.router)
        }
        return NavigationCrawler(
            registry: registry, home: home, maxDepth: maxDepth, maxStates: maxStates, alsoShown: alsoShown)
    }

    /// An error screen no tap shows: "Try Again" leads to the pizza Home lists, "Hawaii"
    /// nowhere.
    private let failureScreen = Destination.present("Oops") { context in
        ListScreen(
            name: "Oops", title: "Oops",
            dataSource: ListDataSource(sections: [
                ListSection(rows: [
                    ListRow("Try Again", payload: Pizza.fixture()),
                    ListRow("Hawaii", payload: Pizza.fixture(name: "Hawaii")),
                ])
            ]),
            router: context.router)
    }

    @Test func aScreenNoTapShowsIsCrawledAfterTheTapsWithAPathSayingHow() async throws {
        let report = try await makeCrawler(alsoShown: [("a failed sign-in", failureScreen)]).crawl()

        #expect(
            report.screens.map { "\($0.name): \($0.path.joined(separator: " > "))" } == [
                "Home: ", "PizzaDetail: Margherita", "SignIn: Margherita > Order", "Order: Margherita > Order",
                "Oops: (a failed sign-in)",
            ])
        #expect(report.alsoShown == ["a failed sign-in"])
        #expect(report.edges.contains { $0.from == "Oops" && $0.row == "Try Again" && $0.to == "PizzaDetail" })
        #expect(
            report.deadRows.map { "\($0.screen) \($0.row) at \($0.path)" } == [
                "Home Chinotto at []", "Home Hawaii at []", "Oops Hawaii at [\"(a failed sign-in)\"]",
            ])
    }

    @Test func everyReachableScreenHasItsShortestPath() async throws {
        let report = try await makeCrawler().crawl()

        #expect(
            report.screens.map { "\($0.name): \($0.path.joined(separator: " > "))" } == [
                "Home: ", "PizzaDetail: Margherita", "SignIn: Margherita > Order", "Order: Margherita > Order",
            ])
        #expect(!report.truncated)
    }

    @Test func deadRowsSayWhy() async throws {
        let report = try await makeCrawler().crawl()

        #expect(
            report.deadRows.map { "\($0.screen) \($0.row): \($0.reason)" } == [
                "Home Chinotto: no jumper is registered for Drink",
                "Home Hawaii: the jumper for Pizza declined the payload",
            ])
    }

    @Test func guardedEdgesCarryTheirRequirement() async throws {
        let report = try await makeCrawler().crawl()

        #expect(
            report.edges.map { "\($0.from)-\($0.row)->\($0.to) \($0.requirement ?? "-")" } == [
                "Home-Margherita->PizzaDetail -", "PizzaDetail-Order->Order signedIn",
            ])
        #expect(report.guards.map(\.screen) == ["SignIn"])
    }

    @Test func depthBoundStopsTheCrawlAndSaysSo() async throws {
        let report = try await makeCrawler(maxDepth: 1).crawl()

        #expect(report.screenNames == ["Home", "PizzaDetail"])
        #expect(report.truncated)
        #expect(report.stoppedAtDepth)
        #expect(!report.stoppedAtStateLimit)
    }

    @Test func depthBoundReachingOnlyScreensWithoutRowsCutsNothingOff() async throws {
        let report = try await makeCrawler(maxDepth: 2).crawl()

        #expect(report.screenNames == ["Home", "PizzaDetail", "SignIn", "Order"])
        #expect(!report.truncated)
        #expect(!report.stoppedAtDepth)
    }

    @Test func stateBoundStopsTheCrawlAndSaysWhich() async throws {
        let report = try await makeCrawler(maxStates: 1).crawl()

        #expect(report.screenNames == ["Home", "PizzaDetail"])
        #expect(report.truncated)
        #expect(report.stoppedAtStateLimit)
        #expect(!report.stoppedAtDepth)
    }

    @Test func graphDrawsTapsGuardsAndRedirects() async throws {
        let graph = NavigationGraph(crawl: try await makeCrawler().crawl())

        #expect(
            graph.mermaid() == """
                flowchart LR
                  Home["Home"]
                  PizzaDetail["PizzaDetail"]
                  SignIn["SignIn"]
                  Order["Order"]
                  Home -->|"Margherita"| PizzaDetail
                  PizzaDetail -->|"Order [requires signedIn]"| Order
                  PizzaDetail -.->|"redirect signedIn"| SignIn
                """)
        #expect(graph.dot().contains("\"PizzaDetail\" -> \"SignIn\" [label=\"redirect signedIn\", style=dotted"))
    }

    @Test func mermaidNodeIdsStayValidWhateverTheScreenNames() async throws {
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: Pizza.self) { textDestination($0.name) })
        }
        let names = ["end", "Pizza Detail", "link0", "screen1", "Menu"]
        let home = Destination.push("Home") { context in
            ListScreen(
                name: "Home", title: "Home",
                dataSource: ListDataSource(sections: [
                    ListSection(
                        rows: names.map {
                            ListRow("open \($0)", payload: Pizza.fixture(name: $0))
                        })
                ]),
                router: context.router)
        }

        let graph = NavigationGraph(crawl: await NavigationCrawler(registry: registry, home: home).crawl())

        #expect(
            graph.mermaid() == """
                flowchart LR
                  Home["Home"]
                  screen1["end"]
                  screen2["Pizza Detail"]
                  screen3["link0"]
                  screen4["screen1"]
                  Menu["Menu"]
                  Home -->|"open end"| screen1
                  Home -->|"open Pizza Detail"| screen2
                  Home -->|"open link0"| screen3
                  Home -->|"open screen1"| screen4
                  Home -->|"open Menu"| Menu
                """)
    }
}
