import AccountScreens
import Demo
import Router
import RouterTooling
import Screens
import Testing

@MainActor @Suite struct DemoAppTests {
    @Test func theAccountListsTheScreenAFailedSignInShowsForExploring() throws {
        let account = DemoAccount()

        guard case .failed(_, let shown) = account.signIn("nobody") else {
            Issue.record("a sign-in of an unknown name succeeded")
            return
        }

        let screen = try #require(shown)
        #expect(screen.screen == "SignInError")
        #expect(account.failureScreens.map(\.screen) == [screen.screen])
        #expect(account.failureScreens.map(\.presentation) == [screen.presentation])
    }

    @Test func registersAJumperForEveryDemoPayloadType() {
        let registry = DemoApp.makeRegistry()

        #expect(
            registry.payloadTypeNames == [
                "CustomOrder", "Dessert", "Drink", "HomeEntry", "OrderRequest", "Pizza", "SignInRetry", "SizeChoice",
                "TypedModel",
            ])
    }

    @Test(arguments: [
        (HomeEntry.menu, RouteOutcome.pushed("Menu")), (.typedList, .pushed("TypedList")),
        (.about, .presented("About")),
    ])
    func everyHomeEntryOpensItsScreen(entry: HomeEntry, outcome: RouteOutcome) {
        let (router, stack) = makeDemoRouter()

        let routed = withExtendedLifetime(stack) { router.route(entry) }

        #expect(routed == outcome)
    }

    @Test func pizzaOpensItsDetailScreen() {
        let (router, stack) = makeDemoRouter()

        router.route(Pizza.fixture(name: "Diavola", ingredients: ["tomato", "salami"], priceCents: 1000))

        #expect(stack.top.name == "PizzaDetail")
        #expect(
            stack.top.render() == """
                Diavola
                =======
                Ingredients: tomato, salami
                Price: €10.00
                  1. Order: needs sign-in
                  2. Customize order: size; needs sign-in and the terms
                """)
    }

    @Test func drinksAndDessertsOpenTheirDetailScreens() {
        let (router, stack) = makeDemoRouter()

        router.route(Drink(name: "Chinotto", millilitres: 330, priceCents: 350))
        router.route(Dessert(name: "Tiramisù", priceCents: 550))

        #expect(stack.screenNames == ["Home", "DrinkDetail", "DessertDetail"])
    }

    @Test func homeIsAListThatReachesTheMenuAndTheTypedList() {
        let session = NavigationSession(registry: DemoApp.makeRegistry(), home: DemoApp.home)

        session.perform(.tap(.number(1)))
        session.perform(.tap(.title("Margherita")))
        session.perform(.home)
        session.perform(.tap(.number(2)))
        session.perform(.tap(.title("Type B Title")))

        #expect(
            session.stack.log.lines == [
                "push Menu", "push PizzaDetail", "pop-to-root Home", "push TypedList", "push BType",
            ])
    }

    @Test func menuShownIsTheOneInjected() {
        let registry = DemoApp.makeRegistry(menu: .fixture(pizzas: [.fixture(name: "Bianca")]))
        let session = NavigationSession(registry: registry, home: DemoApp.home)

        session.perform(.tap(.number(1)))

        #expect(session.stack.top.render().contains("1. Bianca"))
    }

    @Test func everyDemoScreenIsReachable() {
        let session = NavigationSession(
            registry: DemoApp.makeRegistry(), home: DemoApp.home, account: DemoAccount())
        var seen: Set<String> = [session.stack.top.name]
        let paths: [[FlowCommand]] = [
            [.tap(.number(1)), .tap(.number(1))], [.tap(.number(1)), .tap(.number(4))],
            [.tap(.number(1)), .tap(.number(6))], [.tap(.number(2)), .tap(.number(1))],
            [.tap(.number(2)), .tap(.number(2))], [.tap(.number(2)), .tap(.number(3))],
            [.tap(.number(3))], [.tap(.number(4)), .signIn("nobody")],
            [.tap(.number(1)), .tap(.number(1)), .tap(.number(1)), .signIn("anna")],
            [.tap(.number(4))],
            // Signed in by now: the terms, then the order form and its size picker.
            [
                .tap(.number(1)), .tap(.number(1)), .tap(.number(2)), .tap(.title("I accept")), .tap(.number(1)),
                .tap(.title("Large")),
            ],
        ]

        for path in paths {
            for command in path {
                session.perform(command)
                seen.insert(session.stack.top.name)
            }
            session.perform(.back)
            session.perform(.home)
        }

        #expect(seen == Set(DemoScreen.allCases.map(\.name)))
    }
}
