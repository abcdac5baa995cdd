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
/// the row that was tapped.
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
    /// Asked while a navigation is in flight: whether the person asked to cancel it (Ctrl-C).
    public var interrupted: () -> Bool = { false }

    private var selections: [ObjectIdentifier: Int] = [:]
    private var question: (text: String, command: FlowCommand)?
    private var lineNumber = 0

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
        var content = ScreenContent(stack: session.stack, selectedRow: selectedRow, status: status)
        content.question = question?.text
        content.showsKeys = mode == .keys
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
            await run(.tap(.number(selectedRow + 1)))
        case .back:
            await run(.back)
        case .home:
            await run(.home)
        case .nextTab, .previousTab:
            let tabs = session.stack.tabs
            guard !tabs.isEmpty else {
                status = "this app has no tabs"
                return true
            }
            let current = session.stack.selectedTab.flatMap { name in tabs.firstIndex { $0.isScalarEqual(to: name) } } ?? 0
            let step = action == .nextTab ? 1 : tabs.count - 1
            await run(.tab(tabs[(current + step) % tabs.count]))
        case .selectTab(let index):
            let tabs = session.stack.tabs
            guard tabs.indices.contains(index) else {
                status = tabs.isEmpty ? "this app has no tabs" : "there is no tab \(index + 1)"
                return true
            }
            await run(.tab(tabs[index]))
        case .answer(let yes):
            guard let asked = question else { return true }
            question = nil
            mode = .browsing
            if yes {
                _ = session.perform(.answer(true))
                await run(asked.command)
            } else {
                status = "(the screen stays)"
            }
        case .toggleKeys:
            mode = mode == .keys ? .browsing : .keys
        case .suspend, .redraw:
            break
        }
        return true
    }

    /// Moves the selection by `offset` rows, wrapping around.
    private func move(by offset: Int) {
        guard let list = session.stack.top as? any TappableScreen else { return }
        let count = list.rows.count
        guard count > 0 else { return }
        selections[ObjectIdentifier(list)] = ((selectedRow + offset) % count + count) % count
    }

    /// Carries `command` out through the line mode's command step, the status showing what
    /// it printed, and a question asked before leaving in the dialog.
    private func run(_ command: FlowCommand) async {
        lineNumber += 1
        var printed: [String] = []
        let waiting = NavigationSession.RealTimeWaiting(
            status: { [weak self] screen in
                guard let self else { return }
                self.status = screen.map { "loading \($0)… (Ctrl-C cancels)" } ?? self.status
                self.onWaiting?(self.content)
            },
            interrupted: { [weak self] in self?.interrupted() ?? false })
        let step = CommandStep(
            session: session, source: "<keys>", maxLineBytes: 4_096, showsPositions: false, asksQuestions: true,
            waiting: waiting, showsScreens: false)
        let outcome = await step.run(command, lineNumber: lineNumber) { output in
            switch output {
            case .text(let text), .error(let text), .prompt(let text):
                printed += text.split(separator: "\n").map(String.init)
            }
        }
        status = printed.isEmpty ? "\(command)" : printed.joined(separator: "; ")
        if case .asked(let text) = outcome {
            question = (text, command)
            mode = .question
        }
    }
}
