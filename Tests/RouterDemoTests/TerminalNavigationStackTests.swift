import AccountScreens
import Demo
import Router
import RouterTerminalUI
import RouterTooling
import Testing

/// The terminal's navigation stack: an adopter of the stack protocols that a router
/// navigates, recording into the stack it shows and telling every change to be drawn.
@MainActor @Suite struct TerminalNavigationStackTests {
    /// A demo session whose router navigates a terminal stack, with its tabs when `tabbed`.
    private func terminalSession(tabbed: Bool = false) throws -> NavigationSession {
        try DemoSessions.session(tabbed: tabbed, shownOn: TerminalNavigationStack.init)
    }

    /// The log of a fresh line-mode session after `lines`.
    private func lineModeLog(_ lines: [String], tabbed: Bool = false) async throws -> [String] {
        try await DemoSessions.lineModeLog(lines, tabbed: tabbed)
    }

    @Test func aSessionOnTheTerminalStackLogsWhatTheLineModeLogs() async throws {
        let lines = [
            "tap 1", "tap 1", "tap \"Customize order\"", "sign-in anna", "tap \"I accept\"", "tap \"Size: Medium\"",
            "tap Large", "back", "answer yes", "back", "go giuseppe://menu giuseppe://about", "back", "sign-out",
            "open giuseppe://menu/pizza/Diavola", "home",
        ]
        let session = try terminalSession()

        let fromTerminal = await DemoSessions.log(of: session, after: lines)
        let fromRecording = try await lineModeLog(lines)

        #expect(session.navigator is TerminalNavigationStack)
        #expect(fromTerminal == fromRecording)
        #expect(fromRecording.contains("pop SizePicker -> Large"))
    }

    @Test func tabsOnTheTerminalStackLogWhatTheLineModeLogs() async throws {
        let tabs = DemoApp.tabs.map(\.name)
        let lines = ["tab \(tabs[1])", "tap 2", "open giuseppe://about", "back", "tab \(tabs[0])", "tap 1", "stack"]
        let session = try terminalSession(tabbed: true)

        let fromTerminal = await DemoSessions.log(of: session, after: lines)
        let fromRecording = try await lineModeLog(lines, tabbed: true)

        #expect(fromTerminal == fromRecording)
        #expect(session.navigator.selectedTab == tabs[0])
    }

    @Test func everyChangeIsToldWithTheNewTopToDraw() async throws {
        let session = try terminalSession()
        let terminal = try #require(session.navigator as? TerminalNavigationStack)
        var drawn: [String] = []
        // Unowned: the stack keeps the closure, which must not keep the stack.
        terminal.onChange = { [unowned terminal] in drawn.append(ScreenContent(stack: terminal, selectedRow: 0).page.title) }

        for command in ["tap 1", "tap 1", "back", "home"] {
            _ = await CommandStep(session: session, source: "t", maxLineBytes: 4_096).run(command, lineNumber: 1) { _ in }
        }

        #expect(drawn == ["Giuseppe's menu", "Margherita", "Giuseppe's menu", "Giuseppe's Pizzeria"])
    }

    @Test func changesInAnotherTabAreToldOnceWhenTheyAreDone() throws {
        let recording = RecordingNavigationStack(tabs: [
            (name: "Home", root: TextScreen(name: "Home", title: "Home")),
            (name: "Menu", root: TextScreen(name: "Menu", title: "Menu")),
        ])
        let terminal = TerminalNavigationStack(showing: recording)
        var drawn: [(tab: String?, top: String)] = []
        terminal.onChange = { [unowned terminal] in drawn.append((terminal.selectedTab, terminal.top.name)) }

        let result = terminal.performing(inTab: "Menu") {
            terminal.push(TextScreen(name: "A", title: "A"))
            terminal.push(TextScreen(name: "B", title: "B"))
            return terminal.entries.count
        }

        #expect(result == 3)
        #expect(drawn.count == 1)
        #expect(drawn.first?.tab == "Home")
        #expect(drawn.first?.top == "Home")
        #expect(recording.entries(inTab: "Menu")?.map(\.screen.name) == ["Menu", "A", "B"])
        #expect(recording.log.lines == ["Menu: push A", "Menu: push B"])
    }
}
