import Router
import RouterClock
import RouterTestSupport
import Testing

/// The navigation queue: loaders, asynchronous guards, one navigation in flight, loading
/// notes on the queue's clock.
@MainActor @Suite struct NavigationQueueTests {
    // MARK: Loaders

    @Test func aScreenThatLoadsIsShownOnlyOnceItsDataIsThere() async {
        let kitchen = Kitchen()

        let tap = await kitchen.start { await $0.route(Dish.fixture()) }
        await kitchen.clock.advance(by: .milliseconds(999))
        let before = kitchen.stack.screenNames
        await kitchen.clock.advance(by: .milliseconds(1))
        let outcome = await tap.value

        #expect(before == ["Home"])
        #expect(outcome == .committed(.pushed("DishDetail")))
        #expect(kitchen.stack.top.title == "recipe of Margherita")
        #expect(kitchen.stack.log.lines == ["loading DishDetail", "loading done DishDetail", "push DishDetail"])
    }

    @Test func aNavigationQuickerThanTheThresholdNotesNoLoading() async {
        let kitchen = Kitchen()
        kitchen.queue.loadingThreshold = .seconds(2)

        let tap = await kitchen.start { await $0.route(Dish.fixture()) }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(await tap.value == .committed(.pushed("DishDetail")))
        #expect(kitchen.stack.log.lines == ["push DishDetail"])
    }

    @Test func theRouterAloneIgnoresAScreenThatLoadsAsNotLoaded() {
        let kitchen = Kitchen()

        let outcome = kitchen.router.route(Dish.fixture())

        #expect(outcome == .ignored(.notLoaded("DishDetail")))
        #expect(kitchen.stack.log.lines.isEmpty)
        #expect(kitchen.record.all.isEmpty)
    }

