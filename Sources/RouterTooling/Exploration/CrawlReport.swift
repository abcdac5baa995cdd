public import Router
public import RouterRestoration
import RouterText

/// What the navigation crawler found: every reachable screen with the shortest path of taps
/// to it, the edges between screens, and the rows whose tap leads nowhere.
///
/// A crawl of an app with tabs (``NavigationCrawler/init(registry:tabs:maxDepth:maxStates:alsoShown:)``)
/// also reports each tab on its own (``tabs``); the other properties then merge the tabs,
/// and every path starts with the name of the tab it is taken in.
public struct CrawlReport: Sendable {
    /// One tap that leads somewhere: from a screen, a row, to a screen.
    public struct Edge: Hashable, Sendable {
        /// The screen the row is on.
        public let from: String
        /// The row's title.
        public let row: String
        /// The screen the tap shows.
        public let to: String
        /// Push or modal.
        public let presentation: Presentation
        /// The guard condition the destination requires, or `nil`.
        public let requirement: String?

        /// Whether both are the same tap, the names and titles compared by their Unicode
        /// scalars.
        public static func == (lhs: Edge, rhs: Edge) -> Bool {
            lhs.from.isScalarEqual(to: rhs.from) && lhs.row.isScalarEqual(to: rhs.row) && lhs.to.isScalarEqual(to: rhs.to)
                && lhs.presentation == rhs.presentation
                && lhs.requirement.map { ExactText($0) } == rhs.requirement.map { ExactText($0) }
        }

