import Router
public import RouterText
import RoutesFiles

/// Reads flow files: one command per line, `#` comments, and the indented event lines of an
/// `expect log`.
///
/// ```
/// # Open a pizza and come back.
/// tap 1
/// tap "Margherita"
/// expect top PizzaDetail
/// back
/// expect stack Home > Menu
/// expect log
///   push Menu
///   push PizzaDetail
///   pop PizzaDetail
/// ```
///
/// Commands start at column 1. A malformed file throws a ``FlowParseError`` listing every
/// problem with its line and column; the parser never traps, whatever the text (invalid
/// UTF-8, NUL bytes and huge lines included).
///
/// - Complexity: O(*n*) in the length of the text.
public struct FlowParser: Sendable {
    /// The name used in messages.
    public let file: String
    /// The screen names `expect top` and `expect stack` lines may name, compared by their
    /// Unicode scalars, or `nil` when any name is taken (see ``init(file:screenNames:)``).
    public let knownScreens: Set<ExactText>?

    /// Creates a parser whose messages name `file`. It takes any screen name.
    public init(file: String) {
        self.file = file
        self.knownScreens = nil
    }

    /// Parses the bytes of a flow file. Lines end with LF, CRLF or CR (`TextLines`).
    /// Invalid UTF-8 is reported at the line and column of the first bad byte of each line
    /// that has one.
    public func parse(bytes: [UInt8]) throws(FlowParseError) -> Flow {
        // Valid text (the usual case) is validated once, and its lines share its storage.
        if let text = String(validating: bytes, as: UTF8.self) {
            return try parse(lines: TextLines.split(text), earlierProblems: [])
        }
        var problems: [FlowProblem] = []
        var lines: [Substring] = []
        var lineNumber = 0
        for rawLine in TextLines.split(bytes) {
            lineNumber += 1
            if let text = String(validating: rawLine, as: UTF8.self) {
                lines.append(Substring(text))
            } else {
                let column = Self.firstInvalidColumn(in: rawLine)
                problems.append(FlowProblem(line: lineNumber, column: column, kind: .invalidUTF8))
                lines.append("")
            }
        }
        return try parse(lines: lines, earlierProblems: problems)
    }

