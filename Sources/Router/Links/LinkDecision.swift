public import LinkMatching

/// Where a link leads: the pattern it matched and the decision for its payload, with the
/// decisions of the links it sits above.
public struct LinkDecision: Sendable {
    /// The link's text; for a parent, its template filled with the parameters of the link
    /// below it.
    public let link: String
    /// The most specific pattern that matched the link.
    public let pattern: LinkPattern
    /// Where the link's payload leads.
    public let decision: RouteDecision
    /// The decisions of the link's parents, root-most first: its pattern's parent, that
    /// pattern's parent, and so on, the root first; empty when the pattern declares no
    /// parent. Each parent's own ``parents`` are those before it here. A parent whose
    /// payload is ignored is here as it is (``RouteDecision/ignore(_:)``): what to do with
    /// it is the router's choice.
    public let parents: [LinkDecision]
    /// The payload the link's decoder built, before any jumper saw it.
    package let payload: any Sendable

    /// The destination, or `nil` when the payload is ignored.
    public var destination: Destination? { decision.destination }

    /// The parents' decisions, root-most first, then the link's own: the stack the link
    /// builds from its root.
    public var chain: [RouteDecision] { parents.map(\.decision) + [decision] }
}
