public import Router

/// What the demo's routes file may name: its payload types (with the fields routes match on),
/// its screens, and the `signedIn` guard.
public enum DemoCatalog {
    /// The catalog of the demo's payload types and screens.
    /// - Parameters:
    ///   - menu: The menu the Menu screen shows.
    ///   - typedModels: The models the TypedList screen shows.
    public static func make(
        menu: Menu = .giuseppe, typedModels: [TypedModel] = TypedModel.demoList
    ) -> RouteCatalog {
        var catalog = RouteCatalog()
        catalog.registerPayload(
            HomeEntry.self, name: "HomeEntry",
            fields: [PayloadField("entry", knownValues: HomeEntry.allCases.map(\.rawValue)) { $0.rawValue }],
            link: LinkDecoder(parameters: ["entry"]) { parameters throws(LinkDecodingError) in
                try found(HomeEntry(rawValue: parameters["entry"] ?? ""), "no home entry is named '\(parameters["entry"] ?? "")'")
            },
            validate: .anyDecodedValue)
        catalog.registerPayload(
            Pizza.self, name: "Pizza", fields: [PayloadField("name") { $0.name }],
            link: named(menu.pizzas, "pizza", \.name), validate: onMenu(menu.pizzas, "pizza"))
        catalog.registerPayload(
            Drink.self, name: "Drink", fields: [PayloadField("name") { $0.name }],
            link: named(menu.drinks, "drink", \.name), validate: onMenu(menu.drinks, "drink"))
        catalog.registerPayload(
            Dessert.self, name: "Dessert", fields: [PayloadField("name") { $0.name }],
            link: named(menu.desserts, "dessert", \.name), validate: onMenu(menu.desserts, "dessert"))
        catalog.registerPayload(
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
            },
            validate: .oneOf(typedModels, what: "model of the typed list"))

        let pizzas = named(menu.pizzas, "pizza", \.name)
        let pizzaOnMenu = onMenu(menu.pizzas, "pizza")
        catalog.registerPayload(
            OrderRequest.self, name: "OrderRequest", fields: [PayloadField("pizza") { $0.pizza.name }],
            link: LinkDecoder(parameters: ["pizza"]) { parameters throws(LinkDecodingError) in
                OrderRequest(pizza: try pizzas.payload(from: ["name": parameters["pizza"] ?? ""]))
            },
            validate: PayloadValidator { request throws(InvalidPayload) in
                OrderRequest(pizza: try pizzaOnMenu.check(request.pizza))
            })
        catalog.registerPayload(SignInRetry.self, name: "SignInRetry", validate: .anyDecodedValue)
        catalog.registerGuard(DemoApp.signInGuard)

        catalog.registerScreen(DemoScreen.home.name, for: HomeEntry.self) { ListScreens.home(context: $1) }
        catalog.registerScreen(DemoScreen.menu.name, for: HomeEntry.self) { ListScreens.menu(menu, context: $1) }
        catalog.registerScreen(DemoScreen.typedList.name, for: HomeEntry.self) {
            ListScreens.typedList(typedModels, context: $1)
        }
        catalog.registerScreen(DemoScreen.about.name) { _ in DetailScreens.about() }
        catalog.registerScreen(DemoScreen.pizzaDetail.name, for: Pizza.self) { DetailScreens.pizza($0, context: $1) }
        catalog.registerScreen(DemoScreen.drinkDetail.name, for: Drink.self) { drink, _ in DetailScreens.drink(drink) }
        catalog.registerScreen(DemoScreen.dessertDetail.name, for: Dessert.self) { dessert, _ in
            DetailScreens.dessert(dessert)
        }
        for screen in [DemoScreen.aType, .bType, .cType] {
            catalog.registerScreen(screen.name, for: TypedModel.self) { model, _ in
                DetailScreens.typed(screen, model: model)
            }
        }
        catalog.registerScreen(DemoScreen.account.name, for: HomeEntry.self, requires: DemoAccount.signedIn) { _, _ in
            DetailScreens.account()
        }
        catalog.registerScreen(DemoScreen.order.name, for: OrderRequest.self, requires: DemoAccount.signedIn) {
            request, _ in
            DetailScreens.order(request)
        }
        catalog.registerScreen(DemoScreen.signIn.name) { _ in DetailScreens.signIn() }
        catalog.registerScreen(DemoScreen.signInError.name) { DetailScreens.signInError(context: $0) }
        return catalog
    }

    /// Vouches for a menu item read from a saved stack or a link: it must be one of `items`,
    /// every field equal, and the menu's own copy is used.
    private static func onMenu<Item: Hashable & Sendable>(_ items: [Item], _ noun: String) -> PayloadValidator<Item> {
        .oneOf(items, what: "\(noun) on the menu")
    }

    /// A link decoder that finds the item whose `name` is the link's `name` parameter, by
    /// Unicode scalars.
    private static func named<Item: Sendable>(
        _ items: [Item], _ noun: String, _ name: @escaping @Sendable (Item) -> String
    ) -> LinkDecoder<Item> {
        LinkDecoder(parameters: ["name"]) { parameters throws(LinkDecodingError) in
            try LinkLookup.item(named: parameters["name"] ?? "", in: items, name: name) { "no \(noun) is named \($0)" }
        }
    }

    /// `value`, or a decoding error with `message` when there is none.
    private static func found<Value>(_ value: Value?, _ message: @autoclosure () -> String)
        throws(LinkDecodingError) -> Value
    {
        guard let value else { throw LinkDecodingError(message()) }
        return value
    }
}
