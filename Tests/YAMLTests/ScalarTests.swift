import RouterYAML
import Testing

/// Scalar styles, escapes, folding, chomping and core-schema resolution.
@Suite("scalars")
struct ScalarTests {
    let parser = YAMLParser()

    @Test func charactersYAMLDoesNotAllowRawAreEscapedInJSONAndParseBack() throws {
        // Arrange: fuzz finding yaml-1 (DEL, a C1 control, the BOM, a non-character).
        let node = try #require(try parser.parse(#""\x7f\u0081\uFEFF\uFFFF\u2028é""#))

        // Act
        let json = node.jsonText
        let again = try #require(try parser.parse(json))

        // Assert
        #expect(json == #""\u007f\u0081\ufeff\uffff\u2028é""#)
        #expect(again.scalar?.text == node.scalar?.text)
    }

    @Test func scalarStylesAreKept() throws {
        // Arrange
        let text = "- 123\n- '123'\n- \"123\"\n- |\n  123\n- >\n  123\n"

        // Act
        let items = Array(try #require(try parser.parse(text)?.sequence))

        // Assert
        #expect(items.map { $0.scalar?.style } == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
        #expect(items[0].scalar?.coreValue == .integer("123"))
        #expect(items[1].scalar?.coreValue == .string("123"))
        #expect(items[3].scalar?.text == "123\n")
    }

    @Test func plainScalarsResolveWithTheCoreSchema() {
        let text = "[~, null, Null, '', true, False, 0x1F, 0o17, -012, +5, 1.5, .5, 1e3, -.inf, .NaN, yes, 1_000, 0b1]\n"
        #expect(parser.json(text) == #"[null,null,null,"",true,false,31,15,-12,5,1.5,0.5,1e3,-Infinity,NaN,"yes","1_000","0b1"]"#)
    }

    @Test func largeIntegersStayExact() throws {
        let node = try #require(try parser.parse("0xFFFFFFFFFFFFFFFFFFFF\n"))
        #expect(node.scalar?.coreValue == .integer("1208925819614629174706175"))
        #expect(parser.error("0x" + String(repeating: "F", count: 1001) + "\n")?.kind == .integerTooLarge)
    }

    @Test func doubleQuotedEscapesAreDecoded() throws {
        // Arrange
        let text = #""\0\a\b\t\n\v\f\r\e\ \"\/\\\N\_\L\P\x41\u263A\U0001F600""# + "\n"

        // Act
        let scalar = try #require(try parser.parse(text)?.scalar)

        // Assert
        let expected = "\u{0}\u{7}\u{8}\t\n\u{B}\u{C}\r\u{1B} \"/\\\u{85}\u{A0}\u{2028}\u{2029}A\u{263A}\u{1F600}"
        #expect(scalar.text == expected)
        #expect(scalar.style == .doubleQuoted)
    }

    @Test func singleQuotedDoublesItsQuote() {
        #expect(parser.json("'here''s to \"quotes\" \\n'\n") == #""here's to \"quotes\" \\n""#)
    }

    @Test func quotedScalarsFoldLineBreaks() {
        #expect(parser.json("\"a\n  b\n\n  c \\\n  d\"\n") == #""a b\nc d""#)
        #expect(parser.json("'x\n\n\n  y'\n") == #""x\n\ny""#)
    }

    @Test func plainScalarsFoldLineBreaks() {
        #expect(parser.json("key: first\n  second\n\n  third\n") == #"{"key":"first second\nthird"}"#)
    }

    @Test func blockScalarChompingIndicators() {
        let text = "strip: |-\n  text\n\nclip: |\n  text\n\nkeep: |+\n  text\n\nlast: x\n"
        #expect(parser.json(text) == #"{"strip":"text","clip":"text\n","keep":"text\n\n","last":"x"}"#)
    }

    @Test func foldedBlockScalarFoldsButKeepsMoreIndentedLines() {
        let text = ">\n folded\n line\n\n   indented\n next\n"
        #expect(parser.json(text) == #""folded line\n\n  indented\nnext\n""#)
    }

    @Test func literalBlockScalarKeepsLinesAndTrailingComments() {
        let text = "a: |\n  one\n    two\n # trailing comment\nb: 2\n"
        #expect(parser.json(text) == #"{"a":"one\n  two\n","b":2}"#)
    }

    @Test func blockScalarLeadingLinesMayNotBeMoreIndented() {
        #expect(parser.error("a: |\n    \n  text\n")?.kind == .blockScalarLeadingSpaces)
    }

    @Test func jsonStringsEscapeControlCharacters() {
        #expect(parser.json("\"\\x01\\t\\\"\"\n") == #""\u0001\t\"""#)
    }
}
