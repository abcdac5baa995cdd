import RouterText
import RouterTooling

/// The cells of a terminal screen: what the full-screen interface draws, before it is
/// written (``GridUpdate``) and what the tests compare.
///
/// Each cell holds one character (a grapheme cluster, combining marks included) and its
/// style; a character two cells wide (an emoji, a CJK ideograph) fills its cell and leaves
/// the next one empty (`""`), measured by the display-width rule the line editor uses.
/// Text put on the grid is escaped for a terminal first
/// (`TerminalText.escaped`, line breaks too), so no cell ever
/// holds a character a terminal would act on.
public struct ScreenGrid: Hashable, Sendable {
    /// One cell: a character and its style.
    public struct Cell: Hashable, Sendable {
        /// The character shown: one grapheme cluster, a space for a blank cell, or `""` for
        /// the second cell of a wide character.
        public var text: String
        /// How it is drawn.
        public var style: CellStyle

        /// A blank cell.
        public static let blank = Cell(text: " ", style: .plain)
    }

    /// The width in cells; never negative.
    public let columns: Int
    /// The height in cells; never negative.
    public let rows: Int
    private var cells: [Cell]
    /// What a click does where it lands, the last marked on top.
    private var targets: [Target] = []

    /// Cells of a row that a click on does something.
    private struct Target: Hashable, Sendable {
        let row: Int
        let columns: Range<Int>
        let action: FullScreenAction
    }

    /// A blank grid of `columns` × `rows` cells; a negative size counts as 0.
    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        cells = Array(repeating: .blank, count: self.columns * self.rows)
    }

    /// The cell at `row`, `column` (from 0), or a blank cell outside the grid. Never traps.
    public subscript(row: Int, column: Int) -> Cell {
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return .blank }
        return cells[row * columns + column]
    }

    /// What a click on the cell at `row`, `column` (from 0) does: the row or tab drawn there
    /// (the one drawn last, when two overlap), or `nil` for a cell nothing clickable is on.
    public func action(atRow row: Int, column: Int) -> FullScreenAction? {
        targets.last { $0.row == row && $0.columns.contains(column) }?.action
    }

    /// Marks `count` cells of `row` from `column` as doing `action` when clicked, over what
    /// was marked there before.
    mutating func mark(row: Int, column: Int, count: Int, _ action: FullScreenAction?) {
        guard (0..<rows).contains(row), count > 0 else { return }
        targets.removeAll { $0.row == row && $0.columns.overlaps(column..<(column + count)) }
        if let action { targets.append(Target(row: row, columns: column..<(column + count), action: action)) }
    }

    /// The rows as text, blanks at their ends dropped: the text snapshot tests compare.
    public var lines: [String] {
        (0..<rows).map { row in
            let text = (0..<columns).map { self[row, $0].text }.joined()
            return String(text.reversed().drop(while: { $0 == " " }).reversed())
        }
    }

    /// The rows as one text, a line feed after each: a snapshot.
    public var text: String {
        lines.map { $0 + "\n" }.joined()
    }

    /// Writes `text` (escaped first) on `row` from `column`, in at most `width` cells (to the
    /// right edge when `nil`): a text too wide ends with `…`; a wide character that does not
    /// fit leaves a blank. Outside the grid, nothing is written.
    /// - Returns: The cells written.
    @discardableResult
    public mutating func put(_ text: String, row: Int, column: Int, width: Int? = nil, style: CellStyle = .plain) -> Int {
        guard (0..<rows).contains(row), column >= 0, column < columns else { return 0 }
        let room = min(width ?? columns - column, columns - column)
        guard room > 0 else { return 0 }
        let shown = Self.fitted(TerminalText.escaped(text, keepingLineBreaks: false), in: room)
        var at = column
        for character in shown {
            let cells = DisplayWidth.of(character)
            guard cells > 0 else { continue }
            guard at + cells <= column + room else { break }
            set(row: row, column: at, Cell(text: String(character), style: style))
            if cells == 2 { set(row: row, column: at + 1, Cell(text: "", style: style)) }
            at += cells
        }
        return at - column
    }

    /// Fills `count` cells of `row` from `column` with `character` in `style`.
    public mutating func fill(row: Int, column: Int, count: Int, with character: Character = " ", style: CellStyle = .plain) {
        guard count > 0 else { return }
        for at in column..<(column + count) { set(row: row, column: at, Cell(text: String(character), style: style)) }
    }

    /// `text` cut to `cells` display cells, ending with `…` when it was cut.
    static func fitted(_ text: String, in cells: Int) -> String {
        guard DisplayWidth.of(text) > cells else { return text }
        guard cells > 1 else { return cells == 1 ? "…" : "" }
        var out = ""
        var used = 0
        for character in text {
            let width = DisplayWidth.of(character)
            if used + width > cells - 1 { break }
            out.append(character)
            used += width
        }
        return out + "…"
    }

    private mutating func set(row: Int, column: Int, _ cell: Cell) {
        guard (0..<rows).contains(row), (0..<columns).contains(column) else { return }
        let index = row * columns + column
        // A cell written over half of a wide character blanks its other half.
        if !cell.text.isEmpty, cells[index].text.isEmpty, column > 0 { cells[index - 1] = .blank }
        if column + 1 < columns, cells[index + 1].text.isEmpty, DisplayWidth.of(cells[index].text) == 2 {
            cells[index + 1] = .blank
        }
        cells[index] = cell
    }
}
