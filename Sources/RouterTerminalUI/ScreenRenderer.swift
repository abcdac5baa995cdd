import RouterText
import RouterTooling

/// Lays ``ScreenContent`` out on a grid of a terminal's size: pure, so tests compare its
/// grids as text snapshots.
///
/// ```
///  Menu                                     the title bar
/// Home > Menu                               the stack, root first
///
/// > 1. Margherita: €8.50                     the rows, the selected one reversed
///   2. Diavola: €9.50
///
///  1 Home  2 Menu  3 Typed                  the tab bar, when the app has tabs
///  push Menu                    ? keys  q quit   the status line
/// ```
///
/// A modal screen is drawn as a panel over the screen under it; a question a screen asks
/// before it is left as a dialog over both; what a command printed, then the keys (`?`),
/// as boxes over everything. While rows are filtered, only those the filter keeps are
/// drawn, and the bottom row shows the filter; while a command is typed, it shows the
/// command line. Each row drawn is marked for a click to tap it, each tab to select it
/// (``ScreenGrid/action(atRow:column:)``); the rows under a modal panel are not. A text too
/// wide for its place ends with `…`; rows that do not fit scroll with the selection. A
/// terminal smaller than ``minimumColumns`` × ``minimumRows`` shows only that it is too
/// small.
public enum ScreenRenderer {
    /// The fewest columns a screen is drawn in.
    public static let minimumColumns = 24
    /// The fewest rows a screen is drawn in.
    public static let minimumRows = 6

    /// The grid for `content` on a terminal of `columns` × `rows` cells (a negative size
    /// counts as 0).
    public static func render(_ content: ScreenContent, columns: Int, rows: Int) -> ScreenGrid {
        var grid = ScreenGrid(columns: columns, rows: rows)
        guard grid.columns >= minimumColumns, grid.rows >= minimumRows else {
            grid.put("Terminal too small", row: 0, column: 0)
            grid.put("(\(grid.columns)x\(grid.rows); needs \(minimumColumns)x\(minimumRows))", row: 1, column: 0)
            return grid
        }
        let footer = content.tabs.isEmpty ? 1 : 2
        let bodyRows = 3..<(grid.rows - footer)
        if let below = content.below {
            drawPage(below, selectedRow: nil, filter: nil, in: &grid, rows: bodyRows, clickable: false)
            drawPanel(content.page, selectedRow: content.selectedRow, filter: content.filter, in: &grid, rows: bodyRows)
        } else {
            drawPage(content.page, selectedRow: content.selectedRow, filter: content.filter, in: &grid, rows: bodyRows)
        }
        drawBreadcrumb(content.breadcrumb, in: &grid)
        if !content.tabs.isEmpty { drawTabs(content.tabs, selected: content.selectedTab, in: &grid, row: grid.rows - 2) }
        if let line = content.commandLine {
            drawInput(":" + line, hint: "Enter run  Esc close ", in: &grid)
        } else if let filter = content.filter {
            drawInput("/" + filter, hint: "Enter tap  Esc all rows ", in: &grid)
        } else {
            drawStatus(content.status, in: &grid)
        }
        if let question = content.question {
            drawBox(["Leave this screen?", question, "", "y: leave    n: stay"], in: &grid)
        }
        if let message = content.message {
            drawBox(message, footer: messageFooter, scrolledUp: content.messageScroll, in: &grid)
        }
        if content.showsKeys { drawBox(KeyMap.reference(hasTabs: !content.tabs.isEmpty), in: &grid) }
        return grid
    }

    /// The title bar, then the page's lines and rows in `rows`.
    private static func drawPage(
        _ page: ScreenContent.Page, selectedRow: Int?, filter: String?, in grid: inout ScreenGrid, rows: Range<Int>,
        clickable: Bool = true
    ) {
        grid.fill(row: 0, column: 0, count: grid.columns, style: .reverse)
        grid.put(" " + page.title, row: 0, column: 0, style: .reverse)
        drawBody(
            page, selectedRow: selectedRow, filter: filter, in: &grid, rows: rows, column: 0, width: grid.columns,
            clickable: clickable)
    }

