import Router
import RouterText
import RouterTooling
import RoutesFiles

/// `explore` and `graph`: the crawler's findings, as a report or a
/// diagram.
@MainActor
enum ExploreCommand {
    /// Crawls the app on the routing of `routes` (the embedded file when `nil`): from Home,
    /// or each tab from its root when the file declares tabs or `tabs` asks for the app's,
    /// and from the screens a failed sign-in shows (``alsoShown(app:)``).
    static func crawl(app: CommandLineApp, routes: String?, depth: Int, tabs: Bool = false) async -> (
        file: RoutesFile, report: CrawlReport
    )? {
        guard let routing = AppRouting.load(app: app, routes: routes) else { return nil }
        let extra = alsoShown(app: app)
        let crawler =
            AppRouting.tabs(of: routing.file, app: app, requested: tabs).map {
                NavigationCrawler(
                    registry: routing.registry, tabs: $0, maxDepth: depth, maxStates: maxStates, alsoShown: extra)
            }
            ?? NavigationCrawler(
                registry: routing.registry, home: app.home, maxDepth: depth, maxStates: maxStates, alsoShown: extra)
        return (routing.file, await crawler.crawl())
    }

    /// The most screen states a crawl explores.
    static let maxStates = 10_000

    /// The screens no tap shows that the crawls start from too: those a failed sign-in may
    /// show (the app's ``SignInService/failureScreens``), none for an app without an account.
    static func alsoShown(app: CommandLineApp) -> [(how: String, destination: Destination)] {
        (app.account()?.failureScreens ?? []).map { (how: failedSignIn, destination: $0) }
    }

    /// How the screens a failed sign-in shows are shown, as a crawl path says it.
    static let failedSignIn = "a failed sign-in"

    /// Prints every reachable screen with its shortest path, dead rows, screens never
    /// reached, routes never used, and the screens that may refuse to be left (when any); with `tabs`, the app's tabs are crawled each from
    /// its root, and the reachable screens are listed tab by tab.
    /// - Returns: 0, or 2 when the routes file cannot be loaded.
    static func explore(app: CommandLineApp, routes: String?, depth: Int, tabs: Bool = false) async -> Int32 {
        guard let lines = await exploreLines(app: app, routes: routes, depth: depth, tabs: tabs) else { return 2 }
        for line in lines { Console.out(line) }
        return 0
    }

    /// The lines ``explore(routes:depth:tabs:)`` prints (text from the routes file and the
    /// app already made inline-safe), or `nil` when the routes file cannot be loaded.
    static func exploreLines(app: CommandLineApp, routes: String?, depth: Int, tabs: Bool = false) async -> [String]? {
        guard let (file, report) = await crawl(app: app, routes: routes, depth: depth, tabs: tabs) else { return nil }
        var lines: [String] = []
        if report.tabs.isEmpty {
            lines.append("Reachable screens (\(report.screens.count)), with the shortest path of taps from Home:")
            lines += screenLines(report.screens, dropping: 0, alsoShown: report.alsoShown)
        } else {
            for tab in report.tabs {
                lines.append(
                    "Tab \(Console.inline(tab.name)): reachable screens (\(tab.screens.count)), "
                        + "with the shortest path of taps from the tab's root:")
                lines += screenLines(tab.screens, dropping: 1, alsoShown: report.alsoShown)
            }
        }
        let inTab = report.tabs.isEmpty ? "" : " in any tab"
        lines.append("Dead rows (\(report.deadRows.count)): rows whose tap shows nothing")
        for row in report.deadRows {
            lines.append(
                "  \(Console.inline(row.screen)): \"\(Console.inline(row.row))\" (\(Console.inline(row.reason))), "
                    + "at \(path(row.path, tabbed: !report.tabs.isEmpty, alsoShown: report.alsoShown))")
        }
        let unreached = unreachedScreens(report, in: file.registry)
        lines.append("Screens registered but never reached by a tap\(inTab) (\(unreached.count)):")
        for name in unreached { lines.append("  \(Console.inline(name))") }
        let unused = unusedRoutes(file, report)
        lines.append("Routes never used by a tap\(inTab) (\(unused.count)):")
        for route in unused {
            lines.append("  \(Console.inline(file.path)):\(route.line):\(route.column) \(Console.inline(route))")
        }
        if !report.leaveGuarded.isEmpty {
            lines.append("Screens that may refuse to be left\(inTab) (\(report.leaveGuarded.count)):")
            for name in report.leaveGuarded { lines.append("  \(Console.inline(name))") }
        }
        if report.stoppedAtDepth { lines.append("(stopped at depth \(depth); raise --depth to see more)") }
        if report.stoppedAtStateLimit {
            lines.append("(stopped after exploring \(maxStates) screen states; rows beyond were not tapped)")
        }
        return lines
    }

