import Router
import RouterTestSupport
import Testing

/// `show(_:expecting:onResult:)`: the value a screen returns reaches its requester exactly
/// once, and any other way of leaving hands over `.cancelled`.
@MainActor @Suite struct ScreenResultTests {
    private let picker = textDestination("SizePicker")

    @Test func aReturnedValueIsDeliveredOnceAndLoggedWithTheValue() {
        let (router, stack) = makeCoreApp()
        let results = ResultRecorder<String>()
        router.show(picker, expecting: String.self, onResult: results.handler)

        let event = router.back(returning: "Large")
        router.back()
        router.conditionsDidChange()

        #expect(event == .returned(.pop("SizePicker"), "Large"))
        #expect(results.results == [.value("Large")])
        #expect(stack.log.lines == ["push SizePicker", "pop SizePicker -> Large", "pop refused (root only)"])
    }

    @Test func aModalScreenIsDismissedWithTheValue() {
        let (router, stack) = makeCoreApp()
        let results = ResultRecorder<Int>()
        router.show(textDestination("Counter", presentation: .modal), expecting: Int.self, onResult: results.handler)

        router.back(returning: 3)

        #expect(results.results == [.value(3)])
        #expect(stack.log.lines.last == "dismiss Counter -> 3")
    }

    @Test func nestedRequestsEachGetTheirOwnValue() {
        let (router, stack) = makeCoreApp()
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly
        let outer = ResultRecorder<String>()
        let inner = ResultRecorder<String>()
        router.show(textDestination("Outer"), expecting: String.self, onResult: outer.handler)
        router.show(textDestination("Inner"), expecting: String.self, onResult: inner.handler)

        router.back(returning: "from inner")
        #expect(inner.results == [.value("from inner")])
        #expect(outer.results.isEmpty)

        router.back(returning: "from outer")
        #expect(outer.results == [.value("from outer")])
        #expect(inner.results == [.value("from inner")])
    }

    @Test func aScreenAboveWithoutARequestJustPopsAndTheRequestWaits() {
        let (router, stack) = makeCoreApp()
        let results = ResultRecorder<String>()
        router.show(picker, expecting: String.self, onResult: results.handler)
        router.route(Pizza.fixture())

        let event = router.back(returning: "ignored")

        #expect(event == .pop("PizzaDetail"))
        #expect(results.results.isEmpty)
        #expect(stack.log.lines.last == "pop PizzaDetail")
        router.back(returning: "Small")
        #expect(results.results == [.value("Small")])
    }

    @Test func aValueOfTheWrongTypeIsRefusedAndChangesNothing() {
        let (router, stack) = makeCoreApp()
        let results = ResultRecorder<String>()
        router.show(picker, expecting: String.self, onResult: results.handler)
        let before = RouterSnapshot(router, stack)

        let event = router.back(returning: 42)

        #expect(event == .refused(.pop, .wrongResult))
        #expect(RouterSnapshot(router, stack) == before)
        #expect(results.results.isEmpty)
        #expect(stack.log.lines.last == "pop refused (wrong result type)")
        router.back(returning: "Large")
        #expect(results.results == [.value("Large")])
    }

    @Test func returningAtTheRootIsRefused() {
        let (router, stack) = makeCoreApp()

        let event = router.back(returning: "x")

        #expect(event == .refused(.pop, .rootOnly))
        #expect(stack.screenNames == ["Home"])
    }

    // MARK: Cancelled on every other way out

    @Test(arguments: ["back", "home", "go", "link", "direct pop", "direct popToRoot"])
    func leavingAnyOtherWayCancelsOnce(path: String) {
        let (router, stack) = makeCoreApp()
        let results = ResultRecorder<String>()
        router.show(picker, expecting: String.self, onResult: results.handler)

        switch path {
        case "back": router.back()
        case "home": router.home()
        case "go": router.go(to: [textDestination("Menu")])
        case "link": router.open("app://pizza/Diavola")
        case "direct pop": stack.pop()
        default: stack.popToRoot()
        }
        router.route(Pizza.fixture())  // the router's next operation notices a direct pop
        router.back()

        #expect(results.results == [.cancelled])
        #expect(!stack.screenNames.contains("SizePicker"))
    }

