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
        /// A line a run writes (``CommandResultLine/isWrittenByARun``): a tap or link routed
        /// nowhere (``CommandResultLine/Kind/ignored``), a link rejected
        /// (``CommandResultLine/Kind/rejected``), or text (``CommandResultLine/Kind/info``)
        /// from `stack`, `log`, `help`, `answer`, `sign-in`…, a load that failed, and the
        /// hint after a screen refused to be left because its question was answered no
        /// (``NavigationSession/leaveHint(after:)``).
        case line(CommandResultLine)
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
    ///   - registry: The app's jumpers, guards, screens and payload types.
    ///   - home: The root screen each run starts from, built once per run.
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

    /// Runs `flow` from a fresh stack, each command carried out at once
    /// (``NavigationSession/perform(_:)``): a tap to a screen that loads is ignored as not
    /// loaded, and `wait` fails. Run the flows of an app that waits with
    /// ``runSettling(_:output:)``.
    /// - Parameters:
    ///   - flow: The flow to run, parsed (a malformed file never gets this far).
    ///   - output: Receives each event, ignored tap, info text and failure as it
    ///     happens.
    /// - Complexity: O(*n*) in the number of steps, plus the cost of `expect log` steps,
    ///   each O(its expected lines), whatever the log's length (see ``LineDiff``). A failed
    ///   `expect log` keeps and reports a bounded message, so the report and the output
    ///   grow linearly with the flow.
    @MainActor
    public func run(_ flow: Flow, output: @MainActor (Output) -> Void = { _ in }) -> FlowReport {
        let session = makeSession()
        return withoutActuallyEscaping(output) { output in
            var run = Run(flow: flow, session: session, output: output)
            for step in flow.steps {
                _ = run.begin(step)
                guard run.report(session.perform(step.command), of: step) else { break }
            }
            return run.finish()
        }
    }

    /// Runs `flow` from a fresh stack through the session's queue on its manual clock
    /// (``NavigationSession/performAndSettle(_:)``): screens load, asynchronous checks are
    /// answered, and time moves only with `wait`, so a flow that waits an hour runs in
    /// milliseconds. For an app that never waits, it reports what ``run(_:output:)`` does.
    ///
    /// A navigation still in flight when the flow ends is cancelled; its end is logged.
    /// - Parameters:
    ///   - flow: The flow to run, parsed.
    ///   - output: As for ``run(_:output:)``; the result of a navigation that ends
    ///     after its command (during a `wait`) is reported when it ends.
    @MainActor
    public func runSettling(_ flow: Flow, output: @escaping @MainActor (Output) -> Void = { _ in }) async -> FlowReport {
        let session = makeSession()
        var run = Run(flow: flow, session: session, output: output)
        session.onFinished = { run.reportLate($0) }
        for step in flow.steps {
            let tapped = run.begin(step)
            // A step that ends at once (most taps and backs) makes no asynchronous call.
            let result: CommandResult
            if let atOnce = session.performedAtOnce(step.command, tapped: tapped) {
                result = atOnce
            } else {
                result = await session.performAndSettle(step.command)
            }
            guard run.report(result, of: step) else { break }
        }
        await session.cancelAll()
        session.onFinished = nil
        return run.finish()
    }

    @MainActor private func makeSession() -> NavigationSession {
        switch start {
        case .home(let home): NavigationSession(registry: registry, home: home, account: makeAccount())
        case .tabs(let tabs): NavigationSession(registry: registry, tabs: tabs, account: makeAccount())
        }
    }

    /// One run of a flow: what it reported so far.
    @MainActor
    private struct Run {
        let flow: Flow
        let session: NavigationSession
        let output: @MainActor (Output) -> Void
        var failures: [FlowFailure] = []
        var stepsRun = 0
        /// The routes the flow used, traced by the router.
        let used = UsedRoutes()
        /// The taps the flow made and the screens it showed, seen in the stack's events.
        let walks = Walks()

        init(flow: Flow, session: NavigationSession, output: @escaping @MainActor (Output) -> Void) {
            self.flow = flow
            self.session = session
            self.output = output
            session.router.onTrace = { [used] in used.note($0) }
            walks.show(session.stack.top.name)
            session.stack.onEvent = { [weak session, walks] event in
                walks.note(event)
                output(.event(event))
                if let hint = session?.leaveHint(after: event) { output(.line(.info(hint))) }
            }
        }

        /// Notes, before `step` runs, the tap it makes: the screens shown from then on are
        /// what that tap showed, until a later step navigates.
        /// - Returns: The row a tap taps, as the session finds it before the step runs;
        ///   `nil` for any other step.
        func begin(_ step: FlowStep) -> NavigationSession.TappedRow? {
            walks.redirected = false
            if case .tap(let target) = step.command {
                walks.tap = nil
                let tapped = session.tappedRow(target)
                if case .success(let (list, _, row)) = tapped {
                    walks.tap = (list.name, row.item.title)
                }
                return tapped
            } else if NavigationSession.navigates(step.command) {
                walks.tap = nil
            }
            return nil
        }

        /// Notes, after a step, the screen a redirected tap waits for (the router's pending
        /// destination), to count the tap as showing it when a later step resumes it; and
        /// forgets a waiting tap whose destination the router dropped.
        func end() {
            walks.show(session.stack.top.name)
            let pending = session.router.pending?.destination.screen
            if walks.redirected, let tap = walks.tap, let pending {
                walks.waiting = WalkedTap(from: tap.from, row: tap.row, to: pending)
            } else if pending == nil {
                walks.waiting = nil
            }
        }

        /// Reports what `step` did, as ``CommandResultLine`` says: a failure is recorded, and
        /// a line a run writes is written.
        /// - Returns: Whether the flow goes on.
        mutating func report(_ result: CommandResult, of step: FlowStep) -> Bool {
            end()
            stepsRun += 1
            let line = CommandResultLine(result, of: step.command)
            switch line.verdict {
            case .passes:
                write(line)
            case .fails:
                fail(line.text, at: step.line)
            case .stops:
                // The command is echoed shortened: the error quotes what matters once.
                fail("\(QuotedText.bounded(step.command.description)): \(line.text)", at: step.line)
                return false
            case .quits:
                return false
            }
            return true
        }

        /// Reports the result of a navigation that ended after its command: an ignored or
        /// rejected navigation, or a load that failed.
        func reportLate(_ result: CommandResult) {
            write(CommandResultLine(result, of: nil))
        }

        /// Writes `line` when a run writes it (``CommandResultLine/isWrittenByARun``).
        private func write(_ line: CommandResultLine) {
            if line.isWrittenByARun { output(.line(line)) }
        }

        private mutating func fail(_ message: String, at line: Int) {
            let failure = FlowFailure(file: flow.file, line: line, message: message)
            failures.append(failure)
            output(.failure(failure))
        }

        /// Stops listening and says what the run found.
        func finish() -> FlowReport {
            session.stack.onEvent = nil
            session.router.onTrace = nil
            return FlowReport(
                file: flow.file, failures: failures, stepsRun: stepsRun, log: session.stack.log, used: used.routes,
                walked: walks.walked, shown: walks.shown)
        }
    }

    /// The taps a run made and the screens it showed, filled in from the stack's events.
    @MainActor
    private final class Walks {
        /// The screen and row title of the tap the screens now shown answer, if any.
        var tap: (from: String, row: String)?
        /// Whether a guard redirected a navigation during the step running.
        var redirected = false
        /// A tap a guard redirected, with the screen it waits for.
        var waiting: WalkedTap?
        private(set) var walked: [WalkedTap] = []
        private(set) var shown: [String] = []
        private var walkedSet: Set<WalkedTap> = []
        private var shownSet: Set<ExactText> = []
        /// The last few names recorded (each in ``shownSet`` already), compared before
        /// hashing: a flow goes back and forth between a few screens, and comparing a
        /// short name costs less than hashing it.
        private var recentlyShown = RecentlySeen<String>(same: { $0.isScalarEqual(to: $1) })
        /// The last few taps recorded (each in ``walkedSet`` already), likewise.
        private var recentlyWalked = RecentlySeen<WalkedTap>(same: ==)

        /// Records `name` as shown, once.
        func show(_ name: String) {
            guard !recentlyShown.contains(name) else { return }
            if shownSet.insert(ExactText(name)).inserted { shown.append(name) }
            recentlyShown.note(name)
        }

        /// Records the screens `event` shows, and, while a tap is open, the taps that
        /// showed them.
        func note(_ event: NavigationEvent) {
            switch event.withoutTab {
            case .redirect:
                redirected = true
            case .push(let name), .present(let name):
                if let tap { walk(WalkedTap(from: tap.from, row: tap.row, to: name)) }
                if let waiting, waiting.to.isScalarEqual(to: name) {
                    walk(waiting)
                    self.waiting = nil
                }
                show(name)
            case .go(let stack):
                for name in stack { show(name) }
            case .popToRoot(let name):
                show(name)
            default:
                break
            }
        }

        private func walk(_ tap: WalkedTap) {
            guard !recentlyWalked.contains(tap) else { return }
            if walkedSet.insert(tap).inserted { walked.append(tap) }
            recentlyWalked.note(tap)
        }
    }

    /// The last few values noted, oldest replaced first: a look-up that compares a few
    /// values in place before a set hashes them.
    private struct RecentlySeen<Value> {
        private var values: [Value] = []
        private var next = 0
        let same: (Value, Value) -> Bool
        /// How many values are kept.
        private static var capacity: Int { 4 }

        init(same: @escaping (Value, Value) -> Bool) {
            self.same = same
        }

        /// Whether `value` is one of the last few noted.
        func contains(_ value: Value) -> Bool {
            values.contains { same($0, value) }
        }

        /// Keeps `value`, in place of the oldest when full.
        mutating func note(_ value: Value) {
            if values.count < Self.capacity {
                values.append(value)
            } else {
                values[next] = value
                next = (next + 1) % Self.capacity
            }
        }
    }

    /// The routes a run used, filled in as the router traces them.
    @MainActor
    private final class UsedRoutes {
        private(set) var routes: Set<RouteTrace> = []
        /// The last few routes noted (each in ``routes`` already), compared before hashing:
        /// a route of a routes file compares by identity first, and a flow uses a few
        /// routes over and over.
        private var recent = RecentlySeen<RouteTrace>(same: ==)

        /// Records `route` as used.
        func note(_ route: RouteTrace) {
            guard !recent.contains(route) else { return }
            routes.insert(route)
            recent.note(route)
        }
    }
}
