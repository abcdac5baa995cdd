/// Why a screen refuses a saved state: a size it does not offer, a flag that is not
/// `true` or `false`. A saved stack is untrusted input, so a restore that meets this error
/// restores nothing.
public struct InvalidScreenState: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as a phrase that completes "its state is refused: …", e.g.
    /// `'size' is not one of small, medium, large`.
    public let reason: String

    /// Creates the error with a reason that completes "its state is refused: …".
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
