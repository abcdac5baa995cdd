import Router
import Demo
import Screens
import RouterTooling
import RoutesFiles

/// `routerdemo explore` and `routerdemo graph`: the crawler's findings, as a report or a
/// diagram.
@MainActor
enum ExploreCommand {
    /// Crawls the demo on the routing of `routes` (the embedded file when `nil`).
    static func crawl(routes: String?, depth: Int) -> (file: RoutesFile, report: CrawlReport)? {
        guard let routing = DemoRoutes.load(routes: routes) else { return nil }
        let crawler = NavigationCrawler(
            registry: routing.registry, home: DemoApp.home, maxDepth: depth, maxStates: maxStates)
        return (routing.file, crawler.crawl())
    }

    /// The most screens a crawl explores.
    static let maxStates = 10_000

    /// Prints every reachable screen with its shortest path, dead rows, screens never
    /// reached, and routes never used.
    /// - Returns: 0, or 2 when the routes file cannot be loaded.
    static func explore(routes: String?, depth: Int) -> Int32 {
        guard let (file, report) = crawl(routes: routes, depth: depth) else { return 2 }
        Console.out("Reachable screens (\(report.screens.count)), with the shortest path of taps from Home:")
        let names = report.screens.map { Console.inline($0.name) }
        let width = names.map(\.count).max() ?? 0
        for (name, screen) in zip(names, report.screens) {
            let padding = String(repeating: " ", count: width - name.count)
            Console.out("  \(name)\(padding)  \(path(screen.path))")
        }
        Console.out("Dead rows (\(report.deadRows.count)): rows whose tap shows nothing")
        for row in report.deadRows {
            Console.out("  \(Console.inline(row.screen)): \"\(Console.inline(row.row))\" (\(Console.inline(row.reason))), "
                + "at \(path(row.path))")
        }
        let unreached = unreachedScreens(report, in: file.registry)
        Console.out("Screens registered but never reached by a tap (\(unreached.count)):")
        for name in unreached { Console.out("  \(Console.inline(name))") }
        let unused = unusedRoutes(file, report)
        Console.out("Routes never used by a tap (\(unused.count)):")
        for route in unused {
            Console.out("  \(Console.inline(file.path)):\(route.line):\(route.column) \(Console.inline(route))")
        }
        if report.stoppedAtDepth { Console.out("(stopped at depth \(depth); raise --depth to see more)") }
        if report.stoppedAtStateLimit { Console.out("(stopped after exploring \(maxStates) screens; rows beyond were not tapped)") }
        return 0
    }

    /// Prints the navigation graph as Mermaid or DOT.
    static func graph(routes: String?, format: GraphFormat) -> Int32 {
        guard let (file, report) = crawl(routes: routes, depth: 12) else { return 2 }
        let graph = NavigationGraph(crawl: report, routes: file)
        Console.out(format == .dot ? graph.dot() : graph.mermaid())
        return 0
    }

    /// The screens registered in `registry` that no tap reaches, sorted.
    static func unreachedScreens(_ report: CrawlReport, in registry: JumperRegistry) -> [String] {
        registry.screenNames.filter { !report.screenNames.contains($0) }
    }

    /// The routes of `file` no tap of the crawl used, in file order.
    static func unusedRoutes(_ file: RoutesFile, _ report: CrawlReport) -> [RouteRule] {
        let used = Set(report.routesUsed)
        return file.routes.filter { !used.contains($0) }
    }

    private static func path(_ titles: [String]) -> String {
        titles.isEmpty ? "(start)" : titles.map { "tap \"\(Console.inline($0))\"" }.joined(separator: ", ")
    }
}

/// The text formats `routerdemo graph` prints.
enum GraphFormat: String, CaseIterable {
    case mermaid, dot
}
