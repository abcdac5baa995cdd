import RouterYAML
import Testing

/// Block and flow collections build the expected tree.
@Suite("structure")
struct StructureTests {
    let parser = YAMLParser()

    @Test func routesFileParsesIntoMappingsInsideASequence() throws {
        // Arrange
        let text = """
            # app routes
            routes:
              - path: /home
                screen: Home
              - path: "/users/{id}"
                screen: UserDetail
                modal: true
            """

        // Act
        let root = try #require(try parser.parse(text))

        // Assert
        let routes = Array(try #require(root["routes"]?.sequence))
        #expect(routes.count == 2)
        #expect(routes[1]["path"]?.scalar == YAMLScalar("/users/{id}", style: .doubleQuoted))
        #expect(routes[1]["modal"]?.scalar?.coreValue == .bool(true))
        #expect(root.mapping?.map { $0.key.scalar?.text } == ["routes"])
    }

    @Test func positionsAreExactOnLongLinesOfWideCharacters() throws {
        // Arrange: a flow sequence over lines of about 8 KB (longer than the line index's
        // 4 KiB blocks), with two-byte characters, each entry's position noted as written.
        var text = "- ["
        var expected: [(line: Int, column: Int)] = []
        var line = 1
        var column = 4
        for index in 0..<3_000 {
            let item = index % 7 == 0 ? "\u{E9}\(index)" : "a\(index)"
            expected.append((line, column))
            text += item
            column += item.count
            if index % 1_000 == 999 {
                text += ",\n  "
                line += 1
                column = 3
            } else {
                text += ", "
                column += 2
            }
        }
        text += "]\n"

        // Act
        let root = try #require(try parser.parse(text))

        // Assert
        let items = Array(try #require(root.sequence?.first?.sequence))
        #expect(items.count == expected.count)
        let wrong = zip(items, expected).enumerated().filter { $0.element.0.location != $0.element.1 }.map(\.offset)
        #expect(wrong.count == 0, "first wrong entry: \(wrong.first.map { "\($0): \(items[$0].location)" } ?? "")")
    }

    @Test func nodesCarryLineAndColumn() throws {
        // Arrange: columns count characters, so "é" is one column.
        let text = "é: [a, ü]\nlist:\n  - x: 1\n"

        // Act
        let root = try #require(try parser.parse(text))

        // Assert
        let entries = Array(try #require(root.mapping))
        #expect((root.line, root.column) == (1, 1))
        #expect((entries[0].key.line, entries[0].key.column) == (1, 1))
        let flow = entries[0].value
        #expect((flow.line, flow.column) == (1, 4))
        let items = Array(try #require(flow.sequence))
        #expect((items[0].line, items[0].column) == (1, 5))
        #expect((items[1].line, items[1].column) == (1, 8))
        let list = entries[1].value
        #expect((list.line, list.column) == (3, 3))
        let inner = try #require(list.sequence?.first)
        #expect((inner.line, inner.column) == (3, 5))
        #expect((inner["x"]?.line, inner["x"]?.column) == (3, 8))
    }

    @Test func keysOfEqualTextButDifferentTypesAreDistinctAndFound() throws {
        // Arrange: fuzz finding yaml-2 (`1` is an integer key, `"1"` a string key).
        let node = try #require(try parser.parse("a: ok\nb:\n  - {x: 1, 1: a, \"1\": b}\n"))

        // Act
        let pair = node.keysWithEqualText

        // Assert
        #expect(node["b"]?.sequence?.first?.mapping?.count == 3)
        #expect(pair.map { "\($0.first.line):\($0.first.column) \($0.second.line):\($0.second.column)" } == "3:12 3:18")
        #expect(try parser.parse("{1: a, 2: b}")?.keysWithEqualText == nil)
    }

    @Test func mappingKeepsDocumentOrder() {
        #expect(parser.json("z: 1\na: 2\nm: 3\n") == #"{"z":1,"a":2,"m":3}"#)
    }

    @Test func sequenceMayShareItsParentKeysIndentation() {
        #expect(parser.json("one:\n- 2\n- 3\nfour: 5\n") == #"{"one":[2,3],"four":5}"#)
    }

    @Test func compactNestedSequencesAndMappings() {
        #expect(parser.json("- - a\n  - b\n- c\n") == #"[["a","b"],"c"]"#)
        #expect(parser.json("- name: x\n  id: 1\n- - - deep\n") == #"[{"name":"x","id":1},[["deep"]]]"#)
    }

    @Test func valueOnTheNextLine() {
        #expect(parser.json("key:    # comment\n  value\nother:\n  - 1\n") == #"{"key":"value","other":[1]}"#)
    }

    @Test func emptyValuesAreNull() {
        #expect(parser.json("a:\nb: ~\nc:\n- \n-\n") == #"{"a":null,"b":null,"c":[null,null]}"#)
    }

    @Test func flowCollectionsNestAndAllowTrailingCommas() {
        let text = "{ top: [item1, {key2: value2}, item3, ], empty: [], map: {}, }\n"
        #expect(parser.json(text) == #"{"top":["item1",{"key2":"value2"},"item3"],"empty":[],"map":{}}"#)
    }

    @Test func flowCollectionsMaySpanLines() {
        #expect(parser.json("key: [a,\n  b, # note\n  c]\n") == #"{"key":["a","b","c"]}"#)
        #expect(parser.json("key: [a,\nb]\n") == nil, "continuation lines must be indented")
    }

    @Test func flowSequenceEntryMayBeASinglePair() {
        #expect(parser.json("[a: 1, \"b\":2, c]\n") == #"[{"a":1},{"b":2},"c"]"#)
    }

    @Test func emptyAndCommentOnlyStreamsHaveNoDocument() throws {
        #expect(try parser.parse("") == nil)
        #expect(try parser.parse("# only a comment\n\n   \n") == nil)
        let explicit = try #require(try parser.parse("--- # empty document\n"))
        #expect(explicit.scalar == YAMLScalar("", style: .plain))
    }

    @Test func explicitDocumentStartIsAccepted() {
        #expect(parser.json("---\na: 1\n") == #"{"a":1}"#)
        #expect(parser.json("--- text\n") == #""text""#)
        #expect(parser.json("--- a: 1\n") == nil, "a block mapping cannot start on the --- line")
    }

    @Test func crlfLineBreaksAreNormalized() {
        #expect(parser.json("a: 1\r\nb: |\r\n  x\r\n  y\r\n") == #"{"a":1,"b":"x\ny\n"}"#)
    }

    @Test(arguments: [1, 4_000])
    func everyNodeKnowsItsLineAndColumnWhateverTheLengthsOfTheLines(longLine: Int) throws {
        // Arrange: lines of very different lengths (a long one every seventh, some with
        // two-byte characters), so that where an offset lies in the file says little about
        // its line.
        let lines = (0..<300).map { index in
            let filler = index % 7 == 0 ? String(repeating: "x", count: longLine) : String(repeating: "é", count: index % 5)
            return "k\(index): \(filler)v"
        }
        let root = try #require(try parser.parse(lines.joined(separator: "\n") + "\n"))

        // Act
        let positions = try #require(root.mapping).map { ($0.key.line, $0.key.column, $0.value.line, $0.value.column) }

        // Assert
        for (index, position) in positions.enumerated() {
            let valueColumn = "k\(index): ".count + 1
            #expect(position == (index + 1, 1, index + 1, valueColumn), "line \(index + 1)")
        }
        #expect(positions.count == lines.count)
    }
}
