import Router
import RouterTerminalUI
import RouterTooling

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The command line with no subcommand: the app driven by commands from standard input.
@MainActor
enum BrowseCommand {
    /// Runs the command loop until `quit` or the end of input, on the routing of `routes`
    /// (the embedded default when `nil`), with the app's tabs when `tabs`; with
    /// `fullScreen`, on the full-screen interface until q, unless standard input or output
    /// is not a terminal or `TERM` is `dumb`: then the line mode, after saying why.
    /// - Returns: The exit status: 0 when every command worked (always, on a terminal), 1
    ///   otherwise, 2 when the routes file cannot be loaded.
    static func run(app: CommandLineApp, routes: String?, tabs: Bool, fullScreen: Bool = false) async -> Int32 {
        guard let session = session(app: app, routes: routes, tabs: tabs, onTerminal: fullScreen) else { return 2 }
        if fullScreen {
            if let reason = FullScreenTerminal.unavailability(term: getenv("TERM").map { String(cString: $0) }) {
                Console.error("\(Console.program): no full screen: \(reason); using the line mode")
            } else {
                Console.flush()
                if await FullScreenTerminal.run(FullScreenBrowser(session: session)) { return 0 }
                Console.error("\(Console.program): no full screen: the terminal cannot be put in raw mode; using the line mode")
            }
        }
        return await browse(session)
    }

    /// A fresh session on the routing of `routes` (the embedded default when `nil`), with
    /// the app's tabs when `tabs` (or when the routes file declares some), its router
    /// navigating a `TerminalNavigationStack` when `onTerminal` (which records as the
    /// session's stack does, so the line mode works on it too); `nil` after printing why
    /// the routes file cannot be loaded.
    static func session(app: CommandLineApp, routes: String?, tabs: Bool, onTerminal: Bool = false) -> NavigationSession? {
        guard let (file, registry) = AppRouting.load(app: app, routes: routes) else { return nil }
        let tabRoots = AppRouting.tabs(of: file, app: app, requested: tabs)
        guard onTerminal else {
            return tabRoots.map { NavigationSession(registry: registry, tabs: $0, account: app.account()) }
                ?? NavigationSession(registry: registry, home: app.home, account: app.account())
        }
        return tabRoots.map {
            NavigationSession(registry: registry, tabs: $0, account: app.account(), shownOn: TerminalNavigationStack.init)
        } ?? NavigationSession(registry: registry, home: app.home, account: app.account(), shownOn: TerminalNavigationStack.init)
    }

    /// Drives `session` from standard input until `quit` or the end of input: with line
    /// editing on a terminal, one command per line from a pipe.
    /// - Parameter greeting: Written before the screen on a terminal, after the hint.
    /// - Returns: 0 when every command worked (always, on a terminal), 1 otherwise.
    ///
    /// A navigation that waits is waited for in real time: on a terminal with a spinner
    /// (`⠋ loading Kitchen (Ctrl-C cancels)`) once it is noted as loading, and Ctrl-C
    /// cancels it, not the app.
    static func browse(_ session: NavigationSession, greeting: String? = nil) async -> Int32 {
        let interactive = Console.inputIsTerminal
        if interactive {
            Console.out("Type 'help' for commands, 'quit' to leave.\n" + (greeting.map { $0 + "\n" } ?? ""))
            let editor = LineEditor()
            var spinner = Spinner()
            let waiting = NavigationSession.RealTimeWaiting(
                status: { screen in
                    // Nothing shows before the navigation is noted as loading; a `nil` after
                    // it clears the line, which ends the spinner.
                    Console.overwriteLine(screen.map { spinner.text(loading: Console.inline($0)) } ?? "")
                },
                interrupted: editor.takeInterrupt)
            _ = await editor.withRawMode {
                await TerminalCommandLoop(session: session).run(
                    read: { prompt in
                        Console.flush()
                        return editor.readLine(prompt: Console.inline(prompt))
                    }, write: write, waiting: waiting)
            }
            return 0
        }
        let loop = CommandLoop(session: session, source: "<stdin>", showsPrompt: false)
        let input = BoundedLineReader()
        let allWell = await loop.run(readLine: input.next, write: write)
        return allWell ? 0 : 1
    }

    private static func write(_ output: CommandLoop.Output) {
        switch output {
        case .text(let text): Console.out(text)
        case .prompt(let text): Console.prompt(text)
        case .error(let text): Console.error(text)
        }
    }
}
