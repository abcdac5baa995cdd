import Router
import RouterText
public import RoutesFiles

/// The navigation graph of an app as text a diagram tool renders: Mermaid or Graphviz DOT.
///
/// Nodes are screens; an edge is a tap (labelled with the rows that lead there), drawn
/// thick for a modal presentation. A guarded edge is labelled with its condition, and the
/// redirect of every guard along its chain (``CrawlReport/guardChain(from:)``) is drawn
/// dotted from the same screen to that guard's screen (`redirect acceptedTerms` to the
/// terms, `redirect signedIn` to sign-in). Each deep link pattern is a node of its own with
/// dotted edges to the screens opening a link of the pattern can show (see ``links``). A crawl of an app with tabs is
/// drawn tab by tab, each tab a group (a Mermaid subgraph, a DOT cluster) of the screens
/// it reaches.
///
/// What the router does itself is drawn too:
/// - The rows of a screen that return a value (``CrawlReport/RowAction/returns(_:)``) are
///   one edge, labelled `returns Small, Medium, Large` (the first three values, then `…`),
///   ending in a circle at a rounded node of its own, `back to the screen that asked`:
///   which screen asks is known only when the app runs.
/// - The rows of a screen that change conditions are one edge from the screen back to
///   itself, labelled with the rows and `(changes conditions)`: `I accept (changes
///   conditions)`.
/// - A screen that may refuse to be left (``CrawlReport/leaveGuarded``) has a double
///   border in DOT and the `leaveGuarded` class (a thick dashed border) in Mermaid.
public struct NavigationGraph: Sendable {
    /// A link pattern and the screens it can open.
    public struct LinkEdge: Hashable, Sendable {
        /// The pattern, e.g. `giuseppe://menu/pizza/:name`.
        public let pattern: String
        /// The screens the router decides for links of the pattern made from the candidate
        /// values (see ``NavigationGraph/links``): in the order the file's routes first name
        /// them, then those a plugin's jumper decides, as found.
        public let screens: [String]
        /// When ``stoppedAtBound``: the other screens the file's routes of the link's payload
        /// type lead to, drawn as edges labelled `undecided` since no decided value
        /// confirmed them; empty otherwise.
        public let undecided: [String]
        /// Whether the link has more combinations of candidate values than
        /// ``NavigationGraph/maxLinkValueCombinations``, so only the first were decided.
        public let stoppedAtBound: Bool
        /// With tabs, the tab opening the link shows each screen in, by the router's own
        /// rule (`JumperRegistry.tab(ofChainFrom:naming:roots:)`): for a decided screen, that
        /// of the first link found showing it; for an undecided one, the first tab.
        let tabs: [ExactText: String]
    }

    private let crawl: CrawlReport

    /// What runs of flows walked, which the graph marks; `nil` marks nothing.
    public let coverage: GraphCoverage?

    /// Each link of the routes file, in file order, with the screens opening it can show.
    ///
    /// The graph asks the router, never a copy of its rules: for each captured parameter
    /// (and unnamed segment) of a link's pattern it takes a few candidate values, makes a
    /// link of each combination, and has the routes file's registry decide it
    /// (`JumperRegistry.decide(link:)`, what opening a link runs: the pattern
    /// match, the payload type's decoder and validator, the link's parents, the routes in
    /// order). A screen is drawn when some combination matches the link's own pattern
    /// (not a more specific one) and its payload is shown there. So a route that an
    /// earlier route always catches first, or that tests a value no decoded payload has,
    /// gets no edge.
    ///
    /// A parameter's candidates are the values the file's routes of the payload type test
    /// its field with, the field's known values, the values other links give the parameter
    /// under `with:`, a number and a word none of those is, and the values the crawl's rows
    /// carried in the field; an unnamed segment's are that number and word. When the
    /// payload type has no field of the parameter's name, the values of every field count.
    /// A decoder that accepts only values none of these is draws no edge.
    ///
    /// The edge is to the link's own screen: one that requires a guard is drawn as it is
    /// (the guard's redirects are drawn from the screens that tap to it), and a parent
    /// whose payload is ignored removes nothing (a link opened in the app shows only its
    /// own screen); a parent that cannot be opened fails the link, which then draws no
    /// edge. Query items are not tried. Links a plugin registers in code are not drawn.
    ///
    /// At most ``maxLinkValueCombinations`` combinations are decided per link; a link with
    /// more is ``LinkEdge/stoppedAtBound``, and every other screen its payload type's
    /// routes lead to is drawn too, labelled `undecided` (``LinkEdge/undecided``).
    public let links: [LinkEdge]

