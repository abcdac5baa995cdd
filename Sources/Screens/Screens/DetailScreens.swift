public import Router

/// Builds the demo's detail screens from their models.
@MainActor
public enum DetailScreens {
    /// The detail screen of a pizza: name, ingredients, price, an "Order" row and a
    /// "Customize order" row (the order form).
    public static func pizza(_ pizza: Pizza, context: ScreenContext) -> ListScreen {
        ListScreen(
            name: DemoScreen.pizzaDetail.name, title: pizza.name,
            linesWhenShown: {
                [
                    "Ingredients: " + pizza.ingredients.joined(separator: ", "),
                    "Price: " + Price.text(cents: pizza.priceCents),
                ]
            },
            dataSource: ListDataSource(sections: [
                ListSection(rows: [
                    ListRow("Order", detail: "needs sign-in", payload: OrderRequest(pizza: pizza)),
                    ListRow("Customize order", detail: "size; needs sign-in and the terms", payload: CustomOrder(pizza: pizza)),
                ])
            ]),
            router: context.router)
    }

    /// The detail screen of a drink: name, size, price.
    public static func drink(_ drink: Drink) -> TextScreen {
        TextScreen(
            name: DemoScreen.drinkDetail.name, title: drink.name,
            lines: ["Size: \(drink.millilitres) ml", "Price: " + Price.text(cents: drink.priceCents)])
    }

    /// The detail screen of a dessert: name, price.
    public static func dessert(_ dessert: Dessert) -> TextScreen {
        TextScreen(
            name: DemoScreen.dessertDetail.name, title: dessert.name,
            lines: ["Price: " + Price.text(cents: dessert.priceCents)])
    }

    /// The screen a typed model of a known type opens (AType, BType or CType).
    public static func typed(_ screen: DemoScreen, model: TypedModel) -> TextScreen {
        TextScreen(
            name: screen.name, title: "\(screen.name): \(model.title)",
            lines: ["id: \(model.someId)"])
    }

    /// The About screen, presented modally from home.
    public static func about() -> TextScreen {
        TextScreen(
            name: DemoScreen.about.name, title: "About this demo",
            lines: [
                "A plugin-based navigation router: rows emit payloads,",
                "jumpers decide where they lead. Type 'back' to close.",
            ])
    }
}
