import Router
import RouterTestSupport
import Testing

/// `NavigationRouter.go`: the whole stack above the root in one step, guard-checked.
@MainActor @Suite struct GoTests {
    /// Menu, PizzaDetail (by `PizzaJumper`), Order (requires `signedIn`, presented SignIn).
    private func makeRouter(conditions: FakeConditions = FakeConditions())
        -> (NavigationRouter, RecordingNavigationStack)
    {
        let registry =
            (try? pizzaRegistry { registry in
                registry.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
            }) ?? JumperRegistry()
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        return (NavigationRouter(registry: registry, navigator: stack, conditions: conditions), stack)
    }

    private let order = Destination.push("Order", requires: "signedIn") { _ in TextScreen(name: "Order", title: "Order") }

    @Test func goReplacesTheWholeStackInOneLoggedStep() {
        let (router, stack) = makeRouter()
        router.route(Pizza.fixture(name: "Diavola"))

        let outcome = router.go(to: [textDestination("Menu"), textDestination("Detail")])

        #expect(outcome == .went(tab: nil, stack: ["Home", "Menu", "Detail"]))
        #expect(stack.screenNames == ["Home", "Menu", "Detail"])
        #expect(stack.log.lines == ["push PizzaDetail", "go Home > Menu > Detail"])
    }

    @Test func goWithNoDestinationLeavesTheRootInOneStep() {
        let (router, stack) = makeRouter()
        router.go(to: [textDestination("Menu"), textDestination("Detail")])

        router.go(to: [])

        #expect(stack.screenNames == ["Home"])
        #expect(stack.log.lines.last == "go Home")
    }

    @Test func goDecidesPayloadsAsTapsWould() {
        let (router, stack) = makeRouter()

        let outcome = router.go(payloads: [Pizza.fixture(name: "Diavola"), Pizza.fixture()])

        #expect(outcome == .went(tab: nil, stack: ["Home", "PizzaDetail", "PizzaDetail"]))
        #expect(stack.entries.compactMap { $0.payload as? Pizza } == [.fixture(name: "Diavola"), .fixture()])
    }

    @Test func goWithAnIgnoredPayloadChangesNothing() {
        let (router, stack) = makeRouter()
        router.route(Pizza.fixture())

        let outcome = router.go(payloads: [Pizza.fixture(), "not a payload"])

        #expect(outcome == .ignored(.noJumper(payloadType: "String")))
        #expect(stack.screenNames == ["Home", "PizzaDetail"])
        #expect(stack.log.lines == ["push PizzaDetail"])
    }

    @Test func goThroughAnUnknownGuardChangesNothing() {
        let (router, stack) = makeRouter()
        let secret = Destination.push("Secret", requires: "nobodyKnows") { _ in TextScreen(name: "Secret", title: "") }

        let outcome = router.go(to: [textDestination("Menu"), secret])

        #expect(outcome == .ignored(.unknownGuard("nobodyKnows")))
        #expect(stack.log.isEmpty)
    }

    @Test func goHoldsBackTheFirstGuardedDestinationAndEverythingAfterIt() {
        let (router, stack) = makeRouter()

        let outcome = router.go(to: [textDestination("Menu"), order, textDestination("Receipt")])

        #expect(outcome == .redirected(guardName: "signedIn", screen: "SignIn"))
        #expect(stack.screenNames == ["Home", "Menu", "SignIn"])
        #expect(stack.log.lines == ["go Home > Menu", "redirect signedIn", "present SignIn"])
        #expect(router.pending?.destination.screen == "Order")
        #expect(router.pending?.then.map(\.screen) == ["Receipt"])
    }

    @Test func signingInShowsTheHeldDestinationsInOrder() {
        let conditions = FakeConditions()
        let (router, stack) = makeRouter(conditions: conditions)
        router.go(to: [textDestination("Menu"), order, textDestination("Receipt")])

        conditions.holding = ["signedIn"]
        let resumed = router.conditionsDidChange()

        #expect(resumed == .pushed("Receipt"))
        #expect(stack.screenNames == ["Home", "Menu", "Order", "Receipt"])
        #expect(Array(stack.log.lines.suffix(3)) == ["dismiss SignIn", "push Order", "push Receipt"])
        #expect(router.pending == nil)
    }

