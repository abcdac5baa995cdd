import RouterText

/// Every problem found in a malformed flow file, in line order.
public struct FlowParseError: Error, Hashable, Sendable {
    /// The path or name of the file.
    public let file: String
    /// The problems, in line order; never empty.
    public let problems: [FlowProblem]

    /// Creates an error for `file` with `problems`.
    public init(file: String, problems: [FlowProblem]) {
        self.file = file
        self.problems = problems
    }
}

extension FlowParseError: CustomStringConvertible {
    /// One `FILE:LINE:COLUMN: message` line per problem; a character of the path that a
    /// terminal acts on (a line feed among them) is written escaped.
    public var description: String {
        let file = QuotedText.escapingUnsafe(file)
        return problems.map { "\(file):\($0.line):\($0.column): \($0.kind)" }.joined(separator: "\n")
    }
}
