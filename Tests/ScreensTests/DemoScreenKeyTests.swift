import AccountScreens
import Demo
import Router
import Screens
import Testing

/// The demo's detail screens are registered and pushed by typed keys, whose names are the
/// screens' names in files and flows.
@Suite struct DemoScreenKeyTests {
    @Test func eachDetailKeyNamesTheScreenItsPayloadIsPushedTo() {
        let registry = DemoApp.makeRegistry()

        let screens = [
            registry.decide(Pizza.fixture(name: "Margherita")).destination?.screen,
            registry.decide(Drink(name: "Chinotto", millilitres: 330, priceCents: 250)).destination?.screen,
            registry.decide(Dessert(name: "Tiramisù", priceCents: 500)).destination?.screen,
        ]

        #expect(screens == [DemoScreenKey.pizzaDetail.name, DemoScreenKey.drinkDetail.name, DemoScreenKey.dessertDetail.name])
        #expect(screens == [DemoScreen.pizzaDetail.name, DemoScreen.drinkDetail.name, DemoScreen.dessertDetail.name])
    }

    @Test func theHomeAndAccountKeysNameTheScreensTheirEntriesArePushedTo() {
        let registry = DemoApp.makeRegistry()

        let screens = [HomeEntry.menu, .typedList, .account].map { registry.decide($0).destination?.screen }

        #expect(screens == [DemoScreenKey.menu.name, DemoScreenKey.typedList.name, DemoScreenKey.account.name])
        #expect(
            [DemoScreenKey.order.name, DemoScreenKey.orderForm.name, DemoScreenKey.sizePicker.name]
                == [DemoScreen.order.name, DemoScreen.orderForm.name, DemoScreen.sizePicker.name])
    }

    @Test func theKitchensKeysNameTheScreensItsPayloadsArePushedTo() throws {
        let registry = try JumperRegistry(plugins: DemoApp.plugins() + [KitchenPlugin()])

        let screens = [
            registry.decide(KitchenEntry()).destination?.screen,
            registry.decide(Preparation(pizza: "Margherita")).destination?.screen,
        ]

        #expect(screens == [KitchenPlugin.kitchenScreen.name, KitchenPlugin.preparationScreen.name])
    }
}
