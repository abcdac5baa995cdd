public import Router
public import RouterClock
public import RouterRestoration
import RouterText
import RoutesFiles

/// An app running on a recording stack: the state behind the interactive prompt and the
/// flow runner.
///
/// A session builds its root screen from a `home` destination, routes taps through a
/// `NavigationRouter` over its `JumperRegistry`, and carries out ``FlowCommand``s one at a time.
/// Embed it to drive your own screens and jumpers from your tests or your own CLI: `tap`
/// works on any top screen that is a `TappableScreen`.
///
/// Started with tabs (``init(registry:tabs:account:)``), commands act on the selected tab,
/// `tab NAME` selects another, `stack` prints every tab (``stackDescription``), and `save`
/// and `restore` cover every tab at once.
@MainActor
public final class NavigationSession {
    /// The stack, with the log of everything done so far.
    public let stack: RecordingNavigationStack
    /// The stack the router navigates: ``stack`` itself, or the stack that shows it when the
    /// session was started on one (``init(registry:home:account:shownOn:)``). The session
    /// holds it (a router holds its stack weakly).
    public let navigator: any TabbedNavigationStack
    /// The router that shows tapped payloads on ``stack``.
    public let router: NavigationRouter
    /// The outcome of the last tap, `back` or `home`; `nil` before the first.
    public private(set) var lastAction: CommandResult?
    /// Who the command being carried out signed in, for its lines (`signed in as anna`).
    var signedInAs: String?

    /// The app's account, driven by `sign-in` and `sign-out`; `nil` when the app has none.
    public let account: (any SignInService)?
    /// Saves and restores the stack, with the registry's screens and payload types.
    public let restorer: StackRestorer
    /// Answers the questions screens ask before they are left, as `answer yes|no` says.
    public let confirmations = FlowConfirmations()
    /// The session's time: it moves only with `wait` (``performAndSettle(_:)``), so
    /// loaders and checks that sleep on it (`LoaderClock`) finish when a flow says.
    public let clock = ManualClock()
    /// The queue ``performAndSettle(_:)`` navigates through when the app waits: when a
    /// screen loads or a condition is checked asynchronously.
    public let queue: NavigationQueue
    /// Receives the result of a command that ``performAndSettle(_:)`` answered
    /// ``CommandResult/inFlight`` for, when its navigation ends.
    public var onFinished: ((CommandResult) -> Void)?
    /// How long, on ``clock``, the loaders of the screens `restore` shows may take in all
    /// when ``performAndSettle(_:)`` restores (`StackRestorer.restore(from:on:timeLimit:)`);
    /// restoring is one step, so its clock moves that far at most. 30 seconds by default.
    public var restoreTimeLimit: Duration = .seconds(30)
    /// Whether the app waits at all: a screen loads, or a condition is checked
    /// asynchronously. When not, ``performAndSettle(_:)`` performs at once.
    let waits: Bool
    /// How each request given to the queue ended, as its command's result, by its number,
    /// until its command reads it.
    var finishedRequests: [Int: CommandResult] = [:]
    /// The number of the last request given to the queue.
    var lastRequest = 0
    /// The requests given to the queue whose result has not been taken yet (by the command
    /// that asked, or by ``onFinished``).
    var openRequests: Set<Int> = []
    /// The request whose command is settling now, which takes its own result.
    var settling: Int?

    /// Starts an app: builds `home` as the root screen of a new recording stack, routed by
    /// ``router`` (see `NavigationRouter.start(registry:root:conditions:confirmations:observers:stack:)`).
    /// - Parameters:
    ///   - registry: The jumpers and guards that decide where taps lead, and the screens and
    ///     payload types `save` and `restore` use.
    ///   - home: The first screen. It is built once, as the root, whatever its presentation.
    ///   - account: Who is signed in, for guards; `nil` when the app has no account (then
    ///     no guard condition holds and `sign-in` fails).
    public convenience init(registry: JumperRegistry, home: Destination, account: (any SignInService)? = nil) {
        self.init(registry: registry, home: home, account: account, shownOn: { $0 })
    }

