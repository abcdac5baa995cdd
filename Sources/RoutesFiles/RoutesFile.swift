public import Router
import RouterText
import RouterYAML

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
///     requires: signedIn      # a guard registered by a plugin
/// guards:
///   - guard: acceptedTerms    # its screen is shown only once signedIn holds
///     requires: signedIn
/// links:
///   - link: giuseppe://menu/pizza/:name   # opens the Pizza whose name is the segment
///     payload: Pizza
/// ```
///
/// Loading checks everything against a `JumperRegistry` composed from the app's plugins
/// (their payload types, screens and guards are what the file may name) and reports every
/// problem at once as a ``RoutesFileError`` (`PATH:LINE:COLUMN: message`); a file with any
/// problem loads nothing. The file merges with the plugins under their clash rules: a link
/// as specific as a plugin's link, or a route for a payload type a plugin's jumper routes,
/// is a problem, and so is a guard prerequisite other than the one the plugin gives the
/// guard in code. Nothing a plugin registered is replaced or dropped. ``registry`` is the
/// result: the plugins' registry plus one jumper per payload type the file routes, the
/// file's links and its guard prerequisites.
public struct RoutesFile: Sendable {
    /// The path or name of the file, used in messages.
    public let path: String
    /// The routes, in file order.
    public let routes: [RouteRule]
    /// The deep links, in file order.
    public let links: [LinkRule]
    /// The most tabs a routes file may declare: an app shows a handful, and `check`,
    /// `explore` and `graph` crawl each one. A file declaring more is refused with
    /// ``RoutesFileProblem/Kind/tooManyTabs(count:limit:)`` at the first tab beyond it.
    public static let maxTabs = 64

    /// The tabs the file declares (`tabs:`), in file order, each with the destination its
    /// root link opens; empty for an app without tabs. Start an app on them with
    /// `NavigationRouter.start(registry:tabs:conditions:confirmations:observers:stack:)`.
    public let tabs: [TabRoot]
    /// The guard prerequisites the file declares (`guards:`), in file order: the links of
    /// guard chains the file adds to the plugins' (one the code already gives is listed too).
    public let guardPrerequisites: [GuardPrerequisite]
    /// The registry the file was loaded against, with the file's routes and links added:
    /// the one to route with.
    public let registry: JumperRegistry

    /// Loads routes file text.
    /// - Throws: ``RoutesFileError`` with every problem found.
    public init(parsing text: String, path: String, registry: JumperRegistry) throws(RoutesFileError) {
        try self.init(parsing: Array(text.utf8), path: path, registry: registry)
    }

    /// Loads the bytes of a routes file against `registry`.
    /// - Throws: ``RoutesFileError`` with every problem found (a YAML syntax error stops
    ///   the reading, so it is reported alone).
    public init(parsing bytes: [UInt8], path: String, registry: JumperRegistry) throws(RoutesFileError) {
        let document: YAMLNode?
        do {
            document = try YAMLParser().parse(bytes: bytes)
        } catch {
            throw RoutesFileError(
                path: path,
                problems: [
                    RoutesFileProblem(line: error.line, column: error.column, kind: .syntax(error.message))
                ])
        }
        var loader = RoutesFileLoader(registry: registry)
        let routes = loader.load(consume document)
        // The plugins' registry with the file's guard prerequisites applied.
        var routed = loader.registry
        routed.links = loader.linkTable
        for (name, rules) in Self.groupedByPayload(routes) {
            registry.payloads[name]?.install(&routed, rules)
        }
        // Tab roots are checked whatever else is wrong: one problem hides no other.
        let (tabs, tabProblems) = Self.tabRoots(loader.tabs, in: routed)
        let problems = loader.problems + tabProblems
        guard problems.isEmpty else {
            throw RoutesFileError(path: path, problems: problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        }
        self.path = path
        self.routes = routes
        self.links = loader.links
        self.guardPrerequisites = loader.guardPrerequisites
        self.registry = routed
        self.tabs = tabs
    }

    /// The routes of each payload type (by name, compared by Unicode scalars), in file order.
    /// Routes of one type usually follow each other: comparing with the previous route's
    /// name costs less than hashing it for every route.
    private static func groupedByPayload(_ routes: [RouteRule]) -> [(name: String, rules: [RouteRule])] {
        var groups: [(name: String, rules: [RouteRule])] = []
        var groupOf: [ExactText: Int] = [:]
        var current = -1
        for route in routes {
            if current < 0 || !groups[current].name.isScalarEqual(to: route.payload) {
                if let known = groupOf[ExactText(route.payload)] {
                    current = known
                } else {
                    current = groups.count
                    groupOf[ExactText(route.payload)] = current
                    groups.append((route.payload, []))
                }
            }
            groups[current].rules.append(route)
        }
        return groups
    }

    /// The tabs' roots, each the destination its link opens in `registry` (the file's routes
    /// included), or the problems of those that open nothing or a guarded screen.
    private static func tabRoots(
        _ declarations: [TabDeclaration], in registry: JumperRegistry
    ) -> ([TabRoot], [RoutesFileProblem]) {
        var tabs: [TabRoot] = []
        var problems: [RoutesFileProblem] = []
        for tab in declarations {
            func problem(_ kind: RoutesFileProblem.Kind) {
                problems.append(RoutesFileProblem(line: tab.linkLine, column: tab.linkColumn, kind: kind))
            }
            switch registry.decide(link: tab.link) {
            case .failure(let failure):
                problem(.tabRootOpensNothing(tab.name, reason: failure.description))
            case .success(let linked):
                guard case .show(let destination) = linked.decision else {
                    problem(.tabRootOpensNothing(tab.name, reason: linked.decision.ignoreReason?.description ?? ""))
                    continue
                }
                // The rule code tabs follow too.
                switch registry.tabRootProblem(destination) {
                case .opensNothing(let reason):
                    problem(.tabRootOpensNothing(tab.name, reason: reason.description))
                case .guarded(let guardName):
                    problem(.guardedTabRoot(tab.name, guardName: guardName))
                case nil:
                    guard !tab.repeated else { continue }
                    tabs.append(TabRoot(tab.name, root: destination.resolved(in: registry) ?? destination))
                }
            }
        }
        return (tabs, problems)
    }

    /// The registered names of the payload types the file routes, in first-route order.
    public var payloadNames: [String] {
        var seen: Set<ExactText> = []
        return routes.map(\.payload).filter { seen.insert(ExactText($0)).inserted }
    }

    /// One line: `12 routes for 5 payload types to 10 screens, 4 links` (and `, 2 tabs` when
    /// the file declares tabs, `, 1 guard chain` when it declares guard prerequisites: one
    /// per `guards:` entry).
    public var summary: String {
        let screens = Set(routes.map { ExactText($0.screen) }).count
        func plural(_ count: Int, _ noun: String) -> String {
            "\(count) \(noun)\(count == 1 ? "" : "s")"
        }
        return "\(plural(routes.count, "route")) for \(plural(payloadNames.count, "payload type")) "
            + "to \(plural(screens, "screen")), \(plural(links.count, "link"))"
            + (tabs.isEmpty ? "" : ", \(plural(tabs.count, "tab"))")
            + (guardPrerequisites.isEmpty ? "" : ", \(plural(guardPrerequisites.count, "guard chain"))")
    }
}
