import Router
import Screens

/// The demo's routing: the embedded `routes.yaml.example`, or the file `--routes` names.
enum DemoRouting {
    /// The loaded routes file and the jumper registry built from it, or `nil` after printing
    /// why the file could not be loaded (then the caller exits with status 2).
    static func load(routes path: String?) -> (file: RoutesFile, registry: JumperRegistry)? {
        do {
            let file = try path.map { path throws -> RoutesFile in
                try DemoApp.loadRoutes(try InputFile.read(path), path: path)
            } ?? DemoApp.loadRoutes()
            return (file, DemoApp.makeRegistry(routes: file))
        } catch {
            Console.error("\(error)")
            return nil
        }
    }
}