    /// Starts an app as ``init(registry:home:account:)`` does, its router navigating the
    /// stack `show` makes of the recording stack: a stack that shows it (on a terminal,
    /// say) and keeps its entries and log there, so ``stack`` still records everything.
    /// - Parameters:
    ///   - registry: As for ``init(registry:home:account:)``.
    ///   - home: As for ``init(registry:home:account:)``.
    ///   - account: As for ``init(registry:home:account:)``.
    ///   - show: Called once, before this returns, with the new recording stack; what it
    ///     returns is ``navigator``. It must act on the stack it is given.
    public convenience init<Shown: TabbedNavigationStack>(
        registry: JumperRegistry, home: Destination, account: (any SignInService)? = nil,
        shownOn show: (RecordingNavigationStack) -> Shown
    ) {
        self.init(registry: registry, account: account) { confirmations, record in
            NavigationRouter.start(registry: registry, root: home, conditions: account, confirmations: confirmations) {
                show(record(RecordingNavigationStack(root: $0)))
            }
        }
    }

    /// Starts an app with tabs: builds each tab's root screen on a new recording stack with
    /// those tabs, the first one selected (see
    /// `NavigationRouter.start(registry:tabs:conditions:confirmations:observers:stack:)`). Commands act on the
    /// selected tab; `tab NAME` selects another, and `stack`, `save` and `restore` cover
    /// every tab.
    /// - Parameters:
    ///   - registry: As for ``init(registry:home:account:)``.
    ///   - tabs: The tabs, the first being the app's home. A repeated name keeps only its
    ///     first tab; no tabs at all makes a stack without tabs on a placeholder root.
    ///   - account: As for ``init(registry:home:account:)``.
    public convenience init(registry: JumperRegistry, tabs: [TabRoot], account: (any SignInService)? = nil) {
        self.init(registry: registry, tabs: tabs, account: account, shownOn: { $0 })
    }

    /// Starts an app with tabs as ``init(registry:tabs:account:)`` does, its router
    /// navigating the stack `show` makes of the recording stack (see
    /// ``init(registry:home:account:shownOn:)``).
    /// - Parameters:
    ///   - registry: As for ``init(registry:home:account:)``.
    ///   - tabs: As for ``init(registry:tabs:account:)``.
    ///   - account: As for ``init(registry:home:account:)``.
    ///   - show: As for ``init(registry:home:account:shownOn:)``.
    public convenience init<Shown: TabbedNavigationStack>(
        registry: JumperRegistry, tabs: [TabRoot], account: (any SignInService)? = nil,
        shownOn show: (RecordingNavigationStack) -> Shown
    ) {
        self.init(registry: registry, account: account) { confirmations, record in
            NavigationRouter.start(registry: registry, tabs: tabs, conditions: account, confirmations: confirmations) {
                show(record(RecordingNavigationStack(tabs: $0)))
            }
        }
    }

    /// Starts an app on what `start` starts with the session's confirmations: its router,
    /// and the stack it navigates, made of the recording stack `start` hands to `record`.
    private init<Shown: TabbedNavigationStack>(
        registry: JumperRegistry, account: (any SignInService)?,
        start: (FlowConfirmations, (RecordingNavigationStack) -> RecordingNavigationStack)
            -> (router: NavigationRouter, stack: Shown)
    ) {
        restorer = StackRestorer(registry: registry)
        var recording: RecordingNavigationStack?
        let started = start(confirmations) { made in
            recording = made
            return made
        }
        (router, navigator) = (started.router, started.stack)
        guard let recording else { preconditionFailure("NavigationRouter.start makes its stack before it returns") }
        stack = recording
        self.account = account
        (queue, waits) = Self.queue(for: router, clock: clock)
    }

    /// The queue in front of `router`, on `clock`, and whether the app it routes waits at all.
    private static func queue(for router: NavigationRouter, clock: ManualClock) -> (NavigationQueue, Bool) {
        (
            NavigationQueue(router: router, clock: clock),
            router.registry.hasLoaders || router.conditions is any AsyncGuardConditions
        )
    }

    /// One line per tab, root first, the selected tab marked with `*` and the others
    /// indented to match: `* Menu: Menu > PizzaDetail`, `  Home: Home`. For a stack without
    /// tabs, its screens: `Home > Menu`.
    public var stackDescription: String {
        guard !stack.tabs.isEmpty else { return stack.screenNames.joined(separator: " > ") }
        return stack.tabs.map { tab in
            let marker = stack.selectedTab.map { $0.isScalarEqual(to: tab) } == true ? "* " : "  "
            let names = (stack.entries(inTab: tab) ?? []).map(\.screen.name)
            return marker + tab + ": " + names.joined(separator: " > ")
        }.joined(separator: "\n")
    }

