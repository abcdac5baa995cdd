/// What a router used to show something, reported for route coverage.
public enum RouteTrace: Hashable, Sendable {
    /// A routes-file route chose a destination that was shown (or redirected by a guard).
    case route(RouteRule)
    /// A link matched this pattern, written as `LinkPattern`'s `description`.
    case link(String)
    /// A link matched this pattern, but its decoder refused the values (no payload).
    case refusedLink(String)
}
