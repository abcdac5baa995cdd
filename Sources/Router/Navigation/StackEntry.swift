/// One screen on a navigation stack, with the way it was shown.
public struct StackEntry {
    /// The screen on the stack.
    public let screen: any Screen
    /// Whether the screen was pushed or presented modally. The root counts as pushed.
    public let presentation: Presentation

    /// Creates an entry.
    public init(screen: any Screen, presentation: Presentation) {
        self.screen = screen
        self.presentation = presentation
    }
}