    /// The tabs as a bar to show above the screen, the selected one in brackets:
    /// `Tabs: Home | [Menu] | Typed`; `nil` for a stack without tabs.
    public var tabBar: String? {
        guard !stack.tabs.isEmpty else { return nil }
        return "Tabs: "
            + stack.tabs.map { tab in
                stack.selectedTab.map { $0.isScalarEqual(to: tab) } == true ? "[\(tab)]" : tab
            }.joined(separator: " | ")
    }

    /// The top screen as the interactive mode shows it: under the tab bar in an app with
    /// tabs.
    public var screenText: String {
        (tabBar.map { $0 + "\n\n" } ?? "") + stack.top.render()
    }

    /// Told of every command ``perform(_:)`` carries out, with what happened, after it
    /// happened (a ``FlowRecorder`` writes them down); `nil` for none.
    public var onPerform: (@MainActor (FlowCommand, CommandResult) -> Void)?

    /// Carries out one command and says what happened, then tells ``onPerform``. Never
    /// traps.
    @discardableResult
    public func perform(_ command: FlowCommand) -> CommandResult {
        let result = carryOut(command)
        onPerform?(command, result)
        return result
    }

    /// ``perform(_:)`` without telling ``onPerform``; a tap whose row was found already
    /// (`tapping`) taps it without looking it up again.
    func carryOut(_ command: FlowCommand, tapping found: (list: any TappableScreen, number: Int)? = nil)
        -> CommandResult
    {
        // An answer is for the command right after it: it never waits for a later question.
        defer { if Self.navigates(command) { confirmations.nextAnswer = nil } }
        if Self.navigates(command) { confirmations.forgetLastQuestion() }
        switch command {
        case .tap(let target):
            let result = found.map { tap($0.list, number: $0.number) } ?? tap(target)
            if case .routed = result { lastAction = result }
            return result
        case .back:
            // Through the queue, at once; the router holds the stack weakly, and the session
            // keeps it: never `nil` here.
            return remember(.navigated(queue.actOnScreensShown(.back) ?? stack.back()))
        case .home:
            // Through the queue, at once; the router holds the stack weakly, and the session
            // keeps it: never `nil` here.
            return remember(.navigated(queue.actOnScreensShown(.home) ?? stack.popToRoot()))
        case .open(let link):
            return remember(.routed(router.open(link)))
        case .openInApp(let link):
            return remember(.routed(router.open(link, placement: .onTop)))
        case .go(let links):
            return remember(.routed(go(links)))
        case .tab(let name):
            // Through the queue, at once; the router holds the stack weakly, and the session
            // keeps it: never `nil` here.
            return remember(.navigated(queue.actOnScreensShown(.selectTab(name)) ?? stack.select(tab: name)))
        case .stack:
            return .info(stackDescription)
        case .log:
            return .info(stack.log.isEmpty ? "(no events yet)" : stack.log.description)
        case .help:
            return .info(FlowCommand.reference(hasAccount: account != nil))
        case .quit:
            return .quit
        case .answer(let yes):
            confirmations.nextAnswer = yes
            return .info("the next command's questions will be answered \(yes ? "yes" : "no")")
        case .signIn(let name):
            return signIn(name)
        case .signOut:
            guard let account else { return .failed(.noAccount) }
            account.signOut()
            router.conditionsDidChange()
            return .info("signed out")
        case .save(let path):
            do {
                try restorer.save(router, to: path)
                return .info("saved \(screensAboveRootsText) to \(QuotedText.escapingUnsafe(path))")
            } catch {
                return .failed(.restoreFailed(error))
            }
        case .restore(let path):
            do {
                try restorer.restore(from: path, on: router)
                return restored(from: path)
            } catch {
                return .failed(.restoreFailed(error))
            }
        case .restoreDryRun(let path):
            do {
                return .info(try restorer.dryRun(from: path, on: router).lines.joined(separator: "\n"))
            } catch {
                return .failed(.restoreFailed(error))
            }
        case .link:
            return .info(topLinkText)
        case .wait:
            return .failed(.cannotWait)
        case .cancel:
            // What is in flight is the queue's: cancelled here as the prompt's Ctrl-C does.
            return queue.cancel() ? .ended(.cancelled(.requested)) : .info(Self.nothingToCancel)
        case .expect(let expectation):
            return check(expectation).map(CommandResult.expectationFailed) ?? .expectationHeld
        }
    }

