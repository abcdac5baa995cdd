import RouterText

/// One thing wrong in a flow file, at a line and column.
public struct FlowProblem: Hashable, Sendable {
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, counted in Unicode scalars.
    public let column: Int
    /// What is wrong.
    public let kind: Kind

    /// Creates a problem.
    public init(line: Int, column: Int, kind: Kind) {
        self.line = line
        self.column = column
        self.kind = kind
    }

    /// The kinds of problem a flow file can have.
    public enum Kind: Hashable, Sendable {
        /// The file is not valid UTF-8.
        case invalidUTF8
        /// A line starts with a word that is no command.
        case unknownCommand(String, suggestion: String?)
        /// `expect` is followed by a word that is no expectation.
        case unknownExpectation(String, suggestion: String?)
        /// A command lacks its argument; the associated value says what was expected.
        case missingArgument(command: String, expected: String)
        /// A command got an argument it does not take.
        case unexpectedArgument(command: String, argument: String)
        /// `tap` got a number that is not a row number (rows count from 1).
        case invalidRowNumber(String)
        /// A quoted string does not end on its line.
        case unterminatedQuote
        /// A quoted string holds an escape other than `\"` and `\\`.
        case invalidEscape(Character)
        /// `expect stack` lists an empty name, as in `A > > B`.
        case emptyScreenName
        /// An indented line that does not belong to an `expect log`.
        case unexpectedIndentation
        /// `expect pending` lists an empty name, as in `expect pending A > > B`.
        case emptyPendingScreenName
        /// `go` lists an empty link, as in `go A > > B` or `go A >`.
        case emptyLink
        /// `expect stack` names an empty tab, as in `expect stack : A`.
        case emptyTabName
        /// `open` got a word before its link that is not `in-app`; `suggestion` is close.
        case unknownPlacement(String, suggestion: String?)
        /// `expect top` or `expect stack` names a screen the app does not have (checked only
        /// when the parser knows the app's screens); `suggestion` is a close one.
        case unknownScreen(String, suggestion: String?)
        /// `wait` got something that is not a duration, or one longer than
        /// ``FlowDuration/longest``.
        case invalidDuration(String)
    }
}

extension FlowProblem.Kind: CustomStringConvertible {
    /// The problem as a sentence, e.g. `unknown command 'tpa'; did you mean 'tap'?`.
    public var description: String {
        switch self {
        case .invalidUTF8:
            "the file is not valid UTF-8"
        case .unknownCommand(let word, let suggestion):
            "unknown command \(QuotedText.quoted(word))"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; expected one of "
                    + FlowCommand.words.joined(separator: ", "))
        case .unknownExpectation(let word, let suggestion):
            "unknown expectation \(QuotedText.quoted(word))"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "; expected one of "
                    + FlowCommand.expectationWords.joined(separator: ", "))
        case .missingArgument(let command, let expected):
            "'\(command)' needs \(expected)"
        case .unexpectedArgument(let command, let argument):
            "'\(command)' takes no argument, but got \(QuotedText.quoted(argument))"
        case .invalidRowNumber(let text):
            "\(QuotedText.quoted(text)) is not a row number; rows are numbered from 1"
        case .unterminatedQuote:
            "the quoted title has no closing '\"'"
        case .invalidEscape(let character):
            "unknown escape '\\\(character)' in a quoted title; only \\\" and \\\\ are allowed"
        case .emptyScreenName:
            "'expect stack' has an empty screen name; write names separated by '>'"
        case .unexpectedIndentation:
            "unexpected indentation; only the event lines under 'expect log' are indented"
        case .emptyPendingScreenName:
            "'expect pending' has an empty screen name; write names separated by '>', or none"
        case .emptyLink:
            "'go' has an empty link; write links separated by ' > '"
        case .emptyTabName:
            "'expect stack' has an empty tab name; write 'expect stack TAB: A > B'"
        case .unknownPlacement(let word, let suggestion):
            "'open' takes a link, or 'in-app' and a link, but got \(QuotedText.quoted(word)) before the link"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unknownScreen(let name, let suggestion):
            "unknown screen \(QuotedText.quoted(name, apartFrom: suggestion)) in expect"
                + (suggestion.map { " (did you mean \(QuotedText.quoted($0, apartFrom: name))?)" } ?? "")
        case .invalidDuration(let text):
            "\(QuotedText.quoted(text)) is not a duration; write a whole number and a unit, as 500ms, 2s, 1m or 1h"
                + " (at most 1000h)"
        }
    }
}
