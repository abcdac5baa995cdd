import RouterYAML
import Testing

/// Valid YAML outside the subset is refused with an error naming the feature
/// at the position of its indicator.
@Suite("unsupported features")
struct UnsupportedFeatureTests {
    let parser = YAMLParser()

    @Test func anchorIsRejectedWithItsPosition() {
        // Arrange
        let text = "routes:\n  - name: &home Home\n"

        // Act
        let error = parser.error(text)

        // Assert
        #expect(error == YAMLError(.unsupported(.anchors), line: 2, column: 11))
    }

    @Test func aliasIsRejectedWithItsPosition() {
        let error = parser.error("a: 1\nb: *a\n")
        #expect(error == YAMLError(.unsupported(.aliases), line: 2, column: 4))
    }

    @Test func tagIsRejectedWithItsPosition() {
        let error = parser.error("- !!str 123\n")
        #expect(error == YAMLError(.unsupported(.tags), line: 1, column: 3))
    }

    @Test func tagInsideFlowCollectionIsRejected() {
        let error = parser.error("[a, !x b]\n")
        #expect(error == YAMLError(.unsupported(.tags), line: 1, column: 5))
    }

    @Test func explicitKeyIsRejectedAsComplexKey() {
        let error = parser.error("a: 1\n? b\n: 2\n")
        #expect(error == YAMLError(.unsupported(.complexKeys), line: 2, column: 1))
    }

    @Test func collectionAsKeyIsRejectedAsComplexKey() {
        let error = parser.error("x: 1\n[a, b]: 2\n")
        #expect(error?.kind == .unsupported(.complexKeys))
        #expect(error?.line == 2)
        #expect(error?.column == 1)
    }

    @Test func emptyKeyIsRejected() {
        let error = parser.error(": value\n")
        #expect(error == YAMLError(.unsupported(.emptyKeys), line: 1, column: 1))
    }

    @Test func directiveIsRejected() {
        let error = parser.error("# config\n%YAML 1.2\n---\na: 1\n")
        #expect(error == YAMLError(.unsupported(.directives), line: 2, column: 1))
    }

    @Test func documentEndMarkerIsRejected() {
        let error = parser.error("a: 1\n...\n")
        #expect(error == YAMLError(.unsupported(.documentEndMarker), line: 2, column: 1))
    }

    @Test func secondDocumentIsRejected() {
        let error = parser.error("---\na: 1\n---\nb: 2\n")
        #expect(error == YAMLError(.unsupported(.multipleDocuments), line: 3, column: 1))
    }

    @Test func indentationIndicatorIsRejected() {
        let error = parser.error("text: |2\n   indented\n")
        #expect(error == YAMLError(.unsupported(.indentationIndicators), line: 1, column: 8))
    }

    @Test func featureErrorsReadAsSentences() {
        let error = YAMLError(.unsupported(.anchors), line: 3, column: 7)
        #expect(error.description == "3:7: anchors are not supported")
        #expect(YAMLError(.tabIndentation, line: 2, column: 1).description == "2:1: tabs are not allowed for indentation")
    }
}
