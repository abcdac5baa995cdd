/// The payload of the sign-in error screen's "Try Again" row.
public struct SignInRetry: Hashable, Sendable, Codable {
    public init() {}
}
