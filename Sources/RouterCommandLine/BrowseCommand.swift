import Router
import RouterTooling

/// The command line with no subcommand: the app driven by commands from standard input.
@MainActor
enum BrowseCommand {
    /// Runs the command loop until `quit` or the end of input, on the routing of `routes`
    /// (the embedded default when `nil`), with the app's tabs when `tabs`.
    /// - Returns: The exit status: 0 when every command worked (always, on a terminal), 1
    ///   otherwise, 2 when the routes file cannot be loaded.
    static func run(app: CommandLineApp, routes: String?, tabs: Bool) -> Int32 {
        guard let (file, registry) = AppRouting.load(app: app, routes: routes) else { return 2 }
        let session =
            AppRouting.tabs(of: file, app: app, requested: tabs).map {
                NavigationSession(registry: registry, tabs: $0, account: app.account())
            } ?? NavigationSession(registry: registry, home: app.home, account: app.account())
        let interactive = Console.inputIsTerminal
        if interactive {
            Console.out("Type 'help' for commands, 'quit' to leave.\n")
            let editor = LineEditor()
            _ = editor.withRawMode {
                TerminalCommandLoop(session: session).run(
                    read: { prompt in
                        Console.flush()
                        return editor.readLine(prompt: Console.inline(prompt))
                    }, write: write)
            }
            return 0
        }
        let loop = CommandLoop(session: session, source: "<stdin>", showsPrompt: false)
        let input = BoundedLineReader()
        let allWell = loop.run(readLine: input.next, write: write)
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
