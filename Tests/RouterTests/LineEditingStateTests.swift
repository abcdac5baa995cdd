import RouterTooling
import Testing

@Suite struct LineEditingStateTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Feeds `input` and returns the actions and the state.
    private func feeding(_ input: [UInt8], to state: LineEditingState = LineEditingState())
        -> (actions: [LineEditingAction], state: LineEditingState)
    {
        var state = state
        let actions = state.feed(input)
        return (actions, state)
    }

    private func submitted(_ actions: [LineEditingAction]) -> [String] {
        actions.compactMap { if case .submit(let line) = $0 { line } else { nil } }
    }

    @Test func printableCharactersInsertAtTheCursorAndRedraw() {
        let (actions, state) = feeding(bytes("ab"))
        #expect(actions == [.redraw(line: "a", cursor: 1), .redraw(line: "ab", cursor: 2)])
        #expect(state.line == "ab")
        #expect(state.cursor == 2)
    }

    @Test func enterSubmitsTheLineAndStartsAnEmptyOne() {
        let (actions, state) = feeding(bytes("tap 1\r"))
        #expect(submitted(actions) == ["tap 1"])
        #expect(state.line.isEmpty)
        #expect(state.cursor == 0)
        #expect(state.history.lines == ["tap 1"])
    }

    @Test func lineFeedAloneSubmitsButNotRightAfterCarriageReturn() {
        #expect(submitted(feeding(bytes("a\nb\r\nc\n")).actions) == ["a", "b", "c"])
        #expect(submitted(feeding(bytes("\r\r")).actions) == ["", ""])
    }

    @Test func leftThenTypingInsertsBeforeTheLastCharacter() {
        let (_, state) = feeding(bytes("bac") + [0x1B, 0x5B, 0x44] + bytes("k"))
        #expect(state.line == "bakc")
        #expect(state.cursor == 3)
    }

    @Test func rightMovesTheCursorBackAndRingsAtTheEnd() {
        let (actions, state) = feeding(bytes("ab\u{1B}[D\u{1B}[C\u{1B}[C"))
        #expect(
            Array(actions.suffix(3)) == [
                .redraw(line: "ab", cursor: 1), .redraw(line: "ab", cursor: 2), .bell,
            ])
        #expect(state.cursor == 2)
    }

    @Test func leftAtTheStartRingsTheBell() {
        #expect(feeding(bytes("\u{1B}[D")).actions == [.bell])
    }

    @Test(arguments: ["\u{1B}[H", "\u{1B}OH", "\u{1B}[1~", "\u{1B}[7~", "\u{01}"])
    func homeKeysMoveToTheStart(key: String) {
        let (actions, state) = feeding(bytes("abc" + key))
        #expect(actions.last == .redraw(line: "abc", cursor: 0))
        #expect(state.cursor == 0)
    }

    @Test(arguments: ["\u{1B}[F", "\u{1B}OF", "\u{1B}[4~", "\u{1B}[8~", "\u{05}"])
    func endKeysMoveToTheEnd(key: String) {
        let (actions, state) = feeding(bytes("abc\u{01}" + key))
        #expect(actions.last == .redraw(line: "abc", cursor: 3))
        #expect(state.cursor == 3)
    }

    @Test(arguments: [UInt8(0x7F), 0x08])
    func backspaceDeletesBeforeTheCursor(key: UInt8) {
        let (actions, state) = feeding(bytes("abc\u{1B}[D") + [key])
        #expect(actions.last == .redraw(line: "ac", cursor: 1))
        #expect(state.line == "ac")
        #expect(feeding([key]).actions == [.bell])
    }

    @Test func deleteRemovesTheCharacterAtTheCursor() {
        let (actions, state) = feeding(bytes("abc\u{01}\u{1B}[3~"))
        #expect(actions.last == .redraw(line: "bc", cursor: 0))
        #expect(state.line == "bc")
        #expect(feeding(bytes("a\u{1B}[3~")).actions.last == .bell)
    }

    @Test func upRecallsTheNewestLineFirstThenOlderOnes() {
        let (actions, state) = feeding(bytes("one\rtwo\r\u{1B}[A\u{1B}[A\u{1B}[A"))
        #expect(
            Array(actions.suffix(3)) == [
                .redraw(line: "two", cursor: 3), .redraw(line: "one", cursor: 3), .bell,
            ])
        #expect(state.line == "one")
    }

    @Test func downWalksBackToTheLineBeingTyped() {
        let (actions, state) = feeding(bytes("one\rtwo\rdra\u{1B}[A\u{1B}[A\u{1B}[B\u{1B}[B\u{1B}[B"))
        #expect(
            Array(actions.suffix(5)) == [
                .redraw(line: "two", cursor: 3), .redraw(line: "one", cursor: 3),
                .redraw(line: "two", cursor: 3), .redraw(line: "dra", cursor: 3), .bell,
            ])
        #expect(state.line == "dra")
    }

    @Test func applicationModeArrowsWalkTheHistoryToo() {
        let (_, state) = feeding(bytes("one\r\u{1B}OA"))
        #expect(state.line == "one")
    }

    @Test func upThenEnterSubmitsTheRecalledLine() {
        let actions = feeding(bytes("tap 1\r\u{1B}[A\r")).actions
        #expect(submitted(actions) == ["tap 1", "tap 1"])
    }

    @Test func historySkipsEmptyLinesAndRepeatsAndKeepsTheNewest() {
        let (_, state) = feeding(bytes("a\r\ra\rb\ra\r"), to: LineEditingState(history: LineHistory(capacity: 2)))
        #expect(state.history.lines == ["b", "a"])
    }

    @Test func ctrlCDropsTheLine() {
        let (actions, state) = feeding(bytes("one\rxyz\u{1B}[A\u{03}"))
        #expect(actions.last == .cancel)
        #expect(state.line.isEmpty)
        #expect(feeding(bytes("one\r\u{1B}[A\u{03}\u{1B}[B")).actions.last == .bell)
    }

    @Test func ctrlCOnAnEmptyLineSaysHowToLeaveAndASecondOneInARowEnds() {
        #expect(feeding([0x03]).actions == [.leaveHint])
        #expect(feeding([0x03, 0x03]).actions == [.leaveHint, .end])
        #expect(feeding(bytes("\u{03}a\u{7F}\u{03}")).actions.last == .leaveHint)
        #expect(feeding(bytes("ab\u{03}")).actions.last == .cancel)
    }

    @Test func ctrlDEndsOnlyAnEmptyLine() {
        #expect(feeding([0x04]).actions == [.end])
        let (actions, state) = feeding(bytes("ab\u{01}\u{04}"))
        #expect(actions.last == .redraw(line: "b", cursor: 0))
        #expect(state.line == "b")
    }

    @Test func ctrlLAsksToClearTheScreenAndKeepsTheLine() {
        let (actions, state) = feeding(bytes("ab\u{0C}"))
        #expect(actions.last == .clearScreen)
        #expect(state.line == "ab")
    }

    @Test func unknownEscapeSequencesAreReadWholeAndIgnored() {
        for sequence in ["\u{1B}[15~", "\u{1B}[1;5C", "\u{1B}[200~", "\u{1B}OP", "\u{1B}x", "\u{1B}[?25h", "\u{1B}\u{1B}[Z"] {
            let (actions, state) = feeding(bytes("a" + sequence + "b"))
            #expect(state.line == "ab", "\(sequence.unicodeScalars.map(\.value))")
            #expect(!actions.contains(.bell))
        }
    }

    @Test func aVeryLongSequenceIsStillReadWhole() {
        let (_, state) = feeding(bytes("\u{1B}[" + String(repeating: "1;", count: 500) + "m" + "z"))
        #expect(state.line == "z")
    }

    @Test func controlBytesInsideASequenceEndItAndCount() {
        let (actions, state) = feeding(bytes("ab\u{1B}[\r"))
        #expect(submitted(actions) == ["ab"])
        #expect(state.line.isEmpty)
    }

    @Test func multiByteCharactersAreInsertedWhole() {
        let (actions, state) = feeding(bytes("é€😀"))
        #expect(
            actions == [
                .redraw(line: "é", cursor: 1), .redraw(line: "é€", cursor: 2), .redraw(line: "é€😀", cursor: 3),
            ])
        #expect(state.characters == ["é", "€", "😀"])
        #expect(feeding(bytes("é€\u{7F}")).state.line == "é")
    }

    @Test func invalidUTF8IsIgnored() {
        let inputs: [[UInt8]] = [
            [0x80], [0xFF], [0xC0, 0xAF], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xF8],
        ]
        for input in inputs {
            let (_, state) = feeding(Array("a".utf8) + input + Array("b".utf8))
            #expect(state.line == "ab", "\(input)")
        }
    }

    @Test func controlAndFormatCharactersAreNotInserted() {
        let (actions, state) = feeding(bytes("a\u{09}\u{202E}\u{85}b"))
        #expect(state.line == "ab")
        #expect(actions.filter { $0 == .bell }.count == 3)
    }

    @Test func aFullLineRefusesMoreInputWithTheBell() {
        let (actions, state) = feeding(bytes("abcd€"), to: LineEditingState(maxLineBytes: 5))
        #expect(state.line == "abcd")
        #expect(actions.last == .bell)
        #expect(feeding(bytes("ab€"), to: LineEditingState(maxLineBytes: 5)).state.line == "ab€")
    }

    @Test func ctrlZAsksToSuspendAndKeepsTheLine() {
        let (actions, state) = feeding(bytes("tap\u{1A}"))
        #expect(actions.last == .suspend)
        #expect(state.line == "tap")
        #expect(state.cursor == 3)
    }

    @Test func aCombiningMarkJoinsTheCharacterBeforeIt() {
        let (_, state) = feeding(bytes("e\u{301}x"))
        #expect(state.characters == ["e\u{301}", "x"])
        #expect(state.cursor == 2)
    }

    @Test func leftAndBackspaceMoveOverAJoinedCharacterWhole() {
        let (_, state) = feeding(bytes("ae\u{301}\u{1B}[D\u{7F}"))
        #expect(state.characters == ["e\u{301}"])
        #expect(state.cursor == 0)
    }

    @Test func anEmojiVariationSelectorJoinsTheSymbolBeforeIt() {
        let (_, state) = feeding(bytes("\u{2764}\u{FE0F}"))
        #expect(state.characters == ["\u{2764}\u{FE0F}"])
    }

    @Test func noByteTrapsAndTheLineStaysWithinItsBound() {
        var generator = SystemRandomNumberGenerator()
        var state = LineEditingState(maxLineBytes: 64)
        for _ in 0..<20_000 {
            _ = state.feed(UInt8.random(in: 0...255, using: &generator))
            #expect(state.line.utf8.count <= 64)
            #expect((0...state.characters.count).contains(state.cursor))
        }
        for byte in UInt8.min...UInt8.max {
            _ = state.feed([byte, byte, 0x1B, byte, 0x1B, 0x5B, byte])
        }
    }
}
