import AccountScreens
import Demo
import Router
import RouterTerminalUI
import RouterTestSupport
import RouterTooling
import Testing

/// The full-screen interface's typed input: the filter (`/`), the command line (`:`) and
/// clicks, each logging what the same commands log in the line mode.
@MainActor @Suite struct FullScreenInputTests {
    private func session(tabbed: Bool = false) throws -> NavigationSession {
        try DemoSessions.session(tabbed: tabbed)
    }

    /// The log of a fresh session after `lines` typed in the line mode.
    private func lineModeLog(_ lines: [String], tabbed: Bool = false) async throws -> [String] {
        try await DemoSessions.lineModeLog(lines, tabbed: tabbed)
    }

    /// A browser on a fresh session after `keys`.
    private func browser(after keys: [Key], tabbed: Bool = false) async throws -> FullScreenBrowser {
        let browser = FullScreenBrowser(session: try session(tabbed: tabbed))
        for key in keys { _ = await browser.handle(key) }
        return browser
    }

    /// The keys that type `text`, one character each.
    private func typing(_ text: String) -> [Key] {
        text.map { .character($0) }
    }

    @Test func aFilterDrawsOnlyTheRowsThatMatchEachWithItsOwnNumber() async throws {
        let browser = try await browser(after: [.enter] + [.character("/")] + typing("CO"))

        let lines = ScreenRenderer.render(browser.content, columns: 40, rows: 12).lines

        #expect(browser.mode == .filtering)
        #expect(lines.contains { $0.hasPrefix("> 7. Panna Cotta") }, "\(lines.joined(separator: "\n"))")
        #expect(!lines.contains { $0.contains("Margherita") })
        #expect(lines.last?.hasPrefix("/CO") == true)
    }

    @Test func enterOnAFilteredRowTapsItByItsOwnNumber() async throws {
        let keys: [Key] = [.enter, .character("/")] + typing("diav") + [.enter]

        let browser = try await browser(after: keys)
        let fromLines = try await lineModeLog(["tap 1", "tap 3"])

        #expect(browser.session.stack.log.lines == fromLines)
        #expect(browser.session.stack.top.title == "Diavola")
        #expect(browser.mode == .browsing)
        #expect(browser.content.filter == nil)
    }

    @Test func theSelectionMovesOnlyAmongTheRowsThatMatch() async throws {
        // "a" keeps most rows; "ac" keeps Acqua Frizzante alone, at row 4.
        let browser = try await browser(after: [.enter, .character("/")] + typing("ac") + [.down, .down])

        #expect(browser.selectedRow == 3)
    }

    @Test func aFilterNoRowMatchesSaysSoAndTapsNothing() async throws {
        let browser = try await browser(after: [.enter, .character("/")] + typing("zzz") + [.enter])

        let lines = ScreenRenderer.render(browser.content, columns: 40, rows: 12).lines

        #expect(lines.contains { $0.contains("(no row matches)") })
        #expect(browser.session.stack.screenNames == ["Home", "Menu"])
    }

    @Test func escapeShowsEveryRowAgainAndBackspaceOnAnEmptyFilterClosesIt() async throws {
        let escaped = try await browser(after: [.character("/"), .character("x"), .escape])
        let erased = try await browser(after: [.character("/"), .character("x"), .backspace, .backspace])

        #expect(escaped.mode == .browsing)
        #expect(escaped.content.filter == nil)
        #expect(erased.mode == .browsing)
        #expect(erased.session.stack.screenNames == ["Home"])
    }

    @Test func theCommandLineCarriesOutLineModeCommands() async throws {
        let lines = ["open giuseppe://menu/pizza/Diavola", "back", "go giuseppe://menu giuseppe://about"]
        let keys = lines.flatMap { [.character(":")] + typing($0) + [.enter] }

        let browser = try await browser(after: keys)
        let fromLines = try await lineModeLog(lines)

        #expect(browser.session.stack.log.lines == fromLines)
        #expect(!fromLines.isEmpty)
        #expect(browser.mode == .browsing)
    }

    @Test func aNavigationTypedAtTheCommandLineShowsItsEventsOnTheStatusLine() async throws {
        let browser = try await browser(after: [.character(":")] + typing("open giuseppe://about") + [.enter])

        #expect(browser.mode == .browsing)
        #expect(browser.content.message == nil)
        #expect(browser.status.contains("link giuseppe://about"))
    }

    @Test func aCommandThatPrintsSeveralLinesShowsThemInABoxAnyKeyCloses() async throws {
        let browser = try await browser(after: [.character(":")] + typing("help") + [.enter])

        let shown = browser.mode
        let lines = ScreenRenderer.render(browser.content, columns: 80, rows: 30).lines
        _ = await browser.handle(.character("x"))

        #expect(shown == .message)
        #expect(lines.contains { $0.contains("(any key closes this)") }, "\(lines.joined(separator: "\n"))")
        #expect(browser.mode == .browsing)
        #expect(browser.content.message == nil)
    }

