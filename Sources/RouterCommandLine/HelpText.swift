import RouterTooling

/// Every help text the command line prints, in one place, rendered from the app's
/// ``CommandLineDescription``: the main page lists every command's usage lines, and each
/// command's page its usage, options, details and exit statuses.
struct HelpText {
    let app: CommandLineApp

    /// `NAME VERSION`.
    var version: String { "\(app.name) \(app.version)" }

    private var n: String { app.name }
    private var description: CommandLineDescription { CommandLineDescription(app: app) }

    /// The page for `subcommand`, the main page for `nil`.
    func text(for subcommand: Invocation.Subcommand?) -> String {
        subcommand.map { page(description.command($0)) } ?? main
    }

    /// The page of `word`, a command of the prompt and of flow files that is no subcommand:
    /// what it is, then its entries of the command reference (`FlowCommand.reference`).
    func text(forCommand word: String) -> String {
        let entries = FlowCommand.reference(of: word) ?? ""
        return "\(n) \(word): a command of the prompt and of flow files ('\(n) help run' shows them all)\n\n"
            + "COMMAND:\n" + entries
    }

    /// Where the main page's usage summaries start.
    private static let mainColumn = 34
    /// Where a command page's option texts start.
    private static let optionColumn = 11

    /// A command's page.
    private func page(_ command: CommandDescription) -> String {
        var sections = [
            "\(n) \(command.subcommand?.rawValue ?? ""): \(command.title)",
            "USAGE:\n" + command.usage.map { "  \(n) \($0)" }.joined(separator: "\n"),
        ]
        sections.append("OPTIONS:\n" + Self.options(command.options, column: Self.optionColumn))
        if !command.details.isEmpty { sections.append(command.details) }
        sections.append("EXIT STATUS:\n" + command.exitStatus.map { "  \($0)" }.joined(separator: "\n"))
        return sections.joined(separator: "\n\n")
    }

    /// `options`, then `-h, --help`: each name at column 2, its text from `column` (on the
    /// next line when the name does not leave room).
    private static func options(_ options: [OptionDescription], column: Int) -> String {
        let help = OptionDescription("-h, --help", help: "show this help")
        return (options + [help]).map { hanging("  " + $0.synopsis, $0.help, column: column) }.joined(separator: "\n")
    }

    /// `head`, then `text` indented to `column`: on the same line when `head` ends before
    /// it, else from the next line.
    private static func hanging(_ head: String, _ text: String, column: Int) -> String {
        let indent = String(repeating: " ", count: column)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { indent + $0 }
        guard head.count < column - 1 else { return ([head] + lines).joined(separator: "\n") }
        let first = head + String(repeating: " ", count: column - head.count) + lines[0].dropFirst(column)
        return ([first] + lines.dropFirst()).joined(separator: "\n")
    }

    /// A command's lines in the main page's usage: each usage line, and its summary.
    private func usage(_ command: CommandDescription) -> String {
        let lines = command.usage.map { "  \(n) \($0)" }
        return (lines.dropLast() + [Self.hanging(lines.last ?? "", command.summary, column: Self.mainColumn)])
            .joined(separator: "\n")
    }

    private var main: String {
        let commands = [description.browse] + description.commands
        let version = Self.hanging("  \(n) --version", "print the version (also: -V, version)", column: Self.mainColumn)
        return """
            \(n): browse the app's screens, or run scripted navigation flows against it and
            check what was pushed.

            USAGE:
            \(commands.map(usage).joined(separator: "\n"))
            \(version)

            OPTIONS:
            \(Self.options(description.browse.options, column: 18))
              An option that takes a value may also be written --option=value
              (--routes=FILE, --depth=3).

            BROWSING:
              On a terminal, \(n) shows the top screen with numbered rows and a prompt
              naming the stack, root first (with tabs, the selected tab first). A stack
              deeper than four screens shows its root, ... and its top two. Every event a
              command causes is printed as 'run' prints it, then the screen whenever it
              changed. Keys:
                Left, Right, Home, End   move in the line (also Ctrl-B, Ctrl-F, Ctrl-A,
                                         Ctrl-E)
                Backspace, Delete        delete before or at the cursor
                Up, Down                 walk the commands typed before, newest first
                Enter                    run the line
                Ctrl-C                   drop the line
                Ctrl-D                   leave, on an empty line
                Ctrl-L                   clear the terminal and show the screen again
              A line holds at most 4096 bytes; the last 1000 commands are kept.
              With standard input from a pipe or a file, it reads the same commands, one per
              line, and exits at the end of the input:
                printf 'tap 1\\nstack\\n' | \(n)

            \(FlowCommand.reference(hasAccount: app.hasAccount))

            EXIT STATUS:
              0  everything ran and every expectation held
              1  an expectation failed or a command could not be carried out
              2  a malformed flow or routes file, a bad command line, or standard output
                 could not be written (then the reason is on standard error)

            Run '\(n) help run' for the flow file format, '\(n) help check' for the routes
            file. \(n) prints no colour, and shows control characters and bidirectional
            formatting characters in what it prints as escapes, like \\u{1B} (\\u001b inside
            JSON strings), so a title or a file cannot drive the terminal.
            """
    }
}
