import AccountScreens
import Demo
import Router
import Screens
import Testing

/// `MenuDataSource` cases, on the demo's menu list.
@MainActor @Suite struct MenuDataSourceTests {
    @Test func hasPizzasDrinksAndDessertsSections() {
        let dataSource = MenuDataSource.make(for: .fixture())

        #expect(dataSource.numberOfSections == 3)
        #expect(dataSource.sections.map(\.title) == ["Pizzas", "Drinks", "Desserts"])
    }

    @Test func rowsInEachSectionMatchTheMenu() {
        let dataSource = MenuDataSource.make(for: .fixture(pizzas: [.fixture(), .fixture(), .fixture()]))

        #expect(dataSource.numberOfRows(inSection: 0) == 3)
        #expect(dataSource.numberOfRows(inSection: 1) == 1)
        #expect(dataSource.numberOfRows(inSection: 2) == 1)
    }

    @Test(arguments: [-1, 3, 42])
    func sectionOutsideTheMenuHasNoRows(section: Int) {
        #expect(MenuDataSource.make(for: .fixture()).numberOfRows(inSection: section) == 0)
    }

    @Test func itemShowsThePizzaNameAndPrice() {
        let dataSource = MenuDataSource.make(for: .fixture(pizzas: [.fixture(name: "Capricciosa", priceCents: 1100)]))

        #expect(dataSource.item(forRow: 0, inSection: 0) == ListItem(title: "Capricciosa", detail: "€11.00"))
    }

    @Test(arguments: [(2, 0), (-1, 0), (0, 3), (1, 1)])
    func itemOutsideTheMenuIsNil(row: Int, section: Int) {
        #expect(MenuDataSource.make(for: .fixture()).item(forRow: row, inSection: section) == nil)
    }

    @Test func tappingAPizzaRowEmitsThePizza() {
        var dataSource = MenuDataSource.make(for: .fixture())
        var emitted: [Any] = []
        dataSource.onTap = { emitted.append($0) }

        dataSource.tapRow(1, inSection: 0)

        #expect(emitted.first as? Pizza == .fixture(name: "Diavola"))
    }

    @Test func emptyMenuHasEmptySections() {
        let dataSource = MenuDataSource.make(for: .fixture(pizzas: [], drinks: [], desserts: []))

        #expect(dataSource.numberOfSections == 3)
        #expect(dataSource.numberOfRows == 0)
    }
}
