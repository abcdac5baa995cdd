import Router

/// The bakery: a home list of shelves, each shelf a list of bakes, each bake a text screen;
/// routed by its own jumpers, with links to a shelf and to a bake (above its shelf).
struct BakeryPlugin: RouterPlugin {
    let name = "bakery"

    static let homeScreen = "Home"
    static let shelfScreen = ScreenKey<Shelf>("Shelf")
    static let bakeScreen = ScreenKey<Bake>("BakeDetail")

    /// The root screen: one row per shelf.
    static let home = Destination.push(homeScreen) { context in
        ListScreen(
            name: homeScreen, title: "The Bakery",
            dataSource: ListDataSource(sections: [
                ListSection(rows: Shelf.all.map { ListRow($0.name, payload: $0) })
            ]),
            router: context.router)
    }

    /// Two tabs: the home list, and the cakes shelf with its own stack.
    static let tabs = [
        TabRoot("Home", root: home),
        TabRoot("Cakes", root: .push(shelfScreen, payload: Shelf(name: "Cakes"))),
    ]

    func register(in plugin: inout PluginRegistration) {
        plugin.registerPayload(
            Shelf.self, name: "Shelf", fields: [PayloadField("name") { $0.name }],
            link: LinkDecoder(parameters: ["shelf"]) {
                Shelf(name: $0["shelf"] ?? "")
            } encode: {
                ["shelf": $0.name]
            },
            validate: .oneOf(Shelf.all, what: "shelf of the bakery"))
        plugin.registerPayload(
            Bake.self, name: "Bake", fields: [PayloadField("name") { $0.name }, PayloadField("shelf") { $0.shelf }],
            link: LinkDecoder(parameters: ["shelf", "name"]) { parameters in
                Bake.all.first { $0.shelf == parameters["shelf"] && $0.name == parameters["name"] }
                    ?? Bake(name: parameters["name"] ?? "", shelf: parameters["shelf"] ?? "", priceCents: 0)
            } encode: { bake in
                ["shelf": bake.shelf, "name": bake.name]
            },
            validate: .oneOf(Bake.all, what: "bake of the bakery"))
        plugin.registerScreen(Self.shelfScreen) { shelf, context in
            ListScreen(
                name: Self.shelfScreen.name, title: shelf.name,
                dataSource: ListDataSource(sections: [
                    ListSection(
                        rows: Bake.all.filter { $0.shelf == shelf.name }.map {
                            ListRow($0.name, detail: $0.price, payload: $0)
                        })
                ]),
                router: context.router)
        }
        plugin.registerScreen(Self.bakeScreen) { bake, _ in
            TextScreen(name: Self.bakeScreen.name, title: bake.name, lines: ["Price: \(bake.price)"])
        }
        plugin.register(ShelfJumper())
        plugin.register(BakeJumper())
        plugin.registerLink("bakery://shelf/:shelf", to: Shelf.self)
        plugin.registerLink("bakery://shelf/:shelf/:name", to: Bake.self, parent: "bakery://shelf/:shelf")
    }
}
