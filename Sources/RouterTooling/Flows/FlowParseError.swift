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
    /// One `FILE:LINE:COLUMN: message` line per problem.
    public var description: String {
        problems.map { "\(file):\($0.line):\($0.column): \($0.kind)" }.joined(separator: "\n")
    }
}
