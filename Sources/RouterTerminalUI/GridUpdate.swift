/// What to write to a terminal to turn the screen it shows into another: only the cells
/// that changed, so a slow connection does not flicker.
///
/// Each run of changed cells on a row is written as a cursor move (`ESC [ row ; column H`),
/// the style when it changes, and the characters; a run that would start or end on half of
/// a wide character takes the whole character. With no previous grid, or one of another
/// size, the screen is cleared and every row written.
public struct GridUpdate: Hashable, Sendable {
    /// A run of changed cells on one row.
    public struct Run: Hashable, Sendable {
        /// The row, from 0.
        public let row: Int
        /// The first changed column, from 0.
        public let column: Int
        /// How many cells the run covers.
        public let count: Int
    }

    /// The runs of cells that differ, top to bottom and left to right; every cell of every
    /// row when the whole screen is written.
    public let runs: [Run]
    /// Whether the screen is cleared first (no previous grid, or another size).
    public let clearsScreen: Bool
    private let grid: ScreenGrid

    /// The update from `old` (what the terminal shows; `nil` when unknown) to `new`.
    public init(from old: ScreenGrid?, to new: ScreenGrid) {
        grid = new
        guard let old, old.columns == new.columns, old.rows == new.rows else {
            clearsScreen = true
            runs = (0..<new.rows).map { Run(row: $0, column: 0, count: new.columns) }
            return
        }
        clearsScreen = false
        var runs: [Run] = []
        for row in 0..<new.rows {
            var column = 0
            while column < new.columns {
                guard old[row, column] != new[row, column] else {
                    column += 1
                    continue
                }
                var start = column
                // Never start on the second half of a wide character.
                if new[row, start].text.isEmpty, start > 0 { start -= 1 }
                var end = column + 1
                while end < new.columns, old[row, end] != new[row, end] || new[row, end].text.isEmpty { end += 1 }
                runs.append(Run(row: row, column: start, count: end - start))
                column = end
            }
        }
        self.runs = runs
    }

    /// The bytes to write, as text: the runs, each with its cursor move and styles, ending in
    /// the plain style; empty when nothing changed.
    public var output: String {
        guard clearsScreen || !runs.isEmpty else { return "" }
        var out = clearsScreen ? CellStyle.plain.sequence + "\u{1B}[H\u{1B}[2J" : ""
        var style: CellStyle?
        for run in runs {
            out += "\u{1B}[\(run.row + 1);\(run.column + 1)H"
            for column in run.column..<(run.column + run.count) {
                let cell = grid[run.row, column]
                if cell.style != style {
                    out += cell.style.sequence
                    style = cell.style
                }
                out += cell.text
            }
        }
        return out + CellStyle.plain.sequence
    }
}
