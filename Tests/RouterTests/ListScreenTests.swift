import Router
import RouterTestSupport
import Testing

@MainActor @Suite struct ListScreenTests {
    private func makeScreen(router: any PayloadRouting) -> ListScreen {
        ListScreen(
            name: "Menu", title: "Menu",
            dataSource: ListDataSource(sections: [
                ListSection(
                    title: "Pizzas",
                    rows: [
                        ListRow("Margherita", detail: "€8.50", payload: Pizza.fixture()),
                        ListRow("Diavola", payload: Pizza.fixture(name: "Diavola")),
                    ]),
                ListSection(title: "Drinks", rows: [ListRow("Chinotto", payload: Drink.fixture())]),
            ]),
            router: router)
    }

    @Test func linesWhenShownAreMadeOnceWhenFirstReadNotWhenTheScreenIsMade() {
        final class Calls {
            var count = 0
        }
        let calls = Calls()
        let screen = ListScreen(
            name: "PizzaDetail", title: "Margherita",
            linesWhenShown: {
                calls.count += 1
                return ["Price: €8.50"]
            },
            dataSource: ListDataSource(sections: []), router: RecordingPayloadRouter())
        let callsBeforeReading = calls.count

        let lines = screen.lines
        let rendered = screen.render()

        #expect(callsBeforeReading == 0)
        #expect(lines == ["Price: €8.50"])
        #expect(rendered.contains("Price: €8.50"))
        #expect(calls.count == 1)
    }

    @Test func tapHandsTheRowsPayloadToTheInjectedRouter() {
        let router = RecordingPayloadRouter(outcome: .pushed("Anything"))
        let screen = makeScreen(router: router)

        let outcome = screen.tap(row: 1, inSection: 0)

        #expect(outcome == .pushed("Anything"))
        #expect(router.payloads.count == 1)
        #expect(router.payloads.first as? Pizza == Pizza.fixture(name: "Diavola"))
    }

    @Test func tapByNumberCountsAcrossSections() {
        let router = RecordingPayloadRouter()
        let screen = makeScreen(router: router)

        screen.tap(number: 3)

        #expect(router.payloads.first as? Drink == Drink.fixture())
    }

    @Test(arguments: [0, 4, -1])
    func tapOnNoRowRoutesNothing(number: Int) {
        let router = RecordingPayloadRouter()
        let screen = makeScreen(router: router)

        let outcome = screen.tap(number: number)

        #expect(outcome == nil)
        #expect(router.payloads.isEmpty)
    }

    @Test func rendersTitleSectionsAndNumberedRows() {
        let screen = makeScreen(router: RecordingPayloadRouter())

        #expect(
            screen.render() == """
                Menu
                ====
                Pizzas
                  1. Margherita: €8.50
                  2. Diavola
                Drinks
                  3. Chinotto
                """)
    }

    @Test func findsRowNumbersByTitle() {
        let screen = makeScreen(router: RecordingPayloadRouter())

        #expect(screen.rowNumbers(titled: "Chinotto") == [3])
        #expect(screen.rowNumbers(titled: "Hawaii") == [])
    }

    @Test func findsARowByTheTextItShowsWithItsDetail() {
        let screen = makeScreen(router: RecordingPayloadRouter())

        #expect(screen.rowNumbers(titled: "Margherita: €8.50") == [1])
        #expect(screen.rowNumbers(titled: "Margherita") == [1])
        #expect(screen.rowNumbers(titled: "Diavola: ") == [])
    }
}
