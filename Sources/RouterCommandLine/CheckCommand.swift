import Router
import RouterRestoration
import RouterText
import RouterTooling
import RoutesFiles

/// `check [FILE]`: validates a routes file against the app's plugins.
@MainActor
enum CheckCommand {
    /// Then crawls the app on it and warns (on stderr) about dead rows, screens no tap
    /// reaches, routes no tap uses (each with its `PATH:LINE:COLUMN`) and screens a saved
    /// stack cannot hold (`save` would refuse them, for the reason it would give).
    /// - Returns: 0 when the file is valid (on stdout, a line saying what the file routes,
    ///   counting the warnings, then one saying what the plugins register in code, see
    ///   ``pluginCounts(_:)``; for an app without a routes file, one line saying what its
    ///   plugins register; warnings do not count unless `strict`), 1 when it has problems (each on
    ///   stderr as `PATH:LINE:COLUMN: message`) or, with `strict`, warnings (then no summary
    ///   says "ok"); 2 when it cannot be read.
    ///
    /// The crawl starts where the app can start: the home screen and, when the app declares
    /// tabs (in code, or in the file), each tab's root; a screen, row or route counts as
    /// reached when either reaches it. `onlyTabs` (`--tabs`) crawls the tabs alone.
    static func run(app: CommandLineApp, path: String?, strict: Bool, onlyTabs: Bool = false) async -> Int32 {
        do {
            let routes = try AppRouting.loadFile(app: app, path: path)
            // The tabs the app declares in code, when the file declares none, by the rule the
            // file's tabs follow.
            let tabProblems =
                routes.tabs.isEmpty
                ? app.tabs.compactMap { tab in
                    routes.registry.tabRootProblem(tab.root).map {
                        "\(Console.inline(app.name)): the tab \(QuotedText.quoted(tab.name)): \($0)"
                    }
                } : []
            if !tabProblems.isEmpty {
                for problem in tabProblems { Console.error(problem) }
                Console.error("\(Console.inline(app.name)): \(tabProblems.count) problem\(tabProblems.count == 1 ? "" : "s")")
                return 1
            }
            let warnings = await crawlerWarnings(routes, app: app, onlyTabs: onlyTabs)
            for warning in warnings { Console.error(warning) }
            let count = warnings.isEmpty ? "" : "\(warnings.count) warning\(warnings.count == 1 ? "" : "s")"
            if strict, !warnings.isEmpty {
                Console.error("\(routes.path): \(count), which fail with --strict")
                return 1
            }
            let counted = warnings.isEmpty ? "" : " (\(count))"
            if path == nil, app.defaultRoutes == nil {
                // No routes file at all: what the plugins register is the whole story.
                Console.out("\(routes.path): ok, \(pluginCounts(routes.registry))" + counted)
            } else {
                Console.out("\(routes.path): ok, \(routes.summary)" + counted)
                Console.out("plugins: " + pluginCounts(routes.registry))
            }
            return 0
        } catch let error as RoutesFileError {
            Console.error(error.description)
            let count = error.problems.count
            Console.error("\(Console.inline(error.path)): \(count) problem\(count == 1 ? "" : "s")")
            return 1
        } catch {
            Console.error("\(error)")
            return 2
        }
    }

