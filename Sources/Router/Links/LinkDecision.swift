public import LinkMatching

/// Where a link leads: the pattern it matched and the decision for its payload.
public struct LinkDecision: Sendable {
    /// The most specific pattern that matched the link.
    public let pattern: LinkPattern
    /// Where the link's payload leads.
    public let decision: RouteDecision

    /// The decisions of the link's chain, root-most first, ending with its own decision.
    public var chain: [RouteDecision] { [decision] }

    /// The destination, or `nil` when the payload is ignored.
    public var destination: Destination? { decision.destination }
}
