public import Router
public import Screens

/// The account side of the demo as a plugin: the `signedIn` guard and its sign-in screens,
/// the account screen, and orders (which need sign-in), with their payload types, screens
/// and (when routed by code) jumpers and deep links.
///
/// It routes the ``OrderRequest`` payloads the ``MenuPlugin``'s pizza screens emit, and
/// shows the account screen for the home screen's "Account" entry.
public struct AccountPlugin: RouterPlugin {
    public let name = "account"
    /// The menu orders are placed from: an order's pizza must be on it.
    public let menu: Menu
    /// Whether the plugin routes its payload types with jumpers or leaves it to a routes file.
    public let routing: DemoRouting

    /// Creates the plugin.
    public init(menu: Menu = .giuseppe, routing: DemoRouting = .jumpers) {
        self.menu = menu
        self.routing = routing
    }

    /// The `signedIn` guard: while nobody is signed in, it presents the sign-in screen.
    public static let signInGuard = RouteGuard(
        DemoAccount.signedIn,
        redirect: .present(DemoScreen.signIn.name) { _ in AccountViews.signIn() })

    /// The `acceptedTerms` guard: presents the terms, once signed in (a guard chain: the
    /// sign-in screen comes first).
    public static let termsGuard = RouteGuard(
        DemoAccount.acceptedTerms, redirect: .present(DemoScreen.terms.name) { AccountViews.terms(context: $0) },
        requires: DemoAccount.signedIn)

    public func register(in plugin: inout PluginRegistration) {
        let pizzas = MenuLinks.named(menu.pizzas, "pizza", \.name)
        let pizzaOnMenu = MenuLinks.onMenu(menu.pizzas, "pizza")
        plugin.registerPayload(
            OrderRequest.self, name: "OrderRequest", fields: [PayloadField("pizza") { $0.pizza.name }],
            link: LinkDecoder(parameters: ["pizza"]) { parameters throws(LinkDecodingError) in
                OrderRequest(pizza: try pizzas.payload(from: ["name": parameters["pizza"] ?? ""]))
            } encode: { request in
                ["pizza": request.pizza.name]
            },
            validate: PayloadValidator { request throws(InvalidPayload) in
                OrderRequest(pizza: try pizzaOnMenu.check(request.pizza))
            })
        plugin.registerPayload(SignInRetry.self, name: "SignInRetry", validate: .anyDecodedValue)
        plugin.registerPayload(
            CustomOrder.self, name: "CustomOrder", fields: [PayloadField("pizza") { $0.pizza.name }],
            validate: PayloadValidator { order throws(InvalidPayload) in
                CustomOrder(pizza: try pizzaOnMenu.check(order.pizza))
            })
        plugin.registerPayload(
            SizeChoice.self, name: "SizeChoice",
            fields: [PayloadField("current", knownValues: PizzaSize.allCases.map(\.rawValue)) { $0.current.rawValue }],
            validate: .anyDecodedValue)
        plugin.registerGuard(Self.signInGuard)
        plugin.registerGuard(Self.termsGuard)

        plugin.registerScreen(DemoScreenKey.account, requires: DemoAccount.signedIn) { _, _ in
            AccountViews.account()
        }
        plugin.registerScreen(DemoScreenKey.order, requires: DemoAccount.signedIn) {
            request, _ in
            AccountViews.order(request)
        }
        plugin.registerScreen(DemoScreen.signIn.name) { _ in AccountViews.signIn() }
        plugin.registerScreen(DemoScreen.signInError.name) { AccountViews.signInError(context: $0) }
        plugin.registerScreen(DemoScreenKey.orderForm, requires: DemoAccount.acceptedTerms) {
            order, context in
            OrderFormScreen(order, context: context)
        }
        plugin.registerScreen(DemoScreenKey.sizePicker) { choice, context in
            AccountViews.sizePicker(choice, context: context)
        }
        plugin.registerScreen(DemoScreen.terms.name) { AccountViews.terms(context: $0) }

        guard routing == .jumpers else { return }
        plugin.register(OrderJumper())
        plugin.register(SignInRetryJumper())
        plugin.register(CustomOrderJumper())
        plugin.register(SizeChoiceJumper())
        // An order sits above the detail of its pizza (which sits above the menu).
        plugin.registerLink("giuseppe://order/:pizza", to: OrderRequest.self, parent: "giuseppe://menu/pizza/:pizza")
    }
}
