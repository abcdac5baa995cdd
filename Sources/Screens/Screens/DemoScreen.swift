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