    /// The lines, then the rows the filter keeps (each with its own number; while every row
    /// is shown, each section's header above its first row), scrolled to keep the selection
    /// in sight; each row drawn is marked to be tapped by a click when `clickable`.
    private static func drawBody(
        _ page: ScreenContent.Page, selectedRow: Int?, filter: String?, in grid: inout ScreenGrid, rows: Range<Int>,
        column: Int, width: Int, clickable: Bool = true
    ) {
        var row = rows.lowerBound
        for line in page.lines where row < rows.upperBound {
            grid.put(line, row: row, column: column + 1, width: width - 1)
            row += 1
        }
        if !page.lines.isEmpty, !page.rows.isEmpty, row < rows.upperBound { row += 1 }
        guard !page.rows.isEmpty else {
            if page.lines.isEmpty, row < rows.upperBound { grid.put(" (nothing to show)", row: row, column: column) }
            return
        }
        let kept = page.rowIndices(matching: filter)
        guard !kept.isEmpty else {
            if row < rows.upperBound { grid.put(" (no row matches)", row: row, column: column, width: width) }
            return
        }
        // Each row kept, after its section's header (`isHeader`) when no filter hides rows.
        let showsHeaders = filter?.isEmpty ?? true
        let items = kept.flatMap { index in
            (showsHeaders && page.headers[index] != nil ? [(index: index, isHeader: true)] : [])
                + [(index: index, isHeader: false)]
        }
        let visible = max(1, rows.upperBound - row)
        let at = selectedRow.flatMap { kept.firstIndex(of: $0) } ?? 0
        let selectedItem = items.firstIndex { !$0.isHeader && $0.index == selectedRow } ?? 0
        let first = max(0, min(selectedItem - visible + 1, items.count - visible))
        let numberWidth = String(page.rows.count).count
        for (offset, (index, isHeader)) in items[first..<min(items.count, first + visible)].enumerated() {
            if isHeader, let header = page.headers[index] {
                grid.put(header, row: row + offset, column: column + 1, width: width - 1, style: .bold)
                continue
            }
            let isSelected = index == selectedRow
            let number = String(index + 1)
            let text =
                (isSelected ? "> " : "  ") + String(repeating: " ", count: numberWidth - number.count) + number
                + ". " + page.rows[index]
            let style: CellStyle = isSelected ? .reverse : .plain
            if isSelected { grid.fill(row: row + offset, column: column, count: width, style: .reverse) }
            grid.put(text, row: row + offset, column: column, width: width, style: style)
            if clickable { grid.mark(row: row + offset, column: column, count: width, .tapRow(index)) }
        }
        if items.count > visible, rows.lowerBound > 0 {
            let position = "\(at + 1)/\(kept.count)"
            grid.put(position, row: rows.lowerBound - 1, column: column + width - position.count - 1)
        }
    }

    /// The modal page as a framed panel over the body, as wide and tall as it needs within
    /// it, in the middle.
    private static func drawPanel(
        _ page: ScreenContent.Page, selectedRow: Int?, filter: String?, in grid: inout ScreenGrid, rows: Range<Int>
    ) {
        let numbers = String(page.rows.count).count + 4
        let widest =
            ([DisplayWidth.of(page.title) + 2] + page.lines.map { DisplayWidth.of($0) + 1 }
            + page.rows.map { DisplayWidth.of($0) + numbers } + page.headers.values.map { DisplayWidth.of($0) + 1 })
            .max() ?? 0
        let width = min(grid.columns - 4, max(30, widest + 2))
        let needed =
            page.lines.count + page.rows.count + page.headers.count
            + (page.lines.isEmpty || page.rows.isEmpty ? 0 : 1)
        let top = rows.lowerBound - 1
        let bottom = min(rows.upperBound - 1, top + 3 + max(1, needed))
        let left = (grid.columns - width) / 2
        frame(in: &grid, left: left, top: top, width: width, bottom: bottom)
        grid.put(page.title, row: top + 1, column: left + 2, width: width - 4, style: .bold)
        grid.fill(row: top + 2, column: left + 1, count: width - 2, with: "─")
        if top + 3 < bottom {
            drawBody(
                page, selectedRow: selectedRow, filter: filter, in: &grid, rows: (top + 3)..<bottom, column: left + 1,
                width: width - 2)
        }
    }

    /// The lines under what a command printed, in its box.
    private static let messageFooter = ["", "(any key closes this)"]

    /// How many lines of what a command printed its box shows at once on a terminal of
    /// `rows` rows when they do not all fit: the rest scroll.
    public static func messageLinesShown(rows: Int) -> Int {
        linesShown(rows: rows, footer: messageFooter)
    }

    /// How many of its lines a box with `footer` shows when they do not all fit, the last
    /// row saying which.
    private static func linesShown(rows: Int, footer: [String]) -> Int {
        max(1, rows - 4 - footer.count - 1)
    }

