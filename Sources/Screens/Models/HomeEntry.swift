/// The rows of the home screen: each names a part of the demo.
public enum HomeEntry: String, Hashable, Sendable, Codable, CaseIterable {
    /// Giuseppe's menu (seed 000).
    case menu
    /// The typed list (seed 004).
    case typedList
    /// About the demo, presented modally.
    case about
    /// The signed-in user's account; requires sign-in.
    case account
}
