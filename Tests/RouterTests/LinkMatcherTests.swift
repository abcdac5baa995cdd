import LinkMatching
import Router
import RouterTestSupport
import Testing

@MainActor @Suite struct LinkMatcherTests {
    private func matcher(_ patterns: [String]) throws -> LinkMatcher<String> {
        var matcher = LinkMatcher<String>()
        for pattern in patterns { try matcher.add(LinkPattern(pattern), value: pattern) }
        return matcher
    }

    private func winner(_ matcher: LinkMatcher<String>, _ link: String) -> String {
        switch matcher.match(link) {
        case .success(let match): match.value
        case .failure(let rejection): "rejected: \(rejection)"
        }
    }

    @Test(arguments: [
        ("giuseppe://m/drinks/list", "giuseppe://m/drinks/list"),
        ("giuseppe://m/drinks/7", "giuseppe://m/drinks/:id"),
        ("giuseppe://m/food/7", "giuseppe://m/:category/:id"),
        ("giuseppe://m/food/7/x", "giuseppe://m/*/:id/x"),
        ("giuseppe://m/food/7/y", "giuseppe://m/**rest"),
        ("giuseppe://m/drinks", "giuseppe://m/:category"),
    ])
    func mostSpecificPatternWins(link: String, expected: String) throws {
        let matcher = try matcher([
            "giuseppe://m/**rest", "giuseppe://m/:category", "giuseppe://m/:category/:id", "giuseppe://m/*/:id/x",
            "giuseppe://m/drinks/:id", "giuseppe://m/drinks/list",
        ])

        #expect(winner(matcher, link) == expected)
    }