    /// The line that tells a person how to leave a screen whose question was answered no,
    /// shown after `event`: after `leave refused OrderForm`, when the form asked "Discard
    /// your order for Margherita?", it is `OrderForm asks: Discard your order for
    /// Margherita? (type 'answer yes' to leave)`. The screen's name and its question are
    /// escaped for a terminal and kept on one line (a line break is written `\u{A}`).
    /// - Returns: `nil` for any event other than a refusal to be left (in a tab or not),
    ///   and for a refusal the last navigating command asked no question for (a screen
    ///   that refuses outright), or whose question another screen asked.
    public func leaveHint(after event: NavigationEvent) -> String? {
        leaveQuestion(after: event).map { "\($0) (type 'answer yes' to leave)" }
    }

    /// The question a screen asked before refusing to be left, as the hint starts:
    /// `OrderForm asks: Discard your order for Margherita?`; `nil` when ``leaveHint(after:)``
    /// is. What the interactive prompt asks the person, to answer where it is asked.
    public func leaveQuestion(after event: NavigationEvent) -> String? {
        guard case .leave(.refused, let screen) = event.withoutTab, let asked = confirmations.lastQuestion,
            asked.screen.isScalarEqual(to: screen)
        else { return nil }
        let name = TerminalText.escaped(asked.screen, keepingLineBreaks: false)
        let question = TerminalText.escaped(asked.question, keepingLineBreaks: false)
        return "\(name) asks: \(question)"
    }

    /// Carries out `command` (see ``perform(_:)``), collecting every event it causes.
    /// - Parameters:
    ///   - command: The command; `wait` fails here (``SessionError/cannotWait``), as in
    ///     ``perform(_:)``.
    ///   - hints: Whether a refusal to be left is followed by its hint (the
    ///     interactive prompt asks the question itself instead).
    /// - Returns: What happened, the events, and their lines as `run` prints them: each
    ///   refusal to be left followed by the question's hint (``leaveHint(after:)``); a
    ///   sign-in that resumed a held destination says first who signed in
    ///   (`signed in as anna`), as one that resumed nothing does.
    public func performCollectingEvents(_ command: FlowCommand, hints: Bool = true)
        -> (result: CommandResult, events: [NavigationEvent], lines: [String])
    {
        let collection = collectEvents()
        return collected(collection, result: perform(command), hints: hints)
    }

    /// The events of one command, as the stack logs them, and the listener the stack had.
    final class EventCollection {
        var events: [NavigationEvent] = []
        let listener: (@MainActor (NavigationEvent) -> Void)?

        init(listener: (@MainActor (NavigationEvent) -> Void)?) {
            self.listener = listener
        }
    }

    /// Starts collecting the events of a command, passing them on to the stack's listener.
    func collectEvents() -> EventCollection {
        let collection = EventCollection(listener: stack.onEvent)
        stack.onEvent = {
            collection.events.append($0)
            collection.listener?($0)
        }
        signedInAs = nil
        return collection
    }

    /// Stops collecting: the command's result, its events and their lines.
    func collected(_ collection: EventCollection, result: CommandResult, hints: Bool)
        -> (result: CommandResult, events: [NavigationEvent], lines: [String])
    {
        stack.onEvent = collection.listener
        var lines = collection.events.flatMap { event in
            [event.description] + (hints ? [leaveHint(after: event)].compactMap { $0 } : [])
        }
        if let name = signedInAs, case .routed = result { lines.insert(Self.signedInText(name), at: 0) }
        return (result, collection.events, lines)
    }

    /// The link of the top screen (the selected tab's), as the router writes it
    /// (`NavigationRouter.topLink`): the link of its entry's payload, naming the tab when
    /// the link would otherwise open in another one, or why it has none.
    public var topLink: Result<String, PayloadLinkFailure> {
        router.topLink
    }

    /// What `link` prints: the top screen's link, or a sentence saying why it has none.
    private var topLinkText: String {
        switch topLink {
        case .success(let link): link
        case .failure(let failure): QuotedText.escapingUnsafe("\(stack.top.name) has no link: \(failure)")
        }
    }

    /// Whether `command` navigates (and so uses up a waiting answer).
    static func navigates(_ command: FlowCommand) -> Bool {
        switch command {
        case .tap, .back, .home, .open, .openInApp, .go, .tab, .signIn, .signOut, .restore: true
        case .stack, .log, .help, .quit, .answer, .save, .restoreDryRun, .link, .wait, .cancel, .expect: false
        }
    }

    /// What `cancel` says when nothing is in flight.
    static let nothingToCancel = "nothing is loading: nothing to cancel"

