/// One command of an app's command line, described once: its help page, its lines in the
/// main page's usage and its shell completions are all generated from this, so they cannot
/// disagree.
struct CommandDescription {
    /// What a word on the command line completes to, in a shell.
    enum Completion: Equatable {
        /// Nothing the shell can offer (a link, a number).
        case none
        /// File names.
        case files
        /// One of these words.
        case words([String])
    }

    /// The subcommand, or `nil` for browsing (the app with no subcommand).
    let subcommand: Invocation.Subcommand?
    /// One line of the page's title, after `NAME COMMAND: `.
    let title: String
    /// The usage lines, each after the program's name, e.g. `run [--json] FLOW...`. Every
    /// option appears in one of them.
    let usage: [String]
    /// What the command does, under its usage lines on the main page (line breaks kept).
    let summary: String
    /// What the command's operands complete to.
    let operands: Completion
    /// The command's options, in the order its page lists them (`-h, --help` is added).
    let options: [OptionDescription]
    /// The page's text between its options and its exit statuses (line breaks kept); may
    /// be empty.
    let details: String
    /// The page's `EXIT STATUS:` lines, without their indentation.
    let exitStatus: [String]
}

/// An option of a ``CommandDescription``: `--name`, or `--name VALUE`.
struct OptionDescription: Equatable {
    /// The option as written, with its dashes: `--routes`.
    let name: String
    /// The value's placeholder (`FILE`), or `nil` for a flag.
    let value: String?
    /// What it does (line breaks kept).
    let help: String
    /// What its value completes to.
    let completion: CommandDescription.Completion

    init(_ name: String, value: String? = nil, completion: CommandDescription.Completion = .none, help: String) {
        self.name = name
        self.value = value
        self.help = help
        self.completion = completion
    }

    /// `--name VALUE`, or `--name`.
    var synopsis: String { value.map { "\(name) \($0)" } ?? name }
}
