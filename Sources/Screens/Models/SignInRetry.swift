/// The payload of the sign-in error screen's "Try Again" row (seed 002).
public struct SignInRetry: Hashable, Sendable, Codable {
    public init() {}
}