    /// Checks an expectation against the current state.
    /// - Returns: `nil` when it holds, else a message `expected …, got …` (a line diff for
    ///   a log).
    public func check(_ expectation: FlowCommand.Expectation) -> String? {
        switch expectation {
        case .top(let name):
            let top = stack.top.name
            return top.isScalarEqual(to: name) ? nil : "expected top \(name), got \(top)"
        case .stack(let names):
            let actual = stack.screenNames
            return actual.elementsEqual(names, by: { $0.isScalarEqual(to: $1) })
                ? nil
                : "expected stack \(names.joined(separator: " > ")), got \(actual.joined(separator: " > "))"
        case .tabStack(let tab, let names):
            guard let entries = stack.entries(inTab: tab) else {
                return "expected stack \(tab): \(names.joined(separator: " > ")), but there is no tab \(tab)"
                    + (stack.tabs.isEmpty ? "" : " (tabs: \(stack.tabs.joined(separator: ", ")))")
            }
            let actual = entries.map(\.screen.name)
            return actual.elementsEqual(names, by: { $0.isScalarEqual(to: $1) })
                ? nil
                : "expected stack \(tab): \(names.joined(separator: " > ")), got \(actual.joined(separator: " > "))"
        case .tab(let name):
            guard let selected = stack.selectedTab else { return "expected tab \(name), but the app has no tabs" }
            return selected.isScalarEqual(to: name) ? nil : "expected tab \(name), got \(selected)"
        case .pending(let names):
            let actual = router.pending.map { [$0.destination.screen] + $0.then.map(\.screen) } ?? []
            guard !actual.elementsEqual(names, by: { $0.isScalarEqual(to: $1) }) else { return nil }
            func phrase(_ names: [String]) -> String { names.isEmpty ? "none" : names.joined(separator: " > ") }
            return "expected pending \(phrase(names)), got \(phrase(actual))"
        case .ignored:
            if case .navigated(let event) = lastAction, case .refused = event.withoutTab { return nil }
            switch lastAction {
            case .routed(.ignored), .routed(.rejected):
                return nil
            case .routed(let outcome):
                return "expected the last action to be ignored, got \(outcome)"
            case .navigated(let event):
                return "expected the last action to be ignored, got \(event)"
            default:
                return "expected the last action to be ignored, got no action yet"
            }
        case .rejected:
            switch lastAction {
            case .routed(.rejected):
                return nil
            case .routed(let outcome):
                return "expected the last action to be a rejected link, got \(outcome)"
            case .navigated(let event):
                return "expected the last action to be a rejected link, got \(event)"
            default:
                return "expected the last action to be a rejected link, got no action yet"
            }
        case .blocked:
            switch lastAction {
            case .routed(.leaveRefused), .routed(.vetoed):
                return nil
            case .navigated(let event):
                switch event.withoutTab {
                case .leave(.refused, _), .veto: return nil
                default: return "expected the last action to be blocked, got \(event)"
                }
            case .routed(let outcome):
                return "expected the last action to be blocked, got \(outcome)"
            default:
                return "expected the last action to be blocked, got no action yet"
            }
        case .result(let value):
            let returned = stack.log.events.reversed().lazy.compactMap { event -> String? in
                if case .returned(_, let text) = event.withoutTab { text } else { nil }
            }.first
            guard let returned else { return "expected result \(value), but no screen has returned a value" }
            return returned.isScalarEqual(to: value) ? nil : "expected result \(value), got \(returned)"
        case .log(let lines):
            return stack.log.difference(from: lines).map { "expected log, got:\n\($0)" }
        case .loading(let name):
            guard let loading = queue.loadingScreen else {
                return "expected loading \(name), but nothing is loading"
                    + (queue.isIdle ? "" : " yet (a navigation is in flight, under the loading threshold)")
            }
            return loading.isScalarEqual(to: name) ? nil : "expected loading \(name), got loading \(loading)"
        case .link(let expected):
            switch topLink {
            case .success(let link):
                return link.isScalarEqual(to: expected)
                    ? nil : "expected link \(QuotedText.escapingUnsafe(expected)), got \(link)"
            case .failure:
                return "expected link \(QuotedText.escapingUnsafe(expected)), but \(topLinkText)"
            }
        case .idle:
            guard !queue.isIdle else { return nil }
            return "expected idle, got " + (queue.loadingScreen.map { "loading \($0)" } ?? "a navigation in flight")
        }
    }

    /// The screens above the root, in every tab.
    private var screensAboveRoots: Int {
        guard !stack.tabs.isEmpty else { return stack.entries.count - 1 }
        return stack.tabs.reduce(0) { $0 + max(stack.entries(inTab: $1)?.count ?? 1, 1) - 1 }
    }

