import Router

/// What a command's result writes, and whether it fails: the one table that the flow runner
/// (and `run`, in text and in JSON), the command prompt and the full-screen status line
/// read, so that a result reads the same wherever it is written.
///
/// | Result | Line | Kind | Verdict |
/// |---|---|---|---|
/// | routed, ignored | `ignored (REASON)` | ``Kind/ignored`` | ``Verdict/passes`` |
/// | routed, rejected | `rejected (REASON)` | ``Kind/rejected`` | ``Verdict/passes`` |
/// | routed otherwise | the outcome (`push PizzaDetail`) | ``Kind/outcome`` | ``Verdict/passes`` |
/// | navigated | the event (`pop refused (root only)`) | ``Kind/outcome`` | ``Verdict/passes`` |
/// | text | the text | ``Kind/info`` | ``Verdict/passes`` |
/// | ended, a load failed | the failure (`loading Preparation failed: …`) | ``Kind/info`` | ``Verdict/passes`` |
/// | ended otherwise | the queued outcome | ``Kind/outcome`` | ``Verdict/passes`` |
/// | in flight | `in flight` | ``Kind/echo`` | ``Verdict/passes`` |
/// | waited | `waited 5s` | ``Kind/echo`` | ``Verdict/passes`` |
/// | expectation held | `ok: COMMAND` | ``Kind/echo`` | ``Verdict/passes`` |
/// | expectation failed | its message | ``Kind/failure`` | ``Verdict/fails`` |
/// | failed | the error | ``Kind/failure`` | ``Verdict/stops`` |
/// | quit | nothing | ``Kind/quit`` | ``Verdict/quits`` |
///
/// A line that says what routing did is the core's own sentence (`RouteOutcome`'s
/// `description`), never spelt again here. Text is kept as the result carries it: writing
/// it safely is the writer's part.
public struct CommandResultLine: Hashable, Sendable {
    /// What a line is, which says where it is written.
    public enum Kind: String, Hashable, Sendable {
        /// A tap, link or `go` routed nowhere: `ignored (the payload is nil)`. Written by a
        /// run and at the prompt.
        case ignored
        /// A link rejected: `rejected (no link pattern uses the scheme 'http')`. Written by a
        /// run and at the prompt.
        case rejected
        /// Text: what `stack`, `log`, `help` or `sign-in` said, a load that failed, the hint
        /// after a screen refused to be left. Written by a run and at the prompt.
        case info
        /// What a navigation did (`push PizzaDetail`, `pop refused (root only)`), as the
        /// command's events say it: written at the prompt only when no event of the command
        /// was written (a run writes every event as it happens).
        case outcome
        /// A confirmation written at the prompt only: `in flight`, `waited 5s`,
        /// `ok: expect top Home`.
        case echo
        /// A failure: an expectation that did not hold, or a command that could not be
        /// carried out. A run records it as a ``FlowFailure``; the prompt writes it as a
        /// problem.
        case failure
        /// `quit`: nothing is written.
        case quit
    }

    /// Whether a result passes, and whether what runs the commands goes on.
    public enum Verdict: Hashable, Sendable {
        /// The step passed.
        case passes
        /// The step failed and the flow goes on: an expectation that did not hold.
        case fails
        /// The step failed and the flow stops, since the steps after it would run on the
        /// wrong screen: a command that could not be carried out. At the prompt, the line
        /// is skipped and the loop goes on.
        case stops
        /// `quit`: the flow or the loop ends.
        case quits
    }

    /// The line (`ignored (the payload is nil)`, `waited 5s`); empty for `quit`. Made when
    /// it is read: a run reads only the lines it writes, so a step whose line is not
    /// written (a push, an echo) spends nothing on its text.
    public var text: String {
        switch content {
        case .text(let text): text
        case .outcome(let outcome): outcome.description
        case .event(let event): event.description
        case .ended(.failed(let failure)): failure.description
        case .ended(let outcome): outcome.description
        case .waited(let duration): "waited \(FlowDuration.text(of: duration))"
        case .held(let command): command.map { "ok: \($0)" } ?? "ok"
        }
    }
    /// What a line is, which says where it is written.
    public let kind: Kind
    /// Whether the result passes, and whether the flow goes on.
    public let verdict: Verdict
    /// What the line says, kept as the result gave it until its text is read.
    private let content: Content

