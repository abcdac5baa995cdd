/// Which routes and link patterns of a routes file a set of runs used, and which never.
public struct RouteCoverage: Sendable {
    /// The routes in file order, each with whether it was used.
    public let routes: [(route: RouteRule, used: Bool)]
    /// The link patterns in file order, each with whether it was used.
    public let links: [(link: LinkRule, used: Bool)]

    /// Compares a routes file with what runs used.
    public init(of file: RoutesFile, used: Set<RouteTrace>) {
        routes = file.routes.map { ($0, used.contains(.route($0))) }
        let patterns = Set(used.compactMap { trace -> String? in
            if case .link(let pattern) = trace { pattern } else { nil }
        })
        links = file.links.map { ($0, patterns.contains($0.pattern)) }
    }

    /// The share of routes and links used, from 0 to 100; 100 when the file has none.
    public var percentage: Double {
        let total = routes.count + links.count
        guard total > 0 else { return 100 }
        let used = routes.filter(\.used).count + links.filter(\.used).count
        return Double(used) * 100 / Double(total)
    }

    /// A report for people: one line per route and link, `+` used, `-` never, with its
    /// position, then the total.
    public func text(path: String) -> String {
        var lines = ["Routes (\(routes.filter(\.used).count) of \(routes.count) used):"]
        lines += routes.map { "  \($0.used ? "+" : "-") \(path):\($0.route.line):\($0.route.column) \($0.route)" }
        lines.append("Links (\(links.filter(\.used).count) of \(links.count) used):")
        lines += links.map { "  \($0.used ? "+" : "-") \(path):\($0.link.line):\($0.link.column) \($0.link)" }
        let rounded = (percentage * 10).rounded() / 10
        lines.append("Coverage: \(rounded)%")
        return lines.joined(separator: "\n")
    }

    /// The same report as JSON, for machines:
    /// `{"file":…,"percentage":…,"routes":[{"line":…,"column":…,"route":…,"used":…}],"links":[…]}`.
    public func json(path: String) -> String {
        func item(_ line: Int, _ column: Int, _ key: String, _ text: String, _ used: Bool) -> String {
            "{\"line\":\(line),\"column\":\(column),\"\(key)\":\(JSONText.string(text)),\"used\":\(used)}"
        }
        let routeItems = routes.map { item($0.route.line, $0.route.column, "route", "\($0.route)", $0.used) }
        let linkItems = links.map { item($0.link.line, $0.link.column, "link", "\($0.link)", $0.used) }
        let rounded = (percentage * 10).rounded() / 10
        return "{\"file\":\(JSONText.string(path)),\"percentage\":\(rounded),"
            + "\"routes\":[\(routeItems.joined(separator: ","))],\"links\":[\(linkItems.joined(separator: ","))]}"
    }
}