    @Test func aNavigationThatLoadsNothingCommitsBeforeTheCallReturnsWithoutATask() async {
        let kitchen = Kitchen()

        let outcome = await kitchen.queue.route(Plain())

        #expect(outcome == .refused(.ignored(.noJumper(payloadType: "Plain"))))
        #expect(
            await kitchen.queue.go(to: [.push(registered: "Plain", payload: 1)])
                == .committed(.went(tab: nil, stack: ["Home", "Plain"])))
        #expect(kitchen.queue.isIdle)
        #expect(kitchen.clock.sleeperCount == 0)
    }

    @Test func aRoutesFileRouteToAScreenThatLoadsLoadsItFirst() async {
        let kitchen = Kitchen(routes: "version: 1\nroutes:\n  - {payload: Dish, present: DishDetail}\n")

        let alone = kitchen.router.route(Dish.fixture())
        let tap = await kitchen.start { await $0.route(Dish.fixture()) }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(alone == .ignored(.notLoaded("DishDetail")))
        #expect(await tap.value == .committed(.presented("DishDetail")))
        #expect(kitchen.stack.top.title == "recipe of Margherita")
    }

    @Test func aFailingLoaderShowsTheFailureScreenAndNotesIt() async {
        let kitchen = Kitchen()

        let tap = await kitchen.start { await $0.route(Dish.fixture(name: "Burnt")) }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(await tap.value == .failed(LoadFailure(screen: "DishDetail", message: "the kitchen burnt it")))
        #expect(kitchen.stack.screenNames == ["Home", "LoadError"])
        #expect(kitchen.stack.top.title == "the kitchen burnt it")
        #expect(kitchen.stack.log.lines == ["loading DishDetail", "loading failed DishDetail", "push LoadError"])
    }

    @Test func aLinkThatMatchesNothingShowsTheNotFoundScreen() async {
        let kitchen = Kitchen()

        let outcome = await kitchen.queue.open("kitchen://nowhere")

        #expect(outcome == .committed(.pushed("NotFound")))
        #expect(kitchen.stack.top.title == "kitchen://nowhere")
    }

    @Test func aLinkToAScreenThatLoadsLoadsItBeforeItIsShown() async {
        let kitchen = Kitchen()

        let open = await kitchen.start { await $0.open("kitchen://dish/Diavola") }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(await open.value == .committed(.went(tab: nil, stack: ["Home", "DishDetail"])))
        #expect(kitchen.stack.top.title == "recipe of Diavola")
        #expect(
            kitchen.stack.log.lines == [
                "link kitchen://dish/Diavola", "loading DishDetail", "loading done DishDetail", "go Home > DishDetail",
            ])
    }

    // MARK: One navigation in flight

    @Test func aSecondTapSupersedesTheFirstWhoseLoaderSeesCancellationFirst() async {
        let kitchen = Kitchen()

        let first = await kitchen.start { await $0.route(Dish.fixture(name: "Margherita")) }
        await kitchen.clock.advance(by: .milliseconds(200))
        let second = await kitchen.start { await $0.route(Dish.fixture(name: "Diavola")) }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(await first.value == .superseded)
        #expect(await second.value == .committed(.pushed("DishDetail")))
        #expect(kitchen.stack.top.title == "recipe of Diavola")
        let record = kitchen.record.all
        #expect(Set(record) == ["load Margherita", "cancelled Margherita", "load Diavola", "loaded Diavola"])
        #expect(record.firstIndex(of: "cancelled Margherita")! < record.firstIndex(of: "loaded Diavola")!)
        #expect(
            kitchen.stack.log.lines == [
                "loading DishDetail", "loading superseded DishDetail", "loading DishDetail", "loading done DishDetail",
                "push DishDetail",
            ])
    }

    @Test func aQueuedRequestWaitsItsTurn() async {
        let kitchen = Kitchen()

        let first = await kitchen.start { await $0.route(Dish.fixture(name: "Margherita")) }
        await ManualClock.letOthersRun()
        let second = await kitchen.start { await $0.route(Dish.fixture(name: "Diavola"), policy: .queue) }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(await first.value == .committed(.pushed("DishDetail")))
        #expect(await second.value == .committed(.pushed("DishDetail")))
        #expect(kitchen.stack.entries.map(\.screen.title) == ["Home", "recipe of Margherita", "recipe of Diavola"])
    }

    @Test func aRequestThatDropsWhileBusyIsRefusedAndTheOneInFlightGoesOn() async {
        let kitchen = Kitchen()

        let first = await kitchen.start { await $0.route(Dish.fixture(name: "Margherita")) }
        await ManualClock.letOthersRun()
        let dropped = await kitchen.queue.route(Dish.fixture(name: "Diavola"), policy: .drop)
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(dropped == .refused(.ignored(.busy)))
        #expect(await first.value == .committed(.pushed("DishDetail")))
        #expect(kitchen.stack.log.lines.first == "loading dropped DishDetail")
        #expect(kitchen.record.all == ["load Margherita", "loaded Margherita"])
    }

    @Test func cancelStopsTheNavigationInFlightAndCommitsNothing() async {
        let kitchen = Kitchen()

        let tap = await kitchen.start { await $0.route(Dish.fixture()) }
        await kitchen.clock.advance(by: .milliseconds(500))
        let cancelled = kitchen.queue.cancel()
        await kitchen.queue.whenIdle()

        #expect(cancelled)
        #expect(await tap.value == .cancelled(.requested))
        #expect(kitchen.stack.screenNames == ["Home"])
        #expect(kitchen.stack.log.lines == ["loading DishDetail", "loading cancelled DishDetail"])
        #expect(kitchen.clock.sleeperCount == 0)
    }

    @Test func theCallersTaskCancelledCancelsItsNavigation() async {
        let kitchen = Kitchen()

        let tap = await kitchen.start { await $0.route(Dish.fixture()) }
        await ManualClock.letOthersRun()
        tap.cancel()

        #expect(await tap.value == .cancelled(.callerCancelled))
        #expect(kitchen.stack.screenNames == ["Home"])
        #expect(kitchen.record.all == ["load Margherita", "cancelled Margherita"])
    }

    @Test func backWhileLoadingSupersedesItAndGoesBackFromTheScreenShown() async {
        let kitchen = Kitchen()
        await kitchen.queue.route(Pizza.fixture())  // no jumper: nothing shown
        kitchen.router.show(.push(registered: "Plain", payload: 0))

        let tap = await kitchen.start { await $0.route(Dish.fixture()) }
        await ManualClock.letOthersRun()
        let back = await kitchen.queue.back()

        #expect(await tap.value == .superseded)
        #expect(back == .committed(.returned(.pop("Plain"))))
        #expect(kitchen.stack.screenNames == ["Home"])
    }

    @Test func aStackChangedUnderneathWhileLoadingCancelsTheNavigation() async {
        let kitchen = Kitchen()

        let tap = await kitchen.start { await $0.route(Dish.fixture()) }
        await ManualClock.letOthersRun()
        kitchen.router.show(.push(registered: "Plain", payload: 0))
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(await tap.value == .cancelled(.stackChanged))
        #expect(kitchen.stack.screenNames == ["Home", "Plain"])
    }

    @Test func noTaskIsLeftRunningOnceTheQueueIsIdle() async {
        let kitchen = Kitchen()

        for name in ["A", "B", "C", "D"] {
            _ = await kitchen.start { await $0.route(Dish.fixture(name: "Slow" + name)) }
            await kitchen.clock.advance(by: .milliseconds(300))
        }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(kitchen.queue.isIdle)
        #expect(kitchen.clock.sleeperCount == 0)
        #expect(kitchen.record.all.filter { $0.hasPrefix("cancelled") }.count == 3)
    }

    // MARK: Guards before loaders

    @Test func aScreenAGuardHoldsBackIsNotLoaded() async {
        let kitchen = Kitchen()

        let outcome = await kitchen.queue.route(Dish.fixture(name: "Secret"))

        #expect(outcome == .committed(.redirected(guardName: "signedIn", screen: "SignIn")))
        #expect(kitchen.record.all.isEmpty)
    }

    @Test func aHeldScreenThatLoadsResumesOnceLoadedAfterTheConditionHolds() async {
        let kitchen = Kitchen()
        await kitchen.queue.route(Dish.fixture(name: "Secret"))
        kitchen.conditions.holding.insert("signedIn")

        let change = await kitchen.start { await $0.conditionsDidChange() }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(await change.value == .committed(.pushed("DishDetail")))
        #expect(kitchen.stack.screenNames == ["Home", "DishDetail"])
        #expect(kitchen.stack.top.title == "recipe of Secret")
        #expect(kitchen.record.all == ["load Secret", "loaded Secret"])
    }

    @Test func anAsynchronousGuardIsAskedBeforeTheNavigationAndItsAnswerUsed() async {
        let session = SessionCheck(answer: false)
        let kitchen = Kitchen(asyncConditions: session)

        let refused = await kitchen.queue.route(Dish.fixture(name: "Secret"))
        session.answer = true
        let tap = await kitchen.start { await $0.route(Dish.fixture(name: "Secret2")) }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(refused == .committed(.redirected(guardName: "signedIn", screen: "SignIn")))
        #expect(await tap.value == .committed(.pushed("DishDetail")))
        #expect(session.asked == ["signedIn", "signedIn"])
    }

    // MARK: Conditions are events

    @Test func aSignOutWhileAGuardedScreenLoadsShowsTheGuardsScreenNeverTheScreen() async {
        let session = SessionCheck(answer: true)
        let kitchen = Kitchen(asyncConditions: session)
        let tap = await kitchen.start { await $0.route(Dish.fixture(name: "Secret")) }
        await kitchen.clock.advance(by: .milliseconds(500))

        session.answer = false
        let change = await kitchen.start { await $0.conditionsDidChange() }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(await tap.value == .committed(.redirected(guardName: "signedIn", screen: "SignIn")))
        #expect(await change.value == .committed(.conditionsChanged))
        #expect(kitchen.stack.screenNames == ["Home", "SignIn"])
        #expect(!kitchen.stack.log.lines.contains("push DishDetail"))
        #expect(session.asked == ["signedIn", "signedIn"])
        #expect(kitchen.record.all == ["load Secret", "cancelled Secret"])
    }

    @Test func aChangeOfConditionsTakesGuardedScreensOffAtOnceWhateverIsInFlight() async {
        let kitchen = Kitchen()
        kitchen.conditions.holding.insert("signedIn")
        let secret = await kitchen.start { await $0.route(Dish.fixture(name: "Secret")) }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)
        #expect(await secret.value == .committed(.pushed("DishDetail")))
        let tap = await kitchen.start { await $0.route(Dish.fixture(name: "Margherita")) }

        kitchen.conditions.holding.remove("signedIn")
        let change = await kitchen.start { await $0.conditionsDidChange() }

        #expect(kitchen.stack.screenNames == ["Home"])
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)
        #expect(await tap.value == .cancelled(.stackChanged))
        #expect(await change.value == .committed(.conditionsChanged))
    }

    // MARK: Refused means nothing changed

    @Test func aRefusedLinkOrTapWhileATapLoadsCancelsNothing() async {
        let kitchen = Kitchen()
        let tap = await kitchen.start { await $0.route(Dish.fixture(name: "Margherita")) }
        await kitchen.clock.advance(by: .milliseconds(200))

        // Each in a task of its own: a refusal that waited for the tap would not hang the test.
        let malformed = await kitchen.start { await $0.open("no-scheme") }
        let unknownTab = await kitchen.start { await $0.open("kitchen://dish/Diavola#tab=Nowhere") }
        let foreign = await kitchen.start { await $0.route(Plain()) }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(await malformed.value == .refused(.rejected(.rejected(.malformed("expected scheme://host")))))
        #expect(await unknownTab.value == .refused(.ignored(.unknownTab("Nowhere"))))
        #expect(await foreign.value == .refused(.ignored(.noJumper(payloadType: "Plain"))))
        #expect(await tap.value == .committed(.pushed("DishDetail")))
        #expect(kitchen.record.all == ["load Margherita", "loaded Margherita"])
    }
}

