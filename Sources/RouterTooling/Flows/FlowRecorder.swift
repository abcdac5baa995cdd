import Router
import RouterClock
import RouterText

/// Writes a session down as a flow file, command by command, that `run` passes unchanged:
/// each command that changes or checks the app, followed by what it left, as expectations.
///
/// Attached to a fresh ``NavigationSession`` (through its ``NavigationSession/onPerform``),
/// it turns every command the session carries out into flow lines (``lines``):
/// - a command that navigates (`tap`, `back`, `home`, `open`, `go`, `tab`, `sign-in`,
///   `sign-out`, `restore`) or lets time pass (`wait`) is written as ``FlowCommand/flowText`` and followed by
///   `expect stack A > B`; in an app with tabs, by `expect tab T` when the selected tab
///   changed, then `expect stack T: A > B` for the selected tab and for every other tab
///   whose stack changed since the last expectations;
/// - `answer yes|no`, `save FILE` and expectations that held are written as they are;
/// - `stack`, `log`, `help` and `quit` change nothing and are not written;
/// - a command that failed, or an expectation that did not hold, is written as a comment
///   (`# failed, not recorded: tap 9`), so the flow goes on as the session did; an answer
///   the failed command used up is commented out with it.
///
/// Every line is one line (a name holding a line break, which no flow line can hold, is
/// left out with a comment saying so), and names are quoted so they read back as they
/// are. Given the screens `run` knows by name, an expectation naming another is a comment.
/// The flow runs on the app as the session started: the same routing, and with
/// `--tabs` when the session had tabs. A `save` and a `restore` write and read the same
/// files when the flow runs, from its working directory.
@MainActor
public final class FlowRecorder {
    /// The flow so far, one line each, without line endings: first a comment that starts
    /// with ``mark`` (and one saying how to replay it, when given).
    public private(set) var lines: [String]
    /// How many commands have been written (not counting expectations and comments).
    public private(set) var commandCount = 0
    /// Told after each command (or the comment that stands for it) is written down, e.g.
    /// to save the file so far.
    public var onRecord: (@MainActor () -> Void)?

    private weak var session: NavigationSession?
    /// The selected tab and every tab's stack (or the one stack, under `nil`) as the last
    /// expectations wrote them.
    private var written: Snapshot
    /// The index of the `answer` line that waits for the next navigating command.
    private var waitingAnswer: Int?
    /// The screens expectations may name, or `nil` for any.
    private let knownScreens: Set<ExactText>?
    /// The session's time when the last command was written: time that passed since
    /// (a navigation waited for in real time) is written as a `wait` before the next one.
    private var clockWritten: ManualClock.Instant

    /// What every recording starts with, which ``isRecording(_:)`` recognises.
    public static let mark = "# A flow recorded at the prompt"

