import Router

/// The documented semantics of a routes file, written out for the reference apps on their
/// own: which route decides a payload, what a link's values make, and what opening a link
/// builds. The comparisons check the router against these, never the other way round.
extension ReferenceApp {
    /// What a route decides for a payload: the route's position in the file and where it
    /// leads.
    struct Decision: Hashable {
        let route: Int
        let screen: String
        let modal: Bool
        /// The condition the screen requires: the route's, else the screen's own.
        let requirement: String?
    }

    /// The payload type's name and the payload's field values.
    static func fields(of payload: Any) -> (type: String, values: [String: String])? {
        if let entry = payload as? RefEntry { return ("Entry", ["kind": entry.kind, "label": entry.label]) }
        if let ticket = payload as? RefTicket { return ("Ticket", ["id": ticket.id]) }
        return nil
    }

    /// The first route of the payload's type whose conditions all hold decides; `nil` when
    /// none does (or the payload is of no routed type).
    func decide(_ payload: Any) -> Decision? {
        guard let (type, values) = Self.fields(of: payload) else { return nil }
        for (index, route) in routes.enumerated() where route.payload == type {
            guard route.conditions.allSatisfy({ values[$0.field] == $0.value }) else { continue }
            return Decision(
                route: index, screen: route.screen, modal: route.modal,
                requirement: route.requires ?? (route.screen == "S4" ? "g1" : nil))
        }
        return nil
    }

    /// The conditions a destination requiring `condition` needs, in chain order.
    func guardChain(of condition: String) -> [String] {
        condition == "g2" && chained ? ["g2", "g1"] : [condition]
    }

    /// The values each link parameter is tried with: every value the routes and rows use,
    /// and one the decoders refuse.
    static let parameterValues: [String: [String]] = [
        "kind": kinds + ["z"], "label": labels + ["w"], "id": ticketIDs + ["t3", "bad"],
    ]

    /// The names of the `:name` segments of `pattern`, in order.
    static func parameters(of pattern: String) -> [String] {
        pattern.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
    }

    /// `pattern` with each `:name` segment replaced by its value.
    static func fill(_ pattern: String, _ values: [String: String]) -> String {
        pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
            segment.hasPrefix(":") ? values[String(segment.dropFirst())] ?? String(segment) : String(segment)
        }.joined(separator: "/")
    }

    /// Every link the file's patterns match, each with its pattern and parameter values:
    /// every combination of ``parameterValues``.
    var sampleLinks: [(link: Link, url: String, values: [String: String])] {
        links.flatMap { link in
            var combinations: [[String: String]] = [[:]]
            for name in Self.parameters(of: link.pattern) {
                combinations = combinations.flatMap { partial in
                    (Self.parameterValues[name] ?? []).map { partial.merging([name: $0]) { $1 } }
                }
            }
            return combinations.map { (link, Self.fill(link.pattern, $0), $0) }
        }
    }

    /// The payload a link's captured `values` and constants make, or `nil` when its
    /// decoder refuses them (an entry of no known kind, the ticket `bad`).
    func payload(of link: Link, values: [String: String]) -> (any Sendable)? {
        var all = values
        for constant in link.constants { all[constant.name] = constant.value }
        switch link.payload {
        case "Entry":
            guard let kind = all["kind"], Self.kinds.contains(kind) else { return nil }
            return RefEntry(kind: kind, label: all["label"] ?? "x")
        default:
            guard let id = all["id"], id != "bad" else { return nil }
            return RefTicket(id: id)
        }
    }

    /// The links opening `link` matches, each with whether its values made a payload: the
    /// link, then its parents in turn (each matched and decoded as an opened link), up to
    /// the first whose values make none.
    func matchedLinks(_ link: Link, values: [String: String]) -> [(pattern: String, madePayload: Bool)] {
        guard payload(of: link, values: values) != nil else { return [(link.pattern, false)] }
        guard let parent = link.parent, let parentLink = links.first(where: { $0.pattern == parent }) else {
            return [(link.pattern, true)]
        }
        return [(link.pattern, true)] + matchedLinks(parentLink, values: parentValues(parent, link, values))
    }

    /// The values of `parent`'s parameters: the child's of the same names, captured or
    /// constant.
    private func parentValues(_ parent: String, _ link: Link, _ values: [String: String]) -> [String: String] {
        var all = values
        for constant in link.constants { all[constant.name] = constant.value }
        return Dictionary(uniqueKeysWithValues: Self.parameters(of: parent).map { ($0, all[$0] ?? "") })
    }

    /// The decisions opening a link makes, root first: its parents' (each parent template
    /// filled with the link's values, captured and constant) then its own; `nil` when a
    /// link of the chain makes no payload or no route decides one.
    func openedChain(_ link: Link, values: [String: String]) -> [Decision]? {
        guard let payload = payload(of: link, values: values), let decision = decide(payload) else { return nil }
        guard let parent = link.parent else { return [decision] }
        guard let parentLink = links.first(where: { $0.pattern == parent }) else { return nil }
        return openedChain(parentLink, values: parentValues(parent, link, values)).map { $0 + [decision] }
    }
}
