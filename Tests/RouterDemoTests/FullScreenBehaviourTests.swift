import AccountScreens
import Demo
import Router
import RouterTerminalUI
import RouterTestSupport
import RouterTooling
import Testing

/// What the full-screen interface does with keys, and what it writes.
@MainActor @Suite struct FullScreenBehaviourTests {
    private func session(tabbed: Bool = false) throws -> NavigationSession {
        try DemoSessions.session(tabbed: tabbed)
    }

    /// The log of a fresh session after `lines` typed in the line mode.
    private func lineModeLog(_ lines: [String], tabbed: Bool = false) async throws -> [String] {
        try await DemoSessions.lineModeLog(lines, tabbed: tabbed)
    }

    /// The log of a fresh session after `keys` pressed in the full-screen interface.
    private func keysLog(_ keys: [Key], tabbed: Bool = false) async throws -> [String] {
        let browser = FullScreenBrowser(session: try session(tabbed: tabbed))
        for key in keys { _ = await browser.handle(key) }
        return browser.session.stack.log.lines
    }

    @Test func keysLogWhatTheSameTapsLogInTheLineMode() async throws {
        let keys: [Key] = [.enter, .down, .enter, .escape, .backspace, .down, .down, .enter, .enter, .home]
        let lines = ["tap 1", "tap 2", "back", "back", "tap 3", "tap 1", "home"]

        let fromKeys = try await keysLog(keys)
        let fromLines = try await lineModeLog(lines)

        #expect(fromKeys == fromLines)
        #expect(!fromKeys.isEmpty)
    }

    @Test func tabKeysLogWhatTabCommandsLog() async throws {
        let tabs = DemoApp.tabs.map(\.name)
        let keys: [Key] = [.tab, .enter, .backTab, .character("2"), .escape, .character("9")]
        let lines = ["tab \(tabs[1])", "tap 1", "tab \(tabs[0])", "tab \(tabs[1])", "back"]

        let fromKeys = try await keysLog(keys, tabbed: true)
        let fromLines = try await lineModeLog(lines, tabbed: true)

        #expect(fromKeys == fromLines)
    }

    @Test func answeringYesToTheLeaveQuestionLeavesAsTheLineModeDoes() async throws {
        let session = try session()
        let browser = FullScreenBrowser(session: session)
        for line in ["tap 1", "tap 1", "tap \"Customize order\"", "sign-in anna", "tap \"I accept\"", "tap \"Size: Medium\""] {
            _ = await CommandStep(session: session, source: "t", maxLineBytes: 4_096).run(line, lineNumber: 1, write: { _ in })
        }
        _ = await browser.handle(.enter)
        session.stack.clearLog()

        _ = await browser.handle(.escape)
        let asked = browser.mode
        _ = await browser.handle(.character("y"))

        #expect(asked == .question)
        #expect(browser.mode == .browsing)
        #expect(session.stack.log.lines.last?.hasPrefix("pop OrderForm") == true)
    }

    @Test func movingTheSelectionRedrawsOnlyTheTwoRowsThatChanged() throws {
        let browser = FullScreenBrowser(session: try session())
        let before = ScreenRenderer.render(browser.content, columns: 40, rows: 12)
        let moved = ScreenContent(
            page: browser.content.page, breadcrumb: browser.content.breadcrumb, selectedRow: 1,
            status: browser.content.status)

        let update = GridUpdate(from: before, to: ScreenRenderer.render(moved, columns: 40, rows: 12))

        #expect(Set(update.runs.map(\.row)) == [3, 4])
        #expect(!update.clearsScreen)
    }

    @Test func nothingChangedWritesNothing() throws {
        let grid = ScreenRenderer.render(FullScreenBrowser(session: try session()).content, columns: 40, rows: 12)

        #expect(GridUpdate(from: grid, to: grid).output.isEmpty)
    }

    @Test func theWrittenUpdatesDrawTheGridOnATerminal() throws {
        var first = ScreenGrid(columns: 12, rows: 3)
        first.put("ab寿司cd", row: 0, column: 0)
        first.put("x", row: 2, column: 11)
        var second = first
        second.put("Z", row: 0, column: 3)
        second.put("yy", row: 1, column: 5, style: .reverse)
        var terminal = TerminalScreen(columns: 12, width: DisplayWidth.of)

        terminal.feed(GridUpdate(from: nil, to: first).output)
        terminal.feed(GridUpdate(from: first, to: second).output)

        #expect(terminal.lines == second.lines.reversed().drop(while: \.isEmpty).reversed())
        #expect(second.lines[0] == "ab Z司cd")
    }

    @Test func theDecoderReadsKeysAsTerminalsSendThem() {
        var decoder = KeyDecoder()

        let keys = decoder.keys(from: Array("\u{1B}[A\u{1B}OBj\r\u{7F}\t\u{1B}[Z\u{1B}[1~\u{3}é🍕".utf8))
        let lone = decoder.keys(from: [0x1B])
        let cut = decoder.keys(from: [0x1B, UInt8(ascii: "[")]) + decoder.keys(from: [UInt8(ascii: "B")])

        #expect(
            keys == [
                .up, .down, .character("j"), .enter, .backspace, .tab, .backTab, .home, .control("c"),
                .character("é"), .character("🍕"),
            ])
        #expect(lone == [.escape])
        #expect(cut == [.down])
    }

    @Test func keysMeanWhatTheModeSays() {
        #expect(KeyMap.action(for: .character("j"), in: .browsing) == .moveDown)
        #expect(KeyMap.action(for: .character("3"), in: .browsing) == .selectTab(2))
        #expect(KeyMap.action(for: .character("j"), in: .question) == nil)
        #expect(KeyMap.action(for: .escape, in: .question) == .answer(false))
        #expect(KeyMap.action(for: .character("x"), in: .keys) == .toggleKeys)
        #expect(KeyMap.action(for: .control("c"), in: .question) == .quit)
    }
}
