import AccountScreens
import Demo
import Foundation
import Router
import RouterTerminalUI
import RouterTestSupport
import RouterTooling
import Testing

/// The full-screen interface's grids for the demo's screens, compared with the text
/// snapshots in `Golden/FullScreen`. Rewrite them with
/// `UPDATE_SCREEN_GOLDEN=1 swift test --filter FullScreenSnapshotTests` after a change of
/// layout made on purpose, and read the difference before committing it.
@MainActor @Suite struct FullScreenSnapshotTests {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden/FullScreen")

    /// A browser on a fresh demo session, with its tabs when `tabbed`.
    private func browser(tabbed: Bool = false) throws -> FullScreenBrowser {
        FullScreenBrowser(session: try DemoSessions.session(tabbed: tabbed))
    }

    /// Presses `keys` in order.
    private func press(_ keys: [Key], on browser: FullScreenBrowser) async {
        for key in keys { _ = await browser.handle(key) }
    }

    /// Compares `grid` with the snapshot `name` (rewritten first when asked).
    private func expectSnapshot(_ grid: ScreenGrid, _ name: String) throws {
        let file = Self.folder.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["UPDATE_SCREEN_GOLDEN"] == "1" {
            try grid.text.write(to: file, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: file, encoding: .utf8)
        #expect(grid.text == golden, "\(name):\n\(grid.text)")
    }

    @Test func theHomeScreenAtFortyByTwelve() async throws {
        let browser = try browser()

        let grid = ScreenRenderer.render(browser.content, columns: 40, rows: 12)

        try expectSnapshot(grid, "home-40x12")
    }

    @Test func theMenuWithTabsAtFortyByTwelve() async throws {
        let browser = try browser(tabbed: true)
        await press([.character("2"), .down, .down], on: browser)

        let grid = ScreenRenderer.render(browser.content, columns: 40, rows: 12)

        try expectSnapshot(grid, "menu-tabs-40x12")
    }

    @Test func rowsThatDoNotFitScrollWithTheSelection() async throws {
        let browser = try browser(tabbed: true)
        await press([.character("2"), .up, .up], on: browser)

        let grid = ScreenRenderer.render(browser.content, columns: 40, rows: 8)

        try expectSnapshot(grid, "menu-scrolled-40x8")
    }

    @Test func aPizzaWithTabsAtOneTwentyByForty() async throws {
        let browser = try browser(tabbed: true)
        await press([.character("2"), .enter], on: browser)

        let grid = ScreenRenderer.render(browser.content, columns: 120, rows: 40)

        try expectSnapshot(grid, "pizza-tabs-120x40")
    }

    @Test func aModalScreenIsAPanelOverTheScreenBelow() async throws {
        let browser = try browser()
        let about = try #require(browser.session.stack.top as? any TappableScreen).rowNumbers(titled: "About").first
        await press(Array(repeating: .down, count: (about ?? 1) - 1) + [.enter], on: browser)

        let small = ScreenRenderer.render(browser.content, columns: 40, rows: 12)
        let large = ScreenRenderer.render(browser.content, columns: 120, rows: 40)

        try expectSnapshot(small, "about-modal-40x12")
        try expectSnapshot(large, "about-modal-120x40")
    }

    @Test func theLeaveQuestionIsADialogAnsweredWithYOrN() async throws {
        let browser = try browser()
        for line in ["tap 1", "tap 1", "tap \"Customize order\"", "sign-in anna", "tap \"I accept\"", "tap \"Size: Medium\""] {
            _ = await CommandStep(session: browser.session, source: "t", maxLineBytes: 4_096).run(
                line, lineNumber: 1, write: { _ in })
        }
        await press([.enter, .escape], on: browser)

        let grid = ScreenRenderer.render(browser.content, columns: 120, rows: 40)

        #expect(browser.mode == .question)
        try expectSnapshot(grid, "leave-dialog-120x40")
    }

    @Test func theKeysAreShownOverTheScreen() async throws {
        let browser = try browser(tabbed: true)
        await press([.character("?")], on: browser)

        let grid = ScreenRenderer.render(browser.content, columns: 40, rows: 20)

        try expectSnapshot(grid, "keys-tabs-40x20")
    }

    @Test func theMenuFilteredByTextAtFortyByTwelve() async throws {
        let browser = try browser()
        await press([.enter, .character("/"), .character("a"), .character("n")], on: browser)

        let grid = ScreenRenderer.render(browser.content, columns: 40, rows: 12)

        try expectSnapshot(grid, "menu-filtered-40x12")
    }

    @Test func theCommandLineWithTabsAtOneTwentyByForty() async throws {
        let browser = try browser(tabbed: true)
        await press(
            [.character("2"), .character(":")] + "open giuseppe://menu/pizza/Diavola".map { .character($0) }, on: browser)

        let grid = ScreenRenderer.render(browser.content, columns: 120, rows: 40)

        try expectSnapshot(grid, "command-line-tabs-120x40")
    }

    @Test func theHelpTypedAtTheCommandLineIsABoxAtOneTwentyByForty() async throws {
        let browser = try browser()
        await press([.character(":")] + "help".map { .character($0) } + [.enter], on: browser)

        let grid = ScreenRenderer.render(browser.content, columns: 120, rows: 40)

        try expectSnapshot(grid, "help-box-120x40")
    }

    /// The text inside the box drawn over `grid`, line by line, without its frame.
    private func boxText(_ grid: ScreenGrid) -> [String] {
        grid.lines.compactMap { line in
            guard let open = line.firstIndex(of: "│"), let close = line.lastIndex(of: "│"), open < close else { return nil }
            return line[line.index(after: open)..<close].trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func theSignInPanelSaysToPressColonBeforeTypingTheCommand() async throws {
        let browser = try browser()
        for line in ["tap 1", "tap 1", "tap \"Customize order\""] {
            _ = await CommandStep(session: browser.session, source: "t", maxLineBytes: 4_096).run(
                line, lineNumber: 1, write: { _ in })
        }

        let grid = ScreenRenderer.render(browser.content, columns: 120, rows: 40)

        #expect(browser.session.stack.top.name == "SignIn")
        #expect(grid.text.contains("press ':'"), "\(grid.text)")
        try expectSnapshot(grid, "sign-in-modal-120x40")
    }

    @Test func aListsSectionHeadersAreDrawnAboveTheirRows() async throws {
        let browser = try browser(tabbed: true)
        await press([.character("2")], on: browser)

        let grid = ScreenRenderer.render(browser.content, columns: 40, rows: 20)

        let lines = grid.lines
        let pizzas = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Pizzas" })
        let margherita = try #require(lines.firstIndex { $0.contains("1. Margherita") })
        let drinks = try #require(lines.firstIndex { $0.trimmingCharacters(in: .whitespaces) == "Drinks" })
        let acqua = try #require(lines.firstIndex { $0.contains("4. Acqua Frizzante") })
        #expect(pizzas < margherita && margherita < drinks && drinks < acqua)
        try expectSnapshot(grid, "menu-sections-40x20")
    }

    @Test func theLogBoxShowsTheLatestLinesAndUpAndDownScrollIt() async throws {
        let browser = try browser()
        browser.terminalRows = 12
        for _ in 1...10 { await press([.enter, .escape], on: browser) }
        let keys: [Key] = [.enter, .character(":"), .character("l"), .character("o"), .character("g"), .enter]
        await press(keys, on: browser)
        let message = try #require(browser.content.message)

        let atEnd = boxText(ScreenRenderer.render(browser.content, columns: 40, rows: 12))
        await press([.up], on: browser)
        let scrolledUp = boxText(ScreenRenderer.render(browser.content, columns: 40, rows: 12))
        await press([.down], on: browser)
        let backDown = boxText(ScreenRenderer.render(browser.content, columns: 40, rows: 12))

        let shown = Array(atEnd.dropLast(3))
        #expect(!shown.isEmpty && shown.count < message.count)
        #expect(shown == Array(message.suffix(shown.count)))
        #expect(Array(scrolledUp.dropLast(3)) == Array(message.dropLast().suffix(shown.count)))
        #expect(backDown == atEnd)
        #expect(browser.mode == .message)
    }

    @Test func aLongTitleAndWideGlyphsAreCutByDisplayWidth() throws {
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        stack.push(
            TextScreen(
                name: "Wide", title: "寿司と🍕のとても長いタイトル that goes on and on past the edge",
                lines: ["東京 🍣 sushi", "e\u{301}te\u{301} (combining accents)"]))

        let grid = ScreenRenderer.render(ScreenContent(stack: stack, selectedRow: 0, status: "push Wide"), columns: 40, rows: 12)

        try expectSnapshot(grid, "wide-40x12")
    }

    @Test func aTerminalTooSmallSaysSo() throws {
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))

        let grid = ScreenRenderer.render(ScreenContent(stack: stack, selectedRow: 0), columns: 20, rows: 5)

        #expect(Array(grid.lines.prefix(2)) == ["Terminal too small", "(20x5; needs 24x6)"])
    }

    @Test func untrustedTextIsEscapedOnTheGrid() throws {
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "a\u{1B}[2Jb\u{202E}c"))

        let grid = ScreenRenderer.render(ScreenContent(stack: stack, selectedRow: 0), columns: 40, rows: 12)

        #expect(grid.lines[0] == #" a\u{1B}[2Jb\u{202E}c"#)
    }
}
