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
    /// A sequence this decoder does not know (a function key, say): ignored.
    case unknown
}