    /// Parses flow text.
    public func parse(_ text: String) throws(FlowParseError) -> Flow {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses one line typed at the interactive prompt (`expect log` is not available
    /// there: it needs the lines below it).
    /// - Returns: The command, or `nil` for a blank or comment line.
    public func parseLine(_ text: String, lineNumber: Int = 1) throws(FlowParseError)
        -> FlowCommand?
    {
        let line = LineScanner(text: Substring(text), lineNumber: lineNumber)
        do throws(FlowProblem) {
            let tokens = try line.tokens()
            guard !tokens.isEmpty else { return nil }
            let command = try Self.command(from: tokens, line: lineNumber)
            if case .expect(.log) = command {
                throw FlowProblem(
                    line: lineNumber, column: tokens[0].column,
                    kind: .missingArgument(
                        command: "expect log", expected: "indented event lines (use a flow file)"))
            }
            return command
        } catch {
            throw FlowParseError(file: file, problems: [error])
        }
    }

    private func parse(lines: [Substring], earlierProblems: [FlowProblem]) throws(FlowParseError)
        -> Flow
    {
        var problems = earlierProblems
        var steps: [FlowStep] = []
        var openLog: (step: FlowStep, lines: [String])?

        func closeLog() {
            if let log = openLog {
                steps.append(
                    FlowStep(
                        command: .expect(.log(log.lines)), line: log.step.line, column: log.step.column))
                openLog = nil
            }
        }

        for (index, rawLine) in lines.enumerated() {
            let lineNumber = index + 1
            let scanner = LineScanner(text: rawLine, lineNumber: lineNumber)
            do throws(FlowProblem) {
                let tokens = try scanner.tokens()
                guard let first = tokens.first else { continue }
                if first.column > 1 {
                    guard openLog != nil else {
                        throw FlowProblem(line: lineNumber, column: 1, kind: .unexpectedIndentation)
                    }
                    openLog?.lines.append(tokens.map(\.text).joined(separator: " "))
                    continue
                }
                closeLog()
                let command = try Self.command(from: tokens, line: lineNumber)
                let unknown = unknownScreens(in: command, tokens: tokens, line: lineNumber)
                if !unknown.isEmpty { problems += unknown }
                let step = FlowStep(command: command, line: lineNumber, column: 1)
                if case .expect(.log) = command {
                    openLog = (step, [])
                } else {
                    steps.append(step)
                }
            } catch {
                problems.append(error)
            }
        }
        closeLog()
        guard problems.isEmpty else {
            throw FlowParseError(
                file: file, problems: problems.sorted { ($0.line, $0.column) < ($1.line, $1.column) })
        }
        return Flow(file: file, steps: steps)
    }

    /// Turns the tokens of one command line into a command.
    private static func command(from tokens: [LineScanner.Token], line: Int) throws(FlowProblem)
        -> FlowCommand
    {
        let head = tokens[0]
        let arguments = tokens.dropFirst()
        func noArguments(_ command: FlowCommand) throws(FlowProblem) -> FlowCommand {
            try rejectExtra(arguments, after: head.text, line: line)
            return command
        }
        if !head.quoted, head.text.startsWithDigitOrSign {
            return try noArguments(.tap(.number(rowNumber(head, line: line))))
        }
        switch head.quoted ? "" : head.text {
        case "tap":
            return .tap(try tapTarget(arguments, line: line, after: head))
        case "back": return try noArguments(.back)
        case "home": return try noArguments(.home)
        case "stack": return try noArguments(.stack)
        case "link": return try noArguments(.link)
        case "log": return try noArguments(.log)
        case "help": return try noArguments(.help)
        case "quit", "exit": return try noArguments(.quit)
        case "sign-out": return try noArguments(.signOut)
        case "cancel": return try noArguments(.cancel)
        case "open":
            return try open(arguments, line: line, after: head)
        case "go":
            return .go(try links(arguments, line: line))
        case "tab":
            return .tab(try oneArgument(arguments, of: head, expected: "a tab name", line: line))
        case "save":
            return .save(try oneArgument(arguments, of: head, expected: "a file", line: line))
        case "restore":
            if let first = arguments.first, !first.quoted, first.text == FlowCommand.dryRunOption {
                return .restoreDryRun(try oneArgument(arguments.dropFirst(), of: head, expected: "a file", line: line))
            }
            return .restore(try oneArgument(arguments, of: head, expected: "a file", line: line))
        case "sign-in":
            return .signIn(try oneArgument(arguments, of: head, expected: "a user name", line: line))
        case "answer":
            return .answer(try answer(arguments, of: head, line: line))
        case "wait":
            return .wait(try duration(arguments, of: head, line: line))
        case "expect":
            return .expect(try expectation(arguments, line: line, after: head))
        default:
            throw FlowProblem(
                line: line, column: head.column,
                kind: .unknownCommand(head.text, suggestion: suggestion(for: head.text, in: FlowCommand.words)))
        }
    }

    /// `answer yes` or `answer no`.
    private static func answer(
        _ arguments: ArraySlice<LineScanner.Token>, of head: LineScanner.Token, line: Int
    ) throws(FlowProblem) -> Bool {
        let word = try oneArgument(arguments, of: head, expected: "yes or no", line: line)
        switch word {
        case "yes": return true
        case "no": return false
        default:
            let token = arguments[arguments.startIndex]
            throw FlowProblem(line: line, column: token.column, kind: .unexpectedArgument(command: "answer", argument: word))
        }
    }

    /// `wait 2s`: one duration, as ``FlowDuration`` spells it.
    private static func duration(
        _ arguments: ArraySlice<LineScanner.Token>, of head: LineScanner.Token, line: Int
    ) throws(FlowProblem) -> Duration {
        let text = try oneArgument(arguments, of: head, expected: "how long, as 500ms, 2s, 1m or 1h", line: line)
        guard let duration = FlowDuration.parse(text) else {
            throw FlowProblem(line: line, column: arguments[arguments.startIndex].column, kind: .invalidDuration(text))
        }
        return duration
    }

    /// `open LINK` or `open in-app LINK`.
    private static func open(
        _ arguments: ArraySlice<LineScanner.Token>, line: Int, after head: LineScanner.Token
    ) throws(FlowProblem) -> FlowCommand {
        guard arguments.count > 1, let first = arguments.first else {
            if let only = arguments.first, !only.quoted, only.text == FlowCommand.inAppWord {
                throw FlowProblem(
                    line: line, column: only.column + only.text.unicodeScalars.count,
                    kind: .missingArgument(command: "open in-app", expected: "a link"))
            }
            return .open(try oneArgument(arguments, of: head, expected: "a link", line: line))
        }
        guard !first.quoted, first.text == FlowCommand.inAppWord else {
            throw FlowProblem(
                line: line, column: first.column,
                kind: .unknownPlacement(first.text, suggestion: ClosestMatch.find(first.text, in: [FlowCommand.inAppWord])))
        }
        let link = arguments.dropFirst()
        try rejectExtra(link.dropFirst(), after: "open in-app", line: line)
        return .openInApp(link[link.startIndex].text)
    }

    /// The links of `go A > B > C`: links and `>` alternate, starting and ending with a
    /// link (links never hold spaces); none at all is `go` to the root.
    private static func links(_ arguments: ArraySlice<LineScanner.Token>, line: Int) throws(FlowProblem) -> [String] {
        var links: [String] = []
        var expectsLink = true
        for token in arguments {
            let isSeparator = !token.quoted && token.text == ">"
            guard isSeparator != expectsLink else {
                throw FlowProblem(line: line, column: token.column, kind: .emptyLink)
            }
            if !isSeparator { links.append(token.text) }
            expectsLink = isSeparator
        }
        if expectsLink, let last = arguments.last {
            throw FlowProblem(line: line, column: last.column + last.text.unicodeScalars.count, kind: .emptyLink)
        }
        return links
    }

    private static func tapTarget(
        _ arguments: ArraySlice<LineScanner.Token>, line: Int, after head: LineScanner.Token
    ) throws(FlowProblem) -> FlowCommand.TapTarget {
        guard let first = arguments.first else {
            throw FlowProblem(
                line: line, column: head.column + head.text.unicodeScalars.count,
                kind: .missingArgument(command: "tap", expected: "a row number or a \"Title\""))
        }
        if first.quoted {
            try rejectExtra(arguments.dropFirst(), after: "tap", line: line)
            return .title(first.text)
        }
        if first.text.startsWithDigitOrSign, arguments.count == 1 {
            return .number(try rowNumber(first, line: line))
        }
        return .title(arguments.map(\.text).joined(separator: " "))
    }

    private static func expectation(
        _ arguments: ArraySlice<LineScanner.Token>, line: Int, after head: LineScanner.Token
    ) throws(FlowProblem) -> FlowCommand.Expectation {
        guard let kind = arguments.first else {
            throw FlowProblem(
                line: line, column: head.column + head.text.unicodeScalars.count,
                kind: .missingArgument(
                    command: "expect",
                    expected: "what to check: " + FlowCommand.expectationWords.joined(separator: ", ")))
        }
        let rest = arguments.dropFirst()
        let end = kind.column + kind.text.unicodeScalars.count
        switch kind.quoted ? "" : kind.text {
        case "top":
            return .top(try oneWord(rest, after: "expect top", expected: "a screen name", line: line, column: end))
        case "stack":
            guard !rest.isEmpty else {
                throw FlowProblem(
                    line: line, column: end,
                    kind: .missingArgument(
                        command: "expect stack", expected: "screen names separated by '>'"))
            }
            let column = rest.first?.column ?? end
            let (tab, names) = try stackNames(rest, tabbed: true, line: line, column: column, empty: .emptyScreenName)
            if tab?.isEmpty == true { throw FlowProblem(line: line, column: column, kind: .emptyTabName) }
            return tab.map { .tabStack(tab: $0, names) } ?? .stack(names)
        case "tab":
            return .tab(try oneWord(rest, after: "expect tab", expected: "a tab name", line: line, column: end))
        case "pending":
            guard !rest.isEmpty else {
                throw FlowProblem(
                    line: line, column: end,
                    kind: .missingArgument(
                        command: "expect pending", expected: "screen names separated by '>', or none"))
            }
            if rest.count == 1, let only = rest.first, !only.quoted, only.text == "none" { return .pending([]) }
            return .pending(
                try stackNames(
                    rest, tabbed: false, line: line, column: rest.first?.column ?? end, empty: .emptyPendingScreenName
                ).names)
        case "loading":
            return .loading(try oneWord(rest, after: "expect loading", expected: "a screen name", line: line, column: end))
        case "result":
            return .result(try oneWord(rest, after: "expect result", expected: "the value returned", line: line, column: end))
        case "link":
            return .link(try oneWord(rest, after: "expect link", expected: "a link", line: line, column: end))
        case "ignored", "rejected", "blocked", "log", "idle":
            try rejectExtra(rest, after: "expect \(kind.text)", line: line)
            switch kind.text {
            case "log": return .log([])
            case "idle": return .idle
            case "rejected": return .rejected
            case "blocked": return .blocked
            default: return .ignored
            }
        default:
            throw FlowProblem(
                line: line, column: kind.column,
                kind: .unknownExpectation(
                    kind.text,
                    suggestion: suggestion(for: kind.text, in: FlowCommand.expectationWords)))
        }
    }

    /// The one word after `command` (a screen, a tab, a value), which must be there.
    /// - Parameter column: Where the missing word would start, for the problem.
    private static func oneWord(
        _ rest: ArraySlice<LineScanner.Token>, after command: String, expected: String, line: Int, column: Int
    ) throws(FlowProblem) -> String {
        guard let word = rest.first else {
            throw FlowProblem(line: line, column: column, kind: .missingArgument(command: command, expected: expected))
        }
        try rejectExtra(rest.dropFirst(), after: command, line: line)
        return word.text
    }

    /// The word closest to `word`, unless it shares nothing with it: a two-letter typo is
    /// not taken for `go` just because any two letters are two edits from it.
    private static func suggestion(for word: String, in candidates: [String]) -> String? {
        guard let found = ClosestMatch.find(word, in: candidates) else { return nil }
        let distance = ClosestMatch.editDistance(
            Array(word.lowercased().unicodeScalars), Array(found.lowercased().unicodeScalars))
        return distance < word.unicodeScalars.count ? found : nil
    }

    /// The names of `A > B > C`, none of them empty.
    /// The screen names of `expect stack` and `expect pending`, separated by `>`, and, when
    /// `tabbed`, the tab's name before the first `:`. Unquoted words are split at those
    /// separators and joined by one space; a quoted token is part of one name as it is, so
    /// `"a:b"`, `"x > y"` or `"#Home"` names a screen or a tab whose name holds them.
    /// - Throws: `empty` when a screen name is empty.
    private static func stackNames(
        _ tokens: ArraySlice<LineScanner.Token>, tabbed: Bool, line: Int, column: Int, empty: FlowProblem.Kind
    ) throws(FlowProblem) -> (tab: String?, names: [String]) {
        var tab: String?
        var names: [String] = []
        var parts: [String] = []
        func finish() -> String {
            defer { parts = [] }
            return parts.joined(separator: " ")
        }
        for token in tokens {
            guard !token.quoted else {
                parts.append(token.text)
                continue
            }
            var word = ""
            for character in token.text {
                if character == ">" || (character == ":" && tabbed && tab == nil && names.isEmpty) {
                    if !word.isEmpty { parts.append(word) }
                    word = ""
                    if character == ">" { names.append(finish()) } else { tab = finish() }
                } else {
                    word.append(character)
                }
            }
            if !word.isEmpty { parts.append(word) }
        }
        names.append(finish())
        if names.contains(where: \.isEmpty) { throw FlowProblem(line: line, column: column, kind: empty) }
        return (tab, names)
    }

    /// The text of the one argument `head` takes.
    private static func oneArgument(
        _ arguments: ArraySlice<LineScanner.Token>, of head: LineScanner.Token, expected: String, line: Int
    ) throws(FlowProblem) -> String {
        guard let argument = arguments.first else {
            throw FlowProblem(
                line: line, column: head.column + head.text.unicodeScalars.count,
                kind: .missingArgument(command: head.text, expected: expected))
        }
        try rejectExtra(arguments.dropFirst(), after: head.text, line: line)
        return argument.text
    }

    /// Throws when `tokens` is not empty: `command` takes no (more) arguments.
    private static func rejectExtra(
        _ tokens: ArraySlice<LineScanner.Token>, after command: String, line: Int
    ) throws(FlowProblem) {
        if let extra = tokens.first {
            throw FlowProblem(
                line: line, column: extra.column,
                kind: .unexpectedArgument(command: command, argument: extra.text))
        }
    }

    /// The row number `token` spells: ASCII digits only, at least 1, and no more than
    /// `Int.max`.
    private static func rowNumber(_ token: LineScanner.Token, line: Int) throws(FlowProblem) -> Int {
        var number = 0
        var valid = !token.text.isEmpty
        for byte in token.text.utf8 where valid {
            let digit = Int(byte &- UInt8(ascii: "0"))
            guard digit < 10 else {
                valid = false
                break
            }
            let (tens, overflowTens) = number.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = tens.addingReportingOverflow(digit)
            valid = !overflowTens && !overflowSum
            number = sum
        }
        guard valid, number >= 1 else {
            throw FlowProblem(line: line, column: token.column, kind: .invalidRowNumber(token.text))
        }
        return number
    }

    /// The 1-based column (in scalars) of the first byte that is not valid UTF-8.
    static func firstInvalidColumn(in bytes: ArraySlice<UInt8>) -> Int {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var column = 1
        while case .scalarValue = decoder.decode(&iterator) {
            column += 1
        }
        return column
    }
}

extension FlowProblem: Error {}

extension String {
    /// Whether the first character is one of `0`...`9`, `-` or `+`. Asked of the UTF-8
    /// bytes: an ASCII byte followed by another ASCII byte (or by nothing) is a character
    /// of its own; only a first byte followed by a non-ASCII scalar, which may combine with
    /// it, is asked of the `Character` (whose `isNumber` would look Unicode properties up).
    fileprivate var startsWithDigitOrSign: Bool {
        var bytes = utf8.makeIterator()
        guard let first = bytes.next(), first.isDigitOrSign else { return false }
        guard let second = bytes.next(), second >= 0x80 else { return true }
        return self.first?.asciiValue.map(\.isDigitOrSign) == true
    }
}

extension UInt8 {
    /// Whether the byte is the ASCII `0`...`9`, `-` or `+`.
    fileprivate var isDigitOrSign: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || self == UInt8(ascii: "-") || self == UInt8(ascii: "+")
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }
}
