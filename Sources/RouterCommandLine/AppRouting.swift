import Router
import RoutesFiles

/// An app's routing: its plugins and its embedded routes file (or none), or the file
/// `--routes` names.
enum AppRouting {
    /// The name an app without a routes file routes under, in messages and coverage.
    static func pluginsName(of app: CommandLineApp) -> String { "\(app.name) (plugins)" }

    /// The loaded routes file and the registry it composes with the app's plugins, or `nil`
    /// after printing why the plugins or the file could not be loaded (then the caller exits
    /// with status 2). Without a file to load, the plugins route alone (an empty file).
    @MainActor
    static func load(app: CommandLineApp, routes path: String?) -> (file: RoutesFile, registry: JumperRegistry)? {
        var text: [UInt8]?
        return load(app: app, routes: path, text: &text)
    }

    /// As ``load(app:routes:)``, with the bytes of the file at `path` in `text`: those read
    /// before when `text` holds them (the file is not read again), else those read now.
    @MainActor
    static func load(app: CommandLineApp, routes path: String?, text: inout [UInt8]?)
        -> (file: RoutesFile, registry: JumperRegistry)?
    {
        do {
            let file = try loadFile(app: app, path: path, text: &text)
            return (file, file.registry)
        } catch {
            Console.error("\(error)")
            return nil
        }
    }

    /// The routes file at `path`, else the app's embedded one, else an empty one, loaded
    /// against the app's plugins.
    /// - Throws: The plugins' clash, the file's problems (``RoutesFiles/RoutesFileError``),
    ///   or why the file cannot be read.
    static func loadFile(app: CommandLineApp, path: String?) throws -> RoutesFile {
        var text: [UInt8]?
        return try loadFile(app: app, path: path, text: &text)
    }

    /// As ``loadFile(app:path:)``, with the bytes of the file at `path` taken from `text`
    /// when it holds them, else read and kept there.
    private static func loadFile(app: CommandLineApp, path: String?, text: inout [UInt8]?) throws -> RoutesFile {
        let plugins = try JumperRegistry(plugins: app.plugins())
        if let path {
            let bytes = try text ?? InputFile.read(path)
            text = bytes
            return try RoutesFile(parsing: bytes, path: path, registry: plugins)
        }
        if let routes = app.defaultRoutes {
            return try RoutesFile(parsing: routes.text, path: routes.name, registry: plugins)
        }
        return try RoutesFile(parsing: "version: 1\nroutes: []\n", path: pluginsName(of: app), registry: plugins)
    }

    /// Every screen the app can show, for checking the names flows expect: those its
    /// plugins register, its guards' screens (registered or written inline), the screens a
    /// failed sign-in shows, its home screen and its tabs' roots; `nil` when the plugins
    /// clash (the commands that load them report it).
    static func screenNames(of app: CommandLineApp) -> [String]? {
        guard let registry = try? JumperRegistry(plugins: app.plugins()) else { return nil }
        let guardScreens = registry.guardNames.compactMap { registry.routeGuard(named: $0)?.redirect.screen }
        let failureScreens = app.account()?.failureScreens.map(\.screen) ?? []
        return registry.screenNames + guardScreens + failureScreens + [app.home.screen] + app.tabs.map(\.root.screen)
    }

    /// The tabs the app runs with: those the routes file declares (`tabs:`), else the
    /// app's own when `--tabs` asks for them, else none (`nil`).
    static func tabs(of file: RoutesFile, app: CommandLineApp, requested: Bool) -> [TabRoot]? {
        if !file.tabs.isEmpty { return file.tabs }
        return requested && !app.tabs.isEmpty ? app.tabs : nil
    }
}
