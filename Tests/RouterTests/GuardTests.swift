import Router
import RouterTestSupport
import RouterTooling
import Testing

/// A recording double for an app's account: a set of conditions that hold.
final class FakeConditions: GuardConditions {
    var holding: Set<String>

    init(holding: Set<String> = []) {
        self.holding = holding
    }

    func holds(_ condition: String) -> Bool {
        holding.contains(condition)
    }
}

@MainActor @Suite struct GuardTests {
    /// Pizza → push PizzaDetail requiring `signedIn`; Drink → push DrinkDetail, unguarded;
    /// the `signedIn` guard presents SignIn.
    private func makeRouter(conditions: FakeConditions?) throws -> (NavigationRouter, RecordingNavigationStack) {
        let registry = try JumperRegistry { registry in
            registry.register(
                Jumper(for: Pizza.self) { pizza in
                    .push("PizzaDetail", requires: "signedIn") { _ in TextScreen(name: "PizzaDetail", title: pizza.name) }
                })
            registry.register(Jumper(for: Drink.self) { _ in textDestination("DrinkDetail") })
            registry.register(
                Jumper(for: String.self) { _ in
                    .push("Vault", requires: "admin") { _ in TextScreen(name: "Vault", title: "Vault") }
                })
            registry.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
        }
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        return (NavigationRouter(registry: registry, navigator: stack, conditions: conditions), stack)
    }

    @Test func guardedDestinationIsShownWhenItsConditionHolds() throws {
        let (router, stack) = try makeRouter(conditions: FakeConditions(holding: ["signedIn"]))

        let outcome = router.route(Pizza.fixture())

        #expect(outcome == .pushed("PizzaDetail"))
        #expect(stack.entries.last?.requirement == "signedIn")
        #expect(router.pending == nil)
    }

    @Test func guardedDestinationRedirectsToTheGuardsScreenWhenItsConditionDoesNotHold() throws {
        let (router, stack) = try makeRouter(conditions: FakeConditions())

        let outcome = router.route(Pizza.fixture())

        #expect(outcome == .redirected(guardName: "signedIn", screen: "SignIn"))
        #expect(router.pending?.destination.screen == "PizzaDetail")
        expectLog(stack.log, ["redirect signedIn", "present SignIn"])
    }

    @Test func pendingDestinationResumesOnceTheConditionHolds() throws {
        let conditions = FakeConditions()
        let (router, stack) = try makeRouter(conditions: conditions)
        router.route(Pizza.fixture())

        conditions.holding = ["signedIn"]
        let outcome = router.conditionsDidChange()

        #expect(outcome == .pushed("PizzaDetail"))
        #expect(stack.screenNames == ["Home", "PizzaDetail"])
        #expect(router.pending == nil)
        expectLog(stack.log, ["redirect signedIn", "present SignIn", "dismiss SignIn", "push PizzaDetail"])
    }

    @Test func nothingResumesWhileTheConditionStillDoesNotHold() throws {
        let (router, stack) = try makeRouter(conditions: FakeConditions())
        router.route(Pizza.fixture())

        let outcome = router.conditionsDidChange()

        #expect(outcome == nil)
        #expect(stack.top.name == "SignIn")
        #expect(router.pending != nil)
    }

    @Test func resumingGoesBackPastScreensShownAboveTheGuardsScreen() throws {
        let conditions = FakeConditions()
        let (router, stack) = try makeRouter(conditions: conditions)
        router.route(Pizza.fixture())
        router.route(Drink.fixture())  // e.g. an error screen over the sign-in screen

        conditions.holding = ["signedIn"]
        router.conditionsDidChange()

        #expect(stack.screenNames == ["Home", "PizzaDetail"])
    }

    @Test func cancellingDropsThePendingDestinationAndTheGuardsScreen() throws {
        let (router, stack) = try makeRouter(conditions: FakeConditions())
        router.route(Pizza.fixture())

        let event = router.cancelPending()

        #expect(event == .dismiss("SignIn"))
        #expect(router.pending == nil)
        #expect(stack.screenNames == ["Home"])
    }

