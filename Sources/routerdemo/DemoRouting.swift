import Router
import Screens

/// The demo's routing: the embedded `routes.yaml.example`, or the file `--routes` names.
enum DemoRouting {
    /// The jumper registry built from the routes file, or `nil` after printing why it could
    /// not be loaded (then the caller exits with status 2).
    static func registry(routes path: String?) -> JumperRegistry? {
        do {
            let routes = try path.map { path throws -> RoutesFile in
                try DemoApp.loadRoutes(try InputFile.read(path), path: path)
            } ?? DemoApp.loadRoutes()
            return DemoApp.makeRegistry(routes: routes)
        } catch {
            Console.error("\(error)")
            return nil
        }
    }
}
