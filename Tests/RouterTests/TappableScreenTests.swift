import Router
import RouterTestSupport
import Testing

@Suite struct TappableScreenTests {
    @Test func listScreenRowsAreItsSectionsRowsInTheOrderItNumbersThem() {
        let router = RecordingPayloadRouter()
        let list: any TappableScreen = ListScreen(
            name: "Menu", title: "Menu",
            dataSource: ListDataSource(sections: [
                ListSection(title: "Pizzas", rows: [ListRow("Margherita", payload: Pizza.fixture())]),
                ListSection(title: "Drinks", rows: [ListRow("Chinotto", payload: Drink.fixture())]),
            ]),
            router: router)

        list.tap(number: 2)

        #expect(list.rows.map(\.item.title) == ["Margherita", "Chinotto"])
        #expect(list.rowCount == 2)
        #expect(router.payloads.first as? Drink == Drink.fixture())
    }

    @Test(arguments: [0, -1, Int.min, 4, Int.max])
    func numberOfNoRowFindsNothingAndTapsNothing(number: Int) {
        let router = RecordingPayloadRouter()
        let screen = TileScreen(name: "Board", tiles: [("A", 1), ("B", 2), ("C", 3)], router: router)

        let row = screen.row(numbered: number)
        let outcome = screen.tap(number: number)

        #expect(row == nil)
        #expect(outcome == nil)
        #expect(router.payloads.isEmpty)
    }

    @Test func rowNumbersCompareTitlesByUnicodeScalars() {
        let screen = TileScreen(
            name: "Board", tiles: [("caf\u{E9}", 1), ("cafe\u{301}", 2), ("caf\u{E9}", 3)],
            router: RecordingPayloadRouter())

        #expect(screen.rowNumbers(titled: "caf\u{E9}") == [1, 3])
        #expect(screen.rowNumbers(titled: "cafe\u{301}") == [2])
        #expect(screen.rowNumbers(titled: "tea") == [])
    }
}
