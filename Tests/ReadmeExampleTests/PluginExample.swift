// Plugin example: begin
import Router
import RouterRestoration
import Testing

/// The menu's payload: what its rows emit and its links open.
struct Dish: Sendable, Hashable, Codable {
    let name: String
}

/// Everything the menu contributes, in one place.
struct MenuPlugin: RouterPlugin {
    let name = "menu"
    let dishes = [Dish(name: "Margherita"), Dish(name: "Tiramisù")]
    /// The dish's screen: its name, and the payload type it shows.
    static let dishDetail = ScreenKey<Dish>("DishDetail")

    func register(in plugin: inout PluginRegistration) {
        // A payload type: named for routes files and saved stacks, built from links,
        // vouched for when it comes from outside (a link, a saved stack).
        let dishes = self.dishes
        plugin.registerPayload(
            Dish.self, name: "Dish", fields: [PayloadField("name") { $0.name }],
            link: LinkDecoder(parameters: ["name"]) { Dish(name: $0["name"] ?? "") },
            validate: .oneOf(dishes, what: "dish on the menu"))
        // A screen, a jumper that routes taps to it, a guard, a link.
        plugin.registerScreen(Self.dishDetail) { dish, _ in
            TextScreen(name: "DishDetail", title: dish.name)
        }
        plugin.register(DishJumper())
        plugin.registerGuard(RouteGuard("signedIn", redirect: .present("SignIn") { _ in
            TextScreen(name: "SignIn", title: "Sign in")
        }))
        plugin.registerLink("shop://dish/:name", to: Dish.self)
    }
}

/// Says where a dish leads: the screen registered above, built from the dish.
struct DishJumper: JumperProtocol {
    func destination(for dish: Dish) -> Destination? {
        .push(MenuPlugin.dishDetail, payload: dish)
    }
}

/// Another module's plugin that registers the same screen name.
struct SpecialsPlugin: RouterPlugin {
    let name = "specials"

    func register(in plugin: inout PluginRegistration) {
        plugin.registerScreen("DishDetail") { _ in TextScreen(name: "DishDetail", title: "Special") }
    }
}

@MainActor @Test func pluginsComposeIntoOneRegistry() throws {
    let registry = try JumperRegistry(plugins: [MenuPlugin()])
    let (router, stack) = NavigationRouter.start(registry: registry, root: .push("Home") { _ in
        TextScreen(name: "Home", title: "Home")
    }) { RecordingNavigationStack(root: $0) }

    router.route(Dish(name: "Margherita"))         // a tap
    router.open("shop://dish/Tiramis%C3%B9")        // a link: the stack built from the root
    router.open("shop://dish/Caviar")               // refused by the validator
    let saved = try StackRestorer(registry: registry).save(stack)  // every entry can be saved

    #expect(stack.log.lines == ["push DishDetail", "link shop://dish/Tiramis%C3%B9", "go Home > DishDetail"])
    #expect(!saved.isEmpty)
    #expect(throws: CompositionError(problems: [
        .screen("DishDetail", first: "menu", second: "specials"),
    ])) {
        try JumperRegistry(plugins: [MenuPlugin(), SpecialsPlugin()])
    }
}
// Plugin example: end
