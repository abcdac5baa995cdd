/// The rows of the home screen: each names a part of the demo.
public enum HomeEntry: String, Hashable, Sendable, Codable, CaseIterable {
    /// Giuseppe's menu.
    case menu
    /// The typed list.
    case typedList
    /// About the demo, presented modally.
    case about
    /// The signed-in user's account; requires sign-in.
    case account
}
