import LinkMatching
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
        return (routing.file, await crawl(app: app, routing: routing, depth: depth, tabs: tabs))
    }

    /// Crawls the app on `routing`, loaded already, as ``crawl(app:routes:depth:tabs:)`` does.
    static func crawl(
        app: CommandLineApp, routing: (file: RoutesFile, registry: JumperRegistry), depth: Int, tabs: Bool
    ) async -> CrawlReport {
        let extra = alsoShown(app: app)
        let crawler =
            AppRouting.tabs(of: routing.file, app: app, requested: tabs).map {
                NavigationCrawler(
                    registry: routing.registry, tabs: $0, maxDepth: depth, maxStates: maxStates, alsoShown: extra)
            }
            ?? NavigationCrawler(
                registry: routing.registry, home: app.home, maxDepth: depth, maxStates: maxStates, alsoShown: extra)
        return await crawler.crawl()
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
    /// reached, routes never used, the screens that may refuse to be left (when any) and the
    /// link each screen shares; with `tabs`, the app's tabs are crawled each from
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
        lines += linkLines(report)
        if report.stoppedAtDepth { lines.append("(stopped at depth \(depth); raise --depth to see more)") }
        if report.stoppedAtStateLimit {
            lines.append("(stopped after exploring \(maxStates) screen states; rows beyond were not tapped)")
        }
        return lines
    }

    /// The link each reachable screen shares (`link` at the prompt), from the first state
    /// the crawl reached it in whose link names no tab (the link that opens the screen in
    /// the tab its chain starts in), else from the first state: one line per screen, names
    /// padded to one width, then the link or why it has none.
    private static func linkLines(_ report: CrawlReport) -> [String] {
        var index: [ExactText: Int] = [:]
        var chosen: [(name: String, link: Result<String, PayloadLinkFailure>)] = []
        func namesTab(_ link: Result<String, PayloadLinkFailure>) -> Bool {
            guard case .success(let text) = link else { return false }
            return (try? LinkTab.name(in: text)) != nil
        }
        for state in report.states {
            let key = ExactText(state.top.screen)
            if let at = index[key] {
                if namesTab(chosen[at].link) && !namesTab(state.link) { chosen[at].link = state.link }
            } else {
                index[key] = chosen.count
                chosen.append((state.top.screen, state.link))
            }
        }
        let found = chosen.map { screen -> (name: String, link: String) in
            switch screen.link {
            case .success(let text): (Console.inline(screen.name), Console.inline(text))
            case .failure(let failure): (Console.inline(screen.name), Console.inline("(no link: \(failure))"))
            }
        }
        let width = found.map(\.name.count).max() ?? 0
        let linked = found.filter { !$0.link.hasPrefix("(no link") }.count
        return ["Links of the screens (\(linked) of \(found.count) have one), as 'link' shares them:"]
            + found.map { "  \($0.name)\(String(repeating: " ", count: width - $0.name.count))  \($0.link)" }
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

    /// Prints the navigation graph as Mermaid, DOT or SVG (DOT rendered by Graphviz's `dot`,
    /// found on `PATH`); with `tabs`, the app's tabs are crawled each from its root and
    /// drawn as groups. When a bound of the crawl left a row untapped, or a link had more
    /// combinations of values than the graph decides, says so on standard error (the graph
    /// is then partial, or has `undecided` link edges).
    ///
    /// With `coverage` flow files, runs them first as `run` does (each on a fresh app,
    /// failures said on standard error), and marks the taps and screens none of them walked
    /// (``RouterTooling/GraphCoverage``); what they walked is summed up on standard error.
    /// A flow that fails still counts what it walked before it stopped.
    /// - Returns: 0; 1 when a flow failed (the graph is printed all the same); 2 when a flow
    ///   file or the routes file cannot be read or loaded, `dot` is not on `PATH` for SVG,
    ///   or `dot` fails (then nothing is printed on standard output).
    static func graph(
        app: CommandLineApp, routes: String?, format: GraphFormat, depth: Int = 12, tabs: Bool = false,
        coverage paths: [String] = []
    ) async -> Int32 {
        var dot: String?
        if format == .svg {
            guard let found = Graphviz.dot() else {
                Console.error("\(Console.program): \(GraphvizError.notFound)")
                return 2
            }
            dot = found
        }
        guard let flows = RunCommand.parse(paths, app: app), let routing = AppRouting.load(app: app, routes: routes)
        else { return 2 }
        var coverage: GraphCoverage?
        var failed: [String] = []
        if !flows.isEmpty {
            let runner = RunCommand.runner(app: app, routing: routing, tabs: tabs)
            var reports: [FlowReport] = []
            for flow in flows {
                let report = await runner.runSettling(flow) { output in
                    if case .failure(let failure) = output { Console.error(failure.description) }
                }
                reports.append(report)
                if !report.passed { failed.append(flow.file) }
            }
            coverage = GraphCoverage(reports: reports)
        }
        let (graph, notes) = await self.graph(app: app, routing: routing, depth: depth, tabs: tabs, coverage: coverage)
        var text = format == .mermaid ? graph.mermaid() : graph.dot()
        if let dot {
            do {
                text = try Graphviz.svg(fromDOT: text, executable: dot)
            } catch {
                Console.error("\(Console.program): \(error)")
                return 2
            }
        }
        Console.out(text)
        for note in notes { Console.error("\(Console.program): \(note)") }
        if let summary = graph.coverageSummary { Console.error("\(Console.program): graph: \(summary)") }
        guard failed.isEmpty else {
            let names = failed.map { Console.inline($0) }.joined(separator: ", ")
            Console.error(
                "\(Console.program): graph: \(failed.count == 1 ? "a flow" : "\(failed.count) flows") failed (\(names)); "
                    + "the graph marks what \(failed.count == 1 ? "it" : "they") walked before stopping")
            return 1
        }
        return 0
    }

    /// The text ``graph(app:routes:format:depth:tabs:coverage:)`` prints (for SVG, the DOT it renders) and the sentences it says on
    /// standard error: where a bound of the crawl left a row untapped, and each link that
    /// had more combinations of values than ``RouterTooling/NavigationGraph/maxLinkValueCombinations``;
    /// `nil` when the routes file cannot be loaded.
    static func graphText(
        app: CommandLineApp, routes: String?, format: GraphFormat, depth: Int = 12, tabs: Bool = false,
        coverage: GraphCoverage? = nil
    ) async -> (text: String, notes: [String])? {
        guard let routing = AppRouting.load(app: app, routes: routes) else { return nil }
        let (graph, notes) = await graph(app: app, routing: routing, depth: depth, tabs: tabs, coverage: coverage)
        return (format == .mermaid ? graph.mermaid() : graph.dot(), notes)
    }

    /// The graph of the app on `routing` with `coverage`, and the notes
    /// ``graphText(app:routes:format:depth:tabs:coverage:)`` describes.
    static func graph(
        app: CommandLineApp, routing: (file: RoutesFile, registry: JumperRegistry), depth: Int, tabs: Bool,
        coverage: GraphCoverage?
    ) async -> (graph: NavigationGraph, notes: [String]) {
        let report = await crawl(app: app, routing: routing, depth: depth, tabs: tabs)
        let graph = NavigationGraph(crawl: report, routes: routing.file, coverage: coverage)
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
        return (graph, notes)
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

/// The formats `graph` prints: Mermaid and DOT text, and SVG rendered from the DOT by
/// Graphviz's `dot`.
enum GraphFormat: String, CaseIterable {
    case mermaid, dot, svg
}
