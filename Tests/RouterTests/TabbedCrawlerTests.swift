import Foundation
import Router
import RouterTestSupport
import RouterTooling
import Testing

/// Crawling an app with tabs: each tab from its root, reported and drawn tab by tab.
@MainActor @Suite struct TabbedCrawlerTests {
    /// Two tabs: Home lists a pizza (→ PizzaDetail, which lists a guarded "Order") and a
    /// drink no jumper handles; `second` lists the same pizza.
    private func makeCrawler(second: String = "Orders", maxDepth: Int = 12) throws -> NavigationCrawler {
        let registry = try JumperRegistry { registry in
            registry.register(
                Jumper(for: Pizza.self) { pizza in
                    .push("PizzaDetail") { context in
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
        func list(_ name: String, _ rows: [ListRow]) -> Destination {
            .push(name) { context in
                ListScreen(
                    name: name, title: name, dataSource: ListDataSource(sections: [ListSection(rows: rows)]),
                    router: context.router)
            }
        }
        let tabs = [
            TabRoot(
                "Home",
                root: list(
                    "Home",
                    [
                        ListRow("Margherita", payload: Pizza.fixture()), ListRow("Chinotto", payload: Drink.fixture()),
                    ])),
            TabRoot(second, root: list("OrderList", [ListRow("Diavola", payload: Pizza.fixture(name: "Diavola"))])),
        ]
        return NavigationCrawler(registry: registry, tabs: tabs, maxDepth: maxDepth)
    }

    private func lines(_ screens: [(name: String, path: [String])]) -> [String] {
        screens.map { "\($0.name): \($0.path.joined(separator: " > "))" }
    }

    /// Counts the screens a factory builds.
    @MainActor private final class Builds {
        var count = 0
    }

    @Test func tabsThatShareARegisteredRootAreCrawledOnceAndReportedEachInItsTab() async throws {
        let builds = Builds()
        let registry = try JumperRegistry { registry in
            registry.registerScreen("Menu", for: Pizza.self) { pizza, context in
                builds.count += 1
                return ListScreen(
                    name: "Menu", title: pizza.name,
                    dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("Chinotto", payload: Drink.fixture())])]),
                    router: context.router)
            }
            registry.register(Jumper(for: Drink.self) { _ in textDestination("DrinkDetail") })
        }
        let margherita = Destination.push(registered: "Menu", payload: Pizza.fixture())
        let diavola = Destination.push(registered: "Menu", payload: Pizza.fixture(name: "Diavola"))
        _ = await NavigationCrawler(registry: registry, tabs: [TabRoot("A", root: margherita)]).crawl()
        let oneTab = builds.count
        builds.count = 0

        let report = await NavigationCrawler(
            registry: registry,
            tabs: [TabRoot("A", root: margherita), TabRoot("B", root: margherita), TabRoot("C", root: diavola)]
        ).crawl()

        #expect(builds.count == 2 * oneTab)
        #expect(report.tabs.map(\.name) == ["A", "B", "C"])
        #expect(
            report.tabs.map { lines($0.screens) } == ["A", "B", "C"].map { ["Menu: \($0)", "DrinkDetail: \($0) > Chinotto"] })
        #expect(
            report.states.map { "\($0.tab ?? ""): \($0.path.joined(separator: " > "))" } == [
                "A: A", "A: A > Chinotto", "B: B", "B: B > Chinotto", "C: C", "C: C > Chinotto",
            ])
    }

    @Test func eachTabIsCrawledFromItsRootWithPathsStartingWithTheTab() async throws {
        let report = try await makeCrawler().crawl()

        #expect(report.tabs.map(\.name) == ["Home", "Orders"])
        #expect(
            lines(report.tabs[0].screens) == [
                "Home: Home", "PizzaDetail: Home > Margherita", "SignIn: Home > Margherita > Order",
                "Order: Home > Margherita > Order",
            ])
        #expect(
            lines(report.tabs[1].screens) == [
                "OrderList: Orders", "PizzaDetail: Orders > Diavola", "SignIn: Orders > Diavola > Order",
                "Order: Orders > Diavola > Order",
            ])
        #expect(report.tabs[1].deadRows.isEmpty)
        #expect(
            report.tabs[0].deadRows.map { "\($0.screen) \($0.row) at \($0.path)" } == [
                "Home Chinotto at [\"Home\"]"
            ])
    }

    @Test func theMergedReportListsEachScreenOnceWithItsFirstTabsPath() async throws {
        let report = try await makeCrawler().crawl()

        #expect(
            lines(report.screens) == [
                "Home: Home", "PizzaDetail: Home > Margherita", "SignIn: Home > Margherita > Order",
                "Order: Home > Margherita > Order", "OrderList: Orders",
            ])
        #expect(
            report.edges.map { "\($0.from)-\($0.row)->\($0.to)" } == [
                "Home-Margherita->PizzaDetail", "PizzaDetail-Order->Order", "OrderList-Diavola->PizzaDetail",
            ])
        #expect(report.deadRows.map(\.row) == ["Chinotto"])
        #expect(!report.truncated)
    }

    @Test func theDepthBoundCountsTapsFromEachTabsRoot() async throws {
        let report = try await makeCrawler(maxDepth: 1).crawl()

        #expect(report.tabs.map(\.screenNames) == [["Home", "PizzaDetail"], ["OrderList", "PizzaDetail"]])
        #expect(report.tabs.map(\.stoppedAtDepth) == [true, true])
        #expect(report.stoppedAtDepth)
    }

    @Test func aRepeatedTabNameIsSkippedAsTheStackSkipsIt() async throws {
        let report = try await makeCrawler(second: "Home").crawl()

        #expect(report.tabs.map(\.name) == ["Home"])
        #expect(!report.screenNames.contains("OrderList"))
    }

    @Test func noTabsAtAllCrawlsNothing() async throws {
        let registry = try JumperRegistry { _ in }
        let report = await NavigationCrawler(registry: registry, tabs: []).crawl()

        #expect(report.tabs.isEmpty)
        #expect(report.screens.isEmpty)
        #expect(!report.truncated)
    }

    @Test func aCrawlWithoutTabsReportsNoTab() async throws {
        let registry = try JumperRegistry { _ in }
        let report = await NavigationCrawler(registry: registry, home: textDestination("Home")).crawl()

        #expect(report.tabs.isEmpty)
        #expect(lines(report.screens) == ["Home: "])
    }

    @Test func mermaidDrawsEachTabAsASubgraphWithItsOwnNodes() async throws {
        let graph = NavigationGraph(crawl: try await makeCrawler().crawl())

        #expect(
            graph.mermaid() == """
                flowchart LR
                  subgraph tab0["Home"]
                    tab0_Home["Home"]
                    tab0_PizzaDetail["PizzaDetail"]
                    tab0_SignIn["SignIn"]
                    tab0_Order["Order"]
                    tab0_Home -->|"Margherita"| tab0_PizzaDetail
                    tab0_PizzaDetail -->|"Order [requires signedIn]"| tab0_Order
                    tab0_PizzaDetail -.->|"redirect signedIn"| tab0_SignIn
                  end
                  subgraph tab1["Orders"]
                    tab1_OrderList["OrderList"]
                    tab1_PizzaDetail["PizzaDetail"]
                    tab1_SignIn["SignIn"]
                    tab1_Order["Order"]
                    tab1_OrderList -->|"Diavola"| tab1_PizzaDetail
                    tab1_PizzaDetail -->|"Order [requires signedIn]"| tab1_Order
                    tab1_PizzaDetail -.->|"redirect signedIn"| tab1_SignIn
                  end
                """)
    }

    @Test func dotDrawsEachTabAsAClusterWithItsOwnNodes() async throws {
        let graph = NavigationGraph(crawl: try await makeCrawler().crawl())

        #expect(
            graph.dot() == """
                digraph navigation {
                  rankdir=LR;
                  node [shape=box];
                  subgraph cluster_0 {
                    label="Home";
                    tab0_0 [label="Home"];
                    tab0_1 [label="PizzaDetail"];
                    tab0_2 [label="SignIn"];
                    tab0_3 [label="Order"];
                    tab0_0 -> tab0_1 [label="Margherita"];
                    tab0_1 -> tab0_3 [label="Order [requires signedIn]"];
                    tab0_1 -> tab0_2 [label="redirect signedIn", style=dotted, color=gray40];
                  }
                  subgraph cluster_1 {
                    label="Orders";
                    tab1_0 [label="OrderList"];
                    tab1_1 [label="PizzaDetail"];
                    tab1_2 [label="SignIn"];
                    tab1_3 [label="Order"];
                    tab1_0 -> tab1_1 [label="Diavola"];
                    tab1_1 -> tab1_3 [label="Order [requires signedIn]"];
                    tab1_1 -> tab1_2 [label="redirect signedIn", style=dotted, color=gray40];
                  }
                }
                """)
    }

    @Test(arguments: [
        "end\"]\nsubgraph x", "a\" ]; } digraph {", "tab0_Home", "x\\\"y", "<img src=x onerror=alert(1)>", "a&b #quot; `c`",
    ])
    func hostileTabNamesStayInsideTheirLabel(name: String) async throws {
        let graph = NavigationGraph(crawl: try await makeCrawler(second: name).crawl())

        let mermaid = graph.mermaid()
        let dot = graph.dot()

        // Mermaid renders labels as HTML: markup characters and line feeds become entities.
        let mermaidLabel = name.unicodeScalars.map { scalar in
            switch scalar {
            case "\"": "#quot;"
            case "<", ">", "&", "#", "`", "\n": "#\(scalar.value);"
            default: String(scalar)
            }
        }.joined()
        #expect(!mermaid.contains("<img"))
        #expect(!mermaid.contains("\nsubgraph x"))
        #expect(mermaid.contains("\n  subgraph tab1[\"\(mermaidLabel)\"]\n    tab1_OrderList[\"OrderList\"]\n"))
        #expect(mermaid.hasSuffix("tab1_PizzaDetail -.->|\"redirect signedIn\"| tab1_SignIn\n  end"))
        let dotLabel = name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n")
        #expect(!dot.contains("\nsubgraph x"))
        #expect(dot.contains("\n  subgraph cluster_1 {\n    label=\"\(dotLabel)\";\n    tab1_0 [label=\"OrderList\"];\n"))
        #expect(dot.hasSuffix("tab1_1 -> tab1_2 [label=\"redirect signedIn\", style=dotted, color=gray40];\n  }\n}"))
    }
}