    /// One line per screen, names padded to one width, then the path without its first
    /// `dropping` steps (the tab, in a tab's own list).
    private static func screenLines(
        _ screens: [(name: String, path: [String])], dropping: Int, alsoShown: [String]
    ) -> [String] {
        let names = screens.map { Console.inline($0.name) }
        let width = names.map(\.count).max() ?? 0
        return zip(names, screens).map { name, screen in
            let padding = String(repeating: " ", count: width - name.count)
            let steps = Array(screen.path.dropFirst(dropping))
            return "  \(name)\(padding)  \(path(steps, tabbed: false, alsoShown: alsoShown))"
        }
    }

    /// Prints the navigation graph as Mermaid or DOT; with `tabs`, the app's tabs are
    /// crawled each from its root and drawn as groups. When a bound of the crawl left a row
    /// untapped, or a link had more combinations of values than the graph decides, says so
    /// on standard error (the graph is then partial, or has `undecided` link edges).
    /// - Returns: 0, or 2 when the routes file cannot be loaded.
    static func graph(
        app: CommandLineApp, routes: String?, format: GraphFormat, depth: Int = 12, tabs: Bool = false
    ) async -> Int32 {
        guard let (text, notes) = await graphText(app: app, routes: routes, format: format, depth: depth, tabs: tabs) else {
            return 2
        }
        Console.out(text)
        for note in notes { Console.error("\(Console.program): \(note)") }
        return 0
    }

    /// The text ``graph(app:routes:format:depth:tabs:)`` prints and the sentences it says on
    /// standard error: where a bound of the crawl left a row untapped, and each link that
    /// had more combinations of values than ``RouterTooling/NavigationGraph/maxLinkValueCombinations``;
    /// `nil` when the routes file cannot be loaded.
    static func graphText(
        app: CommandLineApp, routes: String?, format: GraphFormat, depth: Int = 12, tabs: Bool = false
    ) async -> (text: String, notes: [String])? {
        guard let (file, report) = await crawl(app: app, routes: routes, depth: depth, tabs: tabs) else { return nil }
        let graph = NavigationGraph(crawl: report, routes: file)
        var notes: [String] = []
        if report.stoppedAtDepth {
            notes.append("the graph stopped at depth \(depth) with rows left untapped; raise --depth to see more")
        } else if report.stoppedAtStateLimit {
            notes.append("the graph stopped after exploring \(maxStates) screen states; rows beyond were not tapped")
        }
        for link in graph.links where link.stoppedAtBound {
            notes.append(
                "the link \(Console.inline(link.pattern)) has more than \(NavigationGraph.maxLinkValueCombinations) "
                    + "combinations of values; the first were decided, and the other screens its routes lead to "
                    + "are drawn as undecided")
        }
        return (format == .dot ? graph.dot() : graph.mermaid(), notes)
    }

    /// The screens registered in `registry` that no tap reaches, sorted.
    static func unreachedScreens(_ report: CrawlReport, in registry: JumperRegistry) -> [String] {
        let reached = Set(report.screens.map { ExactText($0.name) })
        return registry.screenNames.filter { !reached.contains(ExactText($0)) }
    }

    /// The routes of `file` no tap of the crawl used, in file order.
    static func unusedRoutes(_ file: RoutesFile, _ report: CrawlReport) -> [RouteRule] {
        let used = Set(report.routesUsed)
        return file.routes.filter { !used.contains($0) }
    }

    /// `(start)`, or each step quoted: `tap "Title"`, the first `tab "Name"` when `tabbed`;
    /// a first step (after the tab) that is `(how)` for one of `alsoShown` reads `after how`
    /// (`after a failed sign-in`).
    private static func path(_ steps: [String], tabbed: Bool, alsoShown: [String]) -> String {
        guard !steps.isEmpty else { return "(start)" }
        let first = tabbed ? 1 : 0
        return steps.enumerated().map { index, step in
            if index == first, let how = alsoShown.first(where: { "(\($0))" == step }) {
                return "after \(Console.inline(how))"
            }
            return "\(tabbed && index == 0 ? "tab" : "tap") \"\(Console.inline(step))\""
        }.joined(separator: ", ")
    }
}

/// The text formats `graph` prints.
enum GraphFormat: String, CaseIterable {
    case mermaid, dot
}
