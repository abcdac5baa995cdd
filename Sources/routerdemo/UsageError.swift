/// A command line `routerdemo` does not understand. Exit status 2.
enum UsageError: Error, Equatable {
    case unknownSubcommand(String, suggestion: String?)
    case unknownOption(String, subcommand: Invocation.Subcommand?)
    case unexpectedArgument(String, after: String)
    case missingOperand(Invocation.Subcommand)
    case missingValue(String)
    case invalidValue(String, option: String, expected: String)
}

extension UsageError: CustomStringConvertible {
    /// The problem as a sentence, then how to get help.
    var description: String {
        let problem: String
        var helpCommand = "routerdemo --help"
        switch self {
        case .unknownSubcommand(let word, let suggestion):
            problem = "unknown command '\(word)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownOption(let option, let subcommand):
            problem = "unknown option '\(option)'"
            if let subcommand { helpCommand = "routerdemo help \(subcommand.rawValue)" }
        case .unexpectedArgument(let argument, let after):
            problem = "unexpected argument '\(argument)' after '\(after)'"
        case .missingOperand(.run):
            problem = "'run' needs at least one flow file (or '-' for standard input)"
            helpCommand = "routerdemo help run"
        case .missingOperand(.open):
            problem = "'open' needs a link, e.g. giuseppe://menu/pizza/Margherita"
            helpCommand = "routerdemo help open"
        case .missingOperand(let subcommand):
            problem = "'\(subcommand.rawValue)' needs a file (or '-' for standard input)"
            helpCommand = "routerdemo help \(subcommand.rawValue)"
        case .missingValue(let option):
            problem = "'\(option)' needs a value"
        case .invalidValue(let value, let option, let expected):
            problem = "'\(value)' is not a valid value for '\(option)'; expected \(expected)"
        }
        return "routerdemo: \(problem)\nSee '\(helpCommand)'."
    }
}