    /// Creates a graph from a crawl and, optionally, a routes file's links (see ``links``)
    /// and what runs of flows walked.
    ///
    /// With `coverage`, the tap edges and the screens no run walked are marked: in DOT,
    /// dashed and red (`color=red3`), with a `// coverage:` comment and a graph label saying
    /// what was walked (``coverageSummary``); in Mermaid, nodes of the class `unwalked` and
    /// a `linkStyle` for their edges, both dashed and red, after a `%% coverage:` comment.
    /// A guard's redirect is marked the same way when no run walked it, but not counted;
    /// links, returned values and condition changes are drawn as without coverage.
    public init(crawl: CrawlReport, routes: RoutesFile? = nil, coverage: GraphCoverage? = nil) {
        self.crawl = crawl
        self.coverage = coverage
        self.links = routes.map { Self.linkEdges($0, crawl: crawl) } ?? []
    }

    /// With ``coverage``: how many of the graph's tap edges (rows with the same ends, kind
    /// and guard are one edge, as drawn; a tap drawn in several tabs counts once) and
    /// screens the runs walked, of how many; `nil` without coverage.
    public var coverageCounts: (walkedEdges: Int, edges: Int, walkedScreens: Int, screens: Int)? {
        guard let coverage else { return nil }
        let edges = Self.merged(crawl.edges, coverage: coverage)
        var screens: Set<ExactText> = []
        let names = crawl.screens.map(\.name).filter { screens.insert(ExactText($0)).inserted }
        return (
            edges.filter(\.walked).count, edges.count, names.filter { coverage.showed($0) }.count, names.count
        )
    }

    /// With ``coverage``: `walked 12 of 17 tap edges, 9 of 11 screens`; `nil` without.
    public var coverageSummary: String? {
        coverageCounts.map {
            "walked \($0.walkedEdges) of \($0.edges) tap edge\($0.edges == 1 ? "" : "s"), "
                + "\($0.walkedScreens) of \($0.screens) screen\($0.screens == 1 ? "" : "s")"
        }
    }

    /// The edges with the same ends, kind and guard merged, their row labels joined, each
    /// walked when `coverage` walked one of its rows (always, without coverage).
    private static func merged(_ edges: [CrawlReport.Edge], coverage: GraphCoverage?)
        -> [(edge: CrawlReport.Edge, label: String, walked: Bool)]
    {
        var order: [CrawlReport.Edge] = []
        var rows: [CrawlReport.Edge: [String]] = [:]
        for edge in edges {
            let key = CrawlReport.Edge(
                from: edge.from, row: "", to: edge.to, presentation: edge.presentation, requirement: edge.requirement)
            if rows[key] == nil { order.append(key) }
            rows[key, default: []].append(edge.row)
        }
        return order.map { key in
            let titles = rows[key] ?? []
            let shown = shortList(titles)
            let walked = coverage.map { coverage in
                titles.contains { coverage.walked(from: key.from, row: $0, to: key.to) }
            }
            return (key, shown + (key.requirement.map { " [requires \($0)]" } ?? ""), walked ?? true)
        }
    }

    /// The guard redirects of `edges`: from a screen with a guarded row, to the screen of
    /// each guard along the chain of the row's requirement, in chain order.
    private func redirects(_ edges: [CrawlReport.Edge]) -> [Redirect] {
        var seen: Set<ExactText> = []
        var found: [Redirect] = []
        for edge in edges {
            guard let requirement = edge.requirement else { continue }
            for link in crawl.guardChain(from: requirement)
            where seen.insert(ExactText("\(edge.from)\u{0}\(link.name)")).inserted {
                found.append(Redirect(from: edge.from, guardName: link.name, to: link.screen))
            }
        }
        return found
    }

