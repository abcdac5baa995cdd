/// A loaded and validated routes file: which screen each payload leads to, declared as data.
///
/// A routes file lets an app change where taps lead by editing a file, without
/// recompiling:
///
/// ```yaml
/// version: 1
/// routes:
///   - payload: Pizza          # a payload type, by the name a plugin registered
///     push: PizzaDetail       # a screen, by the name a plugin registered (or present:)
///   - payload: TypedModel
///     when: {type: A}         # only payloads whose field 'type' is A
///     push: AType
///   - payload: OrderRequest
///     push: Order
///     requires: signedIn      # a guard registered in the catalog
/// links:
///   - link: giuseppe://menu/pizza/:name   # opens the Pizza whose name is the segment
///     payload: Pizza
/// ```
///
/// Loading checks everything against a ``RouteCatalog`` and reports every problem at once
/// as a ``RoutesFileError`` (`PATH:LINE:COLUMN: message`); a file with any problem loads
/// nothing. A loaded file routes through the same ``JumperRegistry`` as code: ``install(into:)``
/// builds one jumper per payload type the file routes, which **replaces** any jumper code
/// registered for that type (the file wins), and leaves the other types alone.
public struct RoutesFile: Sendable {
    /// The path or name of the file, used in messages.
    public let path: String
    /// The routes, in file order.
    public let routes: [RouteRule]
    /// The deep links, in file order.
    public let links: [LinkRule]
    private let linkTable: LinkTable
    private let catalog: RouteCatalog

    /// Loads routes file text.
    /// - Throws: ``RoutesFileError`` with every problem found.
    public init(parsing text: String, path: String, catalog: RouteCatalog) throws(RoutesFileError) {
        try self.init(parsing: Array(text.utf8), path: path, catalog: catalog)
    }

    /// Loads the bytes of a routes file.
    /// - Throws: ``RoutesFileError`` with every problem found (a YAML syntax error stops
    ///   the reading, so it is reported alone).
    public init(parsing bytes: [UInt8], path: String, catalog: RouteCatalog) throws(RoutesFileError) {
        let document: YAMLNode?
        do {
            document = try YAMLParser().parse(bytes: bytes)
        } catch {
            throw RoutesFileError(path: path, problems: [
                RoutesFileProblem(line: error.line, column: error.column, kind: .syntax(error.message))
            ])
        }
        var loader = RoutesFileLoader(catalog: catalog)
        let routes = loader.load(document)
        guard loader.problems.isEmpty else {
            throw RoutesFileError(
                path: path,
                problems: loader.problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        }
        self.path = path
        self.routes = routes
        self.links = loader.links
        self.linkTable = loader.linkTable
        self.catalog = catalog
    }

    /// The registered names of the payload types the file routes, in first-route order.
    public var payloadNames: [String] {
        var seen: Set<String> = []
        return routes.map(\.payload).filter { seen.insert($0).inserted }
    }

    /// Builds a jumper for each payload type the file routes and puts it in `registry`,
    /// replacing any jumper registered for that type before, and registers the catalog's
    /// guards (which `requires:` names) and what its screens require whatever the file says. When the file has `links:`, they replace every
    /// link registered before.
    /// - Returns: The names of the payload types whose earlier jumper was replaced.
    @discardableResult
    public func install(into registry: inout JumperRegistry) -> [String] {
        for routeGuard in catalog.guards.values { registry.registerGuard(routeGuard) }
        catalog.installScreenRequirements(into: &registry)
        if !links.isEmpty { registry.replaceLinks(with: linkTable) }
        let routesByPayload = Dictionary(grouping: routes) { $0.payload }
        return payloadNames.filter { name in
            guard let entry = catalog.payloads[name], let routes = routesByPayload[name] else {
                return false
            }
            return entry.install(&registry, routes, catalog)
        }
    }

    /// One line: `12 routes for 5 payload types to 10 screens, 4 links`.
    public var summary: String {
        let screens = Set(routes.map(\.screen)).count
        func plural(_ count: Int, _ noun: String) -> String {
            "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
        return "\(plural(routes.count, "route")) for \(plural(payloadNames.count, "payload type")) "
            + "to \(plural(screens, "screen")), \(plural(links.count, "link"))"
    }
}
