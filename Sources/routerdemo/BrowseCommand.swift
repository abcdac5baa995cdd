import Router
import Screens

/// `routerdemo` with no subcommand: the demo driven by commands from standard input.
enum BrowseCommand {
    /// Runs the command loop until `quit` or the end of input.
    /// - Returns: The exit status: 0 when every command worked, 1 otherwise.
    static func run() -> Int32 {
        let session = NavigationSession(registry: DemoApp.makeRegistry(), home: DemoApp.home)
        let interactive = Console.inputIsTerminal
        if interactive { Console.out("Type 'help' for commands, 'quit' to leave.\n") }
        let loop = CommandLoop(session: session, source: "<stdin>", showsPrompt: interactive)
        let allWell = loop.run(readLine: { readLine() }) { output in
            switch output {
            case .text(let text): Console.out(text)
            case .prompt(let text): Console.prompt(text)
            case .error(let text): Console.error(text)
            }
        }
        return interactive || allWell ? 0 : 1
    }
}
