/// A small model of a VT100-like terminal screen, for checking what a program draws: it
/// interprets the few codes a line editor writes and keeps the cells.
///
/// Understood: printable text (with automatic margins: a row filled to its right margin
/// keeps the cursor there until the next character, which starts the next row; a wide
/// character that does not fit starts the next row too), CR, LF (down one row; the
/// terminal's output processing has already made `\n` into CR LF), BEL (ignored),
/// `ESC [ n A/B/C/D` (up, down, right, left), `ESC [ n G` (to column n), `ESC [ J` (clear to
/// the end of the screen), `ESC [ K` (clear to the end of the row), `ESC [ H` (home),
/// `ESC [ row ; column H` (to a cell, from 1) and `ESC [ 2 J` (clear the screen). Other escape sequences are skipped. The screen has no
/// bottom: a line feed on the last row adds a row, so nothing scrolls away.
public struct TerminalScreen {
    /// The width in cells.
    public private(set) var columns: Int
    /// The row of the cursor, 0 the first.
    public private(set) var row = 0
    /// The column of the cursor, 0 the first.
    public private(set) var column = 0
    /// Each row's cells: `nil` is blank, `""` the second cell of a wide character.
    private var cells: [[String?]] = []
    private var pendingWrap = false
    private var escape: [Unicode.Scalar]?
    private let width: (Character) -> Int

    /// A blank screen `columns` wide; `width` gives the cells a character takes (0, 1 or 2).
    public init(columns: Int, width: @escaping (Character) -> Int) {
        self.columns = max(1, columns)
        self.width = width
        cells = [blankRow]
    }

    /// The rows as text, blanks at their ends dropped, empty rows at the end dropped.
    public var lines: [String] {
        var lines = cells.map { row in
            String(row.map { $0 ?? " " }.joined().reversed().drop(while: { $0 == " " }).reversed())
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// The terminal's width changes, as xterm does it: rows are not reflowed, a cursor
    /// beyond the new margin moves to it.
    public mutating func resize(columns: Int) {
        self.columns = max(1, columns)
        cells = cells.map { row in
            row.count > self.columns
                ? Array(row.prefix(self.columns)) : row + Array(repeating: nil, count: self.columns - row.count)
        }
        column = min(column, self.columns - 1)
        pendingWrap = false
    }

    /// Interprets `text`.
    public mutating func feed(_ text: String) {
        for scalar in text.unicodeScalars { feed(scalar) }
    }

    private var blankRow: [String?] { Array(repeating: nil, count: columns) }

    private mutating func feed(_ scalar: Unicode.Scalar) {
        if var sequence = escape {
            sequence.append(scalar)
            if sequence.count == 1, scalar != "[" {
                escape = nil  // ESC and one character: skipped.
            } else if sequence.count > 1, (0x40...0x7E).contains(scalar.value) {
                escape = nil
                control(String(String.UnicodeScalarView(sequence.dropFirst().dropLast())), final: scalar)
            } else {
                escape = sequence
            }
            return
        }
        switch scalar {
        case "\u{1B}": escape = []
        case "\r":
            column = 0
            pendingWrap = false
        case "\n":
            moveTo(row: row + 1)
            pendingWrap = false
        case "\u{07}": break
        default:
            guard scalar.value >= 0x20, scalar.value != 0x7F else { return }
            put(Character(scalar))
        }
    }

    private mutating func put(_ character: Character) {
        let cellsTaken = width(character)
        guard cellsTaken > 0 else {
            // Joins the character before it.
            let previous = pendingWrap ? column : column - 1
            if previous >= 0, let text = cells[row][previous], !text.isEmpty {
                cells[row][previous] = text + String(character)
            }
            return
        }
        if pendingWrap || column + cellsTaken > columns {
            moveTo(row: row + 1)
            column = 0
            pendingWrap = false
        }
        cells[row][column] = String(character)
        if cellsTaken == 2, column + 1 < columns { cells[row][column + 1] = "" }
        column += cellsTaken
        if column >= columns {
            column = columns - 1
            pendingWrap = true
        }
    }

    private mutating func moveTo(row newRow: Int) {
        row = max(0, newRow)
        while cells.count <= row { cells.append(blankRow) }
    }

    private mutating func control(_ parameters: String, final: Unicode.Scalar) {
        let count = max(1, Int(parameters) ?? 1)
        pendingWrap = false
        switch final {
        case "A": row = max(0, row - count)
        case "B": moveTo(row: row + count)
        case "C": column = min(columns - 1, column + count)
        case "D": column = max(0, column - count)
        case "G": column = min(columns - 1, count - 1)
        case "K":
            for index in column..<columns { cells[row][index] = nil }
        case "J" where parameters == "2":
            cells = cells.map { _ in blankRow }
        case "J":
            for index in column..<columns { cells[row][index] = nil }
            cells = Array(cells.prefix(row + 1))
        case "H":
            let position = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 1 }
            moveTo(row: max(1, position.first ?? 1) - 1)
            column = min(columns - 1, max(1, position.count > 1 ? position[1] : 1) - 1)
        default:
            break
        }
    }
}
