public import Router
import RouterText
public import RoutesFiles

/// Which routes and link patterns of a routes file a set of runs used, and which never.
public struct RouteCoverage: Sendable {
    /// What runs did with a link pattern.
    public enum LinkUse: Hashable, Sendable {
        /// A link matched the pattern and its values made a payload, at least once.
        case used
        /// Links matched the pattern, but its decoder refused every one's values, so it
        /// never made a payload.
        case refused
        /// No link matched the pattern.
        case unused
    }

    /// The routes in file order, each with whether it was used.
    public let routes: [(route: RouteRule, used: Bool)]
    /// The link patterns in file order, each with what runs did with it.
    public let links: [(link: LinkRule, use: LinkUse)]

    /// Compares a routes file with what runs used.
    public init(of file: RoutesFile, used: Set<RouteTrace>) {
        routes = file.routes.map { ($0, used.contains(.route($0))) }
        links = file.links.map { link in
            if used.contains(.link(link.pattern)) { return (link, .used) }
            if used.contains(.refusedLink(link.pattern)) { return (link, .refused) }
            return (link, .unused)
        }
    }

    /// The share of routes and links used, from 0 to 100; 100 when the file has none. A
    /// link pattern whose values were always refused does not count as used.
    public var percentage: Double {
        let total = routes.count + links.count
        guard total > 0 else { return 100 }
        let used = routes.filter(\.used).count + links.filter { $0.use == .used }.count
        return Double(used) * 100 / Double(total)
    }

    /// A report for people: one line per route and link with its position, `+` used, `-`
    /// never, `!` for a link pattern that links matched but whose decoder refused every
    /// value; then the total.
    /// Every name, value and path in it is written with the characters a terminal acts on
    /// (line feeds among them) escaped: one line per route and link.
    public func text(path: String) -> String {
        let path = QuotedText.escapingUnsafe(path)
        var lines = ["Routes (\(routes.filter(\.used).count) of \(routes.count) used):"]
        lines += routes.map {
            "  \($0.used ? "+" : "-") \(path):\($0.route.line):\($0.route.column) \(QuotedText.escapingUnsafe($0.route.description))"
        }
        let refused = links.filter { $0.use == .refused }.count
        lines.append(
            "Links (\(links.filter { $0.use == .used }.count) of \(links.count) used"
                + (refused > 0 ? ", \(refused) matched but refused):" : "):"))
        lines += links.map { link, use in
            let position = "\(path):\(link.line):\(link.column) \(QuotedText.escapingUnsafe(link.description))"
            switch use {
            case .used: return "  + \(position)"
            case .refused: return "  ! \(position) (matched; every value was refused)"
            case .unused: return "  - \(position)"
            }
        }
        let rounded = (percentage * 10).rounded() / 10
        lines.append("Coverage: \(rounded)%")
        return lines.joined(separator: "\n")
    }

    /// The same report as JSON, for machines:
    /// `{"file":…,"percentage":…,"routes":[{"line":…,"column":…,"route":…,"used":…}],
    /// "links":[{"line":…,"column":…,"link":…,"used":…,"refused":…}]}`, where `refused`
    /// is true for a pattern that links matched but whose decoder refused every value.
    public func json(path: String) -> String {
        func item(_ line: Int, _ column: Int, _ key: String, _ text: String, _ used: Bool) -> String {
            "{\"line\":\(line),\"column\":\(column),\"\(key)\":\(JSONText.string(text)),\"used\":\(used)"
        }
        let routeItems = routes.map { item($0.route.line, $0.route.column, "route", "\($0.route)", $0.used) + "}" }
        let linkItems = links.map {
            item($0.link.line, $0.link.column, "link", "\($0.link)", $0.use == .used)
                + ",\"refused\":\($0.use == .refused)}"
        }
        let rounded = (percentage * 10).rounded() / 10
        return "{\"file\":\(JSONText.string(path)),\"percentage\":\(rounded),"
            + "\"routes\":[\(routeItems.joined(separator: ","))],\"links\":[\(linkItems.joined(separator: ","))]}"
    }
}
