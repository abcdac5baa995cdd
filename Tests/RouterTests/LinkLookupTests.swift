import Router
import Testing

/// Decoders look an item up by a name from a link by Unicode scalars, as every name is
/// compared, and say why a look-up failed without echoing the link's text raw.
@MainActor @Suite struct LinkLookupTests {
    private struct Dessert: Equatable {
        let name: String
    }

    private let desserts = [Dessert(name: "Panna Cotta"), Dessert(name: "Tiramis\u{F9}")]

    private func find(_ wanted: String) -> Result<Dessert, LinkDecodingError> {
        Result { () throws(LinkDecodingError) in
            try LinkLookup.item(named: wanted, in: desserts, name: \.name) { "no dessert is named \($0)" }
        }
    }

    @Test func nameSpeltWithTheSameScalarsFindsTheItem() throws {
        let found = try find("Tiramis\u{F9}").get()

        #expect(found == Dessert(name: "Tiramis\u{F9}"))
    }

    @Test func canonicallyEquivalentSpellingIsRefusedAndTheMessageShowsBothSpellings() {
        let result = find("Tiramisu\u{300}")

        #expect(
            throws: LinkDecodingError(
                "no dessert is named 'Tiramisu\\u{300}' (names are compared by Unicode scalars; 'Tiramis\\u{F9}' is spelt with others)"
            )
        ) { try result.get() }
    }

    @Test func unknownNameIsQuotedWithControlCharactersEscaped() {
        let result = find("Hawaii\u{9B}2J")

        #expect(throws: LinkDecodingError("no dessert is named 'Hawaii\\u{9B}2J'")) { try result.get() }
    }

    @Test func firstItemWithTheNameWins() throws {
        let items = [(1, "a"), (2, "b"), (3, "a")]

        let found = try LinkLookup.item(named: "a", in: items, name: \.1) { "nothing is named \($0)" }

        #expect(found.0 == 1)
    }
}