    @Test func cancellingWithNothingPendingDoesNothing() throws {
        let (router, stack) = try makeRouter(conditions: FakeConditions())

        #expect(router.cancelPending() == nil)
        #expect(stack.log.isEmpty)
    }

    @Test func whenTheConditionStopsHoldingNoEventIsToldWhileAScreenNeedingItIsOnTheStack() throws {
        let conditions = FakeConditions(holding: ["signedIn"])
        let (router, stack) = try makeRouter(conditions: conditions)
        let watcher = GuardWatcher(conditions: conditions)
        watcher.stack = stack
        router.addObserver(watcher)
        router.route(Drink.fixture())
        router.route(Pizza.fixture())
        router.route(Drink.fixture())
        router.route(Drink.fixture())

        conditions.holding = []
        router.conditionsDidChange()

        #expect(stack.screenNames == ["Home", "DrinkDetail"])
        #expect(watcher.violations == [])
    }

    @Test func whenTheConditionStopsHoldingScreensFromTheFirstGuardedOneUpLeave() throws {
        let conditions = FakeConditions(holding: ["signedIn"])
        let (router, stack) = try makeRouter(conditions: conditions)
        router.route(Drink.fixture())
        router.route(Pizza.fixture())
        router.route(Drink.fixture())

        conditions.holding = []
        router.conditionsDidChange()

        #expect(stack.screenNames == ["Home", "DrinkDetail"])
        expectLog(
            stack.log,
            [
                "push DrinkDetail", "push PizzaDetail", "push DrinkDetail", "go Home > DrinkDetail",
            ])
    }

    @Test func destinationRequiringAnUnregisteredGuardIsNotShown() throws {
        let (router, stack) = try makeRouter(conditions: FakeConditions())

        let outcome = router.route("open the vault")

        #expect(outcome == .ignored(.unknownGuard("admin")))
        #expect(stack.log.isEmpty)
    }

    @Test func withoutConditionsNoGuardHolds() throws {
        let (router, stack) = try makeRouter(conditions: nil)

        let outcomes = withExtendedLifetime(stack) { [router.route(Pizza.fixture()), router.route(Drink.fixture())] }

        #expect(outcomes == [.redirected(guardName: "signedIn", screen: "SignIn"), .pushed("DrinkDetail")])
    }

    @Test func aNewGuardedTapReplacesThePendingDestination() throws {
        let (router, stack) = try makeRouter(conditions: FakeConditions())
        router.route(Pizza.fixture(name: "First"))
        router.route(Drink.fixture())

        router.route(Pizza.fixture(name: "Second"))

        #expect(router.pending?.depth == 3)
        #expect(stack.screenNames == ["Home", "SignIn", "DrinkDetail", "SignIn"])
    }

    @Test(arguments: ["back", "home", "pop directly"])
    func pendingDestinationIsDroppedWhenItsGuardsScreenLeavesTheStack(path: String) throws {
        let conditions = FakeConditions()
        let (router, stack) = try makeRouter(conditions: conditions)
        router.route(Pizza.fixture())
        switch path {
        case "back": stack.back()
        case "home": stack.popToRoot()
        default: stack.dismiss()
        }

        conditions.holding = ["signedIn"]
        let outcome = router.conditionsDidChange()

        #expect(outcome == nil)
        #expect(router.pending == nil)
        #expect(stack.screenNames == ["Home"])
    }

    @Test func pendingDestinationIsDroppedWhenItsGuardsScreenLeavesEvenIfAnotherLikeItIsShown() throws {
        let conditions = FakeConditions()
        let (router, stack) = try makeRouter(conditions: conditions)
        router.route(Pizza.fixture())
        stack.popToRoot()
        stack.present(TextScreen(name: "SignIn", title: "Sign in"))  // not the guard's own screen

        #expect(router.pending == nil)
    }