    @Test func literalsOfEveryLengthDifferingInOneByteAreToldApart() throws {
        // Literals are hashed in words, halves and spread-out bytes depending on their
        // length: every length from 1 to 24, and every position in it, is covered.
        var literals: [String] = []
        for length in 1...24 {
            let base = String(repeating: "a", count: length)
            literals.append(base)
            for position in 0..<length {
                var bytes = Array(base.utf8)
                bytes[position] = UInt8(ascii: "b")
                literals.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        let matcher = try matcher(literals.map { "g://h/\($0)" } + literals.map { "g://\($0)/x" })

        for literal in literals {
            #expect(winner(matcher, "g://h/\(literal)") == "g://h/\(literal)")
            #expect(winner(matcher, "g://\(literal)/x") == "g://\(literal)/x")
        }
        #expect(winner(matcher, "g://h/" + String(repeating: "c", count: 9)) == "rejected: no link pattern matches")
    }

    @Test(arguments: [
        ("g://h/files/a/b/c", "a/b/c", ["a", "b", "c"]),
        ("g://h/files/a/b/c/?x=1#y", "a/b/c", ["a", "b", "c"]),
        ("g://h/files/caf%C3%A9/b%20c/d", "café/b c/d", ["café", "b c", "d"]),
        ("g://h/files/%41/b/", "A/b", ["A", "b"]),
    ])
    func namedCatchAllHoldsTheDecodedSegmentsJoinedBySlashes(link: String, joined: String, rest: [String]) throws {
        var matcher = LinkMatcher<String>()
        try matcher.add(LinkPattern("g://h/files/**path"), value: "files")

        let match = try matcher.match(link).get()

        #expect(match.parameters["path"] == joined)
        #expect(match.rest == rest)
    }

    @Test func addingToACopyOfAMatcherLeavesTheOriginalAsItWas() throws {
        let original = try matcher(["giuseppe://m/drinks/:id"])
        var copy = original

        try copy.add(LinkPattern("giuseppe://m/food/:id"), value: "giuseppe://m/food/:id")
        #expect(throws: LinkConflict<String>.self) {
            try copy.add(LinkPattern("giuseppe://m/drinks/:other"), value: "again")
        }

        #expect(original.count == 1)
        #expect(copy.count == 2)
        #expect(winner(original, "giuseppe://m/food/7") == "rejected: no link pattern matches")
        #expect(winner(copy, "giuseppe://m/food/7") == "giuseppe://m/food/:id")
        #expect(winner(copy, "giuseppe://m/drinks/7") == "giuseppe://m/drinks/:id")
    }

    @Test func eachMatchOfAPatternHasItsOwnParameters() throws {
        let matcher = try matcher(["giuseppe://m/:category/:id/**rest", "giuseppe://m/:category/:id"])

        let first = matcher.match("giuseppe://m/food/7/a/b")
        let second = matcher.match("giuseppe://m/drinks/8/c")
        let third = matcher.match("giuseppe://m/cakes/9")

        #expect((try? first.get())?.parameters == ["category": "food", "id": "7", "rest": "a/b"])
        #expect((try? second.get())?.parameters == ["category": "drinks", "id": "8", "rest": "c"])
        #expect((try? third.get())?.parameters == ["category": "cakes", "id": "9"])
        #expect((try? first.get())?.rest == ["a", "b"])
    }

    @Test func patternsSharingNamesInOtherOrdersEachCaptureTheirOwnInSegmentOrder() throws {
        let matcher = try matcher([
            "g://h/a/:x/:y", "g://h/b/:y/:x", "g://h/c/:z/**x", "g://h/d/:y", "g://h/e/*/**",
        ])
        func captured(_ link: String) -> [String] {
            guard case .success(let match) = matcher.match(link) else { return ["no match"] }
            return match.parameters.map { "\($0.name)=\($0.value)" }
        }

        #expect(captured("g://h/a/1/2") == ["x=1", "y=2"])
        #expect(captured("g://h/b/1/2") == ["y=1", "x=2"])
        #expect(captured("g://h/c/1/2/3") == ["z=1", "x=2/3"])
        #expect(captured("g://h/d/1") == ["y=1"])
        #expect(captured("g://h/e/1/2/3") == [])
        #expect((try? matcher.match("g://h/e/1/2/3").get())?.rest == ["2", "3"])
    }

    @Test(
        arguments: [
            [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x8F, 0xBF, 0xBF], [0xC2, 0xA0],
            [0xEF, 0xBF, 0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF],
            [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xE2, 0x82],
            [0x80], [0xBF], [0xC3, 0xA9, 0xA9], [0xFE], [0xFF], [0x41, 0xE2, 0x82, 0xAC, 0xF0, 0x9F, 0x98],
        ] as [[UInt8]])
    func encodedSegmentIsAcceptedExactlyWhenItDecodesToUTF8(bytes: [UInt8]) throws {
        let matcher = try matcher(["g://h/:x"])
        let encoded = bytes.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
        let expected =
            String(validating: bytes, as: UTF8.self).map { _ in "g://h/:x" }
            ?? "rejected: the link decodes to bytes that are not UTF-8"

        #expect(winner(matcher, "g://h/" + encoded) == expected)
        #expect(winner(matcher, "g://h/a?q=" + encoded).hasPrefix("rejected") == expected.hasPrefix("rejected"))
    }

    @Test func failingLiteralBranchBacktracksToTheParameterBranch() throws {
        // RoutingKit finds nothing for menu/drinks with these two patterns.
        let matcher = try matcher(["giuseppe://menu/drinks/:id", "giuseppe://menu/:category"])

        let match = try matcher.match("giuseppe://menu/drinks").get()

        #expect(match.value == "giuseppe://menu/:category")
        #expect(match.parameters == ["category": "drinks"])
    }

    @Test func theAnswerDoesNotDependOnDeclarationOrder() throws {
        let patterns = [
            "g://h/a/b/c", "g://h/a/:x/c", "g://h/a/*/c", "g://h/:y/b/c", "g://h/a/**", "g://h/**", "g://h/:p/:q",
            "g://h/*/b", "g://h/a/b", "g://h/:p", "g://h/a/:x/:z", "g://h/*/*/*",
        ]
        let links = ["a/b/c", "a/x/c", "x/b/c", "a/b", "x/b", "a/y/z", "x/y/z", "q", "a/b/c/d", "x", "x/y/z/w"]
            .map { "g://h/" + $0 }
        let reference = try links.map { winner(try matcher(patterns), $0) }
        var generator = SplitMix64(seed: 0x0DE5)

        for _ in 0..<50 {
            let shuffled = try matcher(patterns.shuffled(using: &generator))
            #expect(links.map { winner(shuffled, $0) } == reference)
        }
    }

    @Test func trieAgreesWithASlowReferenceMatcherOnRandomLinks() throws {
        var generator = SplitMix64(seed: 0x7E1E)
        let words = ["a", "b", "c"]
        var patterns: Set<String> = []
        while patterns.count < 60 {
            let length = Int.random(in: 0...4, using: &generator)
            var segments = (0..<length).map { index -> String in
                switch Int.random(in: 0..<6, using: &generator) {
                case 0, 1, 2: words.randomElement(using: &generator)!
                case 3: ":p\(index)"
                default: "*"
                }
            }
            if Bool.random(using: &generator) { segments.append("**") }
            patterns.insert((["g://h"] + segments).joined(separator: "/"))
        }
        var trie = LinkMatcher<String>()
        var added: [LinkPattern] = []
        for text in patterns.sorted() {
            let pattern = try LinkPattern(text)
            do {
                try trie.add(pattern, value: text)
                added.append(pattern)
            } catch {
                #expect(ReferenceMatcher.sameShape(error.existing, pattern))
            }
        }

        for _ in 0..<3_000 {
            let segments = (0..<Int.random(in: 0...6, using: &generator)).map { _ in words.randomElement(using: &generator)! }
            let link = (["g://h"] + segments).joined(separator: "/")
            let expected = ReferenceMatcher.best(added, segments)?.description ?? "none"
            let actual = (try? trie.match(link).get())?.pattern.description ?? "none"
            #expect(actual == expected, "\(link)")
        }
    }

    @Test func equallySpecificPatternsConflictNamingBoth() throws {
        var matcher = try matcher(["giuseppe://menu/pizza/:name"])

        #expect(throws: LinkConflict<String>.self) {
            try matcher.add(LinkPattern("GIUSEPPE://MENU/pizza/:other"), value: "second")
        }
        let third = try LinkPattern("giuseppe://menu/pizza/:id/")
        do throws(LinkConflict<String>) {
            try matcher.add(third, value: "third")
            Issue.record("the third pattern should conflict")
        } catch {
            #expect(error.existingValue == "giuseppe://menu/pizza/:name")
            #expect(
                error.description
                    == "'giuseppe://menu/pizza/:id' matches the same links as 'giuseppe://menu/pizza/:name', as specifically")
        }
    }

    @Test func differentlySpecificPatternsDoNotConflict() throws {
        let matcher = try matcher(["g://h/:a", "g://h/*", "g://h/**", "g://h/x", "g://h"])

        #expect(matcher.count == 5)
        #expect(winner(matcher, "g://h") == "g://h")
        #expect(winner(matcher, "g://h/") == "g://h")
    }

    @Test func captureDecodesPercentEncodingOnce() throws {
        let matcher = try matcher(["g://h/:name/**rest"])

        let match = try matcher.match("g://h/Tiramis%C3%B9/a%2541/b?x=1%202&y&z=+").get()

        #expect(match.parameters == ["name": "Tiramisù", "rest": "a%41/b"])
        #expect(match.rest == ["a%41", "b"])
        #expect(match.query.map { "\($0.name)=\($0.value)" } == ["x=1 2", "y=", "z=+"])
    }

    @Test func literalPatternSegmentsArePercentDecodedToo() throws {
        let matcher = try matcher(["g://h/caff%C3%A8"])

        #expect(winner(matcher, "g://h/caffè".addingRawPercentEncoding()) == "g://h/caff%C3%A8")
        #expect(winner(matcher, "g://h/caff%c3%a8") == "g://h/caff%C3%A8")
    }

    @Test func literalsSpeltWithOtherScalarsAreOtherPatternsAndMatchOnlyTheirOwnLinks() throws {
        let precomposed = try LinkPattern("g://h/caf%C3%A9")
        let decomposed = try LinkPattern("g://h/cafe%CC%81")
        let matcher = try matcher(["g://h/caf%C3%A9", "g://h/cafe%CC%81"])

        #expect(precomposed != decomposed)
        #expect(Set([precomposed, decomposed]).count == 2)
        #expect(winner(matcher, "g://h/caf%C3%A9") == "g://h/caf%C3%A9")
        #expect(winner(matcher, "g://h/cafe%CC%81") == "g://h/cafe%CC%81")
    }

    @Test(arguments: [
        "g://h/caf%C3%A9", "g://h/cafe%CC%81", "g://h/%3Aname/%2A/%2A%2A/a%2541/pizza%20special",
        "g://h/a%E2%80%AE/:p", "g://h/%3F%23/**rest",
    ])
    func patternWrittenBackReadsAsTheSamePatternAndIsPrintable(text: String) throws {
        let pattern = try LinkPattern(text)

        let written = pattern.description

        #expect(written == text)
        #expect(try LinkPattern(written) == pattern)
        #expect(written.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F })
    }

    @Test func backtrackingThroughEveryLevelFindsNothingAndEnds() throws {
        // Every level offers a parameter and a wildcard branch and no pattern fits; the
        // search visits each trie node once and says so.
        var matcher = LinkMatcher<String>()
        var pattern = "g://h"
        for level in 0..<61 {
            try matcher.add(LinkPattern(pattern + "/:p\(level)/x"), value: "p")
            try matcher.add(LinkPattern(pattern + "/*/y"), value: "w")
            pattern += "/*"
        }
        let link = "g://h/" + Array(repeating: "z", count: 60).joined(separator: "/")

        #expect(winner(matcher, link) == "rejected: no link pattern matches")
    }

    @Test(arguments: [
        ("menu/pizza", "expected scheme://host/path"),
        ("1x://h", "'1x' is not a valid scheme"),
        ("g://", "'' is not a valid host (ASCII letters, digits, '-' and '.')"),
        ("g://hö", "'hö' is not a valid host (ASCII letters, digits, '-' and '.')"),
        ("g://h/a//b", "'' is not a valid segment"),
        ("g://h/..", "'..' is not a valid segment"),
        ("g://h/%zz", "'%zz' is not a valid segment"),
        ("g://h/:", "'' is not a valid parameter name"),
        ("g://h/:9a", "'9a' is not a valid parameter name"),
        ("g://h/:a/:a", "the parameter ':a' appears twice"),
        ("g://h/**/a", "'**' must be the last segment"),
        ("g://h/a?x=1", "a pattern has no query or fragment"),
    ])
    func invalidPatternSaysWhy(text: String, message: String) {
        #expect(throws: LinkPatternError.self) { try LinkPattern(text) }
        do {
            _ = try LinkPattern(text)
        } catch {
            #expect(error.description == message)
        }
    }

    /// Hostile or unknown links, each with the reason it is rejected.
    nonisolated static let hostileLinks: [(String, String)] = [
        ("g://h/" + String(repeating: "a", count: 2_100), "the link is longer than 2048 bytes"),
        ("g://h/" + Array(repeating: "a", count: 65).joined(separator: "/"), "the link has more than 64 segments"),
        ("g://h/a?" + Array(repeating: "x=1", count: 65).joined(separator: "&"), "the link has more than 64 query items"),
        ("g:/h/a", "the link is malformed: expected scheme://host"),
        ("g://", "the link is malformed: the host is empty"),
        ("g://h/a b", "the link has a character that must be percent-encoded at byte 8"),
        ("g://h/é", "the link has a character that must be percent-encoded at byte 7"),
        ("g://h/a%2", "the link has an invalid percent-encoding at byte 8"),
        ("g://h/a?%zz=1", "the link has an invalid percent-encoding at byte 9"),
        ("g://h/a?x=%zz", "the link has an invalid percent-encoding at byte 11"),
        ("g://h/a%2F", "the link has an encoded '/' or '\\' in a segment"),
        ("g://h/a%5c", "the link has an encoded '/' or '\\' in a segment"),
        ("g://h/a%00", "the link has a control character"),
        ("g://h/a\u{7}", "the link has a control character"),
        ("g://h/a%FF", "the link decodes to bytes that are not UTF-8"),
        ("g://h/.", "the link has a '.' or '..' segment"),
        ("g://h/%2e%2E", "the link has a '.' or '..' segment"),
        ("g://h//a", "the link has an empty segment"),
        ("g://h_x/a", "the link's host is not ASCII letters, digits, '-' and '.'"),
        ("g://u@h/a", "user names and ports are not supported in links"),
        ("g://h:8080/a", "user names and ports are not supported in links"),
        ("x://h/a", "no link pattern uses the scheme 'x'"),
        ("g://k/a", "no link pattern uses the host 'k'"),
        ("g://h/zzz/zzz", "no link pattern matches"),
    ]

    @Test(arguments: hostileLinks)
    func hostileOrUnknownLinkIsRejectedWithItsReason(link: String, reason: String) throws {
        let matcher = try matcher(["g://h/:a", "g://h/a/b"])

        #expect(winner(matcher, link) == "rejected: \(reason)")
    }

    @Test func randomTextIsEitherRejectedOrMatchedByAPatternThatFits() throws {
        let patterns = ["g://h/a/:x", "g://h/b/*", "g://h/**", "g://h/a/b/c"]
        let matcher = try matcher(patterns)
        var generator = SplitMix64(seed: 0xBAD)
        let alphabet = Array("g:/h.ab%2F0?#&=@ \u{0}é".unicodeScalars)

        for _ in 0..<5_000 {
            let text = String(
                String.UnicodeScalarView(
                    (0..<Int.random(in: 0..<24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }))
            guard case .success(let match) = matcher.match("g://h/" + text) else { continue }
            let path = text.split(separator: "#", omittingEmptySubsequences: false)[0]
                .split(separator: "?", omittingEmptySubsequences: false)[0]
            #expect(patterns.contains(match.value))
            #expect(!text.contains(" ") && !text.contains("\u{0}") && !text.contains("é"))
            #expect(!path.contains("%2F") && !path.contains("//"))
        }
    }
}

