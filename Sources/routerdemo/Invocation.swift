import Router

/// What the command line asks `routerdemo` to do, parsed from its arguments.
enum Invocation: Equatable {
    /// Browse the demo: from a terminal, or one command per line from a pipe.
    case browse
    /// Run these flow files (`-` is standard input), printing events as text or JSON lines.
    case run(flows: [String], json: Bool)
    /// Print help, for `routerdemo` or for one subcommand.
    case help(Subcommand?)
    /// Print the version.
    case version

    /// The subcommands, for `help` and for "did you mean" hints.
    enum Subcommand: String, CaseIterable {
        case run, help
    }

    /// Parses the arguments after the program name.
    /// - Throws: ``UsageError`` for anything it does not understand.
    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        guard let first = rest.popFirst() else {
            self = .browse
            return
        }
        switch first {
        case "-h", "--help":
            try Self.expectEnd(rest, after: first)
            self = .help(nil)
        case "--version":
            try Self.expectEnd(rest, after: first)
            self = .version
        case "help":
            guard let topic = rest.popFirst() else {
                self = .help(nil)
                return
            }
            guard let subcommand = Subcommand(rawValue: topic) else {
                throw .unknownSubcommand(topic, suggestion: Self.suggestion(for: topic))
            }
            try Self.expectEnd(rest, after: topic)
            self = .help(subcommand)
        case "run":
            self = try Self.parseRun(rest)
        default:
            if first.hasPrefix("-") { throw .unknownOption(first, subcommand: nil) }
            throw .unknownSubcommand(first, suggestion: Self.suggestion(for: first))
        }
    }

    private static func parseRun(_ arguments: ArraySlice<String>) throws(UsageError) -> Invocation {
        var flows: [String] = []
        var json = false
        var optionsEnded = false
        for argument in arguments {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                flows.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument == "--json" {
                json = true
            } else if argument == "-h" || argument == "--help" {
                return .help(.run)
            } else {
                throw .unknownOption(argument, subcommand: .run)
            }
        }
        guard !flows.isEmpty else { throw .missingFlow }
        return .run(flows: flows, json: json)
    }

    private static func expectEnd(_ rest: ArraySlice<String>, after argument: String) throws(UsageError) {
        if let extra = rest.first { throw .unexpectedArgument(extra, after: argument) }
    }

    private static func suggestion(for word: String) -> String? {
        ClosestMatch.find(word, in: Subcommand.allCases.map(\.rawValue))
    }
}
