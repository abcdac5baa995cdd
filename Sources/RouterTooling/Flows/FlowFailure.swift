import RouterText

/// A step of a flow that did not go as written: an expectation that did not hold, or a
/// command that could not be carried out.
public struct FlowFailure: Hashable, Sendable {
    /// The flow file's path or name.
    public let file: String
    /// The 1-based line of the step.
    public let line: Int
    /// What was expected and what was found; several lines for a log diff.
    public let message: String

    /// Creates a failure.
    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }
}

extension FlowFailure: CustomStringConvertible {
    /// `FILE:LINE: message`; a character of the path that a terminal acts on (a line feed
    /// among them) is written escaped.
    public var description: String {
        "\(QuotedText.escapingUnsafe(file)):\(line): \(message)"
    }
}
