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
        case codeRouting, routesFile
        // With tabs, the stacks' screens and tabs agree but a tab root's payload differs
        // from the payload its link decodes: not yet part of the property.
        case routesFileWithTabs
    }

    /// A signed-in demo session (so guarded screens show) for `setup`.
    private func session(_ registry: JumperRegistry, _ setup: Setup) -> NavigationSession {
        let account = DemoAccount()
        _ = account.signIn("anna")
        return setup == .routesFileWithTabs
            ? NavigationSession(registry: registry, tabs: DemoApp.tabs, account: account)
            : NavigationSession(registry: registry, home: DemoApp.home, account: account)
    }

    @Test(arguments: [Setup.codeRouting, .routesFile])
    func openingTheLinkOfEveryCrawledStateLandsOnAnEqualStack(setup: Setup) async throws {
        let registry = setup == .codeRouting ? DemoApp.makeRegistry() : try DemoApp.loadRoutes().registry
        let crawler =
            setup == .routesFileWithTabs
            ? NavigationCrawler(registry: registry, tabs: DemoApp.tabs)
            : NavigationCrawler(registry: registry, home: DemoApp.home)
        let states = await crawler.crawl().states
        var opened = 0

        for state in states {
            guard case .success(let link) = state.link, !passesAnotherTabsRoot(state) else { continue }
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
    }

    /// Whether `state`'s stack shows the root of another tab than its own: a link builds
    /// its chain from that tab's root, in that tab (`Home > Menu > PizzaDetail` in the Home
    /// tab opens as `Menu > PizzaDetail` in the Menu tab), so one link cannot tell them apart.
    private func passesAnotherTabsRoot(_ state: CrawledState) -> Bool {
        state.tab != nil
            && state.entries.contains { entry in
                DemoApp.tabs.contains { tab in tab.name != state.tab && tab.root.screen == entry.screen }
            }
    }
}
