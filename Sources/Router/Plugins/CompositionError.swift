/// Why plugins could not be composed into one registry: **every** clash found, each naming
/// both sides. Nothing is usable until all are resolved.
public struct CompositionError: Error, Sendable, Hashable {
    /// Every problem, in the order the plugins registered what clashed.
    public let problems: [CompositionProblem]

    /// Creates an error from the problems found.
    public init(problems: [CompositionProblem]) {
        self.problems = problems
    }
}

extension CompositionError: CustomStringConvertible {
    /// `the plugins cannot be composed: 2 clashes`, then one line per problem.
    public var description: String {
        let count = problems.count == 1 ? "1 clash" : "\(problems.count) clashes"
        return (["the plugins cannot be composed: \(count)"] + problems.map { "  - \($0)" })
            .joined(separator: "\n")
    }
}
