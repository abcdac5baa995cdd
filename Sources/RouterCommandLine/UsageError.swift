import RouterText

/// A command line the app does not understand. Exit status 2.
enum UsageError: Error, Equatable {
    case unknownSubcommand(String, suggestion: String?)
    case unknownOption(String, subcommand: Invocation.Subcommand?)
    case unexpectedArgument(String, after: String)
    case missingOperand(Invocation.Subcommand)
    case missingValue(String, subcommand: Invocation.Subcommand?)
    case invalidValue(String, option: String, expected: String)
    /// A whole number (as written) below or above the range the option takes.
    case outOfRange(String, option: String, range: ClosedRange<Int>, tooSmall: Bool, subcommand: Invocation.Subcommand)
    /// An option that only means something together with another, e.g. `--update-golden`
    /// without `--golden FILE`.
    case needsOption(String, needs: String, subcommand: Invocation.Subcommand)
    /// `--tabs` for an app that declares no tabs.
    case noTabs
    /// `completions` for a shell it writes no script for.
    case unknownShell(String)
}

extension UsageError {
    /// The problem as a sentence after the `program`'s name, then how to get help; a
    /// missing link is shown with `exampleLink` when there is one.
    func message(program: String, exampleLink: String?) -> String {
        let problem: String
        var helpCommand = "\(program) --help"
        switch self {
        case .unknownSubcommand(let word, let suggestion):
            problem = "unknown command \(QuotedText.quoted(word))" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownOption(let option, let subcommand):
            problem = "unknown option \(QuotedText.quoted(option))"
            if let subcommand { helpCommand = "\(program) help \(subcommand.rawValue)" }
        case .unexpectedArgument(let argument, let after):
            problem = "unexpected argument \(QuotedText.quoted(argument)) after \(QuotedText.quoted(after))"
            if let subcommand = Invocation.Subcommand(rawValue: after) { helpCommand = "\(program) help \(subcommand.rawValue)" }
        case .missingOperand(.run):
            problem = "'run' needs at least one flow file (or '-' for standard input)"
            helpCommand = "\(program) help run"
        case .missingOperand(.open):
            problem = "'open' needs a link" + (exampleLink.map { ", e.g. \(Console.inline($0))" } ?? "")
            helpCommand = "\(program) help open"
        case .missingOperand(.graph):
            problem = "'graph --coverage' needs at least one flow file (or '-' for standard input)"
            helpCommand = "\(program) help graph"
        case .missingOperand(.record):
            problem = "'record' needs the flow file to write, e.g. session.flow"
            helpCommand = "\(program) help record"
        case .missingOperand(.completions):
            problem = "'completions' needs a shell: \(Self.shells)"
            helpCommand = "\(program) help completions"
        case .missingOperand(let subcommand):
            problem = "'\(subcommand.rawValue)' needs a file (or '-' for standard input)"
            helpCommand = "\(program) help \(subcommand.rawValue)"
        case .missingValue(let option, let subcommand):
            problem = "'\(option)' needs a value"
            if let subcommand { helpCommand = "\(program) help \(subcommand.rawValue)" }
        case .invalidValue(let value, let option, let expected):
            problem = "\(QuotedText.quoted(value)) is not a valid value for '\(option)'; expected \(expected)"
        case .outOfRange(let value, let option, let range, let tooSmall, let subcommand):
            problem =
                tooSmall
                ? "'\(option)' must be at least \(range.lowerBound), not \(value)"
                : "'\(option)' must be at most \(range.upperBound), not \(value)"
            helpCommand = "\(program) help \(subcommand.rawValue)"
        case .unknownShell(let word):
            problem = "\(QuotedText.quoted(word)) is not a valid value for 'completions'; expected \(Self.shells)"
            helpCommand = "\(program) help completions"
        case .noTabs:
            problem = "'--tabs' needs tabs, and \(program) declares none"
        case .needsOption(let option, let needs, let subcommand):
            problem = "'\(option)' needs '\(needs)'"
            helpCommand = "\(program) help \(subcommand.rawValue)"
        }
        return "\(program): \(problem)\nSee '\(helpCommand)'."
    }

    /// The shells `completions` writes scripts for, as a phrase: `bash, zsh or fish`.
    private static var shells: String {
        let names = Shell.allCases.map(\.rawValue)
        return names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }
}
