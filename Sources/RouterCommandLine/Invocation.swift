import Router
import RouterTooling
import RoutesFiles

/// What the command line asks the app to do, parsed from its arguments.
enum Invocation: Equatable {
    /// Browse the app (with its tabs when `tabs`): from a terminal, or one command per
    /// line from a pipe; on the full-screen interface when `fullScreen` and the terminal
    /// allows it.
    case browse(routes: String?, tabs: Bool, fullScreen: Bool = false)
    /// Run flow files (`-` is standard input), printing events as text or JSON lines.
    case run(RunOptions)
    /// Browse the app as ``browse(routes:tabs:)`` does, writing the session to the flow
    /// file at `path`.
    case record(path: String, routes: String?, tabs: Bool)
    /// Check a routes file (the embedded default when `nil`); `strict` makes crawler
    /// warnings fail; `tabs` crawls only the app's tabs (by default, the home screen and the
    /// tabs alike).
    case check(path: String?, strict: Bool, tabs: Bool)
    /// Crawl the app and report what is reachable.
    case explore(routes: String?, depth: Int, tabs: Bool)
    /// Print the navigation graph; with `coverage` flow files (`-` is standard input), marked
    /// with what running them walked.
    case graph(routes: String?, format: GraphFormat, depth: Int, tabs: Bool, coverage: [String])
    /// Print a YAML file (`-` is standard input) as JSON.
    case dump(path: String)
    /// Open one deep link on a fresh stack (on the app with tabs when `tabs`).
    case open(link: String, routes: String?, tabs: Bool)
    /// Print help, for the app or for one subcommand.
    case help(Subcommand?)
    /// Print the reference of a command of the prompt and of flow files that is no
    /// subcommand (`help save`, `help expect`).
    case commandHelp(String)
    /// Print the version.
    case version
    /// Print the completion script for a shell.
    case completions(Shell)

    /// The subcommands, for `help` and for "did you mean" hints.
    enum Subcommand: String, CaseIterable {
        case run, record, open, check, explore, graph, dump, help, completions
    }

    /// Parses the arguments after the program name.
    /// - Throws: ``UsageError`` for anything it does not understand.
    init(arguments: [String]) throws(UsageError) {
        var rest = Self.splittingValues(arguments)[...]
        var routes: String?
        var tabs = false
        var fullScreen = false
        // The global options, before the subcommand, in any order.
        while let option = rest.first, option == "--routes" || option == "--tabs" || option == "--full-screen" {
            rest.removeFirst()
            if option == "--tabs" {
                tabs = true
            } else if option == "--full-screen" {
                fullScreen = true
            } else {
                routes = try Self.value(of: "--routes", in: &rest)
            }
        }
        guard let first = rest.popFirst() else {
            self = .browse(routes: routes, tabs: tabs, fullScreen: fullScreen)
            return
        }
        switch first {
        case "-h", "--help":
            try Self.expectEnd(rest, after: first)
            self = .help(nil)
        case "--version", "-V", "version":
            try Self.expectEnd(rest, after: first)
            self = .version
        case "help":
            guard let topic = rest.popFirst() else {
                self = .help(nil)
                return
            }
            if topic == "-h" || topic == "--help" {
                try Self.expectEnd(rest, after: topic)
                self = .help(.help)
                return
            }
            guard let subcommand = Subcommand(rawValue: topic) else {
                guard FlowCommand.reference(of: topic) != nil else {
                    throw .unknownSubcommand(topic, suggestion: Self.suggestion(for: topic))
                }
                try Self.expectEnd(rest, after: topic)
                self = .commandHelp(topic)
                return
            }
            try Self.expectEnd(rest, after: topic)
            self = .help(subcommand)
        case "run":
            self = try Self.parseRun(rest, routes: routes, tabs: tabs)
        case "open":
            self = try Self.parseOpen(rest, routes: routes, tabs: tabs)
        case "record":
            self = try Self.parseRecord(rest, routes: routes, tabs: tabs)
        case "check", "dump":
            let subcommand: Subcommand = first == "dump" ? .dump : .check
            if rest.contains("-h") || rest.contains("--help") {
                self = .help(subcommand)
                return
            }
            let strict = subcommand == .check && rest.contains("--strict")
            let onlyTabs = subcommand == .check && rest.contains("--tabs")
            let operands = try Self.operands(
                rest.filter { !(strict && $0 == "--strict") && !(onlyTabs && $0 == "--tabs") }, of: subcommand)
            if operands.isEmpty, subcommand == .dump { throw .missingOperand(.dump) }
            if operands.count > 1 { throw .unexpectedArgument(operands[1], after: operands[0]) }
            self =
                subcommand == .dump
                ? .dump(path: operands[0]) : .check(path: operands.first, strict: strict, tabs: tabs || onlyTabs)
        case "completions":
            guard let word = rest.popFirst() else { throw .missingOperand(.completions) }
            if word == "-h" || word == "--help" {
                self = .help(.completions)
                return
            }
            guard let shell = Shell(rawValue: word) else { throw .unknownShell(word) }
            try Self.expectEnd(rest, after: word)
            self = .completions(shell)
        case "explore", "graph":
            self = try Self.parseExplore(rest, routes: routes, tabs: tabs, graph: first == "graph")
        default:
            if first.hasPrefix("-") { throw .unknownOption(first, subcommand: nil) }
            throw .unknownSubcommand(first, suggestion: Self.suggestion(for: first))
        }
        if routes != nil, !Self.takesRoutes(self) { throw .unexpectedArgument("--routes", after: first) }
        if tabs, !Self.takesTabs(self) { throw .unexpectedArgument("--tabs", after: first) }
        if fullScreen { throw .unexpectedArgument("--full-screen", after: first) }
    }

