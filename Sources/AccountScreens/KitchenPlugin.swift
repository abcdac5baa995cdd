public import Router
public import Screens

/// The kitchen: screens that load before they are shown, from a simulated
/// ``KitchenService``, through a ``Router/NavigationQueue``.
///
/// - The Kitchen row of the kitchen app's home (``KitchenEntry``, ``home``) shows the
///   Kitchen board once it has loaded: a row per pizza in the oven.
/// - A board row (``Preparation``) shows the pizza's Preparation once it has loaded. It
///   requires ``DemoAccount/sessionValid``, which the kitchen's server confirms
///   asynchronously; while nobody is signed in, its guard presents the sign-in screen.
/// - A preparation that fails to load (the broken oven's) shows KitchenError with what went
///   wrong.
/// - `kitchen://board` opens the board, and `kitchen://board/NAME` a pizza's preparation
///   above it (``boardLink``).
/// - A stack of these screens can be saved, and restored through the queue: the board and
///   the preparations load again before the restored stack is shown.
public struct KitchenPlugin: RouterPlugin {
    public let name = "kitchen"
    /// The kitchen the screens load from.
    public let kitchen: KitchenService

    /// The kitchen plugin, loading from `kitchen`.
    public init(kitchen: KitchenService) {
        self.kitchen = kitchen
    }

    /// The kitchen plugin baking the pizzas of `menu`, with the kitchen's usual latencies.
    public init(menu: Menu = .giuseppe) {
        self.init(kitchen: KitchenService(pizzas: menu.pizzas.map(\.name)))
    }

    /// The kitchen's screens; each raw value is the screen's name.
    public enum ScreenName: String, Sendable, CaseIterable {
        case kitchen = "Kitchen"
        case preparation = "Preparation"
        case kitchenError = "KitchenError"
    }

    /// The Kitchen board, registered and pushed for a ``KitchenEntry``.
    public static let kitchenScreen = ScreenKey<KitchenEntry>(ScreenName.kitchen.rawValue)
    /// A pizza's Preparation, registered and pushed for a ``Preparation``.
    public static let preparationScreen = ScreenKey<Preparation>(ScreenName.preparation.rawValue)

    /// The kitchen app's home: the Kitchen row, then the demo's menu and account.
    public static let home = Destination.push(DemoScreen.home.name) { context in
        ListScreen(
            name: DemoScreen.home.name, title: "Giuseppe's kitchen",
            dataSource: ListDataSource(sections: [
                ListSection(rows: [
                    ListRow("Kitchen", detail: "live from the oven; loads", payload: KitchenEntry()),
                    ListRow("Giuseppe's menu", detail: "pizzas, drinks, desserts", payload: HomeEntry.menu),
                    ListRow("Account", detail: "needs sign-in", payload: HomeEntry.account),
                ])
            ]),
            router: context.router)
    }

    /// The link of the Kitchen board; `kitchen://board/NAME` opens a pizza's Preparation
    /// above it (both screens load first).
    public static let boardLink = "kitchen://board"

    /// The `sessionValid` guard: presents the sign-in screen while the session is not valid.
    public static let sessionGuard = RouteGuard(
        DemoAccount.sessionValid,
        redirect: .present(DemoScreen.signIn.name) { _ in AccountViews.signIn() })

    public func register(in plugin: inout PluginRegistration) {
        let kitchen = self.kitchen
        plugin.registerGuard(Self.sessionGuard)
        plugin.register(Jumper(for: KitchenEntry.self) { .push(Self.kitchenScreen, payload: $0) })
        plugin.register(Jumper(for: Preparation.self) { .push(Self.preparationScreen, payload: $0) })
        plugin.registerPayload(Preparation.self, name: "Preparation", fields: [PayloadField("pizza") { $0.pizza }])
        plugin.registerPayload(KitchenEntry.self, name: "KitchenEntry")
        plugin.registerLink(
            Self.boardLink,
            decoder: LinkDecoder { _ in
                KitchenEntry()
            } encode: { _ in
                [:]
            })
        plugin.registerLink(
            Self.boardLink + "/:pizza",
            decoder: LinkDecoder(parameters: ["pizza"]) {
                Preparation(pizza: $0["pizza"] ?? "")
            } encode: {
                ["pizza": $0.pizza]
            },
            parent: Self.boardLink)
        plugin.registerScreen(Self.kitchenScreen) { _ in
            try await kitchen.board()
        } make: { _, board, context in
            ListScreen(
                name: ScreenName.kitchen.rawValue, title: "Kitchen",
                lines: ["In the oven now:"],
                dataSource: ListDataSource(sections: [
                    ListSection(
                        rows: board.map {
                            ListRow($0.pizza, detail: "ready in \($0.minutes) min", payload: Preparation(pizza: $0.pizza))
                        })
                ]),
                router: context.router)
        }
        plugin.registerScreen(
            Self.preparationScreen, requires: DemoAccount.sessionValid,
            failureScreen: ScreenName.kitchenError.rawValue
        ) { preparation in
            try await kitchen.preparation(of: preparation.pizza)
        } make: { preparation, steps, _ in
            TextScreen(name: ScreenName.preparation.rawValue, title: preparation.pizza, lines: steps)
        }
        plugin.registerScreen(ScreenName.kitchenError.rawValue, for: LoadFailure.self) { failure, _ in
            TextScreen(
                name: ScreenName.kitchenError.rawValue, title: "The kitchen could not answer",
                lines: [failure.message, "Type 'back' to return."])
        }
    }
}