    @Test func aDirectPopIsNoticedAtTheNextOperation() {
        let (router, stack) = makeCoreApp()
        let results = ResultRecorder<String>()
        router.show(picker, expecting: String.self, onResult: results.handler)

        stack.pop()
        #expect(results.results.isEmpty)
        router.home()

        #expect(results.results == [.cancelled])
    }

    /// A screen popped behind the router's back is freed, and a screen pushed after it may
    /// get its address: it must not be taken for the requester's screen.
    @Test func aScreenPushedDirectlyAfterADirectPopDoesNotHandItsValueToTheGoneRequester() {
        let (router, stack) = makeCoreApp()
        for _ in 0..<10 {
            let results = ResultRecorder<String>()
            router.show(picker, expecting: String.self, onResult: results.handler)
            stack.pop()
            stack.push(TextScreen(name: "Other", title: "Other"), requirement: nil, payload: nil)

            let event = router.back(returning: "Large")

            #expect(event == .pop("Other"))
            #expect(results.results == [.cancelled])
        }
    }

    @Test func aRequesterWhoseScreenWasPoppedDirectlyIsCancelledWhenAnotherRequestFollows() {
        let (router, stack) = makeCoreApp()
        for _ in 0..<10 {
            let first = ResultRecorder<String>()
            let second = ResultRecorder<String>()
            router.show(picker, expecting: String.self, onResult: first.handler)
            stack.pop()

            router.show(picker, expecting: String.self, onResult: second.handler)
            router.back(returning: "Large")

            #expect(first.results == [.cancelled])
            #expect(second.results == [.value("Large")])
        }
    }

    @Test func signingOutCancelsTheRequestOfAGuardedScreen() {
        let conditions = FakeConditions(holding: ["signedIn"])
        let (router, stack) = makeCoreApp(conditions: conditions)
        let results = ResultRecorder<String>()
        router.show(
            .push("Order", requires: "signedIn") { _ in TextScreen(name: "Order", title: "Order") },
            expecting: String.self, onResult: results.handler)

        conditions.holding = []
        router.conditionsDidChange()

        #expect(results.results == [.cancelled])
        #expect(stack.screenNames == ["Home"])
    }

    @Test func anIgnoredShowIsCancelledAtOnce() {
        let (router, stack) = makeCoreApp()
        let results = ResultRecorder<String>()

        let outcome = router.show(
            .push("Vault", requires: "nobody") { _ in TextScreen(name: "Vault", title: "Vault") },
            expecting: String.self, onResult: results.handler)

        #expect(outcome == .ignored(.unknownGuard("nobody")))
        #expect(results.results == [.cancelled])
        #expect(stack.log.isEmpty)
    }

    @Test func anIgnoredPayloadIsCancelledAtOnce() {
        let (router, stack) = makeCoreApp()
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly
        let results = ResultRecorder<String>()

        let outcome = router.route("no jumper for strings", expecting: String.self, onResult: results.handler)

        #expect(outcome == .ignored(.noJumper(payloadType: "String")))
        #expect(results.results == [.cancelled])
    }

    @Test func aVetoedShowIsCancelledAtOnce() {
        let observer = RecordingObserver { _ in .veto("closed") }
        let (router, stack) = makeCoreApp(observers: [observer])
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly
        let results = ResultRecorder<String>()

        let outcome = router.show(picker, expecting: String.self, onResult: results.handler)

        #expect(outcome == .vetoed("closed"))
        #expect(results.results == [.cancelled])
    }

    @Test func aRoutedPayloadCarriesItsRequest() {
        let (router, stack) = makeCoreApp()
        let results = ResultRecorder<String>()

        let outcome = router.route(Place.sizes, expecting: String.self, onResult: results.handler)
        let sizes = stack.top as? ListScreen
        let tapped = sizes?.tap(number: 2)

        #expect(outcome == .pushed("Sizes"))
        #expect(tapped == .returned(.returned(.pop("Sizes"), "Large")))
        #expect(results.results == [.value("Large")])
        #expect(stack.log.lines == ["push Sizes", "pop Sizes -> Large"])
    }