    /// A guard's redirect, drawn from the screen of a guarded row.
    private struct Redirect {
        let from: String
        let guardName: String
        let to: String
    }

    /// What one group of nodes draws: a whole crawl without tabs, or one tab.
    private struct Group {
        let screens: [String]
        let edges: [CrawlReport.Edge]
        let redirects: [Redirect]
        /// Per screen with rows that return values: the screen and the edge's label.
        let returns: [(screen: String, label: String)]
        /// Per screen with rows that change conditions: the screen and the edge's label.
        let conditionChanges: [(screen: String, label: String)]
        let leaveGuarded: Set<ExactText>
    }

    /// The group drawing `screens`, `edges`, `actionRows` and `leaveGuarded`.
    private func group(
        screens: [String], edges: [CrawlReport.Edge], actionRows: [CrawlReport.ActionRow], leaveGuarded: [String]
    ) -> Group {
        var returnOrder: [ExactText] = []
        var values: [ExactText: [String]] = [:]
        var changeOrder: [ExactText] = []
        var changeRows: [ExactText: [String]] = [:]
        for row in actionRows {
            let screen = ExactText(row.screen)
            switch row.action {
            case .returns(let value):
                if values[screen] == nil { returnOrder.append(screen) }
                if !(values[screen] ?? []).contains(where: { $0.isScalarEqual(to: value) }) {
                    values[screen, default: []].append(value)
                }
            case .changesConditions:
                if changeRows[screen] == nil { changeOrder.append(screen) }
                changeRows[screen, default: []].append(row.row)
            }
        }
        return Group(
            screens: screens, edges: edges, redirects: redirects(edges),
            returns: returnOrder.map { ($0.text, "returns " + Self.shortList(values[$0] ?? [])) },
            conditionChanges: changeOrder.map { ($0.text, Self.shortList(changeRows[$0] ?? []) + " (changes conditions)") },
            leaveGuarded: Set(leaveGuarded.map { ExactText($0) }))
    }

    /// The crawl without tabs as one group.
    private var wholeGroup: Group {
        group(
            screens: crawl.screens.map(\.name), edges: crawl.edges, actionRows: crawl.actionRows,
            leaveGuarded: crawl.leaveGuarded)
    }

    /// One tab as a group.
    private func group(_ tab: TabReport) -> Group {
        group(screens: tab.screens.map(\.name), edges: tab.edges, actionRows: tab.actionRows, leaveGuarded: tab.leaveGuarded)
    }

    /// The first three of `items` joined by commas, then `…` when there are more.
    private static func shortList(_ items: [String]) -> String {
        items.prefix(3).joined(separator: ", ") + (items.count > 3 ? ", …" : "")
    }

    /// The label of the node a screen's returned values go to.
    static let resultLabel = "back to the screen that asked"

    /// Whether any group has a screen that may refuse to be left.
    private var hasLeaveGuarded: Bool {
        !crawl.leaveGuarded.isEmpty || crawl.tabs.contains { !$0.leaveGuarded.isEmpty }
    }

    /// The position of the tab whose crawl draws `screen` as opened by `link`: the tab
    /// opening the link shows it in (``LinkEdge/tabs``), when that tab's taps reach it;
    /// `nil` otherwise (the screen is then drawn outside the tabs).
    private func linkTab(for screen: String, of link: LinkEdge) -> Int? {
        guard let name = link.tabs[ExactText(screen)],
            let index = crawl.tabs.firstIndex(where: { $0.name.isScalarEqual(to: name) }),
            crawl.tabs[index].screens.contains(where: { $0.name.isScalarEqual(to: screen) })
        else { return nil }
        return index
    }

