/// Where a prompt and the line being edited fall on a terminal of a given width, and the
/// bytes that draw them there: a pure computation, so that wrapping can be checked without
/// a terminal.
///
/// The text is laid out the way a VT100-like terminal with automatic margins writes it,
/// cell by cell in ``DisplayWidth``: a character that does not fit in what is left of a row
/// starts the next one (a wide character leaves the last cell of a row empty), and a row
/// filled to its right margin keeps the cursor there until the next character. Rows and
/// columns count from 0, from the row where the prompt starts.
package struct LineLayout: Hashable, Sendable {
    /// The terminal's width in cells (at least 1).
    package let columns: Int
    /// The row of the cursor.
    package let cursorRow: Int
    /// The column of the cursor: where the character after it starts.
    package let cursorColumn: Int
    /// The last row the text takes.
    package let endRow: Int
    /// The column after the last cell of the text on ``endRow``; ``columns`` when the text
    /// ends exactly at the right margin.
    package let endColumn: Int

    /// Lays out `prompt` followed by `line` with the cursor before `line[cursor]`.
    /// - Parameters:
    ///   - cursor: Clamped to `0...line.count`.
    ///   - columns: The terminal's width; less than 1 counts as 1.
    package init(prompt: String, line: [Character], cursor: Int, columns: Int) {
        let columns = max(1, columns)
        let cursor = min(max(0, cursor), line.count)
        var row = 0
        var column = 0
        func place(_ character: Character) {
            let width = DisplayWidth.of(character)
            guard width > 0 else { return }
            if column + width > columns, column > 0 {
                row += 1
                column = 0
            }
            column += width
        }
        prompt.forEach(place)
        line[..<cursor].forEach(place)
        // The cursor sits where the next character starts: on the next row when that
        // character, or the cursor itself at the end, does not fit on this one.
        let nextWidth = cursor < line.count ? max(1, DisplayWidth.of(line[cursor])) : 1
        if column + nextWidth > columns, column > 0 {
            (cursorRow, cursorColumn) = (row + 1, 0)
        } else {
            (cursorRow, cursorColumn) = (row, column)
        }
        line[cursor...].forEach(place)
        self.columns = columns
        endRow = row
        endColumn = column
    }

    /// Whether the text ends exactly at the right margin, where the terminal holds the
    /// cursor until the next character: drawing then writes a line break to reach the next
    /// row, which the line takes too.
    package var endsAtMargin: Bool { endColumn >= columns }

    /// The row the terminal's cursor is on right after ``drawing(prompt:line:fromRow:)``
    /// wrote the text, before it moved the cursor back.
    private var rowAfterText: Int { endsAtMargin ? endRow + 1 : endRow }

    /// The bytes that draw `prompt` and `line` (those the layout was made from, written as
    /// given: escape text from outside first) over an earlier drawing, and put the cursor
    /// in place: up to the earlier drawing's first row, to its start, clear to the end of
    /// the screen, the text, then the cursor moved to ``cursorRow`` and ``cursorColumn``.
    /// - Parameter previousCursorRow: The ``cursorRow`` of the earlier drawing, whose first
    ///   row is redrawn; 0 (or less) draws from the cursor's row.
    package func drawing(prompt: String, line: [Character], fromRow previousCursorRow: Int) -> String {
        var text = previousCursorRow > 0 ? "\u{1B}[\(previousCursorRow)A" : ""
        text += "\r\u{1B}[J" + prompt + String(line)
        if endsAtMargin { text += "\r\n" }
        text += moving(fromRow: rowAfterText, column: endsAtMargin ? 0 : endColumn)
        return text
    }

    /// The bytes that move the cursor from where this layout put it to the end of the text
    /// (the start of the next row when the text ends at the right margin), where output
    /// that follows the line goes.
    package var toEnd: String {
        let endColumn = endsAtMargin ? 0 : self.endColumn
        let down = rowAfterText - cursorRow
        var text = down > 0 ? "\u{1B}[\(down)B" : ""
        if down != 0 || endColumn != cursorColumn {
            text += "\r" + (endColumn > 0 ? "\u{1B}[\(endColumn)C" : "")
        }
        return text
    }

    /// The bytes that move the cursor from `row`, `column` to the layout's cursor.
    private func moving(fromRow row: Int, column: Int) -> String {
        var text = row > cursorRow ? "\u{1B}[\(row - cursorRow)A" : ""
        if row != cursorRow || column != cursorColumn {
            text += "\r" + (cursorColumn > 0 ? "\u{1B}[\(cursorColumn)C" : "")
        }
        return text
    }
}
