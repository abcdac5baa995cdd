import RouterText

/// Every problem found in a routes file that could not be loaded, in file order.
public struct RoutesFileError: Error, Equatable, Sendable {
    /// The path or name of the file, used in messages.
    public let path: String
    /// The problems, in line order; never empty.
    public let problems: [RoutesFileProblem]

    /// Creates an error for `path` with `problems`.
    public init(path: String, problems: [RoutesFileProblem]) {
        self.path = path
        self.problems = problems
    }
}

extension RoutesFileError: CustomStringConvertible {
    /// One `PATH:LINE:COLUMN: message` line per problem; a character of the path that a
    /// terminal acts on (a line feed among them) is written escaped.
    public var description: String {
        let path = QuotedText.escapingUnsafe(path)
        return problems.map { "\(path):\($0.line):\($0.column): \($0.kind)" }.joined(separator: "\n")
    }
}