    /// Mermaid `flowchart` text.
    ///
    /// A screen's node id is its name when Mermaid reads that as a plain id (an ASCII letter,
    /// then letters, digits and `_`; not a keyword such as `end`; not `screenN`, `linkN` or `resultN`),
    /// and `screenN` otherwise, N its position among the screens (Home is 0); its label is
    /// always its name. The node a screen's returned values go to is `resultN`, N counted
    /// among such nodes; a screen that may refuse to be left is drawn `:::leaveGuarded`,
    /// and the graph then starts by defining that class.
    ///
    /// With tabs, each tab is a `subgraph tabN["Name"]` … `end` (N its position, the name
    /// escaped as a label is) holding the screens the tab reaches, its taps and its
    /// redirects; a screen's node id is `tabN_` and then its id as above, N the tab's
    /// position and `screenM` counted among the tab's screens, so a screen reached in
    /// several tabs is a node in each. A link points at its screen in the tab opening the
    /// link shows it in, by the router's own rule (the tab the link's chain starts at the
    /// root of, else the first); a screen that tab's taps do not reach is a node of its own
    /// outside the tabs (`outside_` and its id as above).
    public func mermaid() -> String {
        var lines = ["flowchart LR"]
        if let summary = coverageSummary {
            lines.append("  %% coverage: \(summary); dashed and red: never walked")
            lines.append("  classDef unwalked stroke:#c00,stroke-dasharray:5 5,color:#c00")
        }
        if hasLeaveGuarded { lines.append("  classDef leaveGuarded stroke-width:3px,stroke-dasharray:6 3") }
        var marks = MermaidMarks(coverage: coverage)
        guard !crawl.tabs.isEmpty else {
            var ids = MermaidIDs(prefix: "")
            Self.mermaidBody(wholeGroup, ids: &ids, marks: &marks, indent: "  ", into: &lines)
            for (index, link) in links.enumerated() {
                lines.append("  link\(index)([\"\(Self.mermaidText(link.pattern))\"])")
                for screen in link.screens { lines.append(marks.edge("  link\(index) -.-> \(ids.id(screen))")) }
                for screen in link.undecided {
                    lines.append(marks.edge("  link\(index) -.->|\"undecided\"| \(ids.id(screen))"))
                }
            }
            lines += marks.styles
            return lines.joined(separator: "\n")
        }
        var tabIDs: [MermaidIDs] = []
        for (index, tab) in crawl.tabs.enumerated() {
            var ids = MermaidIDs(prefix: "tab\(index)_")
            lines.append("  subgraph tab\(index)[\"\(Self.mermaidText(tab.name))\"]")
            Self.mermaidBody(group(tab), ids: &ids, marks: &marks, indent: "    ", into: &lines)
            lines.append("  end")
            tabIDs.append(ids)
        }
        var outside = MermaidIDs(prefix: "outside_")
        var outsideDrawn: Set<ExactText> = []
        for (index, link) in links.enumerated() {
            lines.append("  link\(index)([\"\(Self.mermaidText(link.pattern))\"])")
            for (screen, label) in Self.labelled(link) {
                let id: String
                if let tab = linkTab(for: screen, of: link) {
                    id = tabIDs[tab].id(screen)
                } else {
                    // A screen only links open: a node of its own, outside every tab.
                    id = outside.id(screen)
                    if outsideDrawn.insert(ExactText(screen)).inserted {
                        lines.append("  \(id)[\"\(Self.mermaidText(screen))\"]")
                    }
                }
                lines.append(marks.edge("  link\(index) -.->\(label.map { "|\"\($0)\"|" } ?? "") \(id)"))
            }
        }
        lines += marks.styles
        return lines.joined(separator: "\n")
    }

    /// What a Mermaid graph with coverage marks: the position of each edge drawn (Mermaid
    /// styles an edge by its position) and those of the edges, and the ids of the nodes, no
    /// run walked.
    private struct MermaidMarks {
        let coverage: GraphCoverage?
        private var edges = 0
        private var unwalkedEdges: [Int] = []
        private var unwalkedNodes: [String] = []

        init(coverage: GraphCoverage?) {
            self.coverage = coverage
        }

        /// `line`, an edge, counted; marked unwalked when `walked` is false.
        mutating func edge(_ line: String, walked: Bool = true) -> String {
            if !walked { unwalkedEdges.append(edges) }
            edges += 1
            return line
        }