    @Test func secondGuardedRequestOverTheGuardsScreenReplacesTheFirstAndShowsNoSecondScreen() throws {
        let conditions = FakeConditions()
        let (router, stack) = try makeRouter(conditions: conditions)
        router.route(Pizza.fixture(name: "First"))

        let outcome = router.route(Pizza.fixture(name: "Second"))

        #expect(outcome == .redirected(guardName: "signedIn", screen: "SignIn"))
        #expect(stack.screenNames == ["Home", "SignIn"])
        expectLog(stack.log, ["redirect signedIn", "present SignIn", "redirect signedIn"])
        conditions.holding = ["signedIn"]
        router.conditionsDidChange()
        #expect(stack.screenNames == ["Home", "PizzaDetail"])
        #expect(stack.top.title == "Second")
    }

    @Test func resumingTheLaterRequestLeavesNoGuardScreenBehind() throws {
        let conditions = FakeConditions()
        let (router, stack) = try makeRouter(conditions: conditions)
        router.route(Pizza.fixture(name: "First"))
        router.route(Drink.fixture())
        router.route(Pizza.fixture(name: "Second"))

        conditions.holding = ["signedIn"]
        let outcome = router.conditionsDidChange()

        #expect(outcome == .pushed("PizzaDetail"))
        #expect(stack.screenNames == ["Home", "PizzaDetail"])
        #expect(stack.top.title == "Second")
    }

    @Test func guardScreenShownWithNothingPendingLeavesOnceItsConditionHolds() throws {
        let conditions = FakeConditions()
        let (router, stack) = try makeRouter(conditions: conditions)
        router.route(Drink.fixture())
        router.show(textDestination("SignIn", presentation: .modal))  // e.g. "Try Again"

        conditions.holding = ["signedIn"]
        router.conditionsDidChange()

        #expect(stack.screenNames == ["Home", "DrinkDetail"])
    }
}

@MainActor @Suite struct RouterBackTests {
    @Test func backOnTheGuardsScreenCancelsThePendingDestination() throws {
        let registry = try JumperRegistry { registry in
            registry.register(
                Jumper(for: Drink.self) { drink in
                    .push("DrinkDetail", requires: "signedIn") { _ in TextScreen(name: "DrinkDetail", title: drink.name) }
                })
            registry.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
        }
        let conditions = FakeConditions()
        let (router, stack) = NavigationRouter.start(registry: registry, root: textDestination("Home"), conditions: conditions) {
            RecordingNavigationStack(root: $0)
        }
        router.route(Drink.fixture())

        let event = router.back()
        conditions.holding = ["signedIn"]
        let resumed = router.conditionsDidChange()

        #expect(event == .dismiss("SignIn"))
        #expect(router.pending == nil)
        #expect(resumed == nil)
        #expect(stack.screenNames == ["Home"])
    }

    @Test func backElsewhereGoesBackOneStep() throws {
        let registry = try pizzaRegistry()
        let (router, stack) = NavigationRouter.start(registry: registry, root: textDestination("Home")) {
            RecordingNavigationStack(root: $0)
        }
        router.route(Pizza.fixture())

        #expect(router.back() == .pop("PizzaDetail"))
        #expect(router.back() == .refused(.pop, .rootOnly))
        #expect(stack.screenNames == ["Home"])
    }
}

/// A sign-in service that says nothing of the screens a failed sign-in shows.
private final class NameOnlySignIn: SignInService {
    func holds(_ condition: String) -> Bool { false }
    func signIn(_ name: String) -> SignInResult { .failed(reason: "no", show: nil) }
    func signOut() {}
}

@Suite struct SignInServiceDefaultTests {
    @Test func aServiceThatNamesNoFailureScreenHasNone() {
        #expect(NameOnlySignIn().failureScreens.isEmpty)
    }
}
