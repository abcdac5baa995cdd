import RouterTestSupport

extension ReferenceApp {
    /// A random app from `seed`: a few rows per screen, routes for both payload types
    /// (narrow before broad, so none is shadowed), sometimes a guard chain, links with
    /// parameters, constants and parents, and sometimes tabs rooted at links.
    init(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }
        func pick<T>(_ items: [T]) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

        func randomRow() -> Row {
            switch Int.random(in: 0..<100, using: &random) {
            case ..<45: .entry(kind: pick(Self.kinds + ["z"]), label: pick(["x", "y"]))
            case ..<80: .ticket(pick(["t1", "t2", "t3", "pick"]))
            case ..<90: .returns(pick(Self.kinds))
            default: .grant(pick(Self.conditions))
            }
        }
        func randomRows(_ range: ClosedRange<Int>) -> [Row] {
            (0..<Int.random(in: range, using: &random)).map { _ in randomRow() }
        }
        var rows: [String: [Row]] = ["Home": randomRows(1...3)]
        for screen in ["S1", "S2", "S3", "S4", Self.resultScreen] { rows[screen] = randomRows(0...3) }
        rows["Form"] = randomRows(0...2) + (chance(80) ? [.pick] : [])
        for (condition, screen) in Self.guards {
            rows[screen] = (chance(70) ? [.grant(condition)] : []) + randomRows(0...1)
        }

        let chained = chance(40)
        func route(_ payload: String, _ conditions: [(field: String, value: String)]) -> Route {
            // The result screen only for entries a returned value makes.
            let chosen = conditions.contains { $0.value == "chosen" }
            let screen = pick(Self.routedScreens + (chosen ? [Self.resultScreen, Self.resultScreen] : []))
            var requires: String? = chance(60) ? nil : pick(Self.conditions)
            // A route's condition must share a guard chain with its screen's.
            if screen == "S4", requires == "g2", !chained { requires = nil }
            return Route(payload: payload, conditions: conditions, screen: screen, modal: chance(25), requires: requires)
        }
        var routes: [Route] = []
        var narrow: Set<[String]> = []
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            let kind = pick(Self.kinds)
            let label = pick(Self.labels)
            if narrow.insert([kind, label]).inserted {
                routes.append(route("Entry", [("kind", kind), ("label", label)]))
            }
        }
        let kinds = Self.kinds.filter { _ in chance(50) }
        routes += kinds.map { route("Entry", [("kind", $0)]) }
        if kinds.count < Self.kinds.count, chance(50) { routes.append(route("Entry", [])) }
        routes += Self.ticketIDs.filter { chance($0 == "pick" ? 70 : 50) }.map { route("Ticket", [("id", $0)]) }
        if chance(40) { routes.append(route("Ticket", [])) }
        // The screen the form asks a result of mostly has a row returning one.
        if let picker = routes.first(where: { $0.conditions.first?.value == "pick" }), chance(70) {
            rows[picker.screen, default: []].append(.returns(pick(Self.kinds)))
        }

        var links: [Link] = []
        if chance(60) {
            links.append(
                Link(pattern: "ref://e/:kind", payload: "Entry", constants: chance(30) ? [("label", "y")] : [], parent: nil))
        }
        if chance(40) {
            let parent = links.isEmpty || chance(50) ? nil : "ref://e/:kind"
            links.append(Link(pattern: "ref://e/:kind/:label", payload: "Entry", constants: [], parent: parent))
        }
        let hasA = chance(50)
        if hasA { links.append(Link(pattern: "ref://a", payload: "Entry", constants: [("kind", "a")], parent: nil)) }
        if chance(30) { links.append(Link(pattern: "ref://b", payload: "Entry", constants: [("kind", "b")], parent: nil)) }
        if chance(50) {
            links.append(
                Link(pattern: "ref://t/:id", payload: "Ticket", constants: [], parent: hasA && chance(50) ? "ref://a" : nil))
        }

        // Tabs rooted at the links that open an unguarded screen.
        var tabs: [(name: String, link: String)] = []
        if chance(35) {
            let partial = ReferenceApp(
                seed: seed, rows: rows, routes: routes, links: links, tabs: [], chained: chained, text: "")
            for (name, link, kind) in [("One", "ref://a", "a"), ("Two", "ref://b", "b")]
            where links.contains(where: { $0.pattern == link }) {
                if let decision = partial.decide(RefEntry(kind: kind, label: "x")), decision.requirement == nil {
                    tabs.append((name, link))
                }
            }
        }
        self.init(
            seed: seed, rows: rows, routes: routes, links: links, tabs: tabs, chained: chained,
            text: Self.yaml(routes: routes, links: links, tabs: tabs, chained: chained))
    }

    /// The routes file declaring `routes`, `links`, `tabs` and, when `chained`, `g2`'s
    /// prerequisite `g1`.
    private static func yaml(
        routes: [Route], links: [Link], tabs: [(name: String, link: String)], chained: Bool
    ) -> String {
        func mapping(_ pairs: [(String, String)]) -> String {
            "{" + pairs.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
        }
        var lines = ["version: 1", routes.isEmpty ? "routes: []" : "routes:"]
        for route in routes {
            var pairs = [("payload", route.payload)]
            if !route.conditions.isEmpty { pairs.append(("when", mapping(route.conditions.map { ($0.field, $0.value) }))) }
            pairs.append((route.modal ? "present" : "push", route.screen))
            if let requires = route.requires { pairs.append(("requires", requires)) }
            lines.append("  - " + mapping(pairs))
        }
        if chained { lines += ["guards:", "  - {guard: g2, requires: g1}"] }
        if !links.isEmpty { lines.append("links:") }
        for link in links {
            var pairs = [("link", "\"\(link.pattern)\""), ("payload", link.payload)]
            if !link.constants.isEmpty { pairs.append(("with", mapping(link.constants.map { ($0.name, $0.value) }))) }
            if let parent = link.parent { pairs.append(("parent", "\"\(parent)\"")) }
            lines.append("  - " + mapping(pairs))
        }
        if !tabs.isEmpty { lines.append("tabs:") }
        for tab in tabs { lines.append("  - {tab: \(tab.name), root: \"\(tab.link)\"}") }
        return lines.joined(separator: "\n") + "\n"
    }
}
