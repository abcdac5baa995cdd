import Router
import RoutesFiles
import Testing

@MainActor @Suite struct ClosestMatchTests {
    @Test(arguments: [
        ("tpa", "tap"), ("expct", "expect"), ("STACK", "stack"), ("hme", "home"),
    ])
    func closeWordsFindTheirCandidate(word: String, match: String) {
        #expect(ClosestMatch.find(word, in: ["tap", "back", "home", "stack", "expect"]) == match)
    }

    @Test func distantWordsFindNothing() {
        #expect(ClosestMatch.find("teleport", in: ["tap", "back"]) == nil)
        #expect(ClosestMatch.find(String(repeating: "x", count: 10_000), in: ["tap"]) == nil)
    }

    @Test func editDistanceCountsInsertionsDeletionsAndSubstitutions() {
        #expect(ClosestMatch.editDistance(Array("kitten".unicodeScalars), Array("sitting".unicodeScalars)) == 3)
        #expect(ClosestMatch.editDistance([], Array("abc".unicodeScalars)) == 3)
    }
}
