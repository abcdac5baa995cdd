import Router
import Screens

/// `routerdemo check [FILE]`: validates a routes file against the demo's catalog.
enum CheckCommand {
    /// - Returns: 0 when the file is valid (a one-line summary on stdout), 1 when it has
    ///   problems (each on stderr as `PATH:LINE:COLUMN: message`), 2 when it cannot be read.
    static func run(path: String?) -> Int32 {
        do {
            let routes = try path.map { path throws -> RoutesFile in
                try DemoApp.loadRoutes(try InputFile.read(path), path: path)
            } ?? DemoApp.loadRoutes()
            Console.out("\(routes.path): ok, \(routes.summary)")
            return 0
        } catch let error as RoutesFileError {
            Console.error(error.description)
            let count = error.problems.count
            Console.error("\(error.path): \(count) problem\(count == 1 ? "" : "s")")
            return 1
        } catch {
            Console.error("\(error)")
            return 2
        }
    }
}