/// The slow way: every pattern that fits, then the most specific by the documented rule.
enum ReferenceMatcher {
    static func fits(_ pattern: LinkPattern, _ segments: [String]) -> Bool {
        var index = 0
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                guard index < segments.count, segments[index] == text else { return false }
            case .parameter, .wildcard:
                guard index < segments.count else { return false }
            case .catchAll:
                return index < segments.count
            }
            index += 1
        }
        return index == segments.count
    }

    static func rank(_ segment: LinkPattern.Segment) -> Int {
        switch segment {
        case .literal: 0
        case .parameter: 1
        case .wildcard: 2
        case .catchAll: 3
        }
    }

    /// Compares segment by segment from the left; at a position where one pattern has ended
    /// and the other has not, the ended one matched fewer segments and cannot both fit.
    static func best(_ patterns: [LinkPattern], _ segments: [String]) -> LinkPattern? {
        patterns.filter { fits($0, segments) }.min { a, b in
            a.segments.map(rank).lexicographicallyPrecedes(b.segments.map(rank))
        }
    }

    static func sameShape(_ a: LinkPattern, _ b: LinkPattern) -> Bool {
        a.segments.map(rank) == b.segments.map(rank)
            && zip(a.segments, b.segments).allSatisfy { pair in
                if case .literal(let x) = pair.0, case .literal(let y) = pair.1 { return x == y }
                return true
            }
    }
}

extension String {
    /// Percent-encodes every non-ASCII byte, as a link must.
    fileprivate func addingRawPercentEncoding() -> String {
        utf8.map { $0 < 0x80 ? String(UnicodeScalar($0)) : "%" + String($0, radix: 16, uppercase: true) }.joined()
    }
}