    @Test func aMistypedCommandSaysWhatIsWrongAndChangesNothing() async throws {
        let browser = try await browser(after: [.character(":")] + typing("fly away") + [.enter])

        #expect(browser.session.stack.screenNames == ["Home"])
        #expect(browser.status.contains("fly"))
        #expect(browser.mode == .browsing)
    }

    @Test func quitOnTheCommandLineEndsTheInterface() async throws {
        let browser = FullScreenBrowser(session: try session())
        for key in [.character(":")] + typing("quit") { _ = await browser.handle(key) }

        let goesOn = await browser.handle(.enter)

        #expect(!goesOn)
    }

    @Test func aClickOnARowTapsItAndOnATabSelectsIt() async throws {
        let browser = try await browser(after: [], tabbed: true)
        let home = ScreenRenderer.render(browser.content, columns: 40, rows: 12)
        let rowLine = try #require(home.lines.firstIndex { $0.contains("2. ") })
        let tabLine = home.rows - 2
        let menuTab = try #require(home.lines[tabLine].range(of: "2 Menu")).lowerBound.utf16Offset(in: home.lines[tabLine])

        let onRow = home.action(atRow: rowLine, column: 10)
        let onTab = home.action(atRow: tabLine, column: menuTab)
        let onTitle = home.action(atRow: 0, column: 3)
        _ = await browser.handle(try #require(onRow))
        let fromLines = try await lineModeLog(["tap 2"], tabbed: true)

        #expect(onRow == .tapRow(1))
        #expect(onTab == .selectTab(1))
        #expect(onTitle == nil)
        #expect(browser.session.stack.log.lines == fromLines)
    }

    @Test func theRowsUnderAModalPanelCannotBeClicked() async throws {
        let browser = try await browser(after: [.down, .down, .enter])  // About, presented modally
        let grid = ScreenRenderer.render(browser.content, columns: 40, rows: 12)

        let actions = (0..<grid.rows).flatMap { row in (0..<grid.columns).compactMap { grid.action(atRow: row, column: $0) } }

        #expect(browser.content.below != nil)
        #expect(actions.allSatisfy { if case .tapRow = $0 { false } else { true } })
    }

    @Test func theDecoderReadsAClickAsTerminalsReportIt() {
        var decoder = KeyDecoder()

        let keys = decoder.keys(
            from: Array("\u{1B}[<0;12;5M\u{1B}[<0;12;5m\u{1B}[<2;3;3M\u{1B}[<0;0;1M\u{1B}[<0;99999999999999999999;1M".utf8))

        #expect(keys == [.click(row: 4, column: 11), .unknown, .unknown, .unknown, .unknown])
    }

    @Test func theCommandLineIsDrawnWithItsEndInSight() throws {
        let content = ScreenContent(page: .init(title: "T"), commandLine: String(repeating: "x", count: 60) + "END")

        let last = ScreenRenderer.render(content, columns: 40, rows: 12).lines.last ?? ""

        #expect(last.hasPrefix("…"))
        #expect(last.contains("END"))
        #expect(last.hasSuffix("Enter run  Esc close"))
    }

    @Test func anOrderIsWalkedEndToEndWithKeysAndLogsWhatTheLineModeLogs() async throws {
        let filter = { (text: String) -> [Key] in [.character("/")] + self.typing(text) + [.enter] }
        let command = { (text: String) -> [Key] in [.character(":")] + self.typing(text) + [.enter] }
        let keys: [Key] =
            [.enter, .enter] + filter("custom") + command("sign-in anna") + filter("accept") + filter("size")
            + filter("large") + [.escape, .character("n"), .home, .character("y")]
            + command("open giuseppe://menu/pizza/Diavola")
        let lines = [
            "tap 1", "tap 1", "tap \"Customize order\"", "sign-in anna", "tap \"I accept\"", "tap \"Size: Medium\"",
            "tap Large", "back", "home", "answer yes", "home", "open giuseppe://menu/pizza/Diavola",
        ]

        let browser = try await browser(after: keys)
        let fromLines = try await lineModeLog(lines)

        #expect(browser.session.stack.log.lines == fromLines)
        #expect(fromLines.contains("pop SizePicker -> Large"))
        #expect(fromLines.contains("leave confirmed OrderForm"))
        #expect(browser.session.stack.screenNames == ["Home", "Menu", "PizzaDetail"])
        #expect(browser.session.stack.top.title == "Diavola")
    }

    @Test func tabsAndLinksAreWalkedWithKeysAndLogWhatTheLineModeLogs() async throws {
        let tabs = DemoApp.tabs.map(\.name)
        let keys: [Key] =
            [.character("2"), .down, .enter, .tab, .backTab, .character(":")] + typing("open giuseppe://about")
            + [.enter, .escape, .character("1")]
        let lines = [
            "tab \(tabs[1])", "tap 2", "tab \(tabs[2])", "tab \(tabs[1])", "open giuseppe://about", "back", "tab \(tabs[0])",
        ]

        let browser = try await browser(after: keys, tabbed: true)
        let fromLines = try await lineModeLog(lines, tabbed: true)

        #expect(browser.session.stack.log.lines == fromLines)
        #expect(fromLines.count >= lines.count)
    }
}
