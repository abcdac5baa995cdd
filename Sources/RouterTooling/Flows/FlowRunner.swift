public import Router
import RouterText

/// Runs flows against an app: each flow on a fresh ``NavigationSession``.
///
/// Expectations that fail are recorded and the flow goes on, so one run reports them all;
/// a command that cannot be carried out (tapping a row that does not exist) is recorded
/// and stops the flow, since the steps after it would run on the wrong screen.
public struct FlowRunner: Sendable {
    /// What a run reports as it goes.
    public enum Output: Sendable {
        /// The stack changed, or refused an operation.
        case event(NavigationEvent)
        /// A tap or link was routed nowhere, for this reason.
        case ignored(IgnoreReason)
        /// A link was rejected, for this reason.
        case rejected(LinkFailure)
        /// Text from `stack`, `log`, `help`, `answer`, `sign-in`…, and the hint after a
        /// screen refused to be left because its question was answered no
        /// (``NavigationSession/leaveHint(after:)``).
        case info(String)
        /// A step failed.
        case failure(FlowFailure)
    }

    private let registry: JumperRegistry
    /// The root screen, or the tabs, each run starts from.
    private let start: Start
    private let makeAccount: @Sendable () -> (any SignInService)?

    /// Creates a runner for the app made of `registry` (its jumpers, guards, screens and
    /// payload types) and the `home` screen.
    /// - Parameters:
    ///   - account: Makes the account each run starts with (nobody signed in, say); by
    ///     default the app has none.
    public init(
        registry: JumperRegistry, home: Destination,
        account: @escaping @Sendable () -> (any SignInService)? = { nil }
    ) {
        self.registry = registry
        self.start = .home(home)
        self.makeAccount = account
    }

    /// Creates a runner for the app made of `registry` with these tabs (see
    /// ``NavigationSession/init(registry:tabs:account:)``): each run starts with every
    /// tab at its root and the first selected.
    public init(
        registry: JumperRegistry, tabs: [TabRoot],
        account: @escaping @Sendable () -> (any SignInService)? = { nil }
    ) {
        self.registry = registry
        self.start = .tabs(tabs)
        self.makeAccount = account
    }

    private enum Start: Sendable {
        case home(Destination)
        case tabs([TabRoot])
    }

    /// Runs `flow` from a fresh stack.
    /// - Parameter output: Receives each event, ignored tap, info text and failure as it
    ///   happens.
    /// - Complexity: O(*n*) in the number of steps, plus the cost of `expect log` steps,
    ///   each O(its expected lines), whatever the log's length (see ``LineDiff``). A failed
    ///   `expect log` keeps and reports a bounded message, so the report and the output
    ///   grow linearly with the flow.
    @MainActor
    public func run(_ flow: Flow, output: @MainActor (Output) -> Void = { _ in }) -> FlowReport {
        let session =
            switch start {
            case .home(let home): NavigationSession(registry: registry, home: home, account: makeAccount())
            case .tabs(let tabs): NavigationSession(registry: registry, tabs: tabs, account: makeAccount())
            }
        var failures: [FlowFailure] = []
        var stepsRun = 0
        var used: Set<RouteTrace> = []
        session.router.onTrace = { used.insert($0) }
        withoutActuallyEscaping(output) { output in
            session.stack.onEvent = { event in
                output(.event(event))
                if let hint = session.leaveHint(after: event) { output(.info(hint)) }
            }
            defer { session.stack.onEvent = nil }
            steps: for step in flow.steps {
                stepsRun += 1
                @MainActor func fail(_ message: String) {
                    let failure = FlowFailure(file: flow.file, line: step.line, message: message)
                    failures.append(failure)
                    output(.failure(failure))
                }
                switch session.perform(step.command) {
                case .routed(.ignored(let reason)):
                    output(.ignored(reason))
                case .routed(.rejected(let failure)):
                    output(.rejected(failure))
                case .routed, .navigated, .expectationHeld:
                    break
                case .info(let text):
                    output(.info(text))
                case .expectationFailed(let message):
                    fail(message)
                case .failed(let error):
                    // The command is echoed shortened: the error quotes what matters once.
                    fail("\(QuotedText.bounded(step.command.description)): \(error)")
                    break steps
                case .quit:
                    break steps
                }
            }
        }
        session.router.onTrace = nil
        return FlowReport(
            file: flow.file, failures: failures, stepsRun: stepsRun, log: session.stack.log, used: used)
    }
}
