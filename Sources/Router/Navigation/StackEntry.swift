/// One screen on a navigation stack, with the way it was shown.
public struct StackEntry {
    /// The screen on the stack.
    public let screen: any Screen
    /// Whether the screen was pushed or presented modally. The root counts as pushed.
    public let presentation: Presentation
    /// The guard condition the screen requires, if any (see ``NavigationRouter``): while it does not
    /// hold, the screen must not stay on the stack.
    public let requirement: String?
    /// The payload the screen was built from, when known; saving a stack needs it.
    public let payload: (any Sendable)?

    /// Creates an entry.
    public init(
        screen: any Screen, presentation: Presentation, requirement: String? = nil,
        payload: (any Sendable)? = nil
    ) {
        self.screen = screen
        self.presentation = presentation
        self.requirement = requirement
        self.payload = payload
    }
}
