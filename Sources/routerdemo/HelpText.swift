import Router

/// Every help text `routerdemo` prints, in one place.
enum HelpText {
    static let version = "routerdemo 0.1.0"

    static let main = """
        routerdemo: browse a plugin-based navigation router's demo app, or run scripted
        navigation flows against it and check what was pushed.

        USAGE:
          routerdemo                      browse the demo (see COMMANDS)
          routerdemo run [--json] FLOW... run flow files and check their expectations
          routerdemo help [COMMAND]       show help for routerdemo or for a command
          routerdemo --version            print the version

        BROWSING:
          On a terminal, routerdemo shows the top screen with numbered rows and a prompt.
          With standard input from a pipe or a file, it reads the same commands, one per
          line, and exits at the end of the input:
            printf 'tap 1\\ntap "Margherita"\\nstack\\n' | routerdemo

        \(FlowCommand.reference)

        EXIT STATUS:
          0  everything ran and every expectation held
          1  an expectation failed or a command could not be carried out
          2  a malformed flow file or a bad command line

        Run 'routerdemo help run' for the flow file format.
        """

    static let run = """
        routerdemo run: run flow files against the demo, each from a fresh stack.

        USAGE:
          routerdemo run [--json] FLOW...

        ARGUMENTS:
          FLOW     a flow file; '-' reads the flow from standard input

        OPTIONS:
          --json   print each event as a JSON line ({"event":"push","screen":"Menu"})
                   instead of text
          -h, --help
                   show this help

        A flow file holds one command per line, starting in column 1; '#' starts a
        comment. Example:

          # Open a pizza, check where we are, and come back.
          tap 1                       # Giuseppe's menu
          tap "Margherita"
          expect top PizzaDetail
          back
          expect stack Home > Menu
          expect log
            push Menu
            push PizzaDetail
            pop PizzaDetail

        \(FlowCommand.reference)

        The log's event lines read: push NAME, present NAME, pop NAME, dismiss NAME,
        pop-to-root ROOT, and OPERATION refused (REASON) when nothing changed.

        Output: events as they happen on standard output; failures on standard error as
        FILE:LINE: expected …, got … (a line diff for 'expect log'). All flows are parsed
        before any runs: a malformed flow prints FILE:LINE:COLUMN: … for every problem.

        EXIT STATUS:
          0  every flow passed
          1  an expectation failed, or a command could not be carried out
          2  a flow file is malformed or unreadable, or the command line is bad
        """

    static func text(for subcommand: Invocation.Subcommand?) -> String {
        switch subcommand {
        case nil: main
        case .run: run
        case .help: "routerdemo help [COMMAND]: show help for routerdemo or for COMMAND (run).\n"
        }
    }
}
