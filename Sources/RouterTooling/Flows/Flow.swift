/// A parsed flow file: the steps to run, in order, and the file they came from.
public struct Flow: Hashable, Sendable {
    /// The path or name of the file, used in messages.
    public let file: String
    /// The steps, in file order.
    public let steps: [FlowStep]

    /// Creates a flow.
    public init(file: String, steps: [FlowStep]) {
        self.file = file
        self.steps = steps
    }

    /// Parses flow text. See ``FlowParser`` for the format and the errors.
    public init(parsing text: String, file: String) throws(FlowParseError) {
        self = try FlowParser(file: file).parse(text)
    }

    /// Parses the bytes of a flow file; invalid UTF-8 is a positioned error.
    public init(parsing bytes: [UInt8], file: String) throws(FlowParseError) {
        self = try FlowParser(file: file).parse(bytes: bytes)
    }
}
