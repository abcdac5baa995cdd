import AccountScreens
import Demo
import Router
import Screens

extension Pizza {
    static func fixture(
        name: String = "Margherita", ingredients: [String] = ["tomato", "mozzarella"],
        priceCents: Int = 850
    ) -> Pizza {
        Pizza(name: name, ingredients: ingredients, priceCents: priceCents)
    }
}

extension TypedModel {
    static func fixture(type: ModelType = .a, title: String = "A title", someId: String = "0001")
        -> TypedModel
    {
        TypedModel(title: title, type: type, someId: someId)
    }
}

extension Menu {
    static func fixture(
        pizzas: [Pizza] = [.fixture(), .fixture(name: "Diavola")],
        drinks: [Drink] = [Drink(name: "Chinotto", millilitres: 330, priceCents: 350)],
        desserts: [Dessert] = [Dessert(name: "Tiramisù", priceCents: 550)]
    ) -> Menu {
        Menu(pizzas: pizzas, drinks: drinks, desserts: desserts)
    }
}

/// A stack whose root is a plain screen, and a router over it with the demo's jumpers.
@MainActor
func makeDemoRouter() -> (router: NavigationRouter, stack: RecordingNavigationStack) {
    let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
    return (NavigationRouter(registry: DemoApp.makeRegistry(), navigator: stack), stack)
}