    @Test func heldDestinationsResumeAllOrNone() {
        let conditions = FakeConditions()
        let (router, stack) = makeRouter(conditions: conditions)
        let misnamed = Destination(screen: "Receipt") { _ in TextScreen(name: "Bill", title: "Bill") }
        router.go(to: [order, misnamed])

        conditions.holding = ["signedIn"]
        let resumed = router.conditionsDidChange()

        #expect(resumed == .ignored(.screenNameDiffers(destination: "Receipt", screen: "Bill")))
        #expect(stack.screenNames == ["Home"])
        #expect(stack.log.lines == ["go Home", "redirect signedIn", "present SignIn", "dismiss SignIn"])
        #expect(router.pending == nil)
    }

    @Test func goingBackFromTheGuardsScreenDropsEverythingHeld() {
        let conditions = FakeConditions()
        let (router, stack) = makeRouter(conditions: conditions)
        router.go(to: [textDestination("Menu"), order, textDestination("Receipt")])

        router.back()
        conditions.holding = ["signedIn"]
        router.conditionsDidChange()

        #expect(stack.screenNames == ["Home", "Menu"])
    }

    @Test func goReplacingTheGuardsScreenDropsThePendingDestination() {
        let conditions = FakeConditions()
        let (router, stack) = makeRouter(conditions: conditions)
        router.go(to: [order])

        router.go(to: [textDestination("Menu")])
        conditions.holding = ["signedIn"]
        router.conditionsDidChange()

        #expect(router.pending == nil)
        #expect(stack.screenNames == ["Home", "Menu"])
    }

    @Test func goShowsGuardedDestinationsWhoseConditionHolds() {
        let (router, stack) = makeRouter(conditions: FakeConditions(holding: ["signedIn"]))

        router.go(to: [textDestination("Menu"), order])

        #expect(stack.entries.map(\.requirement) == [nil, nil, "signedIn"])
        #expect(stack.log.lines == ["go Home > Menu > Order"])
    }

    @Test func aStackThatCannotReplaceInOneStepPopsAndPushes() {
        let stack = PlainStack(root: TextScreen(name: "Home", title: "Home"))
        stack.push(TextScreen(name: "Old", title: "Old"))

        let event = stack.replace(aboveRoot: [
            StackEntry(screen: TextScreen(name: "A", title: "A"), presentation: .push),
            StackEntry(screen: TextScreen(name: "B", title: "B"), presentation: .modal),
        ])

        #expect(event == .go(["Home", "A", "B"]))
        #expect(stack.entries.map(\.presentation) == [.push, .push, .modal])
    }
}

/// A stack with only the required operations: `replace(aboveRoot:)` comes from the
/// protocol's default.
@MainActor private final class PlainStack: NavigationStack {
    private(set) var entries: [StackEntry]

    init(root: any Screen) { entries = [StackEntry(screen: root, presentation: .push)] }

    func push(_ screen: any Screen, requirement: String?, payload: (any Sendable)?) -> NavigationEvent {
        entries.append(StackEntry(screen: screen, presentation: .push))
        return .push(screen.name)
    }

    func present(_ screen: any Screen, requirement: String?, payload: (any Sendable)?) -> NavigationEvent {
        entries.append(StackEntry(screen: screen, presentation: .modal))
        return .present(screen.name)
    }

    func pop() -> NavigationEvent {
        guard entries.count > 1 else { return .refused(.pop, .rootOnly) }
        return .pop(entries.removeLast().screen.name)
    }

    func popToRoot() -> NavigationEvent {
        entries.removeSubrange(1...)
        return .popToRoot(entries[0].screen.name)
    }

    func dismiss() -> NavigationEvent {
        guard entries.count > 1 else { return .refused(.dismiss, .nothingPresented) }
        return .dismiss(entries.removeLast().screen.name)
    }
}
