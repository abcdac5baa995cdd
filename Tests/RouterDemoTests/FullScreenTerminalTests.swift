import Foundation
import RouterTestSupport
import RouterTooling
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `--full-screen` on a pseudo-terminal, as a person runs it: what it draws (read through a
/// small terminal model), its keys, a new size, Ctrl-Z and `fg`, a spinner while a screen
/// loads, and the terminal put back on the way out.
@Suite(.enabled(if: PseudoTerminal.unavailableReason == nil, "\(PseudoTerminal.unavailableReason ?? "")"))
struct FullScreenTerminalTests {
    private static let enter = "\u{1B}[?1049h"
    private static let leave = "\u{1B}[?1049l"

    /// The rows a terminal `columns` wide shows after `terminal`'s output from `start`.
    private func rows(_ terminal: PseudoTerminal, from start: Int = 0, columns: Int = 60) -> [String] {
        var screen = TerminalScreen(columns: columns, width: DisplayWidth.of)
        screen.feed(String(decoding: terminal.output[start...], as: UTF8.self))
        return screen.lines
    }

    /// Reads until the drawn screen has a row for which `holds` is true.
    @discardableResult
    private func waitForRow(
        _ terminal: PseudoTerminal, from start: Int = 0, seconds: Double = 5, _ holds: (String) -> Bool
    ) throws -> [String] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            terminal.drain(quiet: 0.05)
            let shown = rows(terminal, from: start)
            if shown.contains(where: holds) { return shown }
            guard Date() < deadline else {
                throw PseudoTerminal.Failure(description: "no such row in:\n" + shown.joined(separator: "\n"))
            }
        }
    }

    /// Whether `a` and `b` have the same local modes (echo, canonical input, signals).
    private func sameModes(_ a: termios, _ b: termios) -> Bool {
        a.c_lflag == b.c_lflag && a.c_iflag == b.c_iflag
    }

    @Test func theScreenIsDrawnKeysNavigateAndQPutsTheTerminalBack() throws {
        let terminal = try PseudoTerminal(["--full-screen"], columns: 60)
        try terminal.waitFor(Self.enter, seconds: 10)
        try waitForRow(terminal) { $0.hasPrefix(" Giuseppe's Pizzeria") }

        terminal.type("\r")
        let menu = try waitForRow(terminal) { $0.hasPrefix(" Giuseppe's menu") }
        terminal.type("q")
        let status = try terminal.waitForExit(seconds: 5)

        #expect(menu.contains { $0.hasPrefix(" Home > Menu") })
        #expect(status == 0)
        #expect(terminal.shown.hasSuffix(Self.leave))
        #expect(terminal.shown.contains("\u{1B}[?1000l"))
        #expect(sameModes(terminal.currentSettings, terminal.initialSettings))
    }

    @Test func aNewSizeLaysTheScreenOutAgain() throws {
        let terminal = try PseudoTerminal(["--full-screen"], columns: 60)
        try terminal.waitFor(Self.enter, seconds: 10)
        try waitForRow(terminal) { $0.hasSuffix("? keys  q quit") }
        let before = terminal.output.count

        terminal.resize(columns: 44)
        // The status row at the new width; its last cell is blank.
        let shown = try waitForRow(terminal, from: before) { $0.count == 44 - 1 && $0.hasSuffix("? keys  q quit") }
        terminal.type("q")

        #expect(shown.contains { $0.hasPrefix(" Giuseppe's Pizzeria") })
        #expect(try terminal.waitForExit(seconds: 5) == 0)
    }

    @Test func ctrlZPutsTheTerminalBackAndFgDrawsTheScreenAgain() throws {
        let terminal = try PseudoTerminal(["--full-screen"], columns: 60, ownProcessGroup: true)
        try terminal.waitFor(Self.enter, seconds: 10)
        try waitForRow(terminal) { $0.hasPrefix(" Giuseppe's Pizzeria") }

        terminal.type("\u{1A}")
        try terminal.waitForStop(seconds: 5)
        let stopped = terminal.currentSettings
        let before = terminal.output.count
        terminal.send(SIGCONT)
        try terminal.waitFor(Self.enter, seconds: 5)
        let redrawn = try waitForRow(terminal, from: before) { $0.hasPrefix(" Giuseppe's Pizzeria") }
        terminal.type("q")

        #expect(terminal.shown.contains(Self.leave + Self.enter) || terminal.shown.contains(Self.leave))
        #expect(sameModes(stopped, terminal.initialSettings))
        #expect(redrawn.contains { $0.hasSuffix("? keys  q quit") })
        #expect(try terminal.waitForExit(seconds: 5) == 0)
    }

    @Test func aScreenThatLoadsShowsASpinnerUntilItIsShown() throws {
        let terminal = try PseudoTerminal(["--full-screen"], program: RouterDemoProcess.builtProgram("kitchen"), columns: 60)
        try terminal.waitFor(Self.enter, seconds: 10)
        try waitForRow(terminal) { $0.contains("Kitchen") }

        terminal.type("/kitchen\r")
        var frames: Set<Character> = []
        let deadline = Date().addingTimeInterval(20)
        var shown: [String] = []
        while Date() < deadline {
            // Briefer than a frame: the spinner turns about twenty times a second.
            terminal.drain(quiet: 0.01, atMost: 0.04)
            shown = rows(terminal)
            if let status = shown.last, status.contains("loading Kitchen (Ctrl-C cancels)"), let frame = status.dropFirst().first
            {
                frames.insert(frame)
            }
            if shown.first?.hasPrefix(" Kitchen") == true { break }
        }
        terminal.type("q")

        #expect(frames.count >= 2, "the spinner showed \(frames.sorted())")
        #expect(shown.first?.hasPrefix(" Kitchen") == true, "\(shown.joined(separator: "\n"))")
        #expect(try terminal.waitForExit(seconds: 5) == 0)
    }
}
