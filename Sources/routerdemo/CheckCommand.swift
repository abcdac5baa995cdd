import Router
import Screens

/// `routerdemo check [FILE]`: validates a routes file against the demo's catalog.
enum CheckCommand {
    /// Then crawls the demo on it and warns (on stderr) about dead rows and screens no tap
    /// reaches.
    /// - Returns: 0 when the file is valid (a one-line summary on stdout; warnings do not
    ///   count unless `strict`), 1 when it has problems (each on stderr as
    ///   `PATH:LINE:COLUMN: message`) or, with `strict`, warnings; 2 when it cannot be read.
    static func run(path: String?, strict: Bool) -> Int32 {
        do {
            let routes = try path.map { path throws -> RoutesFile in
                try DemoApp.loadRoutes(try InputFile.read(path), path: path)
            } ?? DemoApp.loadRoutes()
            Console.out("\(routes.path): ok, \(routes.summary)")
            let warnings = crawlerWarnings(routes)
            for warning in warnings { Console.error("\(routes.path): warning: \(warning)") }
            return strict && !warnings.isEmpty ? 1 : 0
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

    /// The crawler's dead rows and unreached screens, as sentences.
    private static func crawlerWarnings(_ routes: RoutesFile) -> [String] {
        let report = NavigationCrawler(registry: DemoApp.makeRegistry(routes: routes), home: DemoApp.home).crawl()
        let dead = report.deadRows.map { "the row \"\($0.row)\" on \($0.screen) leads nowhere: \($0.reason)" }
        let unreached = ExploreCommand.unreachedScreens(report).map { "no tap reaches the screen \($0)" }
        return dead + unreached
    }
}
