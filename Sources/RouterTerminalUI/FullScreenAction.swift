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
    /// Select the row at this index (from 0) of the top screen and tap it: a click on a row.
    case tapRow(Int)
    /// A click on a cell (from 0), for the terminal to turn into what is drawn there
    /// (``ScreenGrid/action(atRow:column:)``): a row to tap, a tab to select.
    case click(row: Int, column: Int)
    /// Start filtering the rows by text (`/`).
    case beginFilter
    /// Open the command line (`:`), where every command of the line mode can be typed.
    case beginCommand
    /// Add a character to the filter or the command line.
    case insert(Character)
    /// Delete the last character of the filter or the command line; on an empty one, close it.
    case deleteBackward
    /// Carry out the command line.
    case submit
    /// Close the filter (every row shown again) or the command line (nothing carried out).
    case cancelInput
    /// Hide the text a command printed.
    case closeMessage
    /// Scroll the text a command printed up by a line, toward its first.
    case scrollMessageUp
    /// Scroll the text a command printed down by a line, toward its last.
    case scrollMessageDown
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
