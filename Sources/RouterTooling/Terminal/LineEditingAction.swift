/// What a ``LineEditingState`` asks its terminal to do after a byte of input.
package enum LineEditingAction: Hashable, Sendable {
    /// Show the line being edited again, with the cursor before character `cursor`
    /// (0 is the start of the line, `line.count` its end).
    case redraw(line: String, cursor: Int)
    /// Enter: the line is done. The state starts a new, empty line.
    case submit(String)
    /// Ctrl-C: the line was dropped; show a new prompt on a new line.
    case cancel
    /// Ctrl-C on an empty line: say how to leave (`quit`, Ctrl-D, or Ctrl-C again), then
    /// show a new prompt. A second Ctrl-C right after it is ``end``.
    case leaveHint
    /// Ctrl-D on an empty line: the input is over.
    case end
    /// Ctrl-L: clear the screen, then show the caller's screen, the prompt and the line.
    case clearScreen
    /// Ctrl-Z: stop the program as the shell's job control does, keeping the line; it is
    /// shown again when the program goes on.
    case suspend
    /// The key did nothing (a full line, no older history, a cursor at the end already).
    case bell
}
