import Router
public import RouterTooling

/// The full-screen interface's state and what its keys do, apart from any terminal: a
/// `NavigationSession` driven by ``FullScreenAction``s, and the ``ScreenContent`` to draw.
///
/// Every navigation goes through the line mode's own command step: Enter on row 3 carries
/// out `tap 3`, Escape `back`, Home `home`, a tab key `tab NAME`, so the log is the one the
/// same commands give in the line mode. The status line shows what the last command
/// printed there (its events, or why it failed). A screen that asks before it is left puts
/// its question in a dialog; y answers yes and carries the command out again, as the line
/// mode's prompt does.
///
/// Each screen remembers its selected row while it is on the stack, so going back lands on
/// the row that was tapped. `/` filters the top screen's rows by text: the selection moves
/// among the rows that match, and Enter taps the selected one by its own number. `:` opens
/// a command line for every command of the line mode (`open URL`, `go`, `sign-in`…): one
/// line of output goes to the status line, more to a box over the screen. While a
/// navigation loads, the status line shows a spinner.
@MainActor
public final class FullScreenBrowser {
    /// The app driven.
    public let session: NavigationSession
    /// The status line: what the last command printed, or a message; empty at first.
    public private(set) var status = ""
    /// What the keys mean now.
    public private(set) var mode: KeyMap.Mode = .browsing
    /// Called while a navigation is in flight with what to draw (the status says what
    /// loads); the terminal draws it.
    public var onWaiting: ((ScreenContent) -> Void)?
    /// The rows of the terminal drawn on, which the box of what a command printed scrolls
    /// within; the terminal sets it as it draws.
    public var terminalRows = 24
    /// Asked while a navigation is in flight: whether the person asked to cancel it (Ctrl-C).
    public var interrupted: () -> Bool = { false }

    private var selections: [ObjectIdentifier: Int] = [:]
    private var question: (text: String, command: FlowCommand)?
    private var lineNumber = 0
    private var filter: String?
    private var commandLine: String?
    private var message: [String]?
    /// How many lines the message's box is scrolled up from its end.
    private var messageScroll = 0
    /// The line mode's own spinner, turned once per call of the waiting status.
    private var spinner = Spinner()
    /// The longest command line, in UTF-8 bytes: the line mode's own limit.
    static let maxLineBytes = 4_096

    /// A browser of `session`, on its current screen.
    public init(session: NavigationSession) {
        self.session = session
    }

    /// The selected row of the top screen, from 0 (0 for a screen without rows).
    public var selectedRow: Int {
        selections[ObjectIdentifier(session.stack.top)] ?? 0
    }

    /// What to draw now.
    public var content: ScreenContent {
        var content = ScreenContent(stack: session.navigator, selectedRow: selectedRow, status: status)
        content.question = question?.text
        content.showsKeys = mode == .keys
        content.filter = filter
        content.commandLine = commandLine
        content.message = message
        content.messageScroll = messageScroll
        return content
    }

    /// Carries out what `key` asks for in the current mode (see ``KeyMap``).
    /// - Returns: `false` when the interface should end (q, Ctrl-C).
    public func handle(_ key: Key) async -> Bool {
        guard let action = KeyMap.action(for: key, in: mode) else { return true }
        return await handle(action)
    }

    /// Carries out `action`. ``FullScreenAction/suspend`` and ``FullScreenAction/redraw``
    /// are the terminal's: here they change nothing.
    /// - Returns: `false` when the interface should end (``FullScreenAction/quit``).
    public func handle(_ action: FullScreenAction) async -> Bool {
        switch action {
        case .quit:
            return false
        case .moveUp, .moveDown:
            move(by: action == .moveUp ? -1 : 1)
        case .tap:
            if let filter, !page.rowIndices(matching: filter).contains(selectedRow) {
                status = "no row matches the filter"
                return true
            }
            return await run(.tap(.number(selectedRow + 1)))
        case .tapRow(let index):
            guard page.rows.indices.contains(index) else { return true }
            selections[ObjectIdentifier(session.stack.top)] = index
            return await run(.tap(.number(index + 1)))
        case .back:
            return await run(.back)
        case .home:
            return await run(.home)
        case .nextTab, .previousTab:
            let tabs = session.stack.tabs
            guard !tabs.isEmpty else {
                status = "this app has no tabs"
                return true
            }
            let current = session.stack.selectedTab.flatMap { name in tabs.firstIndex { $0.isScalarEqual(to: name) } } ?? 0
            let step = action == .nextTab ? 1 : tabs.count - 1
            return await run(.tab(tabs[(current + step) % tabs.count]))
        case .selectTab(let index):
            let tabs = session.stack.tabs
            guard tabs.indices.contains(index) else {
                status = tabs.isEmpty ? "this app has no tabs" : "there is no tab \(index + 1)"
                return true
            }
            return await run(.tab(tabs[index]))
        case .answer(let yes):
            guard let asked = question else { return true }
            question = nil
            mode = .browsing
            if yes {
                _ = session.perform(.answer(true))
                return await run(asked.command)
            } else {
                status = "(the screen stays)"
            }
        case .toggleKeys:
            mode = mode == .keys ? .browsing : .keys
        case .closeMessage:
            message = nil
            mode = .browsing
        case .scrollMessageUp:
            messageScroll = min(messageScroll + 1, maxMessageScroll)
        case .scrollMessageDown:
            messageScroll = max(0, messageScroll - 1)
        case .beginFilter:
            filter = ""
            mode = .filtering
        case .beginCommand:
            commandLine = ""
            mode = .commandLine
        case .insert(let character):
            edit { text in
                guard text.utf8.count + character.utf8.count <= Self.maxLineBytes else { return true }
                text.append(character)
                return true
            }
        case .deleteBackward:
            edit { text in
                if text.isEmpty { return false }
                text.removeLast()
                return true
            }
        case .cancelInput:
            closeInput()
        case .submit:
            guard let line = commandLine else { return true }
            closeInput()
            return await run(line: line)
        case .suspend, .redraw, .click:
            break
        }
        return true
    }

