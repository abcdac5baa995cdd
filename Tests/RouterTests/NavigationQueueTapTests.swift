import Router
import RouterTestSupport
import Testing

/// A tap made through the queue (`NavigationQueue.tap(number:on:)`), as a person's tap is:
/// a row whose screen loads waits for it instead of being ignored.
@MainActor @Suite struct NavigationQueueTapTests {
    private func dishes(_ names: [String], router: any PayloadRouting) -> ListScreen {
        ListScreen(
            name: "Dishes", title: "Dishes",
            dataSource: ListDataSource(sections: [ListSection(rows: names.map { ListRow($0, payload: Dish(name: $0)) })]),
            router: router)
    }

    @Test func aTappedRowWhoseScreenLoadsIsShownOnceLoaded() async {
        let kitchen = Kitchen()
        let list = dishes(["Margherita", "Diavola"], router: kitchen.router)

        let tap = await kitchen.start { await $0.tap(number: 2, on: list) ?? .superseded }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(await tap.value == .committed(.pushed("DishDetail")))
        #expect(kitchen.stack.top.title == "recipe of Diavola")
        #expect(kitchen.stack.log.lines == ["loading DishDetail", "loading done DishDetail", "push DishDetail"])
    }

    @Test func theSameTapMadeOnTheListAloneIsIgnoredAsNotLoaded() {
        let kitchen = Kitchen()
        let list = dishes(["Margherita"], router: kitchen.router)

        let outcome = list.tap(number: 1)

        #expect(outcome == .ignored(.notLoaded("DishDetail")))
    }

    @Test func aRowThatDoesNotExistRoutesNothingAndLeavesWhatIsInFlight() async {
        let kitchen = Kitchen()
        let list = dishes(["Margherita"], router: kitchen.router)
        let first = await kitchen.start { await $0.tap(number: 1, on: list) ?? .superseded }

        let missing = await kitchen.queue.tap(number: 7, on: list)
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(missing == nil)
        #expect(await first.value == .committed(.pushed("DishDetail")))
    }

    @Test func aListRoutingElsewhereThatWaitsForNothingIsTappedItself() async {
        let kitchen = Kitchen()
        let elsewhere = RecordingPayloadRouter(outcome: .pushed("Elsewhere"))
        let list = ListScreen(
            name: "Plain", title: "Plain",
            dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("Plain", payload: "plain")])]),
            router: elsewhere)

        let outcome = await kitchen.queue.tap(number: 1, on: list)

        #expect(outcome == .committed(.pushed("Elsewhere")))
        #expect(elsewhere.payloads.first as? String == "plain")
        #expect(kitchen.stack.log.lines.isEmpty)
    }
}

/// Coverage notes a route when a navigation it decided is carried out, not when the queue
/// only plans it: a tap superseded while it loads used no route.
@MainActor @Suite struct NavigationQueueCoverageTests {
    private static let routes = "version: 1\nroutes:\n  - {payload: Dish, present: DishDetail}\n"

    @Test func aTapSupersededWhileItLoadsNotesNoRoute() async {
        let kitchen = Kitchen(routes: Self.routes)
        var traces: [RouteTrace] = []
        kitchen.router.onTrace = { traces.append($0) }

        let tap = await kitchen.start { await $0.route(Dish.fixture()) }
        kitchen.queue.cancel()
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(await tap.value == .cancelled(.requested))
        #expect(traces.isEmpty)
    }

    @Test func aTapCarriedOutNotesItsRouteOnce() async {
        let kitchen = Kitchen(routes: Self.routes)
        var traces: [RouteTrace] = []
        kitchen.router.onTrace = { traces.append($0) }

        let tap = await kitchen.start { await $0.route(Dish.fixture()) }
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)

        #expect(await tap.value == .committed(.presented("DishDetail")))
        #expect(traces.count == 1)
    }
}
