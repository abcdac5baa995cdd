import AccountScreens
import Demo
import Router
import RouterTestSupport
import RouterTooling
import Screens
import Testing

/// A third plugin, from outside the demo's modules: a payload type with a link decoder and a
/// validator, two screens, a jumper, a guard and a link, registered in one place.
private struct GelatoPlugin: RouterPlugin {
    let name = "gelato"
    /// When `false`, the plugin leaves routing and links to a routes file.
    var jumpers = true

    static let flavours = [Gelato(flavour: "Pistachio"), Gelato(flavour: "Stracciatella"), Gelato(flavour: "Affogato")]

    func register(in plugin: inout PluginRegistration) {
        plugin.registerPayload(
            Gelato.self, name: "Gelato", fields: [PayloadField("flavour") { $0.flavour }],
            link: LinkDecoder(parameters: ["flavour"]) { Gelato(flavour: $0["flavour"] ?? "") },
            validate: .oneOf(Self.flavours, what: "flavour in the freezer"))
        plugin.registerScreen("GelatoDetail", for: Gelato.self) { gelato, _ in
            TextScreen(name: "GelatoDetail", title: gelato.flavour)
        }
        plugin.registerScreen("Tasting") { _ in TextScreen(name: "Tasting", title: "Taste first") }
        plugin.registerGuard(
            RouteGuard(
                "tasted",
                redirect: .present("Tasting") { _ in
                    TextScreen(name: "Tasting", title: "Taste first")
                }))
        guard jumpers else { return }
        plugin.register(GelatoJumper())
        plugin.registerLink("giuseppe://gelato/:flavour", to: Gelato.self)
    }
}

private struct Gelato: Hashable, Sendable, Codable {
    let flavour: String
}

/// Affogato needs the `tasted` condition, which nobody in the demo holds.
private struct GelatoJumper: JumperProtocol {
    func destination(for gelato: Gelato) -> Destination? {
        .push("GelatoDetail", requires: gelato.flavour == "Affogato" ? "tasted" : nil) { _ in
            TextScreen(name: "GelatoDetail", title: gelato.flavour)
        }
    }
}

/// A root listing the gelato and the demo's menu.
private let gelatoHome = Destination.push("Parlour") { context in
    ListScreen(
        name: "Parlour", title: "Parlour",
        dataSource: ListDataSource(sections: [
            ListSection(rows: [
                ListRow("Pistachio", payload: Gelato(flavour: "Pistachio")),
                ListRow("Affogato", payload: Gelato(flavour: "Affogato")),
                ListRow("Menu", payload: HomeEntry.menu),
            ])
        ]),
        router: context.router)
}

@MainActor @Suite struct DemoPluginTests {
    @Test(arguments: [DemoRouting.jumpers, .routesFile])
    func theDemosPluginsComposeWithoutAClash(routing: DemoRouting) async throws {
        let registry = try JumperRegistry(plugins: DemoApp.plugins(routing: routing))

        #expect(Set(registry.screenNames) == Set(DemoScreen.allCases.map(\.name)))
    }

