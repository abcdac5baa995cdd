/// What a key asks the full-screen interface to do (``KeyMap``).
public enum FullScreenAction: Hashable, Sendable {
    /// Select the row above (the last from the first).
    case moveUp
    /// Select the row below (the first from the last).
    case moveDown
    /// Tap the selected row, as the line mode's `tap N` does.
    case tap
    /// Go back, as `back` does.
    case back
    /// Go to the root, as `home` does.
    case home
    /// Select the next tab (the first after the last).
    case nextTab
    /// Select the previous tab (the last before the first).
    case previousTab
    /// Select the tab at this position, from 0.
    case selectTab(Int)
    /// Answer the question a screen asked before it is left.
    case answer(Bool)
    /// Show or hide the keys.
    case toggleKeys
    /// Stop the process, as Ctrl-Z does (`fg` brings it back).
    case suspend
    /// Draw the whole screen again.
    case redraw
    /// Leave the interface.
    case quit
}