    /// What a line says, before it is made text.
    private enum Content: Hashable, Sendable {
        case text(String)
        case outcome(RouteOutcome)
        case event(NavigationEvent)
        case ended(QueuedOutcome)
        case waited(Duration)
        /// An expectation that held, with its command (`nil`: none to echo).
        case held(FlowCommand?)
    }

    private init(_ content: Content, _ kind: Kind, _ verdict: Verdict = .passes) {
        self.content = content
        self.kind = kind
        self.verdict = verdict
    }

    /// The line for `result`, the result of `command`.
    /// - Parameters:
    ///   - result: What a ``NavigationSession`` did for a command; every result has a line.
    ///   - command: The command that gave `result`, which an expectation that held echoes
    ///     (`ok: expect top Home`); `nil` for a navigation that ended after its command
    ///     (``NavigationSession/onFinished``), which echoes none (then `ok` alone).
    public init(_ result: CommandResult, of command: FlowCommand?) {
        switch result {
        case .routed(let outcome):
            switch outcome {
            case .ignored: self.init(.outcome(outcome), .ignored)
            case .rejected: self.init(.outcome(outcome), .rejected)
            default: self.init(.outcome(outcome), .outcome)
            }
        case .navigated(let event):
            self.init(.event(event), .outcome)
        case .info(let text):
            self.init(.text(text), .info)
        case .ended(.failed(let failure)):
            self.init(.ended(.failed(failure)), .info)
        case .ended(let outcome):
            self.init(.ended(outcome), .outcome)
        case .inFlight:
            self.init(.text("in flight"), .echo)
        case .waited(let duration):
            self.init(.waited(duration), .echo)
        case .expectationHeld:
            self.init(.held(command), .echo)
        case .expectationFailed(let message):
            self.init(.text(message), .failure, .fails)
        case .failed(let error):
            self.init(.text("\(error)"), .failure, .stops)
        case .quit:
            self.init(.text(""), .quit, .quits)
        }
    }

    /// What `run --json` writes beside the event: the reason of an ignored or rejected
    /// navigation, else the line itself.
    private var detail: String {
        switch content {
        case .outcome(.ignored(let reason)): "\(reason)"
        case .outcome(.rejected(let failure)): "\(failure)"
        default: text
        }
    }

    /// A line of text that is no command's result: the hint after a screen refused to be
    /// left (``NavigationSession/leaveHint(after:)``). Written as ``Kind/info``.
    public static func info(_ text: String) -> CommandResultLine {
        CommandResultLine(.text(text), .info)
    }

    /// Whether a run writes the line as it happens (ignored, rejected, text): a run writes
    /// every event itself, and records failures instead.
    public var isWrittenByARun: Bool {
        switch kind {
        case .ignored, .rejected, .info: true
        case .outcome, .echo, .failure, .quit: false
        }
    }

    /// Whether the prompt writes the line, given whether the command's events were written:
    /// an outcome only when none was, the other lines always (a failure as a problem), and
    /// nothing for `quit`.
    public func isWrittenAtThePrompt(eventsWritten: Bool) -> Bool {
        switch kind {
        case .outcome: !eventsWritten
        case .quit: false
        case .ignored, .rejected, .info, .echo, .failure: true
        }
    }

    /// The line as `run --json` writes it, before encoding: `event` names the kind
    /// (`ignored`, `rejected`, `info`), then the reason of an ignored or rejected navigation
    /// (`reason`) or the line (`text`).
    public var jsonFields: [String: String] {
        switch kind {
        case .ignored, .rejected: ["event": kind.rawValue, "reason": detail]
        case .info, .outcome, .echo, .failure, .quit: ["event": kind.rawValue, "text": detail]
        }
    }
}
