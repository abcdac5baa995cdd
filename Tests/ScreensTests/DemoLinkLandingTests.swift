import AccountScreens
import Demo
import Foundation
import Router
import RouterTooling
import Screens
import Testing

/// A link opened from outside lands exactly where tapping from the home screen would: the
/// same stack, the same top screen showing the same item.
@MainActor @Suite struct DemoLinkLandingTests {
    /// A signed-in demo session (so guarded screens show), routed by `registry`.
    private func session(_ registry: JumperRegistry) -> NavigationSession {
        let account = DemoAccount()
        _ = account.signIn("anna")
        return NavigationSession(registry: registry, home: DemoApp.home, account: account)
    }

    /// What a session shows: the stack's names, then the top screen's title.
    private func shown(_ session: NavigationSession) -> [String] {
        session.stack.screenNames + [session.stack.top.title]
    }

    /// Every state a tap path of the crawl reaches, keyed by its top screen's name and title.
    private func tapStates(_ registry: JumperRegistry) async -> [String: [String]] {
        let crawl = await NavigationCrawler(registry: registry, home: DemoApp.home).crawl()
        let paths = Dictionary(crawl.screens.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
        var states: [String: [String]] = [:]
        for edge in crawl.edges {
            guard let path = paths[edge.from] else { continue }
            let tapping = session(registry)
            for title in path + [edge.row] { tapping.perform(.tap(.title(title))) }
            states[tapping.stack.top.name + "|" + tapping.stack.top.title] = shown(tapping)
        }
        return states
    }

    /// One link per pattern and item of the demo.
    private var links: [String] {
        let menu = Menu.giuseppe
        func encoded(_ name: String) -> String {
            name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? name
        }
        return ["giuseppe://menu", "giuseppe://typed", "giuseppe://about", "giuseppe://account"]
            + menu.pizzas.map { "giuseppe://menu/pizza/" + encoded($0.name) }
            + menu.drinks.map { "giuseppe://menu/drink/" + encoded($0.name) }
            + menu.desserts.map { "giuseppe://menu/dessert/" + encoded($0.name) }
            + ["A", "B", "C"].map { "giuseppe://typed/" + $0 }
            + menu.pizzas.map { "giuseppe://order/" + encoded($0.name) }
    }

    @Test(arguments: [DemoRouting.jumpers, .routesFile])
    func everyLinkLandsWhereTappingWould(routing: DemoRouting) async throws {
        let registry = routing == .jumpers ? DemoApp.makeRegistry() : try DemoApp.loadRoutes().registry
        let states = await tapStates(registry)

        for link in links {
            let opening = session(registry)
            opening.perform(.open(link))
            let key = opening.stack.top.name + "|" + opening.stack.top.title
            #expect(states[key] != nil, "no tap path reaches \(key) (opened \(link))")
            #expect(shown(opening) == states[key], "\(link)")
        }
    }

    @Test func pizzaLinkBuildsTheMenuBelowTheDetail() async throws {
        let opening = session(try DemoApp.loadRoutes().registry)

        opening.perform(.open("giuseppe://menu/pizza/Margherita"))

        #expect(opening.stack.screenNames == ["Home", "Menu", "PizzaDetail"])
        #expect(opening.stack.log.lines == ["link giuseppe://menu/pizza/Margherita", "go Home > Menu > PizzaDetail"])
    }
}