        /// Hashes the names and titles by their scalars.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ExactText(from))
            hasher.combine(ExactText(row))
            hasher.combine(ExactText(to))
            hasher.combine(presentation)
            hasher.combine(requirement.map { ExactText($0) })
        }
    }

    /// A row whose tap shows nothing.
    public struct DeadRow: Hashable, Sendable {
        /// The screen the row is on.
        public let screen: String
        /// The row's title.
        public let row: String
        /// The shortest path of row titles that reaches the row's screen.
        public let path: [String]
        /// Why the tap shows nothing.
        public let reason: IgnoreReason
    }

    /// What a row the router acts on itself does, instead of showing a screen.
    public enum RowAction: Hashable, Sendable {
        /// The row returns a value to the screen that asked for its screen's result (a
        /// `ReturnValue` payload); the value's text as the log shows it (`Large`).
        case returns(String)
        /// The row changes guard conditions (a `ConditionAction` payload, such as
        /// accepting the terms), which may resume a destination waiting for them.
        case changesConditions
    }

    /// A row whose tap the router acts on itself: it returns a value or changes conditions.
    public struct ActionRow: Hashable, Sendable {
        /// The screen the row is on.
        public let screen: String
        /// The row's title.
        public let row: String
        /// What the tap does.
        public let action: RowAction

        /// Whether both are the same row doing the same, the names, titles and returned
        /// values compared by their Unicode scalars.
        public static func == (lhs: ActionRow, rhs: ActionRow) -> Bool {
            lhs.screen.isScalarEqual(to: rhs.screen) && lhs.row.isScalarEqual(to: rhs.row)
                && lhs.returnedValue == rhs.returnedValue
        }

        /// Hashes the names, titles and returned value by their scalars.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ExactText(screen))
            hasher.combine(ExactText(row))
            hasher.combine(returnedValue)
        }

        /// The returned value's text, `nil` for a row that changes conditions.
        private var returnedValue: ExactText? {
            if case .returns(let value) = action { ExactText(value) } else { nil }
        }
    }

    /// A screen the crawl reached that a saved stack cannot hold: saving a stack with it
    /// fails (see `StackRestorer`).
    ///
    /// Two are equal when they are the same finding: the same screen (by its Unicode
    /// scalars) failing for the same reason, whatever path reached it.
    public struct UnsavableScreen: Hashable, Sendable {
        /// The screen's name.
        public let screen: String
        /// The shortest path of row titles found to it.
        public let path: [String]
        /// Why saving it fails, as saving would say it.
        public let problem: RestoreError

        /// Whether both are the same screen failing for the same reason.
        public static func == (lhs: UnsavableScreen, rhs: UnsavableScreen) -> Bool {
            lhs.screen.isScalarEqual(to: rhs.screen) && lhs.problem == rhs.problem
        }

        /// Hashes the screen's name by its scalars, and the reason.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(ExactText(screen))
            hasher.combine(problem)
        }
    }

    /// Each reachable screen name with the shortest path of row titles that reaches it
    /// (empty for the home screen), in the order found (breadth first). With tabs: each
    /// screen once, with its path in the first tab (in tab order) that reaches it, the
    /// tab's name first (just the tab's name for its root).
    public let screens: [(name: String, path: [String])]
    /// Every distinct edge found, in the order found (with tabs: tab by tab, each once).
    public let edges: [Edge]
    /// Every dead row found, in the order found (with tabs: tab by tab, each screen's row
    /// once, with the path of the first tab that reaches it).
    public let deadRows: [DeadRow]
    /// Every distinct row that returns a value or changes conditions, in the order found
    /// (with tabs: tab by tab, each once). Such a row is neither an edge nor a dead row.
    public let actionRows: [ActionRow]
    /// The reachable screens that may refuse to be left (`LeaveGuardedScreen`), each once,
    /// in the order found.
    public let leaveGuarded: [String]
    /// The routes-file routes the crawl's taps used, in the order first used.
    public let routesUsed: [RouteRule]
    /// The guards of the registry: condition, the screen it shows instead, and the
    /// condition that must hold before that screen is shown (the next link of a guard
    /// chain), if any.
    public let guards: [(name: String, screen: String, requires: String?)]
    /// Each guard's chain as the registry gives it (``Router/JumperRegistry/guardChain(of:)``),
    /// by the guard's name: what ``guardChain(from:)`` answers.
    private let chains: [ExactText: [(name: String, screen: String)]]
    /// Whether the depth bound left a row untapped: a screen at the bound has rows the crawl
    /// did not tap. A screen with no rows at the bound cuts nothing off.
    public let stoppedAtDepth: Bool
    /// Whether the state bound left a row untapped: a screen with rows was found after the
    /// most screens were explored, and not explored.
    public let stoppedAtStateLimit: Bool
    /// Each tab's own findings, in the app's tab order; empty for a crawl without tabs.
    public let tabs: [TabReport]
    /// Every screen the crawl showed above a root that a saved stack cannot hold, once
    /// for each way it fails, in the order found: `save` of a stack showing it would
    /// refuse it (its payload's type not registered with `registerPayload`, say).
    public let unsavable: [UnsavableScreen]
    /// Every state explored, each once, with its stack and link, in the order reached (tab
    /// by tab, with tabs).
    public internal(set) var states: [CrawledState] = []
    /// The crawled tabs' names and roots, in order, as the registry's tab rule
    /// (`JumperRegistry.tab(ofChainFrom:naming:roots:)`) takes them; empty without tabs.
    package internal(set) var tabRoots: JumperRegistry.TabRoots = []
    /// How each screen crawled though no tap shows it is shown (`a failed sign-in`, say):
    /// a path to such a screen starts (after the tab's name) with the step `(how)`.
    public let alsoShown: [String]
    /// The value of each field of each payload of a registered type the crawl's rows
    /// carried, each once, in the order found: values the app's own payloads have, which
    /// ``NavigationGraph`` tries a link's parameters with.
    package let fieldValues: [FieldValue]

    /// A field's value on a payload a row carried.
    package struct FieldValue: Hashable, Sendable {
        /// The payload type's registered name.
        package let payload: String
        /// The field's name.
        package let field: String
        /// The field's text, as a routes file compares it.
        package let value: String

        /// Equal when every text holds the same Unicode scalars.
        package static func == (lhs: FieldValue, rhs: FieldValue) -> Bool {
            lhs.payload.isScalarEqual(to: rhs.payload) && lhs.field.isScalarEqual(to: rhs.field)
                && lhs.value.isScalarEqual(to: rhs.value)
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(ExactText(payload))
            hasher.combine(ExactText(field))
            hasher.combine(ExactText(value))
        }
    }

    /// Creates a report; the crawler makes them.
    init(
        screens: [(name: String, path: [String])], edges: [Edge], deadRows: [DeadRow], actionRows: [ActionRow],
        leaveGuarded: [String], routesUsed: [RouteRule], guards: [(name: String, screen: String, requires: String?)],
        chains: [ExactText: [(name: String, screen: String)]], stoppedAtDepth: Bool, stoppedAtStateLimit: Bool,
        tabs: [TabReport] = [], alsoShown: [String] = [], fieldValues: [FieldValue] = [],
        unsavable: [UnsavableScreen] = []
    ) {
        self.unsavable = unsavable
        self.fieldValues = fieldValues
        self.alsoShown = alsoShown
        self.screens = screens
        self.edges = edges
        self.deadRows = deadRows
        self.actionRows = actionRows
        self.leaveGuarded = leaveGuarded
        self.routesUsed = routesUsed
        self.guards = guards
        self.chains = chains
        self.stoppedAtDepth = stoppedAtDepth
        self.stoppedAtStateLimit = stoppedAtStateLimit
        self.tabs = tabs
    }

    /// Whether a bound left a row untapped, so the report may be incomplete: more screens,
    /// edges and dead rows may lie beyond it, and the screens and routes it calls unreached
    /// or unused may be reached or used after all.
    public var truncated: Bool { stoppedAtDepth || stoppedAtStateLimit }

    /// The names of the reachable screens.
    public var screenNames: Set<String> { Set(screens.map(\.name)) }

    /// The guards a destination requiring `condition` passes, in chain order: the guard
    /// named `condition`, then the one it requires, and so on, as the registry's one
    /// computation of a chain gives them (`JumperRegistry.guardChain(of:)`). An
    /// unknown `condition` gives an empty list; a chain that goes round lists each guard
    /// once.
    public func guardChain(from condition: String) -> [(name: String, screen: String)] {
        chains[ExactText(condition)] ?? []
    }
}
