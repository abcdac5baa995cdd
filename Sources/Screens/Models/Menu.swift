/// Giuseppe's menu: pizzas, drinks and desserts.
public struct Menu: Hashable, Sendable, Codable {
    public let pizzas: [Pizza]
    public let drinks: [Drink]
    public let desserts: [Dessert]

    /// Creates a menu.
    public init(pizzas: [Pizza], drinks: [Drink], desserts: [Dessert]) {
        self.pizzas = pizzas
        self.drinks = drinks
        self.desserts = desserts
    }

    /// The demo's menu.
    public static let giuseppe = Menu(
        pizzas: [
            Pizza(name: "Margherita", ingredients: ["tomato", "mozzarella", "basil"], priceCents: 850),
            Pizza(
                name: "Capricciosa", ingredients: ["tomato", "mozzarella", "ham", "mushrooms", "artichokes"], priceCents: 1100),
            Pizza(name: "Diavola", ingredients: ["tomato", "mozzarella", "spicy salami"], priceCents: 1000),
        ],
        drinks: [
            Drink(name: "Acqua Frizzante", millilitres: 500, priceCents: 250),
            Drink(name: "Chinotto", millilitres: 330, priceCents: 350),
        ],
        desserts: [
            Dessert(name: "Tiramisù", priceCents: 550),
            Dessert(name: "Panna Cotta", priceCents: 500),
        ])
}
