import AccountScreens
import Demo
import Router
import Screens
import Testing

/// The typed-model jumper's cases, on the router that performs the jumper's
/// decisions.
@MainActor @Suite struct TypedModelJumperTests {
    @Test func nilDataPushesNothing() {
        let (router, stack) = makeDemoRouter()

        let outcome = router.route(nil)

        #expect(outcome == .ignored(.nilPayload))
        #expect(stack.log.isEmpty)
    }

    @Test func dataOfAForeignTypePushesNothing() {
        final class Foreign {}
        let (router, stack) = makeDemoRouter()

        let outcome = router.route(Foreign())

        #expect(outcome == .ignored(.noJumper(payloadType: "Foreign")))
        #expect(stack.log.isEmpty)
    }

    @Test(arguments: [(ModelType.a, "AType"), (.b, "BType"), (.c, "CType")])
    func modelOfAKnownTypePushesItsScreen(type: ModelType, screen: String) {
        let (router, stack) = makeDemoRouter()

        let outcome = router.route(TypedModel.fixture(type: type))

        #expect(outcome == .pushed(screen))
        #expect(stack.log.lines == ["push \(screen)"])
    }

    @Test(arguments: [3, 100, -1, Int.max])
    func modelOfAnyOtherTypePushesNothing(rawType: Int) {
        let (router, stack) = makeDemoRouter()

        let outcome = router.route(TypedModel.fixture(type: ModelType(rawValue: rawType)))

        #expect(outcome == .ignored(.declined(payloadType: "TypedModel")))
        #expect(stack.log.isEmpty)
    }

    @Test func jumperDecidesWithoutANavigator() {  // the decision is pure: no stack at all
        let jumper = TypedModelJumper()

        #expect(jumper.destination(for: .fixture(type: .b))?.screen == "BType")
        #expect(jumper.destination(for: .fixture(type: ModelType(rawValue: 7))) == nil)
    }

    @Test func routerHoldsTheNavigatorWeakly() {
        let router: NavigationRouter
        do {
            let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
            router = NavigationRouter(registry: DemoApp.makeRegistry(), navigator: stack)
        }

        #expect(router.navigator == nil)
        #expect(router.route(TypedModel.fixture()) == .ignored(.navigatorGone))
    }

    @Test func pushedScreenShowsTheModel() {
        let (router, stack) = makeDemoRouter()

        router.route(TypedModel.fixture(type: .c, title: "Third", someId: "0003"))

        #expect(stack.top.render() == "CType: Third\n============\nid: 0003")
    }
}