    /// What `restore` answers once it restored the file at `path`.
    func restored(from path: String) -> CommandResult {
        .info("restored \(screensAboveRootsText) from \(QuotedText.escapingUnsafe(path))")
    }

    /// `1 screen`, `3 screens`: how many screens stand above the roots.
    private var screensAboveRootsText: String {
        let count = screensAboveRoots
        return "\(count) screen\(count == 1 ? "" : "s")"
    }

    /// Sets the stack above the root to the links' own destinations, in one `go`; a link
    /// that is rejected or leads nowhere changes nothing.
    private func go(_ links: [String]) -> RouteOutcome {
        switch path(of: links) {
        case .success(let path): router.go(to: path)
        case .failure(let refusal): refusal.outcome
        }
    }

    /// Why `go` ends before it starts: a link was rejected or leads nowhere.
    struct GoRefusal: Error {
        let outcome: RouteOutcome
    }

    /// The destinations of `links`, in order, as `go` shows them.
    func path(of links: [String]) -> Result<[Destination], GoRefusal> {
        var path: [Destination] = []
        path.reserveCapacity(links.count)
        for link in links {
            switch router.tracedDecision(link: link) {
            case .failure(let failure):
                return .failure(GoRefusal(outcome: .rejected(failure)))
            case .success(let linked):
                switch linked.decision {
                case .show(let destination): path.append(destination)
                case .ignore(let reason): return .failure(GoRefusal(outcome: .ignored(reason)))
                }
            }
        }
        return .success(path)
    }

    private func signIn(_ name: String) -> CommandResult {
        guard let account else { return .failed(.noAccount) }
        switch account.signIn(name) {
        case .signedIn:
            signedInAs = name
            if let resumed = router.conditionsDidChange() { return remember(.routed(resumed)) }
            return .info(Self.signedInText(name))
        case .failed(let reason, let destination):
            return signInFailed(reason, showing: destination)
        }
    }

    /// What a failed sign-in does: shows the app's screen for it, if any, else says
    /// `sign-in failed: REASON` (the reason escaped). Either way the command was carried
    /// out (a flow goes on) and a destination a guard held stays held.
    func signInFailed(_ reason: String, showing destination: Destination?) -> CommandResult {
        guard let destination else {
            return .info(SessionError.signInFailed(QuotedText.escapingUnsafe(reason)).description)
        }
        return remember(.routed(router.show(destination)))
    }

    /// `signed in as NAME`, the name escaped.
    static func signedInText(_ name: String) -> String {
        "signed in as \(QuotedText.escapingUnsafe(name))"
    }

    func remember(_ result: CommandResult) -> CommandResult {
        lastAction = result
        return result
    }

    private func tap(_ target: FlowCommand.TapTarget) -> CommandResult {
        switch tappedRow(target) {
        case .failure(let error):
            return .failed(error)
        case .success(let (list, number, _)):
            return tap(list, number: number)
        }
    }

    /// Taps row `number` of `list`.
    private func tap(_ list: any TappableScreen, number: Int) -> CommandResult {
        list.tap(number: number).map(CommandResult.routed)
            ?? .failed(.noSuchRow(number: number, screen: list.name, rowCount: list.rowCount))
    }

    /// The list on top, the number of its row `target` names, and that row.
    func tappedRow(_ target: FlowCommand.TapTarget) -> TappedRow {
        let top = stack.top
        // A list screen is cast to its class first: a cast to the protocol looks its
        // conformance up at run time.
        let list: any TappableScreen
        if let screen = top as? ListScreen {
            list = screen
        } else if let screen = top as? any TappableScreen {
            list = screen
        } else {
            return .failure(.notAList(screen: top.name))
        }
        let number: Int
        switch target {
        case .number(let value):
            number = value
        case .title(let title):
            let numbers = list.rowNumbers(titled: title)
            guard let first = numbers.first else {
                let titles = list.rows.map(\.item.title)
                return .failure(.noRowTitled(title, screen: list.name, suggestion: ClosestMatch.find(title, in: titles)))
            }
            guard numbers.count == 1 else {
                return .failure(.ambiguousTitle(title, screen: list.name, rowNumbers: numbers))
            }
            number = first
        }
        guard let row = list.row(numbered: number) else {
            return .failure(.noSuchRow(number: number, screen: list.name, rowCount: list.rowCount))
        }
        return .success((list, number, row))
    }
}