    /// What the app's plugins register in code, which the file's line leaves out:
    /// `2 jumpers, 3 screens, 2 links`, counting the payload types a plugin's jumper routes,
    /// the screens plugins register, and the link patterns plugins register.
    static func pluginCounts(_ registry: JumperRegistry) -> String {
        func plural(_ count: Int, _ noun: String) -> String {
            "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
        return "\(plural(registry.pluginJumperCount, "jumper")), "
            + "\(plural(registry.screenNames.count, "screen")), \(plural(registry.links.codeEntries.count, "link"))"
    }

    /// The crawler's findings as warning lines: dead rows, unreached screens, then the
    /// routes no tap uses at their positions, and a note when the crawl was cut off. A file
    /// that declares tabs is crawled from each tab's root; the screens a failed sign-in shows
    /// are crawled too, so their rows count.
    private static func crawlerWarnings(_ routes: RoutesFile, app: CommandLineApp, onlyTabs: Bool) async -> [String] {
        let extra = ExploreCommand.alsoShown(app: app)
        // The file's tabs, else the app's own; the routes file's registry decides either way.
        let tabs = routes.tabs.isEmpty ? app.tabs : routes.tabs
        var crawlers: [NavigationCrawler] = []
        if !onlyTabs || tabs.isEmpty {
            crawlers.append(NavigationCrawler(registry: routes.registry, home: app.home, alsoShown: extra))
        }
        if !tabs.isEmpty {
            crawlers.append(NavigationCrawler(registry: routes.registry, tabs: tabs, alsoShown: extra))
        }
        var reports: [CrawlReport] = []
        for crawler in crawlers { reports.append(await crawler.crawl()) }
        let file = Console.inline(routes.path)
        // Reached by any start: a row is dead, a screen unreached, a route unused only when
        // no crawl says otherwise.
        var seenDead = Set<[ExactText]>()
        let dead = reports.flatMap(\.deadRows).filter { row in
            seenDead.insert([ExactText(row.screen), ExactText(row.row)]).inserted
        }.map {
            "\(file): warning: the row \"\(Console.inline($0.row))\" on \(Console.inline($0.screen)) leads nowhere: "
                + Console.inline($0.reason)
        }
        var unreachedByAll = ExploreCommand.unreachedScreens(reports[0], in: routes.registry)
        var unusedByAll = ExploreCommand.unusedRoutes(routes, reports[0])
        for report in reports[1...] {
            let alsoUnreached = Set(ExploreCommand.unreachedScreens(report, in: routes.registry).map { ExactText($0) })
            unreachedByAll.removeAll { !alsoUnreached.contains(ExactText($0)) }
            let alsoUnused = Set(ExploreCommand.unusedRoutes(routes, report))
            unusedByAll.removeAll { !alsoUnused.contains($0) }
        }
        let unreached = unreachedByAll.map {
            "\(file): warning: no tap reaches the screen \(Console.inline($0))"
        }
        let unused = unusedByAll.map {
            "\(file):\($0.line):\($0.column): warning: no tap uses the route \(Console.inline($0))"
        }
        // Found by any start: saving fails wherever the screen is shown.
        var seenUnsavable = Set<CrawlReport.UnsavableScreen>()
        let unsavable = reports.flatMap(\.unsavable).filter { seenUnsavable.insert($0).inserted }.map {
            "\(file): warning: save refuses the screen \(Console.inline($0.screen)) "
                + "(reached by \(Console.inline($0.path.joined(separator: " > ")))): "
                + ($0.problem.entryProblem ?? $0.problem.description)
        }
        var seenLinks = Set<ExactText>()
        let links = reports.flatMap { LinkRoundTrip.problems(in: $0, registry: routes.registry) }
            .filter { seenLinks.insert(ExactText($0.screen)).inserted }
            .map {
                "\(file): warning: the link of the screen \(Console.inline($0.screen)) "
                    + "(reached by \(Console.inline($0.path.joined(separator: " > ")))) does not lead back: "
                    + Console.inline($0.problem)
            }
        let crawler = crawlers[0]
        var cutOff: [String] = []
        if reports.contains(where: \.stoppedAtDepth) {
            cutOff.append(
                "\(file): warning: the crawl stopped at depth \(crawler.maxDepth) with rows left untapped; "
                    + "the warnings above may be incomplete or wrong")
        }
        if reports.contains(where: \.stoppedAtStateLimit) {
            cutOff.append(
                "\(file): warning: the crawl stopped after \(crawler.maxStates) screen states with rows left "
                    + "untapped; the warnings above may be incomplete or wrong")
        }
        return dead + unreached + unused + unsavable + links + cutOff
    }
}
