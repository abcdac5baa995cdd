import Foundation
import Testing

/// The kitchen example at a terminal: navigations that load are waited for in real time,
/// with a spinner, and Ctrl-C cancels them, not the app.
@Suite(.enabled(if: PseudoTerminal.unavailableReason == nil, "\(PseudoTerminal.unavailableReason ?? "")"))
struct KitchenTerminalTests {
    private static let kitchen = RouterDemoProcess.builtProgram("kitchen")

    @Test func aScreenThatLoadsIsShownOnceLoadedAfterASpinner() throws {
        let terminal = try PseudoTerminal(program: Self.kitchen)
        try terminal.waitFor("Home> ")

        terminal.type("tap Kitchen\r")

        let shown = try terminal.waitFor("Home > Kitchen> ", seconds: 10)
        #expect(shown.contains("loading Kitchen (Ctrl-C cancels)"))
        #expect(shown.contains("loading done Kitchen\npush Kitchen") || shown.contains("loading done Kitchen\r\npush Kitchen"))
        #expect(shown.contains("In the oven now:"))
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func theSpinnerIsDrawnOverItselfNotPrintedAsEscapedText() throws {
        let terminal = try PseudoTerminal(program: Self.kitchen)
        try terminal.waitFor("Home> ")

        terminal.type("tap Kitchen\r")

        let shown = try terminal.waitFor("Home > Kitchen> ", seconds: 10)
        #expect(shown.contains("\r\u{1B}[2K⠋ loading Kitchen (Ctrl-C cancels)"))
        #expect(!shown.contains("\\u{1B}"))
        #expect(!shown.contains("\\u{D}"))
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func ctrlCWhileLoadingCancelsTheNavigationNotTheApp() throws {
        let terminal = try PseudoTerminal(program: Self.kitchen)
        try terminal.waitFor("Home> ")
        terminal.type("tap Kitchen\r")
        try terminal.waitFor("loading Kitchen (Ctrl-C cancels)", seconds: 10)

        terminal.type("\u{03}")

        let shown = try terminal.waitFor("Home> ", seconds: 10)
        #expect(shown.contains("loading cancelled Kitchen"))
        #expect(!shown.contains("push Kitchen"))
        terminal.type("stack\r")
        try terminal.waitFor("Home\r\n", seconds: 5)
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }
}