        /// Marks the node `id` of the screen `name` unwalked when coverage did not show it.
        mutating func node(_ id: String, screen name: String) {
            if let coverage, !coverage.showed(name) { unwalkedNodes.append(id) }
        }

        /// The `class` and `linkStyle` lines marking what no run walked, to end the graph.
        var styles: [String] {
            guard coverage != nil else { return [] }
            var lines: [String] = []
            if !unwalkedNodes.isEmpty { lines.append("  class \(unwalkedNodes.joined(separator: ",")) unwalked") }
            if !unwalkedEdges.isEmpty {
                lines.append(
                    "  linkStyle \(unwalkedEdges.map(String.init).joined(separator: ",")) "
                        + "stroke:#c00,stroke-dasharray:5 5,color:#c00")
            }
            return lines
        }
    }

    /// Node ids of one Mermaid node group: a screen's plain name or `screenN`, after `prefix`.
    private struct MermaidIDs {
        let prefix: String
        private var ids: [ExactText: String] = [:]
        private var count = 0

        init(prefix: String) {
            self.prefix = prefix
        }

        mutating func id(_ name: String) -> String {
            if let known = ids[ExactText(name)] { return known }
            let made = prefix + (NavigationGraph.isPlainMermaidID(name) ? name : "screen\(count)")
            ids[ExactText(name)] = made
            count += 1
            return made
        }
    }

    /// The node, tap, action and redirect lines of one group of screens.
    private static func mermaidBody(
        _ group: Group, ids: inout MermaidIDs, marks: inout MermaidMarks, indent: String, into lines: inout [String]
    ) {
        for screen in group.screens {
            let style = group.leaveGuarded.contains(ExactText(screen)) ? ":::leaveGuarded" : ""
            lines.append("\(indent)\(ids.id(screen))[\"\(mermaidText(screen))\"]\(style)")
            marks.node(ids.id(screen), screen: screen)
        }
        for (index, _) in group.returns.enumerated() {
            lines.append("\(indent)\(ids.prefix)result\(index)([\"\(resultLabel)\"])")
        }
        for (edge, label, walked) in merged(group.edges, coverage: marks.coverage) {
            let arrow = edge.presentation == .modal ? "==>" : "-->"
            lines.append(
                marks.edge(
                    "\(indent)\(ids.id(edge.from)) \(arrow)|\"\(mermaidText(label))\"| \(ids.id(edge.to))", walked: walked))
        }
        for change in group.conditionChanges {
            let id = ids.id(change.screen)
            lines.append(marks.edge("\(indent)\(id) -->|\"\(mermaidText(change.label))\"| \(id)"))
        }
        for (index, returned) in group.returns.enumerated() {
            lines.append(
                marks.edge(
                    "\(indent)\(ids.id(returned.screen)) --o|\"\(mermaidText(returned.label))\"| \(ids.prefix)result\(index)"))
        }
        for redirect in group.redirects {
            lines.append(
                marks.edge(
                    "\(indent)\(ids.id(redirect.from)) -.->|\"redirect \(mermaidText(redirect.guardName))\"| "
                        + ids.id(redirect.to),
                    walked: marks.coverage?.walked(from: redirect.from, to: redirect.to) ?? true))
        }
    }

    /// Words a Mermaid flowchart reads as keywords, lowercased.
    private static let mermaidKeywords: Set<String> = [
        "end", "graph", "flowchart", "subgraph", "direction", "style", "classdef", "class", "click", "linkstyle",
        "call", "href", "default",
    ]

