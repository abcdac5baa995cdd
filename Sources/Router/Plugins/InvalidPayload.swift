/// Why a payload read from outside (a saved stack, a deep link) is not one the app vouches
/// for: a pizza that is not on the menu, a price below zero.
public struct InvalidPayload: Error, Hashable, Sendable, CustomStringConvertible {
    /// What is wrong, as a phrase: `no pizza on the menu is named 'Calzone'`.
    public let reason: String

    /// Creates the error with a reason that completes "the payload is refused: …".
    public init(_ reason: String) {
        self.reason = reason
    }

    /// The reason.
    public var description: String { reason }
}
