import Router
import RouterTestSupport
import Testing

/// Stops every navigation of one kind with a veto, letting the others proceed.
@MainActor
private final class VetoingObserver: NavigationObserver {
    let vetoes: (NavigationRequest.Intent) -> Bool

    init(vetoing vetoes: @escaping (NavigationRequest.Intent) -> Bool) {
        self.vetoes = vetoes
    }

    func willNavigate(_ request: NavigationRequest) -> NavigationVerdict {
        vetoes(request.intent) ? .veto("not now") : .proceed
    }
}

/// Back, home and a tab through the queue: they act at once on the screens shown, and
/// supersede what is in flight only when they changed something.
@MainActor @Suite struct NavigationQueueShownScreensTests {
    @Test func homeWhileLoadingGoesHomeThenSupersedesTheLoad() async {
        // Arrange
        let kitchen = Kitchen()
        kitchen.router.show(.push(registered: "Plain", payload: 0))
        let tap = await kitchen.start { await $0.route(Dish.fixture()) }

        // Act
        let home = await kitchen.queue.home()

        // Assert
        #expect(home == .committed(.returned(.popToRoot("Home"))))
        #expect(await tap.value == .superseded)
        #expect(kitchen.stack.log.lines.suffix(2) == ["pop-to-root Home", "loading superseded DishDetail"])
        #expect(kitchen.stack.screenNames == ["Home"])
    }

    @Test func aBackAnObserverVetoesWhileLoadingCancelsNothing() async {
        // Arrange
        let observer = VetoingObserver { if case .back = $0 { true } else { false } }
        let kitchen = Kitchen(observers: [observer])
        kitchen.router.show(.push(registered: "Plain", payload: 0))
        let tap = await kitchen.start { await $0.route(Dish.fixture()) }

        // Act
        let back = await kitchen.queue.back()
        await kitchen.clock.advance(by: .seconds(1))

        // Assert
        #expect(back == .refused(.vetoed("not now")))
        #expect(await tap.value == .committed(.pushed("DishDetail")))
        #expect(kitchen.stack.screenNames == ["Home", "Plain", "DishDetail"])
    }

    @Test func homeAtTheRootOrAnUnknownTabWhileLoadingCancelsNothing() async {
        // Arrange
        let kitchen = Kitchen()
        let tap = await kitchen.start { await $0.route(Dish.fixture()) }

        // Act
        let home = await kitchen.queue.home()
        let tab = await kitchen.queue.select(tab: "Nowhere")
        await kitchen.clock.advance(by: .seconds(1))

        // Assert
        #expect(home.isRefusal)
        #expect(tab.isRefusal)
        #expect(await tap.value == .committed(.pushed("DishDetail")))
        #expect(kitchen.stack.screenNames == ["Home", "DishDetail"])
    }

    @Test func aBackWaitingItsTurnGoesBackFromWhatTheNavigationInFlightShowed() async {
        // Arrange
        let kitchen = Kitchen()
        kitchen.router.show(.push(registered: "Plain", payload: 0))
        let tap = await kitchen.start { await $0.route(Dish.fixture()) }

        // Act
        let back = await kitchen.start { await $0.back(policy: .queue) }
        await kitchen.clock.advance(by: .seconds(1))
        _ = await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        // Assert
        #expect(await tap.value == .committed(.pushed("DishDetail")))
        #expect(await back.value == .committed(.returned(.pop("DishDetail"))))
        #expect(kitchen.stack.screenNames == ["Home", "Plain"])
    }

    @Test func aBackBehindAChangeOfConditionsWaitingItsTurnWaitsItsTurnTooSupersedingNothing() async {
        // Arrange
        let kitchen = Kitchen()
        kitchen.router.show(.push(registered: "Plain", payload: 0))
        let tap = await kitchen.start { await $0.route(Dish.fixture()) }
        let change = await kitchen.start { await $0.conditionsDidChange() }

        // Act
        let back = await kitchen.start { await $0.back() }
        _ = await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        // Assert
        #expect(await tap.value == .committed(.pushed("DishDetail")))
        #expect(await change.value == .committed(.conditionsChanged))
        #expect(await back.value == .committed(.returned(.pop("DishDetail"))))
        #expect(kitchen.stack.screenNames == ["Home", "Plain"])
    }
}

extension QueuedOutcome {
    /// Whether the router refused the request (nothing changed).
    fileprivate var isRefusal: Bool {
        if case .refused = self { true } else { false }
    }
}