    /// Whether Mermaid reads `name` as a node id of its own, clashing with no keyword and no
    /// id this graph makes up.
    fileprivate static func isPlainMermaidID(_ name: String) -> Bool {
        let bytes = Array(name.utf8)
        func isLetter(_ byte: UInt8) -> Bool { (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
        guard let first = bytes.first, isLetter(first),
            bytes.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") }),
            !mermaidKeywords.contains(name.lowercased())
        else { return false }
        for prefix in ["screen", "link", "result"] where name.hasPrefix(prefix) {
            let rest = bytes.dropFirst(prefix.utf8.count)
            if !rest.isEmpty, rest.allSatisfy(isDigit) { return false }
        }
        return true
    }

    /// Graphviz DOT text.
    ///
    /// A screen's node id is its name, quoted. With tabs, each tab is a
    /// `subgraph cluster_N { label="Name"; … }` (N its position, the name quoted as every
    /// DOT string is) holding the screens the tab reaches, its taps and its redirects; a
    /// screen's node is `tabN_M [label="Name"]`, M its position among the tab's screens, so
    /// a screen reached in several tabs is a node in each; a link is a node `linkN` labelled
    /// with its pattern, pointing at its screen in the tab opening the link shows it in, by
    /// the router's own rule (the tab the link's chain starts at the root of, else the
    /// first), or, for a screen that tab's taps do not reach, at a node
    /// `outside_N [label="Name"]` of its own outside the clusters.
    ///
    /// The node a screen's returned values go to is `resultN` (`tabT_resultN` in tab T), N
    /// counted among such nodes, with `_` added until no screen has that name; it is drawn
    /// dashed and rounded, its edge dashed with a circle head. A screen that may refuse to
    /// be left has `peripheries=2`; an edge of rows changing conditions has a diamond head.
    public func dot() -> String {
        var lines = ["digraph navigation {"]
        let legend = coverageSummary.map { "coverage: \($0); dashed and red: never walked" }
        if let legend { lines.append("  // \(legend)") }
        lines += ["  rankdir=LR;", "  node [shape=box];"]
        // The legend is the root graph's label, set last so no cluster takes it up.
        let ending = (legend.map { ["  label=\(Self.dotText($0));", "  labelloc=b;"] } ?? []) + ["}"]
        guard !crawl.tabs.isEmpty else {
            let names = Set(crawl.screens.map { ExactText($0.name) })
            Self.dotBody(
                wholeGroup, id: Self.dotText,
                resultID: { index in
                    var id = "result\(index)"
                    while names.contains(ExactText(id)) { id += "_" }
                    return Self.dotText(id)
                },
                labelled: false, coverage: coverage, indent: "  ", into: &lines)
            for link in links {
                lines.append("  \(Self.dotText(link.pattern)) [shape=note];")
                for (screen, label) in Self.labelled(link) {
                    lines.append(
                        "  \(Self.dotText(link.pattern)) -> \(Self.dotText(screen)) [style=dashed\(Self.dotLabel(label))];")
                }
            }
            lines += ending
            return lines.joined(separator: "\n")
        }
        var tabIDs: [(String) -> String] = []
        for (index, tab) in crawl.tabs.enumerated() {
            var positions: [ExactText: Int] = [:]
            for screen in tab.screens where positions[ExactText(screen.name)] == nil {
                positions[ExactText(screen.name)] = positions.count
            }
            let id = { (name: String) in "tab\(index)_\(positions[ExactText(name)] ?? positions.count)" }
            lines.append("  subgraph cluster_\(index) {")
            lines.append("    label=\(Self.dotText(tab.name));")
            Self.dotBody(
                group(tab), id: id, resultID: { "tab\(index)_result\($0)" }, labelled: true, coverage: coverage,
                indent: "    ", into: &lines)
            lines.append("  }")
            tabIDs.append(id)
        }
        var outside: [ExactText: String] = [:]
        for (index, link) in links.enumerated() {
            lines.append("  link\(index) [label=\(Self.dotText(link.pattern)), shape=note];")
            for (screen, label) in Self.labelled(link) {
                let id: String
                if let tab = linkTab(for: screen, of: link) {
                    id = tabIDs[tab](screen)
                } else if let drawn = outside[ExactText(screen)] {
                    id = drawn
                } else {
                    // A screen only links open: a node of its own, outside every tab.
                    id = "outside_\(outside.count)"
                    outside[ExactText(screen)] = id
                    lines.append("  \(id) [label=\(Self.dotText(screen))];")
                }
                lines.append("  link\(index) -> \(id) [style=dashed\(Self.dotLabel(label))];")
            }
        }
        lines += ending
        return lines.joined(separator: "\n")
    }

    /// The attributes that mark what no run walked: dashed and red.
    private static let dotUnwalked = "style=dashed, color=red3, fontcolor=red3"

    /// The node, tap, action and redirect lines of one group of screens; nodes carry a
    /// label when `labelled` (their id is not their name); with `coverage`, the screens
    /// and taps it did not walk are marked ``dotUnwalked``.
    private static func dotBody(
        _ group: Group, id: (String) -> String, resultID: (Int) -> String, labelled: Bool, coverage: GraphCoverage?,
        indent: String, into lines: inout [String]
    ) {
        for screen in group.screens {
            var attributes: [String] = labelled ? ["label=\(dotText(screen))"] : []
            if group.leaveGuarded.contains(ExactText(screen)) { attributes.append("peripheries=2") }
            if let coverage, !coverage.showed(screen) { attributes.append(dotUnwalked) }
            lines.append("\(indent)\(id(screen))" + (attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]") + ";")
        }
        for (index, _) in group.returns.enumerated() {
            lines.append("\(indent)\(resultID(index)) [label=\(dotText(resultLabel)), shape=box, style=\"rounded,dashed\"];")
        }
        for (edge, label, walked) in merged(group.edges, coverage: coverage) {
            let style = (edge.presentation == .modal ? ", penwidth=2" : "") + (walked ? "" : ", \(dotUnwalked)")
            lines.append("\(indent)\(id(edge.from)) -> \(id(edge.to)) [label=\(dotText(label))\(style)];")
        }
        for change in group.conditionChanges {
            lines.append(
                "\(indent)\(id(change.screen)) -> \(id(change.screen)) [label=\(dotText(change.label)), arrowhead=diamond];")
        }
        for (index, returned) in group.returns.enumerated() {
            lines.append(
                "\(indent)\(id(returned.screen)) -> \(resultID(index)) [label=\(dotText(returned.label)), style=dashed, arrowhead=odot];"
            )
        }
        for redirect in group.redirects {
            let walked = coverage?.walked(from: redirect.from, to: redirect.to) ?? true
            lines.append(
                "\(indent)\(id(redirect.from)) -> \(id(redirect.to)) "
                    + "[label=\(dotText("redirect \(redirect.guardName)")), style=dotted, "
                    + (walked ? "color=gray40];" : "color=red3, fontcolor=red3];"))
        }
    }

    /// A link's screens, each with its edge's label: none for a decided screen, `undecided`
    /// for one drawn because the link stopped at the bound.
    private static func labelled(_ link: LinkEdge) -> [(screen: String, label: String?)] {
        link.screens.map { ($0, nil) } + link.undecided.map { ($0, "undecided") }
    }

    /// `, label="…"` for a DOT edge's attributes, or nothing.
    private static func dotLabel(_ label: String?) -> String {
        label.map { ", label=\(dotText($0))" } ?? ""
    }

    /// Text safe inside a Mermaid quoted label, which Mermaid renders as HTML: `"` as
    /// `#quot;`, and every character HTML or Mermaid reads as markup (`<`, `>`, `&`, `#`, a
    /// backtick) or a terminal acts on (a line feed among them) as its decimal entity
    /// (`#60;`), so a name from outside can neither inject markup nor end the label.
    static func mermaidText(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "#quot;"
            case "<", ">", "&", "#", "`": out += "#\(scalar.value);"
            default:
                if QuotedText.isUnsafe(scalar) {
                    out += "#\(scalar.value);"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// A DOT quoted string; a line feed is written `\n` (a line break in the label), so
    /// every statement stays on its line, and every other character a terminal acts on
    /// (``RouterText/QuotedText/isUnsafe(_:)``: a NUL, which ends Graphviz's reading of the
    /// file, among them) is shown as `\u{…}`, its backslash escaped, so Graphviz neither
    /// stops at it nor writes it raw into an SVG.
    private static func dotText(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            default:
                if QuotedText.isUnsafe(scalar) {
                    out += "\\\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
