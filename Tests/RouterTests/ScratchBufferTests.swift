import LinkMatching
import Testing

/// A link is read into temporary buffers sized from the link and the limits
/// (`ScratchBuffer`, which traps rather than write past its end): links at the edges of
/// those sizes are read whole, never cut short and never trapping.
@MainActor @Suite struct ScratchBufferTests {
    private func outcome(_ link: String, limits: LinkLimits = .default, patterns: [String] = ["g://h/**rest"]) throws
        -> String
    {
        var matcher = LinkMatcher<String>(limits: limits)
        for pattern in patterns { try matcher.add(LinkPattern(pattern), value: pattern) }
        switch matcher.match(link) {
        case .success(let match):
            let parameters = match.parameters.sorted { $0.name < $1.name }.map { "\($0.name)=\($0.value)" }
            let query = match.query.map { "\($0.name)=\($0.value)" }
            return "\(match.value) \(parameters) \(match.rest.count) \(query)"
        case .failure(let rejection): return "rejected: \(rejection)"
        }
    }

    @Test func linkOfExactlyTheLengthLimitIsReadWholeAndOneByteMoreIsRejected() throws {
        let path = String(repeating: "abcdefg/", count: 255) + "ab"
        let link = "g://h/" + path
        let segments300 = LinkLimits(maxSegments: 300)

        #expect(link.utf8.count == 2_048)
        #expect(try outcome(link, limits: segments300) == "g://h/**rest [\"rest=\(path)\"] 256 []")
        #expect(try outcome(link + "c", limits: segments300) == "rejected: the link is longer than 2048 bytes")
    }

    @Test func linkWithTheMostSegmentsIsReadWholeAndOneMoreIsRejected() throws {
        let segments = Array(repeating: "a", count: 64)

        #expect(try outcome("g://h/" + segments.joined(separator: "/")).hasSuffix(" 64 []"))
        #expect(
            try outcome("g://h/" + (segments + ["a"]).joined(separator: "/"))
                == "rejected: the link has more than 64 segments")
    }

    @Test(arguments: [0, -1, 1, 2])
    func segmentLimitsBelowTheLinksSegmentsRejectWithoutTrapping(limit: Int) throws {
        let result = try outcome("g://h/a/b/c/", limits: LinkLimits(maxSegments: limit))

        #expect(result == "rejected: the link has more than \(limit) segments")
    }

    @Test func linkOfOnlyEscapesDecodesIntoLessThanItsLength() throws {
        let link = "g://h/" + String(repeating: "%41", count: 600) + "?" + String(repeating: "%42", count: 60) + "=%43"

        #expect(
            try outcome(link)
                == "g://h/**rest [\"rest=\(String(repeating: "A", count: 600))\"] 1 [\"\(String(repeating: "B", count: 60))=C\"]")
    }

    @Test func schemeAndHostAloneFitTheirBuffers() throws {
        #expect(try outcome("G://H", patterns: ["g://h"]) == "g://h [] 0 []")
        #expect(try outcome("g://h/", patterns: ["g://h"]) == "g://h [] 0 []")
    }
}
