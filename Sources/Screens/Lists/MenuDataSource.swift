public import Router

/// Giuseppe's menu as a list: sections Pizzas, Drinks and
/// Desserts; each row shows a name and price and emits the menu entry as its payload.
public enum MenuDataSource {
    /// The list for `menu`.
    public static func make(for menu: Menu) -> ListDataSource {
        ListDataSource(sections: [
            ListSection(
                title: "Pizzas",
                rows: menu.pizzas.map {
                    ListRow($0.name, detail: Price.text(cents: $0.priceCents), payload: $0)
                }),
            ListSection(
                title: "Drinks",
                rows: menu.drinks.map {
                    ListRow($0.name, detail: Price.text(cents: $0.priceCents), payload: $0)
                }),
            ListSection(
                title: "Desserts",
                rows: menu.desserts.map {
                    ListRow($0.name, detail: Price.text(cents: $0.priceCents), payload: $0)
                }),
        ])
    }
}