    @Test func aThirdPluginClashingWithTheDemoIsReportedWithBothNames() async {
        struct Copycat: RouterPlugin {
            let name = "copycat"
            func register(in plugin: inout PluginRegistration) {
                plugin.registerScreen(DemoScreen.pizzaDetail.name) { _ in TextScreen(name: "PizzaDetail", title: "") }
                plugin.registerPayload(Gelato.self, name: "Pizza")
                plugin.registerGuard(
                    RouteGuard(
                        DemoAccount.signedIn,
                        redirect: .push("Nowhere") { _ in
                            TextScreen(name: "Nowhere", title: "")
                        }))
            }
        }

        #expect(
            throws: CompositionError(problems: [
                .screen("PizzaDetail", first: "menu", second: "copycat"),
                .payloadName("Pizza", first: "menu", second: "copycat"),
                .routeGuard("signedIn", first: "account", second: "copycat"),
            ])
        ) {
            try JumperRegistry(plugins: DemoApp.plugins() + [Copycat()])
        }
    }

    @Test func aThirdPluginWorksFromTapsLinksFlowsAndTheCrawler() async throws {
        let registry = try JumperRegistry(plugins: DemoApp.plugins() + [GelatoPlugin()])
        let flow = try Flow(
            parsing: """
                tap Pistachio
                expect stack Parlour > GelatoDetail
                back
                open giuseppe://gelato/Stracciatella
                expect top GelatoDetail
                open giuseppe://gelato/Vanilla
                expect rejected
                home
                tap Affogato
                expect stack Parlour > Tasting
                back
                tap Menu
                tap Margherita
                expect stack Parlour > Menu > PizzaDetail
                """, file: "gelato.flow")

        let report = FlowRunner(registry: registry, home: gelatoHome, account: { DemoAccount() }).run(flow)
        let crawl = await NavigationCrawler(registry: registry, home: gelatoHome).crawl()

        #expect(report.failures.map(\.description) == [])
        #expect(crawl.screenNames.isSuperset(of: ["GelatoDetail", "Tasting", "PizzaDetail", "Order"]))
    }

    @Test func aThirdPluginsScreensAndPayloadsCanBeRoutedByARoutesFile() async throws {
        let plugins = try JumperRegistry(
            plugins: DemoApp.plugins(routing: .routesFile) + [GelatoPlugin(jumpers: false)])
        let file = try DemoApp.loadRoutes(
            Array(
                (DefaultRoutes.text + """

                      - link: giuseppe://gelato/:flavour
                        payload: Gelato
                    """).replacingOccurrences(of: "routes:\n", with: "routes:\n  - {payload: Gelato, push: GelatoDetail}\n").utf8),
            registry: plugins)
        let session = NavigationSession(registry: file.registry, home: gelatoHome)

        session.perform(.tap(.title("Pistachio")))
        session.perform(.open("giuseppe://gelato/Affogato"))

        #expect(session.stack.screenNames == ["Parlour", "GelatoDetail"])
        #expect(session.stack.top.title == "Affogato")
    }

    @Test func aThirdPluginsStackIsSavedAndRestored() async throws {
        let registry = try JumperRegistry(plugins: DemoApp.plugins() + [GelatoPlugin()])
        let session = NavigationSession(registry: registry, home: gelatoHome)
        session.perform(.tap(.title("Pistachio")))
        let saved = try session.restorer.save(session.stack)
        let other = NavigationSession(registry: registry, home: gelatoHome)

        try other.restorer.restore(saved, on: other.router)

        #expect(other.stack.screenNames == ["Parlour", "GelatoDetail"])
        #expect(other.stack.top.title == "Pistachio")
    }

    /// Every screen the crawler reaches, reached by its taps (signed in when a guard is on
    /// the way), saved and restored onto a fresh app, gives the same stack.
    @Test(arguments: [DemoRouting.jumpers, .routesFile])
    func saveAndRestoreRoundTripEveryCrawledState(routing: DemoRouting) async throws {
        let registry = routing == .jumpers ? DemoApp.makeRegistry() : try DemoApp.loadRoutes().registry
        let crawl = await NavigationCrawler(registry: registry, home: DemoApp.home).crawl()
        #expect(crawl.screens.count >= 12)

        for (name, path) in crawl.screens {
            // The fewest steps of the demo's guard chain (none, signed in, terms accepted)
            // with which the crawled taps reach the screen.
            let steps = (0...2).first { replay(path, registry: registry, guardSteps: $0).stack.top.name == name } ?? 0
            let session = replay(path, registry: registry, guardSteps: steps)
            #expect(session.stack.top.name == name, "\(path) should reach \(name)")
            let saved = try session.restorer.save(session.stack)
            let restored = replay([], registry: registry, guardSteps: steps)

            try restored.restorer.restore(saved, on: restored.router)

            #expect(restored.stack.screenNames == session.stack.screenNames, "\(name)")
            #expect(restored.stack.entries.map(\.screen.title) == session.stack.entries.map(\.screen.title), "\(name)")
        }
    }

    /// A new session that took the first `guardSteps` steps of the demo's guard chain (1:
    /// signed in, 2: and accepted the terms), after tapping `path`.
    private func replay(_ path: [String], registry: JumperRegistry, guardSteps: Int) -> NavigationSession {
        let account = DemoAccount()
        let session = NavigationSession(registry: registry, home: DemoApp.home, account: account)
        if guardSteps >= 1 { session.perform(.signIn("anna")) }
        if guardSteps >= 2 { _ = account.acceptTerms() }
        for title in path { session.perform(.tap(.title(title))) }
        return session
    }
}
