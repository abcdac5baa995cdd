import Router
import RouterTestSupport
import RoutesFiles

/// A payload of the reference apps: routed by a routes file on `kind` (known values `a`,
/// `b`, `c`) and `label` (open values).
struct RefEntry: Hashable, Sendable {
    let kind: String
    let label: String
}

/// The other payload type of the reference apps, routed on its open field `id`.
struct RefTicket: Hashable, Sendable {
    let id: String
}

/// The guard conditions of a reference app: the set that holds, changed by the model
/// (signing in and out, as it were) and by ``RefGrant`` rows.
final class ReferenceConditions: GuardConditions {
    var held: Set<String>

    init(held: Set<String> = []) {
        self.held = held
    }

    func holds(_ condition: String) -> Bool { held.contains(condition) }
}

/// A row that makes a condition hold (a terms screen's "I accept").
struct RefGrant: ConditionAction {
    let condition: String

    func perform(on conditions: any GuardConditions) -> Bool {
        guard let conditions = conditions as? ReferenceConditions else { return false }
        return conditions.held.insert(condition).inserted
    }
}

/// A small random app: which rows each screen lists and the routes file that says where
/// they lead. Screens, guards and payload types are fixed (``registry()``); the rows, the
/// routes, the links and the tabs come from the seed.
struct ReferenceApp: Sendable {
    /// What a row carries.
    enum Row: Hashable, Sendable {
        case entry(kind: String, label: String)
        case ticket(String)
        /// Returns the value to the screen that asked for this screen's result.
        case returns(String)
        /// Makes the condition hold.
        case grant(String)
        /// On the form: asks for a result (routes the ticket `pick` expecting a value); the
        /// value returned adds a row `Chosen VALUE` carrying an entry of that kind labelled
        /// `chosen`.
        case pick

        var payload: any Sendable {
            switch self {
            case .entry(let kind, let label): RefEntry(kind: kind, label: label)
            case .ticket(let id): RefTicket(id: id)
            case .returns(let value): ReturnValue(value)
            case .grant(let condition): RefGrant(condition: condition)
            case .pick: RefTicket(id: "pick")
            }
        }

        /// The row's title, unique on its screen: its number, then what it carries.
        func title(_ number: Int) -> String {
            switch self {
            case .entry(let kind, let label): "\(number) entry \(kind) \(label)"
            case .ticket(let id): "\(number) ticket \(id)"
            case .returns(let value): "\(number) return \(value)"
            case .grant(let condition): "\(number) grant \(condition)"
            case .pick: "\(number) pick"
            }
        }
    }

    /// The screens routes may name; `S4` requires `g1` whatever the file says.
    static let routedScreens = ["S1", "S2", "S3", "S4", "Form"]
    /// A screen only routes of entries labelled `chosen` name: what the form's returned
    /// values open.
    static let resultScreen = "S5"
    /// Each guard with the screen it shows instead.
    static let guards = [("g1", "Gate1"), ("g2", "Gate2")]
    static let conditions = guards.map(\.0)
    static let kinds = ["a", "b", "c"]
    static let labels = ["x", "y", "chosen"]
    static let ticketIDs = ["t1", "t2", "pick"]
    /// The prefix of the title of the row a returned value adds to the form.
    static let chosenPrefix = "Chosen "

    /// A route of the file, as the generator wrote it.
    struct Route: Sendable {
        let payload: String
        /// The `when:` conditions, field and value, in file order.
        let conditions: [(field: String, value: String)]
        let screen: String
        let modal: Bool
        let requires: String?
    }

    /// A link of the file, as the generator wrote it.
    struct Link: Sendable {
        let pattern: String
        let payload: String
        /// The `with:` values, in file order.
        let constants: [(name: String, value: String)]
        let parent: String?
    }

    let seed: UInt64
    /// The rows of each screen by name (`Home`, the routed screens, the guards' screens).
    let rows: [String: [Row]]
    let routes: [Route]
    let links: [Link]
    /// The tabs' names and root links, in file order; empty for an app without tabs.
    let tabs: [(name: String, link: String)]
    /// Whether the file gives `g2` the prerequisite `g1`.
    let chained: Bool
    /// The routes file's text.
    let text: String