    /// A box with `lines` then `footer` in the middle of the screen, cut to fit: when the
    /// lines do not fit, the latest show (`scrolledUp` lines above the end, as far as the
    /// first), then a line that says which and that Up and Down scroll; the footer always
    /// shows.
    private static func drawBox(
        _ lines: [String], footer: [String] = [], scrolledUp: Int = 0, in grid: inout ScreenGrid
    ) {
        var lines = lines
        let room = grid.rows - 4 - footer.count
        if !footer.isEmpty, lines.count > room {
            let kept = linesShown(rows: grid.rows, footer: footer)
            let end = lines.count - min(max(0, scrolledUp), lines.count - kept)
            let count = lines.count
            lines = Array(lines[(end - kept)..<end]) + ["(lines \(end - kept + 1)-\(end) of \(count); Up/Down scroll)"]
        }
        lines += footer
        let widest = lines.map { DisplayWidth.of(ScreenGrid.fitted($0, in: grid.columns)) }.max() ?? 0
        let width = min(grid.columns - 4, max(24, widest + 4))
        let height = min(grid.rows - 2, lines.count + 2)
        let left = (grid.columns - width) / 2
        let top = (grid.rows - height) / 2
        frame(in: &grid, left: left, top: top, width: width, bottom: top + height - 1)
        for (offset, line) in lines.prefix(height - 2).enumerated() {
            grid.put(line, row: top + 1 + offset, column: left + 2, width: width - 4)
        }
    }

    /// A frame of box-drawing characters, blank inside, with a blank column on each side
    /// so that what is under it does not run into it.
    private static func frame(in grid: inout ScreenGrid, left: Int, top: Int, width: Int, bottom: Int) {
        guard width >= 2, bottom > top else { return }
        for row in top...bottom {
            grid.fill(row: row, column: max(0, left - 1), count: width + 2)
            grid.mark(row: row, column: max(0, left - 1), count: width + 2, nil)
        }
        grid.fill(row: top, column: left + 1, count: width - 2, with: "─")
        grid.fill(row: bottom, column: left + 1, count: width - 2, with: "─")
        for row in (top + 1)..<bottom {
            grid.fill(row: row, column: left, count: 1, with: "│")
            grid.fill(row: row, column: left + width - 1, count: 1, with: "│")
        }
        grid.fill(row: top, column: left, count: 1, with: "┌")
        grid.fill(row: top, column: left + width - 1, count: 1, with: "┐")
        grid.fill(row: bottom, column: left, count: 1, with: "└")
        grid.fill(row: bottom, column: left + width - 1, count: 1, with: "┘")
    }

    /// The stack's names on row 1, root first; a stack too long for the row keeps its
    /// root and its top screens: `Home > … > Cart > Checkout`.
    private static func drawBreadcrumb(_ names: [String], in grid: inout ScreenGrid) {
        var shown = names
        var text = shown.joined(separator: " > ")
        while shown.count > 2, DisplayWidth.of(text) > grid.columns - 1 {
            shown.remove(at: 1)
            text = ([shown[0], "…"] + shown.dropFirst()).joined(separator: " > ")
        }
        grid.put(text, row: 1, column: 1, width: grid.columns - 1)
    }

    /// The tab bar: each tab with its number, the selected one reversed.
    private static func drawTabs(_ tabs: [String], selected: Int?, in grid: inout ScreenGrid, row: Int) {
        let each = max(6, (grid.columns - 1) / max(1, tabs.count))
        var column = 1
        for (index, tab) in tabs.enumerated() where column < grid.columns {
            let label = " \(index + 1) \(tab) "
            let written = grid.put(label, row: row, column: column, width: each, style: index == selected ? .reverse : .plain)
            grid.mark(row: row, column: column, count: written, .selectTab(index))
            column += written + 1
        }
    }

    /// The filter or the command line on the bottom row, `text` then a cursor, its end
    /// kept in sight when it is too long, and `hint` on its right.
    private static func drawInput(_ text: String, hint: String, in grid: inout ScreenGrid) {
        let row = grid.rows - 1
        let room = grid.columns - hint.count - 2
        var shown = TerminalText.escaped(text, keepingLineBreaks: false)
        if DisplayWidth.of(shown) > room {
            var start = shown.endIndex
            var used = 1  // the `…`
            while start > shown.startIndex {
                let before = shown.index(before: start)
                let width = DisplayWidth.of(shown[before])
                guard used + width <= room - 1 else { break }  // and a cell for the cursor
                used += width
                start = before
            }
            shown = "…" + shown[start...]
        }
        let written = grid.put(shown, row: row, column: 0, width: room)
        grid.fill(row: row, column: written, count: 1, style: .reverse)
        grid.put(hint, row: row, column: grid.columns - hint.count, style: .bold)
    }

    /// The status line at the bottom, with the key hint on its right when there is room.
    private static func drawStatus(_ status: String, in grid: inout ScreenGrid) {
        let row = grid.rows - 1
        grid.fill(row: row, column: 0, count: grid.columns, style: .reverse)
        let hint = "? keys  q quit "
        let room = grid.columns - hint.count - 1
        grid.put(" " + status, row: row, column: 0, width: room, style: .reverse)
        grid.put(hint, row: row, column: grid.columns - hint.count, style: .reverse)
    }
}