    /// Starts recording `session`, which must not have navigated yet (the flow replays it
    /// from a fresh start). Replaces the session's ``NavigationSession/onPerform``.
    /// - Parameters:
    ///   - session: The session to record, before it navigates.
    ///   - replay: How to run the flow (`routerdemo --tabs run FILE`), for the header's
    ///     second line; any line break in it is written as a space.
    ///   - screenNames: The screens `run` knows by name (see
    ///     ``FlowParser/init(file:screenNames:)``), or `nil` for any. An expectation that
    ///     would name another screen (one a jumper builds without registering it), which
    ///     `run` would refuse, is written as a comment instead.
    public init(session: NavigationSession, replay: String? = nil, screenNames: [String]? = nil) {
        self.session = session
        knownScreens = screenNames.map { names in Set(names.map { ExactText($0) }) }
        written = Snapshot(of: session)
        clockWritten = session.clock.now
        lines = [Self.mark + "; each command is followed by what it left."]
        if let replay {
            let oneLine = String(String.UnicodeScalarView(replay.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
            lines.append("# Replay it with: \(oneLine)")
        }
        session.onPerform = { [weak self] command, result in self?.record(command, result) }
    }

    /// The flow as text, each line ending with a line feed.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    /// Whether `bytes` are a recording: they start with ``mark``. A file that is one may be
    /// replaced by a new recording; any other is kept.
    public static func isRecording(_ bytes: [UInt8]) -> Bool {
        bytes.starts(with: mark.utf8)
    }

    /// Writes down `command`, which the session carried out with `result`.
    private func record(_ command: FlowCommand, _ result: CommandResult) {
        guard let session else { return }
        writeTimePassed(before: command, now: session.clock.now)
        switch command {
        case .stack, .log, .help, .quit, .link: return
        default: break
        }
        switch result {
        case .failed, .expectationFailed:
            let what = if case .failed = result { "failed" } else { "did not hold" }
            lines.append("# \(what), not recorded: \(command.flowText ?? "a command with a line break")")
            if Self.navigates(command), let answer = waitingAnswer {
                lines[answer] = "# used up by a command that failed: " + lines[answer]
                waitingAnswer = nil
            }
            onRecord?()
            return
        default:
            break
        }
        guard let text = command.flowText else {
            lines.append("# a command holding a line break, not recorded")
            onRecord?()
            return
        }
        lines.append(text)
        commandCount += 1
        if case .answer = command {
            waitingAnswer = lines.count - 1
        } else if Self.mayChangeStacks(command) {
            if Self.navigates(command) { waitingAnswer = nil }
            expectations(after: Snapshot(of: session))
        }
        onRecord?()
    }

    /// Writes `wait` for the time that passed on the session's clock since the last command
    /// and before `command` (a navigation the prompt waited for in real time), rounded up to
    /// a millisecond, so the replay lets the same time pass at the same place.
    private func writeTimePassed(before command: FlowCommand, now: ManualClock.Instant) {
        defer { clockWritten = now }
        let own = if case .wait(let duration) = command { duration } else { Duration.zero }
        let passed = clockWritten.duration(to: now) - own
        guard passed > .zero else { return }
        let (seconds, attoseconds) = passed.components
        let milliseconds = seconds * 1_000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        guard let text = FlowCommand.wait(.milliseconds(milliseconds)).flowText else { return }
        lines.append(text)
    }

    /// Writes what changed since the last expectations, always checking the selected tab's
    /// stack (or the only stack).
    private func expectations(after now: Snapshot) {
        var checks: [FlowCommand.Expectation] = []
        if let tab = now.selectedTab {
            if !Snapshot.same(written.selectedTab, tab) { checks.append(.tab(tab)) }
            for (name, screens) in now.stacks {
                let before = written.stacks.first { Snapshot.same($0.tab, name) }?.screens
                let selected = Snapshot.same(name, tab)
                if selected || before.map({ !Snapshot.same($0, screens) }) ?? true {
                    checks.append(.tabStack(tab: name ?? "", screens))
                }
            }
        } else {
            checks.append(.stack(now.stacks.first?.screens ?? []))
        }
        for check in checks {
            guard let text = FlowCommand.expect(check).flowText else {
                lines.append("# not checked: a screen or tab whose name no flow line can hold")
                continue
            }
            let names: [String] =
                switch check {
                case .stack(let names), .tabStack(_, let names): names
                default: []
                }
            let known = knownScreens.map { known in names.allSatisfy { known.contains(ExactText($0)) } } ?? true
            lines.append(known ? text : "# not checked, it names a screen run does not know: " + text)
        }
        written = now
    }

    /// Whether `command` uses up a waiting answer: whether it navigates.
    private static func navigates(_ command: FlowCommand) -> Bool {
        NavigationSession.navigates(command)
    }

    /// Whether the stacks may have changed after `command`: it navigates, lets time pass
    /// (a navigation in flight may end), or cancels what is in flight.
    private static func mayChangeStacks(_ command: FlowCommand) -> Bool {
        if case .wait = command { return true }
        if case .cancel = command { return true }
        return navigates(command)
    }

    /// The selected tab and every tab's screens, or the one stack's under `nil`.
    private struct Snapshot {
        var selectedTab: String?
        var stacks: [(tab: String?, screens: [String])]

        @MainActor init(of session: NavigationSession) {
            let stack = session.stack
            selectedTab = stack.selectedTab
            stacks =
                stack.tabs.isEmpty
                ? [(nil, stack.screenNames)]
                : stack.tabs.map { tab in (tab, (stack.entries(inTab: tab) ?? []).map(\.screen.name)) }
        }

        /// Whether two names are the same by their Unicode scalars, as expectations compare.
        static func same(_ a: String?, _ b: String?) -> Bool {
            switch (a, b) {
            case (nil, nil): true
            case (let a?, let b?): a.unicodeScalars.elementsEqual(b.unicodeScalars)
            default: false
            }
        }

        static func same(_ a: [String], _ b: [String]) -> Bool {
            a.elementsEqual(b) { same($0, $1) }
        }
    }
}
