import Router
import RouterTestSupport
import Testing

@MainActor @Suite struct NavigationRouterStartTests {
    /// Home lists Margherita (→ PizzaDetail) and Chinotto (→ DrinkDetail, requiring signedIn).
    private let home = Destination.push("Home") { context in
        ListScreen(
            name: "Home", title: "Home",
            dataSource: ListDataSource(sections: [
                ListSection(rows: [
                    ListRow("Margherita", payload: Pizza.fixture()),
                    ListRow("Chinotto", payload: Drink.fixture()),
                ])
            ]),
            router: context.router)
    }

    private func makeRegistry() -> JumperRegistry {
        composed { registry in
            registry.register(PizzaJumper())
            registry.register(
                Jumper(for: Drink.self) { drink in
                    .push("DrinkDetail", requires: "signedIn") { _ in TextScreen(name: "DrinkDetail", title: drink.name) }
                })
            registry.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn")))
        }
    }

    @Test func tapOnTheRootPushesThroughTheNewRouter() throws {
        let (_, stack) = NavigationRouter.start(registry: makeRegistry(), root: home) {
            RecordingNavigationStack(root: $0)
        }

        let outcome = try #require(stack.top as? ListScreen).tap(number: 1)

        #expect(outcome == .pushed("PizzaDetail"))
        #expect(stack.log.lines == ["push PizzaDetail"])
    }

    @Test func tapOnTheRootIsGuardedByTheGivenConditions() throws {
        let conditions = FakeConditions(holding: ["signedIn"])
        let (router, stack) = NavigationRouter.start(registry: makeRegistry(), root: home, conditions: conditions) {
            RecordingNavigationStack(root: $0)
        }

        let outcome = try #require(stack.top as? ListScreen).tap(number: 2)

        #expect(outcome == .pushed("DrinkDetail"))
        #expect(router.conditions === conditions)
    }

    @Test func keepingOnlyTheStackKeepsTheRootsTapsRouting() throws {
        let stack = NavigationRouter.start(registry: makeRegistry(), root: home) {
            RecordingNavigationStack(root: $0)
        }.stack

        let outcome = try #require(stack.top as? ListScreen).tap(number: 1)

        #expect(outcome == .pushed("PizzaDetail"))
    }

    @Test func routerDoesNotKeepTheStackAlive() {
        weak var released: RecordingNavigationStack?
        let router: NavigationRouter
        do {
            let (made, stack) = NavigationRouter.start(registry: makeRegistry(), root: home) {
                RecordingNavigationStack(root: $0)
            }
            router = made
            released = stack
        }

        let outcome = router.route(Pizza.fixture())

        #expect(released == nil)
        #expect(router.navigator == nil)
        #expect(outcome == .ignored(.navigatorGone))
    }

    @Test func tapWhileTheStackIsBuiltShowsNothing() {
        var early: RouteOutcome?

        let (_, stack) = NavigationRouter.start(registry: makeRegistry(), root: home) { root in
            early = (root as? ListScreen)?.tap(number: 1)
            return RecordingNavigationStack(root: root)
        }

        #expect(early == .ignored(.navigatorGone))
        #expect(stack.log.isEmpty)
    }
}
