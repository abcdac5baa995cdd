public import Router
public import RouterCommandLine
public import RouterTooling

/// The app the flow rows run: the shape the demo's flows walk (a home list, a menu list, a
/// detail screen with rows), built from the public API alone, since the demo's modules are
/// not products of the package.
///
/// `tap 1`, `tap 1`, `back`, `home` walks Home → Menu → Dish → Menu → Home, one event per
/// step, as it does on the demo. `bench://menu/NAME` opens a dish above the menu.
public enum FlowBenchmarkApp {
    /// A home row: the menu, or one of the others the demo's home lists.
    public struct Entry: Hashable, Sendable {
        public var name: String
    }

    /// A dish on the menu.
    public struct Dish: Hashable, Sendable {
        public var name: String
        public var priceCents: Int
    }

    public static let entries = ["Menu", "Typed list", "Account", "About"].map(Entry.init)
    public static let dishes = [
        Dish(name: "Margherita", priceCents: 850), Dish(name: "Diavola", priceCents: 1_050),
        Dish(name: "Quattro Formaggi", priceCents: 1_100), Dish(name: "Marinara", priceCents: 750),
    ]

    /// The home screen, the root of every run.
    public static let home = Destination.push("Home") { context in
        ListScreen(
            name: "Home", title: "Home",
            dataSource: ListDataSource(sections: [ListSection(rows: entries.map { ListRow($0.name, payload: $0) })]),
            router: context.router)
    }

    /// The app's routing as a plugin: a jumper per payload type, a registered screen for
    /// each, and the links `bench://menu` and `bench://menu/NAME` (a dish, above the menu).
    public struct Plugin: RouterPlugin {
        public let name = "flow-benchmark"

        public init() {}

        public func register(in plugin: inout PluginRegistration) {
            plugin.registerScreen("Menu", for: Entry.self) { _, context in
                ListScreen(
                    name: "Menu", title: "Menu",
                    dataSource: ListDataSource(sections: [
                        ListSection(rows: dishes.map { ListRow($0.name, detail: "\($0.priceCents) ct", payload: $0) })
                    ]),
                    router: context.router)
            }
            plugin.registerScreen("Dish", for: Dish.self) { dish, context in
                ListScreen(
                    name: "Dish", title: dish.name,
                    dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("Order", payload: dish.name)])]),
                    router: context.router)
            }
            plugin.register(Jumper(for: Entry.self) { .push(registered: "Menu", payload: $0) })
            plugin.register(Jumper(for: Dish.self) { .push(registered: "Dish", payload: $0) })
            plugin.registerPayload(
                Entry.self, name: "Entry", fields: [PayloadField("name") { $0.name }],
                link: LinkDecoder(parameters: ["name"]) { parameters throws(LinkDecodingError) in
                    try LinkLookup.item(named: parameters["name"] ?? "", in: entries, name: \.name) { "no entry \($0)" }
                } encode: {
                    ["name": $0.name]
                })
            plugin.registerPayload(
                Dish.self, name: "Dish", fields: [PayloadField("name") { $0.name }],
                link: LinkDecoder(parameters: ["name"]) { parameters throws(LinkDecodingError) in
                    try LinkLookup.item(named: parameters["name"] ?? "", in: dishes, name: \.name) { "no dish \($0)" }
                } encode: {
                    ["name": $0.name]
                })
            plugin.registerLink("bench://menu", to: Entry.self, constants: ["name": "Menu"])
            plugin.registerLink("bench://menu/:name", to: Dish.self, parent: "bench://menu")
        }
    }

    /// A registry of the app's ``Plugin``.
    public static func makeRegistry() throws -> JumperRegistry {
        try JumperRegistry(plugins: [Plugin()])
    }

    /// An account whose one condition (`signedIn`, which no screen of the app requires) is
    /// checked asynchronously: an app with it may wait, so a flow's steps go through the
    /// navigation queue, as the demo's do.
    public final class AsyncAccount: SignInService, AsyncGuardConditions {
        private var user: String?

        public init() {}

        public func holds(_ condition: String) -> Bool { condition == "signedIn" && user != nil }

        public func checksAsynchronously(_ condition: String) -> Bool { condition == "signedIn" }

        @MainActor public func check(_ condition: String) async -> Bool { holds(condition) }

        public func signIn(_ name: String) -> SignInResult {
            user = name
            return .signedIn
        }

        public func signOut() { user = nil }
    }

    /// The app's command line, the one every app makes with `RouterCommandLine`; with
    /// ``AsyncAccount`` when `asyncConditions`, with no account otherwise.
    public static func commandLine(asyncConditions: Bool) -> CommandLineApp {
        CommandLineApp(
            name: "flowbench", version: "1.0", plugins: { [Plugin()] }, home: home,
            account: { asyncConditions ? AsyncAccount() : nil })
    }
}
