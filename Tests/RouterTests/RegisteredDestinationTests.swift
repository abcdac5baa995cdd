import Router
import RouterTestSupport
import RouterTooling
import Testing

/// A jumper that names the screen a plugin registered instead of building it.
private struct NamingJumper: JumperProtocol {
    var screen = "PizzaDetail"

    func destination(for pizza: Pizza) -> Destination? {
        .push(registered: screen, payload: pizza)
    }
}

@MainActor @Suite struct RegisteredDestinationTests {
    private func makeRegistry(_ jumper: NamingJumper = NamingJumper()) -> JumperRegistry {
        composed { plugin in
            plugin.registerScreen("PizzaDetail", for: Pizza.self, requires: "signedIn") { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
            plugin.registerGuard(RouteGuard("signedIn", redirect: .present(registered: "SignIn", payload: 0)))
            plugin.registerScreen("SignIn") { _ in TextScreen(name: "SignIn", title: "Sign in") }
            plugin.register(jumper)
        }
    }

    @Test func aNamedScreenIsBuiltByItsRegisteredFactoryWithItsGuard() async {
        let registry = makeRegistry()
        let (router, stack) = NavigationRouter.start(
            registry: registry, root: textDestination("Home"), conditions: FakeConditions(holding: ["signedIn"])
        ) { RecordingNavigationStack(root: $0) }

        let decision = registry.decide(Pizza(name: "Diavola"))
        let outcome = router.route(Pizza(name: "Diavola"))

        #expect("\(decision)" == "push PizzaDetail")
        #expect("\(decision.resolved(in: registry))" == "push PizzaDetail (requires signedIn)")
        #expect(outcome == .pushed("PizzaDetail"))
        #expect(stack.top.title == "Diavola")
    }

    @Test func aGuardsNamedScreenIsShownWhenItsConditionFails() async {
        let (router, stack) = NavigationRouter.start(registry: makeRegistry(), root: textDestination("Home")) {
            RecordingNavigationStack(root: $0)
        }

        let outcome = router.route(Pizza.fixture())

        #expect(outcome == .redirected(guardName: "signedIn", screen: "SignIn"))
        #expect(stack.top.title == "Sign in")
    }

    @Test func aNameNoPluginRegisteredShowsNothingAndSaysWhy() async {
        let registry = makeRegistry(NamingJumper(screen: "Nowhere"))
        let (router, stack) = NavigationRouter.start(registry: registry, root: textDestination("Home")) {
            RecordingNavigationStack(root: $0)
        }

        let decision = registry.decide(Pizza.fixture())
        let shown = router.show(.push(registered: "PizzaDetail", payload: Drink.fixture()))

        #expect("\(decision)" == "push Nowhere")
        #expect("\(decision.resolved(in: registry))" == "ignored (no screen named 'Nowhere' is registered for the payload)")
        #expect(router.route(Pizza.fixture()) == .ignored(.unregisteredScreen("Nowhere")))
        #expect(shown == .ignored(.unregisteredScreen("PizzaDetail")))
        #expect(stack.screenNames == ["Home"])
    }

    @Test func theCrawlerFindsNamedScreensAndReportsUnregisteredOnesAsDeadRows() async {
        let home = Destination.push("Home") { context in
            ListScreen(
                name: "Home", title: "Home",
                dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("Diavola", payload: Pizza.fixture())])]),
                router: context.router)
        }

        let found = await NavigationCrawler(registry: makeRegistry(), home: home).crawl()
        let missing = await NavigationCrawler(registry: makeRegistry(NamingJumper(screen: "Nowhere")), home: home).crawl()

        #expect(found.screenNames == ["Home", "PizzaDetail", "SignIn"])
        #expect(missing.deadRows.map(\.reason) == [.unregisteredScreen("Nowhere")])
    }

    @Test func theCrawlerSeesTheGuardAScreenRequiresWhateverDestinationShowsIt() async {
        let registry = composed { plugin in
            plugin.register(Jumper(for: Pizza.self) { _ in textDestination("Order") })
            plugin.require("signedIn", forScreen: "Order")
            plugin.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
        }
        let home = Destination.push("Home") { context in
            ListScreen(
                name: "Home", title: "Home",
                dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("Order", payload: Pizza.fixture())])]),
                router: context.router)
        }

        let crawl = await NavigationCrawler(registry: registry, home: home).crawl()

        #expect(crawl.edges.map(\.requirement) == ["signedIn"])
        #expect(crawl.screenNames == ["Home", "Order", "SignIn"])
    }
}
