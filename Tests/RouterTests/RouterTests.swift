import Router
import RouterTestSupport
import Testing

@MainActor @Suite struct RouterTests {
    @Test func knownPayloadPushesItsScreen() throws {
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let router = NavigationRouter(registry: try pizzaRegistry(), navigator: stack)

        let outcome = router.route(Pizza.fixture())

        #expect(outcome == .pushed("PizzaDetail"))
        #expect(stack.screenNames == ["Home", "PizzaDetail"])
        expectLog(stack.log, ["push PizzaDetail"])
    }

    @Test func nilPayloadPushesNothing() throws {
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let router = NavigationRouter(registry: try pizzaRegistry(), navigator: stack)

        let outcome = router.route(nil)

        #expect(outcome == .ignored(.nilPayload))
        #expect(stack.log.isEmpty)
    }

    @Test func foreignPayloadPushesNothing() throws {
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let router = NavigationRouter(registry: try pizzaRegistry(), navigator: stack)

        let outcome = router.route(Drink.fixture())

        #expect(outcome == .ignored(.noJumper(payloadType: "Drink")))
        #expect(stack.log.isEmpty)
    }

    @Test func modalDestinationIsPresented() throws {
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: Drink.self) { _ in textDestination("DrinkSheet", presentation: .modal) })
        }
        let router = NavigationRouter(registry: registry, navigator: stack)

        let outcome = router.route(Drink.fixture())

        #expect(outcome == .presented("DrinkSheet"))
        expectLog(stack.log, ["present DrinkSheet"])
        #expect(stack.entries.last?.presentation == .modal)
    }

    @Test func routerHoldsItsNavigatorWeakly() throws {
        let router: NavigationRouter
        do {
            let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
            router = NavigationRouter(registry: try pizzaRegistry(), navigator: stack)
            #expect(router.navigator != nil)
        }

        #expect(router.navigator == nil)
    }

    @Test func routingAfterTheNavigatorIsGoneReportsIt() throws {
        var router: NavigationRouter?
        do {
            let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
            router = NavigationRouter(registry: try pizzaRegistry(), navigator: stack)
        }

        let outcome = router?.route(Pizza.fixture())

        #expect(outcome == .ignored(.navigatorGone))
    }

    @Test func screensBuiltByTheRouterRouteTheirTapsThroughIt() throws {
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let registry = try pizzaRegistry { registry in
            registry.register(
                Jumper(for: Drink.self) { _ in
                    .push("PizzaList") { context in
                        ListScreen(
                            name: "PizzaList", title: "Pizzas",
                            dataSource: ListDataSource(sections: [
                                ListSection(rows: [ListRow("Margherita", payload: Pizza.fixture())])
                            ]),
                            router: context.router)
                    }
                })
        }
        let router = NavigationRouter(registry: registry, navigator: stack)
        router.route(Drink.fixture())
        let list = stack.top as? ListScreen

        let outcome = list?.tap(number: 1)

        #expect(outcome == .pushed("PizzaDetail"))
        expectLog(stack.log, ["push PizzaList", "push PizzaDetail"])
    }

    @Test func stackRouterAndScreensFormNoRetainCycle() throws {
        weak var weakStack: RecordingNavigationStack?
        weak var weakRouter: NavigationRouter?
        do {
            let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
            let router = NavigationRouter(registry: try pizzaRegistry(), navigator: stack)
            router.route(Pizza.fixture())
            weakStack = stack
            weakRouter = router
        }

        #expect(weakStack == nil)
        #expect(weakRouter == nil)
    }
}