    /// Whether the invocation asks for the app's tabs (`--tabs`).
    var requestsTabs: Bool {
        switch self {
        case .browse(_, let tabs, _), .record(_, _, let tabs), .open(_, _, let tabs), .explore(_, _, let tabs),
            .graph(_, _, _, let tabs, _),
            .check(_, _, let tabs):
            tabs
        case .run(let options): options.tabs
        default: false
        }
    }

    /// Whether the invocation runs or checks the app, which `--tabs` gives its tabs.
    private static func takesTabs(_ invocation: Invocation) -> Bool {
        switch invocation {
        case .browse, .run, .record, .open, .explore, .graph, .check: true
        default: false
        }
    }

    private static func takesRoutes(_ invocation: Invocation) -> Bool {
        switch invocation {
        case .browse, .run, .record, .open, .explore, .graph: true
        default: false
        }
    }

    private static func parseRun(_ arguments: ArraySlice<String>, routes: String?, tabs: Bool) throws(UsageError)
        -> Invocation
    {
        var options = RunOptions(routes: routes, tabs: tabs)
        var rest = arguments
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                options.flows.append(argument)
            } else if argument == "--" {
                optionsEnded = true
            } else if argument == "--json" {
                options.json = true
            } else if argument == "--coverage" {
                options.coverage = true
            } else if argument == "--tabs" {
                options.tabs = true
            } else if argument == "--routes" {
                options.routes = try value(of: "--routes", in: &rest, subcommand: .run)
            } else if argument == "--golden" {
                options.golden = try value(of: "--golden", in: &rest, subcommand: .run)
            } else if argument == "--update-golden" {
                options.updateGolden = true
            } else if argument == "--jobs" {
                options.jobs = try number(of: "--jobs", in: &rest, range: 1...RunOptions.maxJobs, subcommand: .run)
            } else if argument == "--worker" {
                options.worker = true
            } else if argument == "-h" || argument == "--help" {
                return .help(.run)
            } else {
                throw .unknownOption(argument, subcommand: .run)
            }
        }
        if options.worker {
            // A worker reads its one flow from standard input, as its parent wrote it.
            if let flow = options.flows.first { throw .unexpectedArgument(flow, after: "--worker") }
            return .run(options)
        }
        guard !options.flows.isEmpty else { throw .missingOperand(.run) }
        if options.updateGolden, options.golden == nil {
            throw .needsOption("--update-golden", needs: "--golden FILE", subcommand: .run)
        }
        if options.golden != nil, options.flows.count > 1 {
            throw .unexpectedArgument(options.flows[1], after: options.flows[0])
        }
        return .run(options)
    }

    private static func parseOpen(_ arguments: ArraySlice<String>, routes: String?, tabs: Bool) throws(UsageError)
        -> Invocation
    {
        guard let parsed = try oneOperand(of: .open, arguments, routes: routes, tabs: tabs, endsOptions: false) else {
            return .help(.open)
        }
        return .open(link: parsed.operand, routes: parsed.routes, tabs: parsed.tabs)
    }

    /// `record FILE [--routes FILE] [--tabs]`. FILE is a file: `-` is refused (standard
    /// output shows the session), `./-` names a file called `-`.
    private static func parseRecord(_ arguments: ArraySlice<String>, routes: String?, tabs: Bool) throws(UsageError)
        -> Invocation
    {
        guard let parsed = try oneOperand(of: .record, arguments, routes: routes, tabs: tabs, endsOptions: true) else {
            return .help(.record)
        }
        if parsed.operand == "-" {
            throw .invalidValue(
                parsed.operand, option: "record", expected: "a file to write ('./-' names a file called '-')")
        }
        return .record(path: parsed.operand, routes: parsed.routes, tabs: parsed.tabs)
    }

    /// The one operand of `subcommand` among `--tabs`, `--routes FILE` and `-h`/`--help`,
    /// with the options it sets; `nil` when help was asked for. With `endsOptions`, `--`
    /// ends the options and `-` is an operand (a file's name); without, both are unknown
    /// options.
    /// - Throws: ``UsageError`` for an unknown option, a missing `--routes` value, no
    ///   operand, or a second one.
    private static func oneOperand(
        of subcommand: Subcommand, _ arguments: ArraySlice<String>, routes: String?, tabs: Bool, endsOptions: Bool
    ) throws(UsageError) -> (operand: String, routes: String?, tabs: Bool)? {
        var operands: [String] = []
        var routes = routes
        var tabs = tabs
        var rest = arguments
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if optionsEnded || !argument.hasPrefix("-") || (endsOptions && argument == "-") {
                operands.append(argument)
            } else if endsOptions, argument == "--" {
                optionsEnded = true
            } else if argument == "--tabs" {
                tabs = true
            } else if argument == "--routes" {
                routes = try value(of: "--routes", in: &rest, subcommand: subcommand)
            } else if argument == "-h" || argument == "--help" {
                return nil
            } else {
                throw .unknownOption(argument, subcommand: subcommand)
            }
        }
        guard let operand = operands.first else { throw .missingOperand(subcommand) }
        if operands.count > 1 { throw .unexpectedArgument(operands[1], after: operand) }
        return (operand, routes, tabs)
    }

    private static func parseExplore(_ arguments: ArraySlice<String>, routes: String?, tabs: Bool, graph: Bool)
        throws(UsageError) -> Invocation
    {
        let subcommand: Subcommand = graph ? .graph : .explore
        var routes = routes
        var tabs = tabs
        var depth = 12
        var format = GraphFormat.mermaid
        var coverage = false
        var flows: [String] = []
        var rest = arguments
        var optionsEnded = false
        while let argument = rest.popFirst() {
            if graph, optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                // Flow files, for --coverage (refused below without it).
                flows.append(argument)
                continue
            }
            switch argument {
            case "--" where graph:
                optionsEnded = true
            case "--coverage" where graph:
                coverage = true
            case "--routes":
                routes = try value(of: "--routes", in: &rest, subcommand: subcommand)
            case "--tabs":
                tabs = true
            case "--depth":
                depth = try number(of: "--depth", in: &rest, range: 1...100, subcommand: subcommand)
            case "--format" where graph:
                let text = try value(of: "--format", in: &rest, subcommand: subcommand)
                guard let parsed = GraphFormat(rawValue: text) else {
                    throw .invalidValue(text, option: "--format", expected: "mermaid, dot or svg")
                }
                format = parsed
            case "-h", "--help":
                return .help(subcommand)
            default:
                if argument.hasPrefix("-") { throw .unknownOption(argument, subcommand: subcommand) }
                throw .unexpectedArgument(argument, after: subcommand.rawValue)
            }
        }
        if let first = flows.first, !coverage { throw .unexpectedArgument(first, after: subcommand.rawValue) }
        if coverage, flows.isEmpty { throw .missingOperand(.graph) }
        return graph
            ? .graph(routes: routes, format: format, depth: depth, tabs: tabs, coverage: flows)
            : .explore(routes: routes, depth: depth, tabs: tabs)
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

    /// The options that take a value, which may also be written `--option=value`.
    static let valueOptions: Set<String> = ["--routes", "--golden", "--depth", "--format", "--jobs"]

    /// `arguments` with each `--option=value` of an option in ``valueOptions`` written as
    /// two arguments, `--option` and `value` (which may be empty, or hold `=`). Anything
    /// else, `--json=1` included, is left as it is (and refused later as unknown).
    static func splittingValues(_ arguments: [String]) -> [String] {
        arguments.flatMap { argument -> [String] in
            guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "="),
                valueOptions.contains(String(argument[..<equals]))
            else { return [argument] }
            return [String(argument[..<equals]), String(argument[argument.index(after: equals)...])]
        }
    }

    /// The argument after `option`; one that starts with `-` (but `-` itself) is another
    /// option, not a value.
    private static func value(
        of option: String, in rest: inout ArraySlice<String>, subcommand: Subcommand? = nil
    ) throws(UsageError) -> String {
        guard let value = rest.popFirst(), !value.hasPrefix("-") || value == "-" else {
            throw .missingValue(option, subcommand: subcommand)
        }
        return value
    }

    /// The whole number after `option`, in `range`. A negative number is a value, not an
    /// option, so `--depth -1` says the number is too small.
    private static func number(
        of option: String, in rest: inout ArraySlice<String>, range: ClosedRange<Int>, subcommand: Subcommand
    ) throws(UsageError) -> Int {
        let digits = rest.first.map { text in
            let unsigned = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : text[...]
            return !unsigned.isEmpty && unsigned.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
        guard let text = rest.first, digits == true || !text.hasPrefix("-") else {
            throw .missingValue(option, subcommand: subcommand)
        }
        rest.removeFirst()
        guard digits == true else {
            throw .invalidValue(text, option: option, expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        if let number = Int(text), range.contains(number) { return number }
        let tooSmall = text.hasPrefix("-") || Int(text).map { $0 < range.lowerBound } ?? false
        throw .outOfRange(text, option: option, range: range, tooSmall: tooSmall, subcommand: subcommand)
    }

    private static func expectEnd(_ rest: ArraySlice<String>, after argument: String) throws(UsageError) {
        if let extra = rest.first { throw .unexpectedArgument(extra, after: argument) }
    }

    private static func suggestion(for word: String) -> String? {
        ClosestMatch.find(word, in: Subcommand.allCases.map(\.rawValue))
    }
}
