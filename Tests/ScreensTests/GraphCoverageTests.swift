import AccountScreens
import Demo
import Router
import RouterTestSupport
import RouterTooling
import Screens
import Testing

/// What a flow walked, as the runner measures it, marked on the crawler's graph of the demo.
@MainActor @Suite struct GraphCoverageTests {
    private func report(of flowText: String) async throws -> FlowReport {
        let routes = try DemoApp.loadRoutes()
        let runner = FlowRunner(registry: routes.registry, home: DemoApp.home, account: { DemoAccount() })
        return await runner.runSettling(try Flow(parsing: flowText, file: "t.flow"))
    }

    private func graph(of reports: [FlowReport]) async throws -> NavigationGraph {
        let routes = try DemoApp.loadRoutes()
        let crawl = await NavigationCrawler(registry: routes.registry, home: DemoApp.home).crawl()
        return NavigationGraph(crawl: crawl, routes: routes, coverage: GraphCoverage(reports: reports))
    }

    @Test func aTapIsWalkedToTheScreenItShowed() async throws {
        let report = try await report(of: "tap \"Giuseppe's menu\"\ntap \"Margherita\"\nback\nhome")

        #expect(
            report.walked == [
                WalkedTap(from: "Home", row: "Giuseppe's menu", to: "Menu"),
                WalkedTap(from: "Menu", row: "Margherita", to: "PizzaDetail"),
            ])
        #expect(report.shown == ["Home", "Menu", "PizzaDetail"])
    }

    @Test func aRedirectedTapIsWalkedToItsScreenOnlyOnceASignInResumesIt() async throws {
        let resumed = try await report(
            of: "tap \"Giuseppe's menu\"\ntap \"Margherita\"\ntap \"Order\"\nsign-in anna\nexpect top Order")
        let dropped = try await report(of: "tap \"Giuseppe's menu\"\ntap \"Margherita\"\ntap \"Order\"\nback\nsign-in anna")

        #expect(resumed.walked.contains(WalkedTap(from: "PizzaDetail", row: "Order", to: "SignIn")))
        #expect(resumed.walked.contains(WalkedTap(from: "PizzaDetail", row: "Order", to: "Order")))
        #expect(dropped.walked.contains(WalkedTap(from: "PizzaDetail", row: "Order", to: "SignIn")))
        #expect(!dropped.walked.contains { $0.to == "Order" })
    }

    @Test func aFailedFlowKeepsWhatItWalkedBeforeItStopped() async throws {
        let report = try await report(of: "tap \"Giuseppe's menu\"\ntap \"No such row\"\ntap \"Margherita\"")

        #expect(!report.passed)
        #expect(report.walked == [WalkedTap(from: "Home", row: "Giuseppe's menu", to: "Menu")])
    }

    @Test func theDOTGraphDrawsWalkedTapsPlainAndMarksTheOthers() async throws {
        let graph = try await graph(of: [try await report(of: "tap \"Giuseppe's menu\"\ntap \"Margherita\"")])
        let dot = graph.dot()

        #expect(dot.contains("\n  \"Home\" -> \"Menu\" [label=\"Giuseppe's menu\"];\n"))
        #expect(dot.contains("\n  \"Menu\" -> \"PizzaDetail\" [label=\"Margherita, Capricciosa, Diavola\"];\n"))
        #expect(
            dot.contains(
                "\n  \"Menu\" -> \"DrinkDetail\" [label=\"Acqua Frizzante, Chinotto\", style=dashed, color=red3, fontcolor=red3];\n"
            ))
        #expect(dot.contains("\n  \"Menu\";\n"))
        #expect(dot.contains("\n  \"DrinkDetail\" [style=dashed, color=red3, fontcolor=red3];\n"))
        #expect(dot.contains("\n  \"About\" [style=dashed, color=red3, fontcolor=red3];\n"))
        #expect(
            dot.hasPrefix(
                "digraph navigation {\n  // coverage: walked 2 of 14 tap edges, 3 of 16 screens; dashed and red: never walked\n"))
        #expect(
            dot.hasSuffix(
                "\n  label=\"coverage: walked 2 of 14 tap edges, 3 of 16 screens; dashed and red: never walked\";\n"
                    + "  labelloc=b;\n}"))
    }

    @Test func theCountsAreOfTheCrawlersEdgesAndScreens() async throws {
        let graph = try await graph(of: [try await report(of: "tap \"Giuseppe's menu\"\ntap \"Margherita\"")])
        let counts = try #require(graph.coverageCounts)

        #expect(counts.walkedEdges == 2)
        #expect(counts.walkedScreens == 3)
        #expect(graph.coverageSummary == "walked 2 of 14 tap edges, 3 of 16 screens")
    }

    @Test func theMermaidGraphStylesTheUnwalkedNodesAndEdgesByPosition() async throws {
        let graph = try await graph(of: [try await report(of: "tap \"Giuseppe's menu\"\ntap \"Margherita\"")])
        let lines = graph.mermaid().split(separator: "\n").map(String.init)
        let edges = lines.filter { line in ["-->", "==>", "-.->", "--o"].contains { line.contains($0) } }
        let styled = try #require(lines.first { $0.hasPrefix("  linkStyle ") })
        let positions = styled.dropFirst("  linkStyle ".count).prefix { $0 != " " }.split(separator: ",").compactMap {
            Int($0)
        }
        let classed = try #require(lines.first { $0.hasPrefix("  class ") })

        #expect(lines.contains("  classDef unwalked stroke:#c00,stroke-dasharray:5 5,color:#c00"))
        #expect(lines.contains("  %% coverage: walked 2 of 14 tap edges, 3 of 16 screens; dashed and red: never walked"))
        #expect(styled.hasSuffix(" stroke:#c00,stroke-dasharray:5 5,color:#c00"))
        #expect(positions.map { edges[$0] }.contains("  Home -->|\"Typed list\"| TypedList"))
        #expect(!positions.map { edges[$0] }.contains("  Home -->|\"Giuseppe's menu\"| Menu"))
        #expect(!positions.map { edges[$0] }.contains { $0.contains("PizzaDetail") && $0.hasPrefix("  Menu ") })
        #expect(classed.hasSuffix(" unwalked"))
        #expect(classed.contains("TypedList"))
        #expect(!classed.contains("Menu"))
    }

    @Test func aGraphWithoutCoverageMarksNothing() async throws {
        let routes = try DemoApp.loadRoutes()
        let crawl = await NavigationCrawler(registry: routes.registry, home: DemoApp.home).crawl()
        let graph = NavigationGraph(crawl: crawl, routes: routes)

        #expect(!graph.dot().contains("red3"))
        #expect(!graph.mermaid().contains("unwalked"))
        #expect(graph.coverageSummary == nil)
    }
}
