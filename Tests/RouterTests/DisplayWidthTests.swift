import RouterTooling
import Testing

@Suite struct DisplayWidthTests {
    @Test func asciiLettersTakeOneCellEach() {
        #expect(DisplayWidth.of("tap Margherita") == 14)
    }

    @Test func cjkIdeographsAndKanaTakeTwoCells() {
        #expect(DisplayWidth.of("寿司") == 4)
        #expect(DisplayWidth.of(Character("カ")) == 2)
    }

    @Test func hangulSyllablesAndFullwidthFormsTakeTwoCells() {
        #expect(DisplayWidth.of(Character("한")) == 2)
        #expect(DisplayWidth.of(Character("Ａ")) == 2)
    }

    @Test func emojiWithEmojiPresentationTakeTwoCells() {
        #expect(DisplayWidth.of(Character("🍣")) == 2)
        #expect(DisplayWidth.of(Character("🇮🇹")) == 2)
    }

    @Test func aTextStyleSymbolTakesTwoCellsOnlyWithTheEmojiVariationSelector() {
        #expect(DisplayWidth.of(Character("\u{2764}")) == 1)
        #expect(DisplayWidth.of(Character("\u{2764}\u{FE0F}")) == 2)
    }

    @Test func aJoinedEmojiSequenceTakesTwoCellsAsOneCharacter() {
        let family = Character("👩\u{200D}👩\u{200D}👧")
        #expect(DisplayWidth.of(family) == 2)
    }

    @Test func combiningMarksAddNoWidth() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of(Character("\u{301}")) == 0)
    }

    @Test func zeroWidthJoinersAndControlCharactersTakeNoCell() {
        #expect(DisplayWidth.of(Character("\u{200D}")) == 0)
        #expect(DisplayWidth.of(Character("\u{1B}")) == 0)
    }

    @Test func theEmptyTextTakesNoCell() {
        #expect(DisplayWidth.of("") == 0)
    }
}
