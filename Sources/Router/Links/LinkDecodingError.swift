/// A link matched a pattern, but its parameters do not make a payload (no pizza has that
/// name, say). The message reads as a sentence fragment: `no pizza is named 'Hawaii'`.
///
/// A message is often built from a link's text, which an attacker writes: control and
/// other invisible formatting characters in it are kept escaped (`\u{9B}`), so printing a
/// rejection never sends them to a terminal or a log. Quote a value from the link with
/// ``quoted(_:)``.
public struct LinkDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong with the parameters, with control and invisible formatting characters
    /// written escaped (`\u{9B}`).
    public let message: String

    /// Creates an error with `message`; control and invisible formatting characters in it
    /// (C0 and C1 controls, DEL, U+2028/U+2029, bidirectional formatting characters, the byte
    /// order mark) are written escaped, as `\u{9B}`.
    public init(_ message: String) {
        self.message = Self.escapingUnsafe(message)
    }

    public var description: String { message }
}
