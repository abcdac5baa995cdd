public import Router

/// The demo app as a plugin: one call registers all its jumpers into a router's registry.
///
/// ```swift
/// var registry = JumperRegistry()
/// DemoApp.register(into: &registry)
/// let session = NavigationSession(registry: registry, home: DemoApp.home)
/// ```
public enum DemoApp {
    /// Registers the jumpers of every demo screen (home entries, pizzas, drinks, desserts,
    /// typed models, orders, sign-in retries) and the `signedIn` guard.
    /// - Parameters:
    ///   - registry: The registry to add to. It must not already have jumpers for the
    ///     demo's payload types (see ``Router/JumperRegistry/register(_:)``).
    ///   - menu: The menu the Menu screen shows.
    ///   - typedModels: The models the TypedList screen shows.
    public static func register(
        into registry: inout JumperRegistry, menu: Menu = .giuseppe,
        typedModels: [TypedModel] = TypedModel.demoList
    ) {
        registry.register(HomeJumper(menu: menu, typedModels: typedModels))
        registry.register(PizzaJumper())
        registry.register(DrinkJumper())
        registry.register(DessertJumper())
        registry.register(TypedModelJumper())
        registry.register(OrderJumper())
        registry.register(SignInRetryJumper())
        registry.registerGuard(signInGuard)
        for screen in [DemoScreen.account, .order] {
            registry.require(DemoAccount.signedIn, forScreen: screen.name)
        }
    }

    /// The `signedIn` guard: while nobody is signed in, it presents the sign-in screen.
    public static let signInGuard = RouteGuard(
        DemoAccount.signedIn,
        redirect: .present(DemoScreen.signIn.name) { _ in DetailScreens.signIn() })

    /// A registry holding the demo's jumpers and nothing else.
    public static func makeRegistry() -> JumperRegistry {
        var registry = JumperRegistry()
        register(into: &registry)
        return registry
    }

    /// The demo's routing as declared by a routes file, checked against ``DemoCatalog``.
    /// - Parameters:
    ///   - bytes: The file's bytes; by default the embedded `routes.yaml.example`.
    ///   - path: The name used in messages.
    /// - Throws: ``Router/RoutesFileError`` with every problem of the file.
    public static func loadRoutes(
        _ bytes: [UInt8] = Array(DefaultRoutes.text.utf8), path: String = DefaultRoutes.name,
        catalog: RouteCatalog = DemoCatalog.make()
    ) throws(RoutesFileError) -> RoutesFile {
        try RoutesFile(parsing: bytes, path: path, catalog: catalog)
    }

    /// A registry holding the jumpers `routes` builds, and nothing else.
    public static func makeRegistry(routes: RoutesFile) -> JumperRegistry {
        var registry = JumperRegistry()
        routes.install(into: &registry)
        return registry
    }

    /// The home screen: the demo's root, a list of its parts.
    public static let home = Destination.push(DemoScreen.home.name) { ListScreens.home(context: $0) }
}
