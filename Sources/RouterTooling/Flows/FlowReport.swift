public import Router

/// The result of running a flow.
public struct FlowReport: Hashable, Sendable {
    /// The flow file's path or name.
    public let file: String
    /// Every failure, in the order met.
    public let failures: [FlowFailure]
    /// How many steps ran (expectations included).
    public let stepsRun: Int
    /// The navigation log at the end of the run.
    public let log: NavigationLog
    /// The routes-file routes and link patterns the run used, and the link patterns whose
    /// decoder refused a matched link's values, for coverage (``RouteCoverage``).
    public let used: Set<RouteTrace>
    /// The taps the run made, each with a screen it showed, in the order first made (see
    /// ``WalkedTap``), for the graph's coverage (``GraphCoverage``).
    public let walked: [WalkedTap]
    /// The screens the run showed, in the order first shown: the root it started on (the
    /// first tab's root, with tabs), then every screen an event pushed, presented or put
    /// on the stack, and every screen on top after a step.
    public let shown: [String]

    /// Whether every step ran and every expectation held.
    public var passed: Bool { failures.isEmpty }
}
