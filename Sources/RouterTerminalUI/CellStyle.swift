/// How a cell of a ``ScreenGrid`` is drawn.
public enum CellStyle: UInt8, Sendable, Hashable, CaseIterable {
    /// As the terminal draws text by default.
    case plain
    /// Bold: titles.
    case bold
    /// Foreground and background swapped: the selected row, the selected tab, the bars.
    case reverse

    /// The SGR sequence that switches a terminal to this style from any other.
    var sequence: String {
        switch self {
        case .plain: "\u{1B}[0m"
        case .bold: "\u{1B}[0;1m"
        case .reverse: "\u{1B}[0;7m"
        }
    }
}
