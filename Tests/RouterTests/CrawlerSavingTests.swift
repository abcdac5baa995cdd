import Router
import RouterRestoration
import RouterTestSupport
import RouterTooling
import Testing

/// Routes every pizza to the registered screen PizzaDetail, which shows pizzas.
private struct RegisteredPizzaJumper: JumperProtocol {
    func destination(for pizza: Pizza) -> Destination? {
        .push(registered: "PizzaDetail", payload: pizza)
    }
}

/// The crawl finds the screens a saved stack cannot hold, by the rule saving follows.
@MainActor @Suite struct CrawlerSavingTests {
    /// The home list: one pizza.
    private let home = Destination.push("Home") { context in
        ListScreen(
            name: "Home", title: "Home",
            dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("Margherita", payload: Pizza.fixture())])]),
            router: context.router)
    }

    /// Home lists one pizza, which the registered screen PizzaDetail shows; `registerPizza`
    /// registers `Pizza` (Codable) with `registerPayload`.
    private func crawl(registeringPizza registerPizza: Bool) async throws -> CrawlReport {
        let registry = try JumperRegistry { registry in
            registry.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
            registry.register(RegisteredPizzaJumper())
            if registerPizza { registry.registerPayload(Pizza.self, name: "Pizza") }
        }
        return await NavigationCrawler(registry: registry, home: home).crawl()
    }

    @Test func aScreenWhosePayloadTypeIsNotRegisteredCannotBeSaved() async throws {
        let report = try await crawl(registeringPizza: false)

        #expect(report.unsavable.map(\.screen) == ["PizzaDetail"])
        #expect(report.unsavable.first?.path == ["Margherita"])
        #expect(
            report.unsavable.first?.problem == .payloadTypeNotRegistered(index: 1, screen: "PizzaDetail", type: "Pizza"))
        #expect(report.unsavable.first?.problem.entryProblem?.contains("register it with registerPayload") == true)
    }

    @Test func aScreenWhosePayloadTypeIsRegisteredAsCodableCanBeSaved() async throws {
        let report = try await crawl(registeringPizza: true)

        #expect(report.screenNames.contains("PizzaDetail"))
        #expect(report.unsavable.isEmpty)
    }

    @Test func aScreenShownInlineIsNotRegisteredByNameSoItCannotBeSaved() async throws {
        let registry = try pizzaRegistry()

        let report = await NavigationCrawler(registry: registry, home: home).crawl()

        #expect(report.unsavable.map(\.problem) == [.unknownScreen(index: 1, screen: "PizzaDetail")])
    }

    @Test func anInlineGuardsScreenIsSavedAsTheDestinationItHolds() async throws {
        let registry = try JumperRegistry { registry in
            registry.registerScreen("PizzaDetail", for: Pizza.self, requires: "signedIn") { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
            registry.register(RegisteredPizzaJumper())
            registry.registerPayload(Pizza.self, name: "Pizza")
            registry.registerGuard(
                RouteGuard("signedIn", redirect: .present("SignIn") { _ in TextScreen(name: "SignIn", title: "Sign in") }))
        }

        let report = await NavigationCrawler(registry: registry, home: home).crawl()

        #expect(report.screenNames.contains("SignIn"))
        #expect(report.unsavable.isEmpty)
    }

    @Test func theEntryProblemLeavesOutTheEntryTheDescriptionNames() {
        let error = RestoreError.undecodablePayload(index: 3, screen: "PizzaDetail", reason: "no name")

        #expect(error.description == "entry 3 (PizzaDetail): its payload no longer decodes: no name")
        #expect(error.entryProblem == "its payload no longer decodes: no name")
        #expect(RestoreError.malformed("not JSON").entryProblem == nil)
    }
}
