import Router

/// What the command line asks `routerdemo` to do, parsed from its arguments.
enum Invocation: Equatable {
    /// Browse the demo: from a terminal, or one command per line from a pipe.
    case browse(routes: String?)
    /// Run these flow files (`-` is standard input), printing events as text or JSON lines.
    case run(flows: [String], json: Bool, routes: String?)
    /// Check a routes file (the embedded default when `nil`).
    case check(path: String?)
    /// Print a YAML file (`-` is standard input) as JSON.
    case dump(path: String)
    /// Open one deep link on a fresh stack.
    case open(link: String, routes: String?)
    /// Print help, for `routerdemo` or for one subcommand.
    case help(Subcommand?)
    /// Print the version.
    case version

    /// The subcommands, for `help` and for "did you mean" hints.
    enum Subcommand: String, CaseIterable {
        case run, open, check, dump, help
    }

    /// Parses the arguments after the program name.
    /// - Throws: ``UsageError`` for anything it does not understand.
    init(arguments: [String]) throws(UsageError) {
        var rest = arguments[...]
        var routes: String?
        if rest.first == "--routes" {
            rest.removeFirst()
            routes = try Self.value(of: "--routes", in: &rest)
        }
        guard let first = rest.popFirst() else {
            self = .browse(routes: routes)
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
            self = try Self.parseRun(rest, routes: routes)
        case "open":
            self = try Self.parseOpen(rest, routes: routes)
        case "check", "dump":
            let subcommand: Subcommand = first == "dump" ? .dump : .check
            if rest.contains("-h") || rest.contains("--help") {
                self = .help(subcommand)
                return
            }
            let operands = try Self.operands(rest, of: subcommand)
            if operands.isEmpty, subcommand == .dump { throw .missingOperand(.dump) }
            if operands.count > 1 { throw .unexpectedArgument(operands[1], after: operands[0]) }
            self = subcommand == .dump ? .dump(path: operands[0]) : .check(path: operands.first)
        default:
            if first.hasPrefix("-") { throw .unknownOption(first, subcommand: nil) }
            throw .unknownSubcommand(first, suggestion: Self.suggestion(for: first))
        }
        if routes != nil, !Self.takesRoutes(self) { throw .unexpectedArgument("--routes", after: first) }
    }

    private static func takesRoutes(_ invocation: Invocation) -> Bool {
        switch invocation {
        case .browse, .run, .open: true
        default: false
        }
    }

    private static func parseRun(_ arguments: ArraySlice<String>, routes: String?) throws(UsageError)
        -> Invocation
    {
        var flows: [String] = []
        var json = false
        var routes = routes
        var rest = arguments
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                flows.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument == "--json" {
                json = true
            } else if argument == "--routes" {
                routes = try value(of: "--routes", in: &rest)
            } else if argument == "-h" || argument == "--help" {
                return .help(.run)
            } else {
                throw .unknownOption(argument, subcommand: .run)
            }
        }
        guard !flows.isEmpty else { throw .missingOperand(.run) }
        return .run(flows: flows, json: json, routes: routes)
    }

    private static func parseOpen(_ arguments: ArraySlice<String>, routes: String?) throws(UsageError)
        -> Invocation
    {
        var links: [String] = []
        var routes = routes
        var rest = arguments
        while let argument = rest.popFirst() {
            if argument == "--routes" {
                routes = try value(of: "--routes", in: &rest)
            } else if argument == "-h" || argument == "--help" {
                return .help(.open)
            } else if argument.hasPrefix("-") {
                throw .unknownOption(argument, subcommand: .open)
            } else {
                links.append(argument)
            }
        }
        guard let link = links.first else { throw .missingOperand(.open) }
        if links.count > 1 { throw .unexpectedArgument(links[1], after: link) }
        return .open(link: link, routes: routes)
    }

    /// The non-option arguments of `check` or `dump`.
    private static func operands(_ arguments: ArraySlice<String>, of subcommand: Subcommand)
        throws(UsageError) -> [String]
    {
        var operands: [String] = []
        for argument in arguments {
            if argument == "-" || !argument.hasPrefix("-") {
                operands.append(argument)
            } else {
                throw .unknownOption(argument, subcommand: subcommand)
            }
        }
        return operands
    }

    private static func value(of option: String, in rest: inout ArraySlice<String>) throws(UsageError)
        -> String
    {
        guard let value = rest.popFirst(), !value.hasPrefix("-") || value == "-" else {
            throw .missingValue(option)
        }
        return value
    }

    private static func expectEnd(_ rest: ArraySlice<String>, after argument: String) throws(UsageError) {
        if let extra = rest.first { throw .unexpectedArgument(extra, after: argument) }
    }

    private static func suggestion(for word: String) -> String? {
        ClosestMatch.find(word, in: Subcommand.allCases.map(\.rawValue))
    }
}