    @Test func aReturnValueRowOfTheWrongTypeIsRefused() {
        let (router, stack) = makeCoreApp()
        let results = ResultRecorder<String>()
        router.route(Place.sizes, expecting: String.self, onResult: results.handler)

        let tapped = (stack.top as? ListScreen)?.tap(number: 3)

        #expect(tapped == .ignored(.notReturned(.wrongResult)))
        #expect(stack.screenNames == ["Home", "Sizes"])
        #expect(results.results.isEmpty)
    }

    @Test func aReturnValueRoutedWithNoRequestJustPops() {
        let (router, stack) = makeCoreApp()
        router.route(Place.sizes)

        let outcome = router.route(ReturnValue("Small"))

        #expect(outcome == .returned(.pop("Sizes")))
        #expect(stack.log.lines == ["push Sizes", "pop Sizes"])
    }

    // MARK: Guarded destinations

    @Test func aGuardedRequestIsDeliveredAfterSigningIn() {
        let (router, stack) = makeCoreApp()
        let results = ResultRecorder<String>()
        router.route(Place.order, expecting: String.self, onResult: results.handler)
        #expect(results.results.isEmpty)

        router.route(SignInAction())
        #expect(stack.top.name == "Order")
        #expect(results.results.isEmpty)
        router.back(returning: "ordered")

        #expect(results.results == [.value("ordered")])
    }

    @Test func theGuardsScreenReturningAValueDoesNotAnswerThePendingRequest() {
        let (router, stack) = makeCoreApp()
        let results = ResultRecorder<String>()
        router.route(Place.order, expecting: String.self, onResult: results.handler)

        router.back(returning: "from sign-in")

        #expect(stack.screenNames == ["Home"])
        #expect(router.pending == nil)
        #expect(results.results == [.cancelled])
    }

    @Test(arguments: ["cancel", "back", "home", "replaced"])
    func droppingThePendingDestinationCancelsItsRequest(path: String) {
        let (router, stack) = makeCoreApp()
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly
        let results = ResultRecorder<String>()
        router.route(Place.order, expecting: String.self, onResult: results.handler)

        switch path {
        case "cancel": router.cancelPending()
        case "back": router.back()
        case "home": router.home()
        default: router.route(Place.order)
        }

        #expect(results.results == [.cancelled])
    }

    @Test func aVetoedResumeCancelsTheWaitingRequest() {
        let observer = RecordingObserver { request in
            if case .resume = request.intent { return .veto("later") }
            return .proceed
        }
        let (router, stack) = makeCoreApp(observers: [observer])
        let results = ResultRecorder<String>()
        router.route(Place.order, expecting: String.self, onResult: results.handler)

        router.route(SignInAction())

        #expect(results.results == [.cancelled])
        #expect(stack.screenNames == ["Home"])
    }

    @Test func aPendingRequestReplacedByAnotherIsCancelledAndTheOtherDelivered() {
        let (router, stack) = makeCoreApp()
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly
        let first = ResultRecorder<String>()
        let second = ResultRecorder<String>()
        router.route(Place.order, expecting: String.self, onResult: first.handler)
        router.route(Place.order, expecting: String.self, onResult: second.handler)

        router.route(SignInAction())
        router.back(returning: "done")

        #expect(first.results == [.cancelled])
        #expect(second.results == [.value("done")])
    }

    @Test func aResultTypeNotRequestedIsRefusedForAResumedScreenToo() {
        let (router, stack) = makeCoreApp()
        let results = ResultRecorder<Int>()
        router.route(Place.order, expecting: Int.self, onResult: results.handler)
        router.route(SignInAction())

        let event = router.back(returning: "text")

        #expect(event == .refused(.pop, .wrongResult))
        #expect(stack.top.name == "Order")
        #expect(results.results.isEmpty)
    }

    @Test func resultsOfScreensInOtherTabsStayWhileTheyAreShown() {
        let (router, stack) = makeCoreApp(tabs: true)
        let results = ResultRecorder<String>()
        router.show(picker, expecting: String.self, onResult: results.handler)

        router.select(tab: "Menu")
        router.route(Pizza.fixture())
        router.back()
        router.select(tab: "Home")
        router.back(returning: "Large")

        #expect(results.results == [.value("Large")])
        #expect(names(stack, inTab: "Home") == ["Home"])
    }
}
