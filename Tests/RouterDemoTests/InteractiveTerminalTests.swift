import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `routerdemo` with no subcommand on a pseudo-terminal: line editing, history, screen
/// redraws, and the terminal put back as it was.
@Suite(.enabled(if: PseudoTerminal.unavailableReason == nil, "\(PseudoTerminal.unavailableReason ?? "")"))
struct InteractiveTerminalTests {
    private static let up = "\u{1B}[A"
    private static let left = "\u{1B}[D"

    /// Whether `settings` echo and edit lines, as a terminal does outside raw mode.
    private func isCooked(_ settings: termios) -> Bool {
        settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
    }

    private func sameSettings(_ one: termios, _ other: termios) -> Bool {
        one.c_lflag == other.c_lflag && one.c_iflag == other.c_iflag && one.c_oflag == other.c_oflag
            && one.c_cflag == other.c_cflag
    }

    @Test func typingANumberAndEnterShowsTheMenu() throws {
        let terminal = try PseudoTerminal()
        try terminal.waitFor("Home> ")
        terminal.type("1\r")
        let shown = try terminal.waitFor("Home > Menu> ")
        #expect(shown.contains("push Menu"))
        #expect(shown.contains("Giuseppe's menu"))
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func ctrlCOnAnEmptyLineSaysHowToLeaveAndTwiceLeaves() throws {
        let terminal = try PseudoTerminal()
        try terminal.waitFor("Home> ")
        terminal.type("\u{03}")
        try terminal.waitFor("(to leave, type 'quit', press Ctrl-D, or press Ctrl-C again)")
        terminal.type("\u{03}")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func aLeaveQuestionIsAnsweredWhereItIsAsked() throws {
        let terminal = try PseudoTerminal()
        try terminal.waitFor("Home> ")
        for line in [
            "tap \"Giuseppe's menu\"", "tap Margherita", "tap \"Customize order\"", "sign-in anna", "tap \"I accept\"",
            "tap \"Size: Medium\"", "tap Large",
        ] {
            terminal.type(line + "\r")
        }
        try terminal.waitFor("pop SizePicker -> Large")
        terminal.type("back\r")
        try terminal.waitFor("OrderForm asks: Discard your order for Margherita? (yes/no) ")
        terminal.type("yes\r")
        let shown = try terminal.waitFor("Home > Menu > PizzaDetail> ")
        #expect(shown.contains("leave confirmed OrderForm"))
        terminal.type("quit\r")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func signInPrintsEveryEventItCausesAndTheScreen() throws {
        let terminal = try PseudoTerminal()
        try terminal.waitFor("Home> ")
        terminal.type("1\r1\r1\r")
        let redirected = try terminal.waitFor("Home > Menu > PizzaDetail > SignIn> ")
        #expect(redirected.contains("redirect signedIn"))
        #expect(redirected.contains("present SignIn"))
        terminal.type("sign-in anna\r")
        let shown = try terminal.waitFor("Home > Menu > PizzaDetail > Order> ")
        let dismissed = try #require(shown.range(of: "dismiss SignIn"))
        let pushed = try #require(shown.range(of: "push Order"))
        #expect(dismissed.upperBound <= pushed.lowerBound)
        #expect(shown[pushed.upperBound...].contains("Order placed"))
    }

    @Test func withTabsThePromptNamesTheSelectedTab() throws {
        let terminal = try PseudoTerminal(["--tabs"])
        try terminal.waitFor("Home: Home> ")
        terminal.type("tab Menu\r")
        let shown = try terminal.waitFor("Menu: Menu> ")
        #expect(shown.contains("Tabs: Home | [Menu]"))
    }

    @Test func upThenEnterRepeatsTheLastCommand() throws {
        let terminal = try PseudoTerminal()
        try terminal.waitFor("Home> ")
        terminal.type("1\r")
        try terminal.waitFor("Home > Menu> ")
        terminal.type(Self.up + "\r")
        let shown = try terminal.waitFor("Home > Menu > PizzaDetail> ")
        #expect(shown.contains("push PizzaDetail"))
        #expect(!shown.contains("unknown command"))
    }

    @Test func leftThenTypingEditsTheLine() throws {
        let terminal = try PseudoTerminal()
        try terminal.waitFor("Home> ")
        terminal.type("tp 1" + Self.left + Self.left + Self.left + "a\r")
        let shown = try terminal.waitFor("Home > Menu> ")
        #expect(shown.contains("push Menu"))
    }

    @Test func ctrlLClearsTheScreenAndShowsItAgain() throws {
        let terminal = try PseudoTerminal()
        try terminal.waitFor("Home> ")
        terminal.type("\u{0C}")
        let shown = try terminal.waitFor("Home> ")
        let cleared = try #require(shown.range(of: "\u{1B}[H\u{1B}[2J"))
        #expect(shown[cleared.upperBound...].contains("Giuseppe's Pizzeria"))
    }

    @Test func ctrlCDropsTheLine() throws {
        let terminal = try PseudoTerminal()
        try terminal.waitFor("Home> ")
        terminal.type("xyz\u{03}")
        try terminal.waitFor("^C")
        terminal.type("1\r")
        let shown = try terminal.waitFor("Home > Menu> ")
        #expect(shown.contains("push Menu"))
        #expect(!shown.contains("unknown command"))
    }

    @Test func ctrlDOnAnEmptyLineExitsAndPutsTheTerminalBack() throws {
        let terminal = try PseudoTerminal()
        try terminal.waitFor("Home> ")
        #expect(!isCooked(terminal.currentSettings))
        terminal.type("\u{04}")
        let status = try terminal.waitForExit()
        #expect(status == 0)
        #expect(terminal.shown.hasSuffix("Home> \r\n"))
        #expect(isCooked(terminal.currentSettings))
        #expect(sameSettings(terminal.currentSettings, terminal.initialSettings))
    }

    @Test(arguments: [SIGTERM, SIGINT])
    func aSignalInRawModePutsTheTerminalBack(signal: Int32) throws {
        let terminal = try PseudoTerminal()
        try terminal.waitFor("Home> ")
        #expect(!isCooked(terminal.currentSettings))
        terminal.send(signal)
        let status = try terminal.waitForExit()
        #expect(status & 0x7F == signal)
        #expect(sameSettings(terminal.currentSettings, terminal.initialSettings))
    }
}
