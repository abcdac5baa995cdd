public import Router

/// The menu side of the demo as a plugin: the home screen's entries, Giuseppe's menu (pizzas,
/// drinks, desserts) and the typed list, with their payload types, screens, and (when
/// routed by code) jumpers and deep links.
///
/// It emits ``OrderRequest`` payloads (a pizza's "Order" row) without routing them: the
/// ``AccountPlugin`` does. The home screen's "Account" entry also leads to the account
/// plugin's screen.
public struct MenuPlugin: RouterPlugin {
    public let name = "menu"
    /// The menu the Menu screen shows.
    public let menu: Menu
    /// The models the TypedList screen shows.
    public let typedModels: [TypedModel]
    /// Whether the plugin routes its payload types with jumpers or leaves it to a routes file.
    public let routing: DemoRouting

    /// Creates the plugin with the content its screens show.
    public init(
        menu: Menu = .giuseppe, typedModels: [TypedModel] = TypedModel.demoList, routing: DemoRouting = .jumpers
    ) {
        self.menu = menu
        self.typedModels = typedModels
        self.routing = routing
    }

    public func register(in plugin: inout PluginRegistration) {
        registerPayloads(in: &plugin)
        registerScreens(in: &plugin)
        guard routing == .jumpers else { return }
        plugin.register(HomeJumper())
        plugin.register(PizzaJumper())
        plugin.register(DrinkJumper())
        plugin.register(DessertJumper())
        plugin.register(TypedModelJumper())
        for entry in [("menu", HomeEntry.menu), ("typed", .typedList), ("about", .about), ("account", .account)] {
            plugin.registerLink("giuseppe://\(entry.0)", to: HomeEntry.self, constants: ["entry": entry.1.rawValue])
        }
        // A menu entry's screen sits above the menu, a type's above the typed list.
        plugin.registerLink("giuseppe://menu/pizza/:name", to: Pizza.self, parent: "giuseppe://menu")
        plugin.registerLink("giuseppe://menu/drink/:name", to: Drink.self, parent: "giuseppe://menu")
        plugin.registerLink("giuseppe://menu/dessert/:name", to: Dessert.self, parent: "giuseppe://menu")
        plugin.registerLink("giuseppe://typed/:type", to: TypedModel.self, parent: "giuseppe://typed")
    }

    private func registerPayloads(in plugin: inout PluginRegistration) {
        plugin.registerPayload(
            HomeEntry.self, name: "HomeEntry",
            fields: [PayloadField("entry", knownValues: HomeEntry.allCases.map(\.rawValue)) { $0.rawValue }],
            link: LinkDecoder(parameters: ["entry"]) { parameters throws(LinkDecodingError) in
                let name = parameters["entry"] ?? ""
                guard let entry = HomeEntry(rawValue: name) else {
                    throw LinkDecodingError("no home entry is named \(LinkDecodingError.quoted(name))")
                }
                return entry
            } encode: { entry in
                ["entry": entry.rawValue]
            },
            validate: .anyDecodedValue)
        plugin.registerPayload(
            Pizza.self, name: "Pizza", fields: [PayloadField("name") { $0.name }],
            link: MenuLinks.named(menu.pizzas, "pizza", \.name), validate: MenuLinks.onMenu(menu.pizzas, "pizza"))
        plugin.registerPayload(
            Drink.self, name: "Drink", fields: [PayloadField("name") { $0.name }],
            link: MenuLinks.named(menu.drinks, "drink", \.name), validate: MenuLinks.onMenu(menu.drinks, "drink"))
        plugin.registerPayload(
            Dessert.self, name: "Dessert", fields: [PayloadField("name") { $0.name }],
            link: MenuLinks.named(menu.desserts, "dessert", \.name),
            validate: MenuLinks.onMenu(menu.desserts, "dessert"))
        let typedModels = self.typedModels
        plugin.registerPayload(
            TypedModel.self, name: "TypedModel",
            fields: [
                PayloadField("type") { $0.type.routesFileValue },
                PayloadField("title") { $0.title },
                PayloadField("id") { $0.someId },
            ],
            link: LinkDecoder(parameters: ["type"]) { parameters throws(LinkDecodingError) in
                try LinkLookup.item(named: parameters["type"] ?? "", in: typedModels, name: \.type.routesFileValue) {
                    "no typed model has type \($0)"
                }
            } encode: { model in
                ["type": model.type.routesFileValue]
            },
            validate: .oneOf(typedModels, what: "model of the typed list"))
    }

    private func registerScreens(in plugin: inout PluginRegistration) {
        let menu = self.menu
        let typedModels = self.typedModels
        plugin.registerScreen(DemoScreen.home.name, for: HomeEntry.self) { ListScreens.home(context: $1) }
        // The menu does not change while the app runs: its rows are made once.
        let menuRows = MenuDataSource.make(for: menu)
        plugin.registerScreen(DemoScreenKey.menu) { ListScreens.menu(listing: menuRows, context: $1) }
        plugin.registerScreen(DemoScreenKey.typedList) {
            ListScreens.typedList(typedModels, context: $1)
        }
        plugin.registerScreen(DemoScreen.about.name) { _ in DetailScreens.about() }
        plugin.registerScreen(DemoScreenKey.pizzaDetail) { DetailScreens.pizza($0, context: $1) }
        plugin.registerScreen(DemoScreenKey.drinkDetail) { drink, _ in DetailScreens.drink(drink) }
        plugin.registerScreen(DemoScreenKey.dessertDetail) { dessert, _ in
            DetailScreens.dessert(dessert)
        }
        for screen in [DemoScreen.aType, .bType, .cType] {
            plugin.registerScreen(screen.name, for: TypedModel.self) { model, _ in
                DetailScreens.typed(screen, model: model)
            }
        }
    }
}
