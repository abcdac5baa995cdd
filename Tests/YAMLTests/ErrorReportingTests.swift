import RouterYAML
import Testing

/// Invalid input throws an error with the position of the problem.
@Suite("error reporting")
struct ErrorReportingTests {
    let parser = YAMLParser()

    @Test func duplicateKeyIsRejectedAtSecondKey() {
        // Arrange
        let text = "path: /home\nscreen: Home\npath: /other\n"

        // Act
        let error = parser.error(text)

        // Assert
        #expect(error == YAMLError(.duplicateKey("path"), line: 3, column: 1))
    }

    @Test func keysAreComparedByResolvedValue() {
        #expect(parser.error("1: a\n01: b\n")?.kind == .duplicateKey("01"))
        #expect(parser.error("~: a\nnull: b\n")?.kind == .duplicateKey("null"))
        #expect(parser.error("0x10: a\n16: b\n")?.kind == .duplicateKey("16"))
        #expect(parser.error("a: 1\n'a': 2\n")?.kind == .duplicateKey("a"))
        #expect(parser.error("\"1\": a\n1: b\n") == nil, "a quoted \"1\" is a string, 1 an integer")
    }

    @Test func duplicateKeyInFlowMappingIsRejected() {
        let error = parser.error("{a: 1, b: 2, a: 3}\n")
        #expect(error == YAMLError(.duplicateKey("a"), line: 1, column: 14))
    }

    @Test func tabIndentationIsRejected() {
        let error = parser.error("routes:\n\t- home\n")
        #expect(error == YAMLError(.tabIndentation, line: 2, column: 1))
    }

    @Test func tabsAsSeparationAreAccepted() {
        #expect(parser.json("key:\tvalue\t# comment\n") == #"{"key":"value"}"#)
        #expect(parser.json("-\tone\n- two:\tthree\n") == #"["one",{"two":"three"}]"#)
    }

    @Test func invalidUTF8ThrowsWithPosition() {
        // Arrange: "é" is two bytes but one column; 0xFF is never valid UTF-8.
        let bytes: [UInt8] = Array("a: é\nbé: ".utf8) + [0xFF] + Array("\n".utf8)

        // Act
        let result = Result { () throws(YAMLError) in try parser.parse(bytes: bytes) }

        // Assert
        guard case .failure(let error) = result else {
            Issue.record("invalid UTF-8 was accepted")
            return
        }
        #expect(error == YAMLError(.invalidUTF8, line: 2, column: 5))
    }

    @Test func truncatedAndOverlongUTF8AreRejected() {
        let overlong: [UInt8] = [0x61, 0x3A, 0x20, 0xC0, 0xAF, 0x0A]
        let truncated: [UInt8] = [0x61, 0x3A, 0x20, 0xE2, 0x82]
        let surrogate: [UInt8] = [0x61, 0x3A, 0x20, 0xED, 0xA0, 0x80]
        for bytes in [overlong, truncated, surrogate] {
            let result = Result { () throws(YAMLError) in try parser.parse(bytes: bytes) }
            guard case .failure(let error) = result else {
                Issue.record("accepted \(bytes)")
                continue
            }
            #expect(error == YAMLError(.invalidUTF8, line: 1, column: 4))
        }
    }

    @Test func nulAndControlCharactersAreRejected() {
        #expect(parser.error("a: b\u{0}c\n") == YAMLError(.disallowedCharacter(0), line: 1, column: 5))
        #expect(parser.error("a: \u{7}\n") == YAMLError(.disallowedCharacter(7), line: 1, column: 4))
        #expect(parser.error("a: \u{9F}\n") == YAMLError(.disallowedCharacter(0x9F), line: 1, column: 4))
    }

    @Test func aDisallowedCharacterIsReportedAtItsLineAfterEveryKindOfLineBreak() {
        // Arrange: long lines (read a word at a time), a CR LF, a lone CR and a leading byte
        // order mark before the bad character, which is the third character of its line.
        let long = String(repeating: "x", count: 21)
        let text = "\u{FEFF}a: \(long)\nb: \(long)\r\nc: \(long)\rd: \(long)\n\n  \u{7}\n"

        // Act
        let error = parser.error(text)

        // Assert
        #expect(error == YAMLError(.disallowedCharacter(7), line: 6, column: 3))
    }

    @Test func byteOrderMarkIsSkippedOnlyAtTheStart() {
        let withBOM: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\n".utf8)
        let parsed = Result { () throws(YAMLError) in try parser.parse(bytes: withBOM) }
        #expect((try? parsed.get())??.jsonText == #"{"a":1}"#)
        #expect(parser.error("a: 1\n\u{FEFF}b: 2\n") == YAMLError(.misplacedByteOrderMark, line: 2, column: 1))
    }

    @Test func missingColonIsReportedAtTheLine() {
        let error = parser.error("top1:\n  key1: val1\ntop2\n")
        #expect(error == YAMLError(.missingColon, line: 3, column: 1))
    }

    @Test func mappingOnAValueLineIsRejected() {
        #expect(parser.error("a: b: c\n") == YAMLError(.mappingNotAllowed, line: 1, column: 4))
        #expect(parser.error("key: - a\n") == YAMLError(.sequenceEntryNotAllowed, line: 1, column: 6))
    }

    @Test func wrongIndentationIsRejected() {
        #expect(parser.error("map:\n  a: 1\n b: 2\n")?.kind == .badIndentation)
        #expect(parser.error("a:\n  - b\n - c\n") == YAMLError(.badIndentation, line: 3, column: 2))
        #expect(parser.json("- a\n - b\n") == #"["a - b"]"#, "a more indented line continues a plain scalar")
    }

    @Test func unterminatedQuotedScalarsPointAtTheirStart() {
        #expect(parser.error("a: \"open\n  b: c\n") == YAMLError(.unterminatedDoubleQuoted, line: 1, column: 4))
        #expect(parser.error("a: \"open\nb: c\n") == YAMLError(.insufficientIndentation, line: 2, column: 1))
        #expect(parser.error("- 'open\n") == YAMLError(.unterminatedSingleQuoted, line: 1, column: 3))
    }

    @Test func invalidEscapeIsRejectedAtTheBackslash() {
        #expect(parser.error("a: \"ok \\q\"\n") == YAMLError(.invalidEscape, line: 1, column: 8))
        #expect(parser.error("a: \"\\uD800\"\n") == YAMLError(.invalidEscape, line: 1, column: 5))
    }

    @Test func unterminatedFlowCollectionIsRejected() {
        #expect(parser.error("a: [b, c\n") == YAMLError(.unterminatedFlowCollection, line: 1, column: 4))
        #expect(parser.error("{a: 1 b: 2}\n")?.kind == .missingFlowSeparator("}"))
    }

    @Test func commentNeedsWhitespaceBeforeIt() {
        #expect(parser.error("a: \"b\"# c\n") == YAMLError(.commentWithoutSpace, line: 1, column: 7))
        #expect(parser.json("a: b#c\n") == #"{"a":"b#c"}"#)
    }

    @Test func implicitKeyMustBeOnOneLineAndShort() {
        #expect(parser.error("\"a\n b\": c\n")?.kind == .multilineKey)
        let longKey = String(repeating: "k", count: 1025)
        #expect(parser.error(longKey + ": v\n") == YAMLError(.keyTooLong, line: 1, column: 1))
        #expect(parser.json(String(repeating: "k", count: 1024) + ": v\n") != nil)
    }
}
