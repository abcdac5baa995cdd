import AccountScreens
public import Router
public import RoutesFiles
public import Screens

/// The demo app: two plugins (``MenuPlugin`` and ``AccountPlugin``), composed.
///
/// ```swift
/// let registry = try JumperRegistry(plugins: DemoApp.plugins())
/// let session = NavigationSession(registry: registry, home: DemoApp.home, account: DemoAccount())
/// ```
public enum DemoApp {
    /// The demo's plugins, menu first.
    /// - Parameters:
    ///   - menu: The menu the Menu screen shows and orders are placed from.
    ///   - typedModels: The models the TypedList screen shows.
    ///   - routing: Whether the plugins route with jumpers and code links, or leave routes
    ///     and links to a routes file.
    public static func plugins(
        menu: Menu = .giuseppe, typedModels: [TypedModel] = TypedModel.demoList, routing: DemoRouting = .jumpers
    ) -> [any RouterPlugin] {
        [
            MenuPlugin(menu: menu, typedModels: typedModels, routing: routing),
            AccountPlugin(menu: menu, routing: routing),
        ]
    }

    /// The demo's plugins composed into a registry.
    ///
    /// The demo's own plugins never clash (a test composes every configuration), so this
    /// does not throw; compose ``plugins(menu:typedModels:routing:)`` with other plugins
    /// through ``Router/JumperRegistry/init(plugins:)``, which reports clashes.
    public static func makeRegistry(
        menu: Menu = .giuseppe, typedModels: [TypedModel] = TypedModel.demoList, routing: DemoRouting = .jumpers
    ) -> JumperRegistry {
        do {
            return try JumperRegistry(plugins: plugins(menu: menu, typedModels: typedModels, routing: routing))
        } catch {
            preconditionFailure("the demo's own plugins clash: \(error)")
        }
    }

    /// The demo's routing as declared by a routes file, loaded against the demo's plugins
    /// composed without their jumpers and links (``DemoRouting/routesFile``).
    /// - Parameters:
    ///   - bytes: The file's bytes; by default the embedded `routes.yaml.example`.
    ///   - path: The name used in messages.
    ///   - registry: What the file may name; by default the demo's plugins.
    /// - Throws: ``RoutesFiles/RoutesFileError`` with every problem of the file.
    public static func loadRoutes(
        _ bytes: [UInt8] = Array(DefaultRoutes.text.utf8), path: String = DefaultRoutes.name,
        registry: JumperRegistry = makeRegistry(routing: .routesFile)
    ) throws(RoutesFileError) -> RoutesFile {
        try RoutesFile(parsing: bytes, path: path, registry: registry)
    }

    /// The `signedIn` guard: while nobody is signed in, it presents the sign-in screen.
    public static var signInGuard: RouteGuard { AccountPlugin.signInGuard }

    /// The home screen: the demo's root, a list of its parts.
    public static let home = Destination.push(DemoScreen.home.name) { ListScreens.home(context: $0) }

    /// The demo's tabs, each with its own stack: Home (the home list, the app's first tab),
    /// Menu (Giuseppe's menu) and Typed (the typed list). A link into the menu or the typed
    /// list selects its tab; the About screen is still presented modally over every tab.
    public static let tabs = [
        TabRoot("Home", root: home),
        TabRoot("Menu", root: .push(registered: DemoScreen.menu.name, payload: HomeEntry.menu)),
        TabRoot("Typed", root: .push(registered: DemoScreen.typedList.name, payload: HomeEntry.typedList)),
    ]
}
