/// A command of a flow file with its position, for messages.
public struct FlowStep: Hashable, Sendable {
    /// The command.
    public let command: FlowCommand
    /// The 1-based line of the command.
    public let line: Int
    /// The 1-based column where the command starts.
    public let column: Int

    /// Creates a step.
    public init(command: FlowCommand, line: Int, column: Int) {
        self.command = command
        self.line = line
        self.column = column
    }
}
