import RouterTestSupport
import RouterTooling
import Testing

@Suite struct LineLayoutTests {
    private let prompt = "Home> "

    /// The screen after drawing `line` with the cursor before `line[cursor]` on a terminal
    /// `columns` wide, over `earlier` drawings (each a line and a cursor) made the same way.
    private func screen(
        _ line: String, cursor: Int? = nil, columns: Int, after earlier: [(String, Int?)] = []
    ) -> (screen: TerminalScreen, layout: LineLayout) {
        var screen = TerminalScreen(columns: columns, width: DisplayWidth.of)
        var previousRow = 0
        var layout: LineLayout?
        for (text, position) in earlier + [(line, cursor)] {
            let characters = Array(text)
            let next = LineLayout(prompt: prompt, line: characters, cursor: position ?? characters.count, columns: columns)
            screen.feed(next.drawing(prompt: prompt, line: characters, fromRow: previousRow))
            previousRow = next.cursorRow
            layout = next
        }
        return (screen, layout!)
    }

    @Test func aShortLineStaysOnOneRowWithTheCursorAfterIt() {
        let (screen, layout) = screen("tap 1", columns: 40)
        #expect(screen.lines == ["Home> tap 1"])
        #expect((layout.cursorRow, layout.cursorColumn) == (0, 11))
        #expect((screen.row, screen.column) == (0, 11))
    }

    @Test func aLineWiderThanTheTerminalWrapsOntoTheNextRow() {
        let line = String(repeating: "a", count: 50)
        let (screen, layout) = screen(line, columns: 40)
        #expect(screen.lines == ["Home> " + String(repeating: "a", count: 34), String(repeating: "a", count: 16)])
        #expect((layout.cursorRow, layout.cursorColumn) == (1, 16))
        #expect((screen.row, screen.column) == (1, 16))
    }

    @Test func aLineEndingExactlyAtTheMarginPutsTheCursorAtTheStartOfTheNextRow() {
        let line = String(repeating: "a", count: 34)
        let (screen, layout) = screen(line, columns: 40)
        #expect(layout.endsAtMargin)
        #expect((layout.cursorRow, layout.cursorColumn) == (1, 0))
        #expect((screen.row, screen.column) == (1, 0))
        #expect(screen.lines == ["Home> " + line])
    }

    @Test func aCursorInsideAWrappedLineIsPlacedOnItsRow() {
        let line = String(repeating: "a", count: 50)
        let (screen, layout) = screen(line, cursor: 10, columns: 40)
        #expect((layout.cursorRow, layout.cursorColumn) == (0, 16))
        #expect((screen.row, screen.column) == (0, 16))
    }

    @Test func aCursorBeforeTheFirstCharacterOfTheSecondRowIsAtItsStart() {
        let line = String(repeating: "a", count: 50)
        let (screen, layout) = screen(line, cursor: 34, columns: 40)
        #expect((layout.cursorRow, layout.cursorColumn) == (1, 0))
        #expect((screen.row, screen.column) == (1, 0))
    }

    @Test func wideCharactersMoveTheCursorTwoCellsEach() {
        let (screen, layout) = screen("寿司x", cursor: 1, columns: 40)
        #expect(screen.lines == ["Home> 寿司x"])
        #expect((layout.cursorRow, layout.cursorColumn) == (0, 8))
        #expect((screen.row, screen.column) == (0, 8))
    }

    @Test func aWideCharacterThatDoesNotFitStartsTheNextRow() {
        let line = String(repeating: "a", count: 33) + "寿"
        let (screen, layout) = screen(line, cursor: 33, columns: 40)
        #expect(screen.lines == ["Home> " + String(repeating: "a", count: 33), "寿"])
        #expect((layout.cursorRow, layout.cursorColumn) == (1, 0))
        #expect((layout.endRow, layout.endColumn) == (1, 2))
        #expect((screen.row, screen.column) == (1, 0))
    }

    @Test func redrawingAWrappedLineShowsThePromptOnce() {
        let long = String(repeating: "b", count: 70)
        let earlier = (1..<70).map { (String(repeating: "b", count: $0), Int?.none) }
        let (screen, _) = screen(long, columns: 40, after: earlier)
        #expect(screen.lines == ["Home> " + String(repeating: "b", count: 34), String(repeating: "b", count: 36)])
    }

    @Test func redrawingAShorterLineClearsTheRowsItNoLongerTakes() {
        let long = String(repeating: "c", count: 80)
        let (screen, layout) = screen("c", columns: 40, after: [(long, nil)])
        #expect(screen.lines == ["Home> c"])
        #expect((layout.cursorRow, layout.cursorColumn) == (0, 7))
    }

    @Test func redrawingWithTheCursorMovedLeftOnALaterRowKeepsTheText() {
        let long = String(repeating: "d", count: 60)
        let (screen, _) = screen(long, cursor: 40, columns: 40, after: [(long, nil), (long, 50)])
        #expect(screen.lines == ["Home> " + String(repeating: "d", count: 34), String(repeating: "d", count: 26)])
        #expect((screen.row, screen.column) == (1, 6))
    }

    @Test func toEndMovesTheCursorPastTheLastCharacter() {
        let line = String(repeating: "e", count: 50)
        var (screen, layout) = screen(line, cursor: 3, columns: 40)
        screen.feed(layout.toEnd)
        #expect((screen.row, screen.column) == (1, 16))
        (screen, layout) = self.screen(String(repeating: "e", count: 34), cursor: 0, columns: 40)
        screen.feed(layout.toEnd)
        #expect((screen.row, screen.column) == (1, 0))
    }

    @Test func aWidthBelowOneCountsAsOne() {
        let layout = LineLayout(prompt: "> ", line: Array("ab"), cursor: 1, columns: 0)
        #expect(layout.columns == 1)
        #expect((layout.cursorRow, layout.cursorColumn) == (3, 0))
    }
}
