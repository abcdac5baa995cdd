/// A link matched a pattern, but its parameters do not make a payload (no pizza has that
/// name, say). The message reads as a sentence fragment: `no pizza is named 'Hawaii'`.
public struct LinkDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the parameters.
    public let message: String

    /// Creates an error with `message`.
    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
