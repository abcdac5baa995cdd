import Router
import Testing

@MainActor @Suite struct ListDataSourceTests {
    private func makeDataSource(onTap: ((Any) -> Void)? = nil) -> ListDataSource {
        ListDataSource(
            sections: [
                ListSection(
                    title: "Pizzas",
                    rows: [
                        ListRow("Margherita", detail: "€8.50", payload: Pizza.fixture()),
                        ListRow("Diavola", payload: Pizza.fixture(name: "Diavola")),
                    ]),
                ListSection(title: "Drinks", rows: [ListRow("Chinotto", payload: Drink.fixture())]),
            ],
            onTap: onTap)
    }

    @Test func countsSections() {
        #expect(makeDataSource().numberOfSections == 2)
    }

    @Test func countsRowsInEachSection() {
        let dataSource = makeDataSource()

        #expect(dataSource.numberOfRows(inSection: 0) == 2)
        #expect(dataSource.numberOfRows(inSection: 1) == 1)
        #expect(dataSource.numberOfRows == 3)
    }

    @Test(arguments: [-1, 2, 99, Int.min, Int.max])
    func sectionOutOfRangeHasZeroRows(section: Int) {
        #expect(makeDataSource().numberOfRows(inSection: section) == 0)
    }

    @Test func emptyDataSourceHasNoSectionsAndNoRows() {
        let dataSource = ListDataSource(sections: [])

        #expect(dataSource.numberOfSections == 0)
        #expect(dataSource.numberOfRows(inSection: 0) == 0)
        #expect(dataSource.item(forRow: 0, inSection: 0) == nil)
    }

    @Test func itemAtARowIsTheRowsUIItem() {
        let item = makeDataSource().item(forRow: 0, inSection: 0)

        #expect(item == ListItem(title: "Margherita", detail: "€8.50"))
    }

    @Test(arguments: [(0, -1), (-1, 0), (2, 0), (1, 1), (0, 2), (Int.max, 0), (0, Int.min)])
    func itemOutOfRangeIsNil(row: Int, section: Int) {
        let dataSource = makeDataSource()

        #expect(dataSource.item(forRow: row, inSection: section) == nil)
        #expect(dataSource.payload(forRow: row, inSection: section) == nil)
    }

    @Test func tappingARowEmitsItsPayload() {
        var emitted: [Any] = []
        let dataSource = makeDataSource(onTap: { emitted.append($0) })

        let hit = dataSource.tapRow(0, inSection: 1)

        #expect(hit)
        #expect(emitted.count == 1)
        #expect(emitted.first as? Drink == Drink.fixture())
    }

    @Test(arguments: [(5, 0), (0, 5), (-1, 0), (0, -1)])
    func tappingOutOfRangeEmitsNothing(row: Int, section: Int) {
        var emitted: [Any] = []
        let dataSource = makeDataSource(onTap: { emitted.append($0) })

        let hit = dataSource.tapRow(row, inSection: section)

        #expect(!hit)
        #expect(emitted.isEmpty)
    }

    @Test func rowsAreNumberedFromOneAcrossSections() {
        let dataSource = makeDataSource()

        #expect(dataSource.position(ofRowNumbered: 1)! == (0, 0))
        #expect(dataSource.position(ofRowNumbered: 3)! == (1, 0))
        #expect(dataSource.position(ofRowNumbered: 0) == nil)
        #expect(dataSource.position(ofRowNumbered: 4) == nil)
        #expect(dataSource.position(ofRowNumbered: Int.min) == nil)
    }
}
