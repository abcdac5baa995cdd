/// A key a person pressed, decoded from the bytes a terminal sends (``KeyDecoder``).
public enum Key: Hashable, Sendable {
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Enter (a carriage return or a line feed).
    case enter
    /// Escape alone.
    case escape
    /// Backspace (DEL or Ctrl-H).
    case backspace
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// A printable character.
    case character(Character)
    /// A control key, by its letter: Ctrl-C is `control("c")`.
    case control(Character)
    /// A press of the mouse's first button on a cell, from 0 (reported by a terminal that
    /// was asked to report clicks: ``FullScreenTerminal`` asks).
    case click(row: Int, column: Int)
    /// A sequence this decoder does not know (a function key, a release of the mouse's
    /// button, say): ignored.
    case unknown
}
