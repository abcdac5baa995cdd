public import Router

/// The screens of the demo app; each raw value is the screen's ``Router/Screen/name``.
public enum DemoScreen: String, Sendable, CaseIterable {
    case home = "Home"
    case menu = "Menu"
    case pizzaDetail = "PizzaDetail"
    case drinkDetail = "DrinkDetail"
    case dessertDetail = "DessertDetail"
    case typedList = "TypedList"
    case aType = "AType"
    case bType = "BType"
    case cType = "CType"
    case about = "About"
    case account = "Account"
    case order = "Order"
    case signIn = "SignIn"
    case signInError = "SignInError"
    case orderForm = "OrderForm"
    case sizePicker = "SizePicker"
    case terms = "Terms"

    /// The screen's name, as logs and flows write it.
    public var name: String { rawValue }
}

/// The demo's screens shown with one payload type, as typed keys (`ScreenKey`): each
/// registered for its payload type and pushed with it, so a jumper pushing another type does
/// not compile. Their names are ``DemoScreen``'s, which files and flows use.
public enum DemoScreenKey {
    /// The menu, opened from its home row.
    public static let menu = ScreenKey<HomeEntry>(DemoScreen.menu.name)
    /// The typed list, opened from its home row.
    public static let typedList = ScreenKey<HomeEntry>(DemoScreen.typedList.name)
    /// The account, opened from its home row.
    public static let account = ScreenKey<HomeEntry>(DemoScreen.account.name)
    /// An order for a pizza.
    public static let order = ScreenKey<OrderRequest>(DemoScreen.order.name)
    /// The custom order form.
    public static let orderForm = ScreenKey<CustomOrder>(DemoScreen.orderForm.name)
    /// The size picker of the order form.
    public static let sizePicker = ScreenKey<SizeChoice>(DemoScreen.sizePicker.name)
    /// A pizza's detail.
    public static let pizzaDetail = ScreenKey<Pizza>(DemoScreen.pizzaDetail.name)
    /// A drink's detail.
    public static let drinkDetail = ScreenKey<Drink>(DemoScreen.drinkDetail.name)
    /// A dessert's detail.
    public static let dessertDetail = ScreenKey<Dessert>(DemoScreen.dessertDetail.name)
}
