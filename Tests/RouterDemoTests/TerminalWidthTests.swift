import Foundation
import RouterTestSupport
import RouterTooling
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `routerdemo` with no subcommand on pseudo-terminals 40 and 120 columns wide: lines that
/// wrap, wide characters, a resize, and Ctrl-Z then `fg`. What it shows is read through a
/// small terminal model, so the checks are about the screen, not the bytes.
@Suite(.enabled(if: PseudoTerminal.unavailableReason == nil, "\(PseudoTerminal.unavailableReason ?? "")"))
struct TerminalWidthTests {
    private static let left = "\u{1B}[D"
    private let prompt = "Home> "

    /// The screen `output` draws on a terminal `columns` wide.
    private func screen(_ output: [UInt8], columns: Int) -> TerminalScreen {
        var screen = TerminalScreen(columns: columns, width: DisplayWidth.of)
        screen.feed(String(decoding: output, as: UTF8.self))
        return screen
    }

    /// The rows from the last one that starts with the prompt.
    private func promptRows(_ screen: TerminalScreen) -> [String] {
        let lines = screen.lines
        guard let start = lines.lastIndex(where: { $0.hasPrefix(prompt) }) else { return [] }
        return Array(lines[start...])
    }

    /// `text` cut into rows `columns` wide.
    private func rows(_ text: String, columns: Int) -> [String] {
        var rows: [String] = []
        var rest = Substring(text)
        while !rest.isEmpty {
            rows.append(String(rest.prefix(columns)))
            rest = rest.dropFirst(columns)
        }
        return rows
    }

    private func isRaw(_ settings: termios) -> Bool {
        settings.c_lflag & tcflag_t(ICANON) == 0 && settings.c_lflag & tcflag_t(ECHO) == 0
    }

    private func isCooked(_ settings: termios) -> Bool {
        settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    }

    @Test(arguments: [40, 120])
    func aLineWiderThanTheTerminalWrapsUnderASinglePrompt(columns: Int) throws {
        let terminal = try PseudoTerminal(columns: columns)
        try terminal.waitFor(prompt)
        let line = String(repeating: "a", count: 150)
        for character in line { terminal.type(String(character)) }
        try terminal.waitFor(prompt + line)
        terminal.drain()

        let screen = screen(terminal.output, columns: columns)

        #expect(screen.lines.filter { $0.contains(prompt) }.count == 1)
        #expect(promptRows(screen) == rows(prompt + line, columns: columns))
        let end = (prompt + line).count
        #expect((screen.row, screen.column) == (screen.lines.count - 1, end % columns))
    }

    @Test func leftOverAWideCharacterThenTypingInsertsBeforeIt() throws {
        let terminal = try PseudoTerminal(columns: 40)
        try terminal.waitFor(prompt)
        terminal.type("寿司" + Self.left + "x")
        try terminal.waitFor("寿x司")
        terminal.drain()

        let screen = screen(terminal.output, columns: 40)

        #expect(promptRows(screen) == [prompt + "寿x司"])
        #expect(screen.column == DisplayWidth.of(prompt + "寿x"))
    }

    @Test func leftAcrossTheWrapOfAWideLineLandsOnTheRowAbove() throws {
        let terminal = try PseudoTerminal(columns: 40)
        try terminal.waitFor(prompt)
        let line = String(repeating: "寿", count: 20)
        terminal.type(line + Self.left + Self.left + Self.left + "x")
        try terminal.waitFor("x寿寿寿")
        terminal.drain()

        let screen = screen(terminal.output, columns: 40)

        let expected: String = prompt + String(repeating: "寿", count: 17) + "x" + String(repeating: "寿", count: 3)
        let rows: [String] = [String(expected.prefix(23)), String(expected.dropFirst(23))]
        #expect(promptRows(screen) == rows)
        #expect(screen.lines.filter { $0.contains(prompt) }.count == 1)
        #expect(screen.column == 1)
    }

    @Test func aResizeDrawsTheLineAgainForTheNewWidth() throws {
        let terminal = try PseudoTerminal(columns: 120)
        try terminal.waitFor(prompt)
        let line = String(repeating: "b", count: 60)
        terminal.type(line)
        try terminal.waitFor(prompt + line)
        terminal.drain()
        let before = terminal.output

        terminal.resize(columns: 40)
        try terminal.waitFor(prompt + line)
        terminal.drain()
        let narrowed = terminal.output
        terminal.resize(columns: 120)
        try terminal.waitFor(prompt + line)
        terminal.drain()

        var screen = screen(before, columns: 120)
        screen.resize(columns: 40)
        screen.feed(String(decoding: narrowed[before.count...], as: UTF8.self))
        #expect(promptRows(screen) == rows(prompt + line, columns: 40))
        #expect(screen.lines.filter { $0.contains(prompt) }.count == 1)
        screen.resize(columns: 120)
        screen.feed(String(decoding: terminal.output[narrowed.count...], as: UTF8.self))
        #expect(promptRows(screen) == [prompt + line])
        #expect(screen.lines.filter { $0.contains(prompt) }.count == 1)
    }

    @Test func ctrlZStopsWithTheTerminalPutBackAndFgRestoresRawModeAndTheLine() throws {
        try expectStopAndContinue { $0.type("\u{1A}") }
    }

    @Test func sigtstpFromTheShellStopsAndSigcontRestoresRawMode() throws {
        try expectStopAndContinue { $0.send(SIGTSTP) }
    }

    /// Types `ta`, stops the demo with `stop`, and continues it: the terminal is cooked while
    /// stopped, raw again after, and the line comes back to be finished (`tap 1`).
    private func expectStopAndContinue(_ stop: (PseudoTerminal) -> Void) throws {
        let terminal = try PseudoTerminal(columns: 40, ownProcessGroup: true)
        try terminal.waitFor(prompt)
        terminal.type("ta")
        try terminal.waitFor(prompt + "ta")

        stop(terminal)
        try terminal.waitForStop()
        let whileStopped = terminal.currentSettings
        terminal.send(SIGCONT)
        try terminal.waitFor(prompt + "ta")
        terminal.drain()
        let afterContinuing = terminal.currentSettings
        terminal.type("p 1\r")
        let shown = try terminal.waitFor("Home > Menu> ")

        #expect(isCooked(whileStopped))
        #expect(isRaw(afterContinuing))
        #expect(shown.contains("push Menu"))
    }

    @Test func quittingAfterAResumeStillPutsTheTerminalBack() throws {
        let terminal = try PseudoTerminal(columns: 40, ownProcessGroup: true)
        try terminal.waitFor(prompt)
        terminal.type("\u{1A}")
        try terminal.waitForStop()
        terminal.send(SIGCONT)
        try terminal.waitFor(prompt)

        terminal.type("quit\r")

        #expect(try terminal.waitForExit() == 0)
        #expect(isCooked(terminal.currentSettings))
    }
}
