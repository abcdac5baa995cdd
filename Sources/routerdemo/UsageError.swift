/// A command line `routerdemo` does not understand. Exit status 2.
enum UsageError: Error, Equatable {
    case unknownSubcommand(String, suggestion: String?)
    case unknownOption(String, subcommand: Invocation.Subcommand?)
    case unexpectedArgument(String, after: String)
    case missingFlow
}

extension UsageError: CustomStringConvertible {
    /// The problem as a sentence, then how to get help.
    var description: String {
        let problem: String
        let helpCommand: String
        switch self {
        case .unknownSubcommand(let word, let suggestion):
            problem = "unknown command '\(word)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
            helpCommand = "routerdemo --help"
        case .unknownOption(let option, let subcommand):
            problem = "unknown option '\(option)'"
            helpCommand = subcommand.map { "routerdemo help \($0.rawValue)" } ?? "routerdemo --help"
        case .unexpectedArgument(let argument, let after):
            problem = "unexpected argument '\(argument)' after '\(after)'"
            helpCommand = "routerdemo --help"
        case .missingFlow:
            problem = "'run' needs at least one flow file (or '-' for standard input)"
            helpCommand = "routerdemo help run"
        }
        return "routerdemo: \(problem)\nSee '\(helpCommand)'."
    }
}
