import Router
import Demo
import Screens
import RoutesFiles

/// The demo's routing: its plugins and the embedded `routes.yaml.example`, or the file
/// `--routes` names.
enum DemoRoutes {
    /// The loaded routes file and the registry it composes with the demo's plugins, or `nil`
    /// after printing why the plugins or the file could not be loaded (then the caller exits
    /// with status 2).
    static func load(routes path: String?) -> (file: RoutesFile, registry: JumperRegistry)? {
        do {
            let plugins = try JumperRegistry(plugins: DemoApp.plugins(routing: .routesFile))
            let file = try path.map { path throws -> RoutesFile in
                try DemoApp.loadRoutes(try InputFile.read(path), path: path, registry: plugins)
            } ?? DemoApp.loadRoutes(registry: plugins)
            return (file, file.registry)
        } catch {
            Console.error("\(error)")
            return nil
        }
    }

    /// The tabs the demo runs with: those the routes file declares (`tabs:`), else the
    /// demo's own (``DemoApp/tabs``) when `--tabs` asks for them, else none (`nil`).
    static func tabs(of file: RoutesFile, requested: Bool) -> [TabRoot]? {
        if !file.tabs.isEmpty { return file.tabs }
        return requested ? DemoApp.tabs : nil
    }
}
