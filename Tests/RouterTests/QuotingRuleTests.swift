import Router
import RouterText
import RouterYAML
import RoutesFiles
import Testing

/// Every message quotes a name from outside by one rule with one bound: its first 64
/// characters and `…`, in single quotes, with `'`, `\` and every character a terminal acts
/// on escaped.
@Suite struct QuotingRuleTests {
    private let huge = String(repeating: "n", count: 1_000)
    private var short: String { "'" + String(repeating: "n", count: 64) + "…'" }

    @Test func aNameIsQuotedBoundedThenEscapedSoNoEscapeIsCut() {
        let name = String(repeating: "n", count: 63) + "\u{1B}[2J"

        let quoted = QuotedText.quoted(name)

        #expect(quoted == "'" + String(repeating: "n", count: 63) + "\\u{1B}…'")
    }

    @Test func aLinkDecoderQuotesAHugeNameShortly() {
        #expect(LinkDecodingError.quoted(huge) == short)
    }

    @Test func aParentLinkThatGoesRoundIsQuotedShortly() {
        let failure = LinkFailure.parent(link: huge, .cycle)

        #expect(failure.description == "the parent link \(short) matches a pattern already on the link's chain of parents")
    }

    @Test func aCompositionProblemQuotesAHugeNameShortly() {
        let problem = CompositionProblem.pluginName(huge)

        #expect(problem.description == "two plugins are named \(short)")
    }

    @Test func aCompositionProblemEscapesAQuoteInAName() {
        let problem = CompositionProblem.pluginName("it's")

        #expect(problem.description == #"two plugins are named 'it\'s'"#)
    }

    @Test func aGuardPrerequisiteQuotesItsNamesEscapingAQuoteAndBidirectionalFormatting() {
        let prerequisite = GuardPrerequisite(guardName: "it's", requires: "a\u{202E}b", line: 1, column: 1)

        #expect(prerequisite.description == #"'it\'s' requires 'a\u{202E}b'"#)
    }

    @Test func anIgnoredTapQuotesATabNameBoundedAndEscaped() {
        let reason = IgnoreReason.unknownTab("it's\u{1B}[2J" + huge)

        #expect(reason.description == #"no tab is named 'it\'s\u{1B}[2J"# + String(repeating: "n", count: 56) + "…'")
    }

    @Test func aDuplicateYAMLKeyIsQuotedWithItsBidirectionalFormattingEscaped() {
        var message = ""

        do {
            _ = try YAMLParser().parse("\"a\\u202Eb\": 1\n\"a\\u202Eb\": 2\n")
        } catch {
            message = error.description
        }

        #expect(message.hasSuffix(#"duplicate mapping key 'a\u{202E}b'"#), "\(message)")
    }
}