    /// How far the message's box scrolls up from its end: to its first line.
    private var maxMessageScroll: Int {
        max(0, (message?.count ?? 0) - ScreenRenderer.messageLinesShown(rows: terminalRows))
    }

    /// The top screen as drawn.
    private var page: ScreenContent.Page { ScreenContent.Page(screen: session.stack.top) }

    /// Changes the text being typed (the command line, else the filter); `change` returning
    /// `false` closes it. A filter that changed selects its first row when the selected one
    /// no longer matches.
    private func edit(_ change: (inout String) -> Bool) {
        if var line = commandLine {
            guard change(&line) else { return closeInput() }
            commandLine = line
        } else if var text = filter {
            guard change(&text) else { return closeInput() }
            filter = text
            let kept = page.rowIndices(matching: text)
            if !kept.contains(selectedRow), let first = kept.first {
                selections[ObjectIdentifier(session.stack.top)] = first
            }
        }
    }

    /// Closes the filter and the command line: back to browsing every row.
    private func closeInput() {
        filter = nil
        commandLine = nil
        mode = .browsing
    }

    /// Moves the selection by `offset` rows among those the filter keeps, wrapping around.
    private func move(by offset: Int) {
        let kept = page.rowIndices(matching: filter)
        guard !kept.isEmpty else { return }
        let at = kept.firstIndex(of: selectedRow) ?? (offset > 0 ? kept.count - 1 : 0)
        let count = kept.count
        selections[ObjectIdentifier(session.stack.top)] = kept[((at + offset) % count + count) % count]
    }

    /// Carries `command` out through the line mode's command step (see ``run(line:)``).
    private func run(_ command: FlowCommand) async -> Bool {
        await carryOut(showingOutputInABox: false) { step, lineNumber, write in
            await step.run(command, lineNumber: lineNumber, write: write)
        } asking: {
            command
        }
    }

    /// Carries a line typed at `:` out as the line mode does: what it printed goes to the
    /// status line, or to a box over the screen when it is more than one line and no
    /// navigation (`help`, `stack`, `log`).
    private func run(line: String) async -> Bool {
        var parsed: FlowCommand?
        return await carryOut(showingOutputInABox: true) { step, lineNumber, write in
            guard let command = try? FlowParser(file: "<keys>").parseLine(line, lineNumber: lineNumber) else {
                return await step.run(line, lineNumber: lineNumber, write: write)  // to say what is wrong
            }
            parsed = command
            return await step.run(command, lineNumber: lineNumber, write: write)
        } asking: {
            parsed
        }
    }

    /// Carries a command out through the line mode's command step, the status showing what
    /// it printed (spinning while a navigation loads), and a question asked before leaving
    /// in the dialog.
    /// - Returns: `false` when the command was `quit`.
    private func carryOut(
        showingOutputInABox: Bool,
        _ body: @MainActor (CommandStep, Int, (CommandLoop.Output) -> Void) async -> CommandStep.Outcome,
        asking command: () -> FlowCommand?
    ) async -> Bool {
        lineNumber += 1
        filter = nil
        let logged = session.stack.log.events.count
        var printed: [String] = []
        let waiting = NavigationSession.RealTimeWaiting(
            status: { [weak self] screen in
                guard let self else { return }
                if let screen { self.status = self.spinner.text(loading: screen) }
                self.onWaiting?(self.content)
            },
            interrupted: { [weak self] in self?.interrupted() ?? false })
        let step = CommandStep(
            session: session, source: "<keys>", maxLineBytes: Self.maxLineBytes, showsPositions: false, asksQuestions: true,
            waiting: waiting, showsScreens: false)
        let outcome = await body(step, lineNumber) { output in
            switch output {
            case .text(let text), .error(let text), .prompt(let text):
                printed += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
        }
        if showingOutputInABox, printed.count > 1, session.stack.log.events.count == logged {
            message = printed
            // The log's latest lines matter most; any other output reads from its top.
            if case .log = command() { messageScroll = 0 } else { messageScroll = maxMessageScroll }
            mode = .message
            status = command().map { "\($0)" } ?? ""
        } else {
            status = printed.isEmpty ? command().map { "\($0)" } ?? "" : printed.joined(separator: "; ")
            mode = .browsing
        }
        switch outcome {
        case .quit:
            return false
        case .asked(let text):
            if let command = command() {
                question = (text, command)
                mode = .question
            }
        case .done, .problem:
            break
        }
        return true
    }
}
