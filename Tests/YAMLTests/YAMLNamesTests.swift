import Testing

@testable import RouterYAML

/// The names a reader looks for among scalars are found by their exact bytes, whatever their
/// length and wherever the scalar's text lies (in the input, or decoded from escapes).
@Suite("names looked for among scalars")
struct YAMLNamesTests {
    let names = YAMLNames(["", "push", "payload", "ProductDetail", "ProductDetails", "caf\u{E9}", "push"])

    @Test(arguments: [
        ("", 0), ("push", 1), ("payload", 2), ("ProductDetail", 3), ("ProductDetails", 4), ("caf\u{E9}", 5),
    ])
    func aNameIsFoundAtItsFirstIndex(text: String, index: Int) {
        #expect(names.firstIndex(of: text) == index)
    }

    @Test(arguments: ["pus", "pushx", "Push", "ProductDetai", "ProductDetailz", "ProductDetailss", "cafe\u{301}", " push"])
    func aTextThatIsNoNameIsNotFound(text: String) {
        #expect(names.firstIndex(of: text) == nil)
    }

    @Test func aKeyIsFoundWhereItLiesInTheInputOrDecodedFromEscapes() throws {
        // Arrange: a plain key, a long quoted one, one spelt with an escape, and others.
        let text = #"{ProductDetails: 1, "ProductDetail": 2, "p\u0075sh": 3, 'payload': 4, other: 5, 1: 6}"#
        let mapping = try #require(try YAMLParser().parse(text)?.mapping)
        var kinds: [Int] = []
        var positions: [YAMLNodePosition] = []

        // Act
        mapping.classifyKeys(by: names, kinds: &kinds, positions: &positions)

        // Assert
        #expect(kinds == [4, 3, 1, 2, -1, -1])
        #expect(positions.count == 6)
    }
}
