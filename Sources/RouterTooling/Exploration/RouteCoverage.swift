public import Router
import RouterText
public import RoutesFiles

/// Which routes and link patterns of a routes file, and which link patterns the app's
/// plugins register in code, a set of runs used, and which never.
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
    /// The link patterns the app's plugins register in code, in the order registered, each
    /// with what runs did with it: `pattern` as the router reports it when a link matches
    /// it (`RouteTrace.link(_:)`), `description` as the report writes it
    /// (`bakery://shelf/:shelf/:name -> Bake (parent bakery://shelf/:shelf)`), and the plugin
    /// that registered it.
    public let codeLinks: [(pattern: String, description: String, plugin: String, use: LinkUse)]

    /// Compares a routes file, and the code links of the plugins it was loaded against,
    /// with what runs used.
    public init(of file: RoutesFile, used: Set<RouteTrace>) {
        func use(of pattern: String) -> LinkUse {
            if used.contains(.link(pattern)) { return .used }
            if used.contains(.refusedLink(pattern)) { return .refused }
            return .unused
        }
        routes = file.routes.map { ($0, used.contains(.route($0))) }
        links = file.links.map { ($0, use(of: $0.pattern)) }
        codeLinks = file.registry.links.codeEntries.map { pattern, target in
            let text = pattern.description
            let description = "\(text) -> \(target.payloadName)" + (target.parentText.map { " (parent \($0))" } ?? "")
            return (text, description, target.owner ?? "", use(of: text))
        }
    }

    /// The share of routes and links (the file's and the plugins') used, from 0 to 100; 100
    /// when there are none. A link pattern whose values were always refused does not count
    /// as used.
    public var percentage: Double {
        let total = routes.count + links.count + codeLinks.count
        guard total > 0 else { return 100 }
        let used = routes.filter(\.used).count + usedLinks
        return Double(used) * 100 / Double(total)
    }

    /// The number of link patterns, the file's and the plugins', that runs used.
    private var usedLinks: Int {
        links.filter { $0.use == .used }.count + codeLinks.filter { $0.use == .used }.count
    }

    /// A report for people: one line per route and link with its position (`plugin NAME`
    /// for a code link, after the file's), `+` used, `-` never, `!` for a link pattern that
    /// links matched but whose decoder refused every value; then the total.
    /// Every name, value and path in it is written with the characters a terminal acts on
    /// (line feeds among them) escaped: one line per route and link.
    public func text(path: String) -> String {
        let path = QuotedText.escapingUnsafe(path)
        var lines = ["Routes (\(routes.filter(\.used).count) of \(routes.count) used):"]
        lines += routes.map {
            "  \($0.used ? "+" : "-") \(path):\($0.route.line):\($0.route.column) \(QuotedText.escapingUnsafe($0.route.description))"
        }
        let refused = links.filter { $0.use == .refused }.count + codeLinks.filter { $0.use == .refused }.count
        lines.append(
            "Links (\(usedLinks) of \(links.count + codeLinks.count) used"
                + (refused > 0 ? ", \(refused) matched but refused):" : "):"))
        func line(_ position: String, _ use: LinkUse) -> String {
            switch use {
            case .used: return "  + \(position)"
            case .refused: return "  ! \(position) (matched; every value was refused)"
            case .unused: return "  - \(position)"
            }
        }
        lines += links.map { link, use in
            line("\(path):\(link.line):\(link.column) \(QuotedText.escapingUnsafe(link.description))", use)
        }
        lines += codeLinks.map { link in
            line(
                "plugin \(QuotedText.escapingUnsafe(link.plugin)): \(QuotedText.escapingUnsafe(link.description))", link.use)
        }
        let rounded = (percentage * 10).rounded() / 10
        lines.append("Coverage: \(rounded)%")
        return lines.joined(separator: "\n")
    }

    /// The same report as JSON, for machines:
    /// `{"file":…,"percentage":…,"routes":[{"line":…,"column":…,"route":…,"used":…}],
    /// "links":[{"line":…,"column":…,"link":…,"used":…,"refused":…}],
    /// "codeLinks":[{"plugin":…,"pattern":…,"link":…,"used":…,"refused":…}]}`, where
    /// `refused` is true for a pattern that links matched but whose decoder refused every
    /// value, and a code link's `link` is its description.
    public func json(path: String) -> String {
        func item(_ line: Int, _ column: Int, _ key: String, _ text: String, _ used: Bool) -> String {
            "{\"line\":\(line),\"column\":\(column),\"\(key)\":\(JSONText.string(text)),\"used\":\(used)"
        }
        let routeItems = routes.map { item($0.route.line, $0.route.column, "route", "\($0.route)", $0.used) + "}" }
        let linkItems = links.map {
            item($0.link.line, $0.link.column, "link", "\($0.link)", $0.use == .used)
                + ",\"refused\":\($0.use == .refused)}"
        }
        let codeLinkItems = codeLinks.map {
            "{\"plugin\":\(JSONText.string($0.plugin)),\"pattern\":\(JSONText.string($0.pattern)),"
                + "\"link\":\(JSONText.string($0.description)),\"used\":\($0.use == .used),\"refused\":\($0.use == .refused)}"
        }
        let rounded = (percentage * 10).rounded() / 10
        return "{\"file\":\(JSONText.string(path)),\"percentage\":\(rounded),"
            + "\"routes\":[\(routeItems.joined(separator: ","))],\"links\":[\(linkItems.joined(separator: ","))],"
            + "\"codeLinks\":[\(codeLinkItems.joined(separator: ","))]}"
    }
}
