import AccountScreens
import Demo
import Router
import RouterTooling
import Screens
import Testing

/// Opening the link of every state the crawler reaches lands on an equal stack: the same
/// tab, screens and payloads (payloads compared by the rule saved stacks use).
@MainActor @Suite struct CrawledStateLinkPropertyTests {
    enum Setup: String, CaseIterable, Sendable {
        case codeRouting, routesFile, codeRoutingWithTabs, routesFileWithTabs

        var hasTabs: Bool { self == .codeRoutingWithTabs || self == .routesFileWithTabs }
    }

    /// A signed-in demo session (so guarded screens show) for `setup`.
    private func session(_ registry: JumperRegistry, _ setup: Setup) -> NavigationSession {
        let account = DemoAccount()
        _ = account.signIn("anna")
        return setup.hasTabs
            ? NavigationSession(registry: registry, tabs: DemoApp.tabs, account: account)
            : NavigationSession(registry: registry, home: DemoApp.home, account: account)
    }

    @Test(arguments: Setup.allCases)
    func openingTheLinkOfEveryCrawledStateLandsOnAnEqualStack(setup: Setup) async throws {
        let registry =
            setup == .codeRouting || setup == .codeRoutingWithTabs ? DemoApp.makeRegistry() : try DemoApp.loadRoutes().registry
        let crawler =
            setup.hasTabs
            ? NavigationCrawler(registry: registry, tabs: DemoApp.tabs)
            : NavigationCrawler(registry: registry, home: DemoApp.home)
        let states = await crawler.crawl().states
        var opened = 0

        for state in states {
            guard case .success(let link) = state.link else { continue }
            let opening = session(registry, setup)
            opening.perform(.open(link))
            let landed = try #require(NavigationState(of: opening.router))
            let stack = try #require(
                landed.stacks.first { $0.tab.map { tab in landed.selectedTab.map { $0 == tab } ?? false } ?? true })
            let expected = [state.root] + state.entries
            #expect(stack.tab == state.tab, "\(link) from \(state.path)")
            #expect(stack.entries.map(\.screen) == expected.map(\.screen), "\(link) from \(state.path)")
            let samePayloads =
                stack.entries.count == expected.count
                && zip(stack.entries, expected).allSatisfy { EntryIdentity.equal($0.payload, $1.payload) }
            #expect(samePayloads, "\(link) from \(state.path)")
            opened += 1
        }

        #expect(opened >= 10)
        if setup.hasTabs {
            // States in one tab that show another tab's root: their links name their tab.
            #expect(states.contains { state in (try? state.link.get())?.hasSuffix("#tab=Home") == true })
        }
    }
}
