import Router

/// The app the in-process flow rows run: the shape the demo's flows walk (a home list, a
/// menu list, a detail screen with rows), built from the public API alone, since the demo's
/// modules are not products of the package.
///
/// `tap 1`, `tap 1`, `back`, `home` walks Home → Menu → Dish → Menu → Home, one event per
/// step, as it does on the demo.
enum FlowBenchmarkApp {
    /// A home row: the menu, or one of the others the demo's home lists.
    struct Entry: Hashable, Sendable {
        var name: String
    }

    /// A dish on the menu.
    struct Dish: Hashable, Sendable {
        var name: String
        var priceCents: Int
    }

    static let entries = ["Menu", "Typed list", "Account", "About"].map(Entry.init)
    static let dishes = [
        Dish(name: "Margherita", priceCents: 850), Dish(name: "Diavola", priceCents: 1_050),
        Dish(name: "Quattro Formaggi", priceCents: 1_100), Dish(name: "Marinara", priceCents: 750),
    ]

    /// The home screen, the root of every run.
    static let home = Destination.push("Home") { context in
        ListScreen(
            name: "Home", title: "Home",
            dataSource: ListDataSource(sections: [ListSection(rows: entries.map { ListRow($0.name, payload: $0) })]),
            router: context.router)
    }

    /// A registry with a jumper per payload type and a registered screen for each.
    static func makeRegistry() throws -> JumperRegistry {
        try JumperRegistry { registry in
            registry.registerScreen("Menu", for: Entry.self) { _, context in
                ListScreen(
                    name: "Menu", title: "Menu",
                    dataSource: ListDataSource(sections: [
                        ListSection(rows: dishes.map { ListRow($0.name, detail: "\($0.priceCents) ct", payload: $0) })
                    ]),
                    router: context.router)
            }
            registry.registerScreen("Dish", for: Dish.self) { dish, context in
                ListScreen(
                    name: "Dish", title: dish.name,
                    dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("Order", payload: dish.name)])]),
                    router: context.router)
            }
            registry.register(Jumper(for: Entry.self) { .push(registered: "Menu", payload: $0) })
            registry.register(Jumper(for: Dish.self) { .push(registered: "Dish", payload: $0) })
        }
    }
}
