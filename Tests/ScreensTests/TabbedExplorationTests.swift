import Demo
import Router
import RouterTestSupport
import RouterTooling
import RoutesFiles
import Testing

/// The demo's tabs explored: every screen the single stack reaches, tab by tab.
@MainActor @Suite struct TabbedExplorationTests {
    private func crawls() async throws -> (single: CrawlReport, tabbed: CrawlReport, routes: RoutesFile) {
        let routes = try DemoApp.loadRoutes()
        let single = await NavigationCrawler(registry: routes.registry, home: DemoApp.home).crawl()
        let tabbed = await NavigationCrawler(registry: routes.registry, tabs: DemoApp.tabs).crawl()
        return (single, tabbed, routes)
    }

    @Test func theDemosTabsReachEveryScreenTheSingleStackReaches() async throws {
        let (single, tabbed, _) = try await crawls()

        #expect(tabbed.tabs.map(\.name) == ["Home", "Menu", "Typed"])
        #expect(tabbed.screenNames == single.screenNames)
        #expect(Set(tabbed.tabs.flatMap(\.screenNames)) == single.screenNames)
        #expect(tabbed.tabs[0].screenNames == single.screenNames)
    }

    @Test func eachDemoTabStartsAtItsRoot() async throws {
        let (_, tabbed, _) = try await crawls()

        #expect(tabbed.tabs.map { $0.screens.first?.name } == ["Home", "Menu", "TypedList"])
        let pizza = tabbed.tabs[1].screens.first { $0.name == "PizzaDetail" }
        #expect(pizza?.path == ["Menu", "Margherita"])
        #expect(tabbed.tabs[2].screenNames == ["TypedList", "AType", "BType", "CType"])
    }

    @Test func coverageCountsRoutesUsedFromAnyTab() async throws {
        let (single, tabbed, summary) = try await crawls()
        let fromTabs = Set(tabbed.tabs.flatMap(\.routesUsed))

        let coverage = RouteCoverage(of: summary, used: Set(tabbed.routesUsed.map(RouteTrace.route)))

        #expect(Set(tabbed.routesUsed) == fromTabs)
        #expect(Set(tabbed.routesUsed) == Set(single.routesUsed))
        #expect(coverage.routes.filter(\.used).count == Set(single.routesUsed).count)
    }

    @Test func theDemosLinksPointAtTheTabThatReachesTheirScreenFirst() async throws {
        let (_, tabbed, summary) = try await crawls()

        let mermaid = NavigationGraph(crawl: tabbed, routes: summary).mermaid()

        #expect(mermaid.contains("\n  link0([\"giuseppe://menu\"])\n  link0 -.-> tab1_Menu\n"))
        #expect(mermaid.contains("\n  link2([\"giuseppe://about\"])\n  link2 -.-> tab0_About\n"))
        #expect(mermaid.contains("\n  link4([\"giuseppe://menu/pizza/:name\"])\n  link4 -.-> tab1_PizzaDetail\n"))
        #expect(mermaid.contains("\n  link7 -.-> tab2_AType\n"))
    }
}
