/// How a destination is shown: pushed onto the navigation stack or presented modally over it.
public enum Presentation: String, Sendable, Hashable, Codable, CaseIterable {
    /// Pushed onto the stack; `back` pops it.
    case push
    /// Presented modally over the current top; `back` dismisses it.
    case modal
}