/// An empty payload no jumper claims, or shown by the `Plain` screen.
struct Plain: Sendable {}

/// A session checked asynchronously: `holds` (the synchronous answer) always says no,
/// `check` answers `answer`.
@MainActor
final class SessionCheck: AsyncGuardConditions {
    var answer: Bool
    var asked: [String] = []

    init(answer: Bool) {
        self.answer = answer
    }

    nonisolated func holds(_ condition: String) -> Bool { false }

    nonisolated func checksAsynchronously(_ condition: String) -> Bool { condition == "signedIn" }

    func check(_ condition: String) async -> Bool {
        asked.append(condition)
        await Task.yield()
        return answer
    }
}

/// One rule tells a refusal from a navigation carried out, for the queue, restores and `open`.
@Suite struct RouteOutcomeRefusalTests {
    @Test func aRefusalIsAnOutcomeThatChangedNothing() {
        let refusals: [RouteOutcome] = [
            .ignored(.noJumper(payloadType: "Int")), .rejected(.rejected(.malformed("no scheme"))), .vetoed("busy"),
            .leaveRefused("OrderForm"),
        ]
        let carriedOut: [RouteOutcome] = [
            .pushed("Menu"), .presented("About"), .went(tab: nil, stack: ["Home"]),
            .redirected(guardName: "signedIn", screen: "SignIn"), .conditionsChanged,
        ]

        #expect(refusals.allSatisfy { $0.isRefusal })
        #expect(!carriedOut.contains { $0.isRefusal })
    }
}
