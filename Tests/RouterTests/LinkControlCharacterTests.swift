import LinkMatching
import Router
import Testing

/// Control characters (C0, DEL and C1) in links and link patterns: refused wherever they are
/// written, and never echoed raw in a message.
@MainActor @Suite struct LinkControlCharacterTests {
    private func matcher(_ patterns: [String] = ["g://h/:a", "g://h/a/b"]) throws -> LinkMatcher<String> {
        var matcher = LinkMatcher<String>()
        for pattern in patterns { try matcher.add(LinkPattern(pattern), value: pattern) }
        return matcher
    }

    private func outcome(_ matcher: LinkMatcher<String>, _ link: String) -> String {
        switch matcher.match(link) {
        case .success(let match): "matched \(match.value)"
        case .failure(let rejection): "rejected: \(rejection)"
        }
    }

    /// Whether `text` holds a C0 or C1 control character or DEL.
    private func hasRawControl(_ text: String) -> Bool {
        text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    @Test(arguments: [
        "g://h/a%C2%9B", "g://h/a%C2%85", "g://h/%C2%80", "g://h/x%c2%9fy", "g://h/a/%C2%9B",
        "g://h/a?x=%C2%9B", "g://h/a?%C2%85=1", "g://h/a?x=1&y=%C2%90", "g://h/a%7F", "g://h/a?x=%7f",
        "g://h/a\u{9B}", "g://h/a?x=\u{85}", "g://h\u{85}/a", "g\u{9B}://h/a", "g://h/a#\u{80}",
    ])
    func c1AndDeleteAreRejectedAsControlCharactersRawOrEncodedInEveryPart(link: String) throws {
        let matcher = try matcher()

        let result = outcome(matcher, link)

        #expect(result == "rejected: the link has a control character")
    }

    @Test(
        arguments: [
            ("g://h/%C2%A0", "\u{A0}"), ("g://h/%C2%7E", nil), ("g://h/%C3%80", "\u{C0}"), ("g://h/%E2%80%8B", "\u{200B}"),
        ] as [(String, String?)])
    func neighboursOfTheC1RangeAreNotControlCharacters(link: String, captured: String?) throws {
        let matcher = try matcher()

        let match = try? matcher.match(link).get()

        #expect(match?.parameters["a"] == captured)
    }

    @Test(arguments: [
        "g://h/a\u{9B}b", "g://h/\u{85}", "g://h/%C2%9B", "g://h/a\u{1B}[2J", "g://h\u{9B}/a", "g\u{85}://h",
        "g://h/:a\u{9B}", "g://h/**\u{7F}",
    ])
    func invalidPatternMessageQuotesControlCharactersEscaped(text: String) {
        do {
            _ = try LinkPattern(text)
            Issue.record("\(text.debugDescription) should be refused")
        } catch {
            #expect(!hasRawControl(error.description), "\(error.description.debugDescription)")
        }
    }

    @Test func invalidSegmentIsQuotedWithItsControlCharacterEscaped() {
        #expect(throws: LinkPatternError.invalidSegment("a\u{9B}b")) { try LinkPattern("g://h/a\u{9B}b") }
        #expect(LinkPatternError.invalidSegment("a\u{9B}b").description == "'a\\u{9B}b' is not a valid segment")
    }

    @Test func decoderMessageNeverCarriesARawControlCharacter() {
        let error = LinkDecodingError("no pizza is named '\u{9B}2J\u{85}\u{1B}\u{2028}'")
        let failure = LinkFailure.undecodable(pattern: "g://h/:name", error)

        #expect(error.description == "no pizza is named '\\u{9B}2J\\u{85}\\u{1B}\\u{2028}'")
        #expect(!hasRawControl(failure.description))
        #expect(!failure.description.contains("\u{2028}"))
    }

    @Test func quotingEscapesWhatATerminalMustNotReceiveRawAndKeepsTheRest() {
        let quoted = LinkDecodingError.quoted("Tiramisù \u{9B}'\\\u{202E}\u{0}")

        #expect(quoted == "'Tiramisù \\u{9B}\\'\\\\\\u{202E}\\u{0}'")
    }
}