    /// Whether the file declares tabs.
    var tabbed: Bool { !tabs.isEmpty }

    /// The rows of `screen` as list rows.
    func listRows(_ screen: String) -> [ListRow] {
        (rows[screen] ?? []).enumerated().map { ListRow($0.element.title($0.offset + 1), payload: $0.element.payload) }
    }

    /// The app's home, when it has no tabs.
    var home: Destination {
        let rows = listRows("Home")
        return .push("Home") { context in
            ListScreen(
                name: "Home", title: "Home", dataSource: ListDataSource(sections: [ListSection(rows: rows)]),
                router: context.router)
        }
    }

    /// What the app's plugin registers: the payload types with their fields and link
    /// decoders, the routed screens (each a list of the app's rows for it, `Form` a
    /// ``ReferenceFormScreen``), and the guards.
    func registry() throws -> JumperRegistry {
        let app = self
        return try JumperRegistry { plugin in
            plugin.registerPayload(
                RefEntry.self, name: "Entry",
                fields: [
                    PayloadField("kind", knownValues: Self.kinds) { $0.kind }, PayloadField("label") { $0.label },
                ],
                link: LinkDecoder(parameters: ["kind"]) { parameters throws(LinkDecodingError) in
                    let kind = parameters["kind"] ?? ""
                    guard Self.kinds.contains(kind) else { throw LinkDecodingError("no kind '\(kind)'") }
                    return RefEntry(kind: kind, label: parameters["label"] ?? "x")
                })
            plugin.registerPayload(
                RefTicket.self, name: "Ticket", fields: [PayloadField("id") { $0.id }],
                link: LinkDecoder(parameters: ["id"]) { parameters throws(LinkDecodingError) in
                    let id = parameters["id"] ?? ""
                    guard id != "bad" else { throw LinkDecodingError("no ticket '\(id)'") }
                    return RefTicket(id: id)
                })
            for name in Self.routedScreens + [Self.resultScreen] {
                let make: @MainActor @Sendable (ScreenContext) -> any Screen = { context in
                    app.makeScreen(name, router: context.router)
                }
                plugin.registerScreen(name, for: RefEntry.self, requires: name == "S4" ? "g1" : nil) { make($1) }
                plugin.registerScreen(name, for: RefTicket.self) { make($1) }
            }
            for (condition, screen) in Self.guards {
                plugin.registerGuard(
                    RouteGuard(
                        condition,
                        redirect: .present(screen) { context in app.makeScreen(screen, router: context.router) }))
            }
        }
    }

    /// The screen named `name`, routing its taps through `router`.
    @MainActor
    func makeScreen(_ name: String, router: any PayloadRouting) -> any Screen {
        if name == "Form" { return ReferenceFormScreen(rows: listRows(name), router: router) }
        return ListScreen(
            name: name, title: name, dataSource: ListDataSource(sections: [ListSection(rows: listRows(name))]),
            router: router)
    }
}

/// The form of the reference apps: its `pick` row asks for a result, and the value returned
/// adds a row leading to an entry of that kind: rows that only a result shows.
final class ReferenceFormScreen: TappableScreen {
    let name = "Form"
    let title = "Form"
    private let base: [ListRow]
    private let router: any PayloadRouting
    private(set) var chosen: String?

    init(rows: [ListRow], router: any PayloadRouting) {
        self.base = rows
        self.router = router
    }

    var rows: [ListRow] {
        base + (chosen.map { [ListRow(ReferenceApp.chosenPrefix + $0, payload: RefEntry(kind: $0, label: "chosen"))] } ?? [])
    }

    func tap(number: Int) -> RouteOutcome? {
        guard let row = row(numbered: number) else { return nil }
        guard (row.payload as? RefTicket)?.id == "pick" else { return router.route(row.payload) }
        return router.route(row.payload, expecting: String.self) { [weak self] result in
            if case .value(let value) = result { self?.chosen = value }
        }
    }

    func render() -> String { ([title] + rows.map(\.item.title)).joined(separator: "\n") }
}
