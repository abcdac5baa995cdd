public import Router

/// Explores an app without a person: starts at the home screen and taps every row of every
/// reachable screen, breadth first, recording where each tap leads.
///
/// The crawler works on decisions, not on a stack: it asks the registry where each row's
/// payload leads and builds that screen to see its rows. A screen has rows when it is a
/// ``TappableScreen`` (``ListScreen`` or an app's own); any other screen is a leaf. Guarded destinations are followed
/// as if their condition held (so the screens behind sign-in are explored too), and their
/// edges carry the requirement; the guard's own screen counts as reached through it.
/// Screens are explored once per distinct (name, title), so a bounded app is explored in
/// full; the depth and state bounds stop an unbounded one.
public struct NavigationCrawler: Sendable {
    private let registry: JumperRegistry
    private let home: Destination
    /// The most taps from home that are followed.
    public let maxDepth: Int
    /// The most screens explored.
    public let maxStates: Int

    /// Creates a crawler for the app made of `registry` and `home`.
    public init(registry: JumperRegistry, home: Destination, maxDepth: Int = 12, maxStates: Int = 10_000) {
        self.registry = registry
        self.home = home
        self.maxDepth = maxDepth
        self.maxStates = maxStates
    }

    /// Crawls the app.
    /// - Complexity: O(*s*·*r*) for *s* explored screens with *r* rows each.
    @MainActor
    public func crawl() -> CrawlReport {
        let context = ScreenContext(router: InertRouter())
        let root = home.makeScreen(in: context)
        var queue: [(screen: any Screen, path: [String])] = [(root, [])]
        var seen: Set<String> = [Self.key(root)]
        var screens: [(name: String, path: [String])] = [(root.name, [])]
        var reached: Set<String> = [root.name]
        var edges: [CrawlReport.Edge] = []
        var edgeSet: Set<CrawlReport.Edge> = []
        var deadRows: [CrawlReport.DeadRow] = []
        var deadSet: Set<String> = []
        var routesUsed: [RouteRule] = []
        var routeSet: Set<RouteRule> = []
        var stoppedAtDepth = false
        var stoppedAtStateLimit = false
        var head = 0

        func reach(_ name: String, _ path: [String]) {
            if reached.insert(name).inserted { screens.append((name, path)) }
        }

        while head < queue.count {
            let (screen, path) = queue[head]
            head += 1
            guard let list = screen as? any TappableScreen else { continue }
            for row in list.rows {
                let rowPath = path + [row.item.title]
                // A destination that names a registered screen is found in the registry, as
                // the router finds it when it shows one.
                let decision = registry.decide(row.payload).resolved(in: registry)
                switch decision {
                case .ignore(let reason):
                    if deadSet.insert("\(screen.name)\u{0}\(row.item.title)").inserted {
                        deadRows.append(.init(screen: screen.name, row: row.item.title, path: path, reason: reason))
                    }
                case .show(let destination):
                    if let route = destination.route, routeSet.insert(route).inserted { routesUsed.append(route) }
                    let next = destination.makeScreen(in: context)
                    let edge = CrawlReport.Edge(
                        from: screen.name, row: row.item.title, to: next.name,
                        presentation: destination.presentation, requirement: destination.requirement)
                    if edgeSet.insert(edge).inserted { edges.append(edge) }
                    if let requirement = destination.requirement,
                        let redirect = registry.routeGuard(named: requirement)?.redirect
                    {
                        reach(redirect.screen, rowPath)
                    }
                    reach(next.name, rowPath)
                    guard seen.insert(Self.key(next)).inserted else { continue }
                    if rowPath.count >= maxDepth {
                        stoppedAtDepth = stoppedAtDepth || Self.hasRows(next)
                    } else if seen.count > maxStates {
                        stoppedAtStateLimit = stoppedAtStateLimit || Self.hasRows(next)
                    } else {
                        queue.append((next, rowPath))
                    }
                }
            }
        }
        let guards = registry.guardNames.compactMap { name in
            registry.routeGuard(named: name).map { (name, $0.redirect.screen) }
        }
        return CrawlReport(
            screens: screens, edges: edges, deadRows: deadRows, routesUsed: routesUsed, guards: guards,
            stoppedAtDepth: stoppedAtDepth, stoppedAtStateLimit: stoppedAtStateLimit)
    }

    /// Whether `screen` has a row the crawl would tap.
    @MainActor
    private static func hasRows(_ screen: any Screen) -> Bool {
        guard let list = screen as? any TappableScreen else { return false }
        return list.rowCount > 0
    }

    @MainActor
    private static func key(_ screen: any Screen) -> String {
        "\(screen.name)\u{0}\(screen.title)"
    }
}

/// The router handed to screens the crawler builds: they are never tapped through it.
private final class InertRouter: PayloadRouting {
    @MainActor
    func route(_ payload: Any?) -> RouteOutcome {
        .ignored(.navigatorGone)
    }
}
