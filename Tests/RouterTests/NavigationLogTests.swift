import Router
import RouterTestSupport
import RouterTooling
import Testing

@MainActor @Suite struct NavigationLogTests {
    @Test func equalLogsHaveNoDifference() {
        let log: NavigationLog = [.push("Menu"), .pop("Menu")]

        #expect(log.difference(from: ["push Menu", "pop Menu"]) == nil)
        #expect(log.difference(from: log) == nil)
    }

    @Test func expectedLinesAreComparedAfterCollapsingSpaces() {
        let log: NavigationLog = [.push("Menu")]

        #expect(log.difference(from: ["  push   Menu\t"]) == nil)
    }

    @Test func differenceShowsRemovedAndAddedLinesAroundSharedOnes() {
        let log: NavigationLog = [.push("Menu"), .push("DrinkDetail"), .pop("DrinkDetail")]

        let diff = log.difference(from: ["push Menu", "push PizzaDetail", "pop DrinkDetail"])

        #expect(
            diff?.description == """
                --- expected
                +++ actual
                  push Menu
                - push PizzaDetail
                + push DrinkDetail
                  pop DrinkDetail
                """)
    }

    @Test func missingAndExtraEventsShowAsOneSidedLines() {
        let log: NavigationLog = [.push("Menu")]

        let diff = log.difference(from: ["push Menu", "push PizzaDetail"])

        #expect(diff?.lines == [.same("push Menu"), .removed("push PizzaDetail")])
    }

    @Test func aHugeDifferenceShowsItsFirstLinesAndCountsTheRest() {
        let expected = (0..<3_000).map { "push A\($0)" }
        let actual = (0..<3_000).map { "push B\($0)" }

        let diff = LineDiff(expected: expected, actual: actual)

        #expect(diff.lines.count == LineDiff.maximumShownChanges)
        #expect(diff.lines.first == .removed("push A0"))
        #expect(diff.hiddenChanges == 6_000 - LineDiff.maximumShownChanges)
        #expect(diff.description.hasSuffix("\n... 5980 more differing lines not shown"))
    }

    @Test func aDifferenceDeepInALongLogShowsOnlyItsContext() {
        let actual = (1...10_000).map { "push S\($0)" }
        var expected = actual
        expected[4_999] = "push X"

        let diff = LineDiff(expected: expected, actual: actual)

        #expect(
            diff.description == """
                --- expected
                +++ actual
                ... 4996 equal lines
                  push S4997
                  push S4998
                  push S4999
                - push X
                + push S5000
                  push S5001
                  push S5002
                  push S5003
                """)
    }

    @Test func onlyTheFirstGroupOfChangesIsShownAndTheOthersAreCounted() {
        let actual = (1...100).map { "push S\($0)" }
        var expected = actual
        expected[9] = "push X"
        expected.remove(at: 59)
        expected.insert("push Y", at: 80)

        let diff = LineDiff(expected: expected, actual: actual)

        #expect(diff.lines.filter { if case .same = $0 { false } else { true } }.count == 2)
        #expect(diff.removedCount == 2)
        #expect(diff.addedCount == 2)
        #expect(diff.hiddenChanges == 2)
    }

    @Test func aLongLogAgainstAFewExpectedLinesShowsABoundedDiff() {
        let log = NavigationLog((1...200_000).map { .push("S\($0)") })

        let diff = log.difference(from: ["push S1", "push Nowhere"])

        #expect(diff?.lines.count ?? 0 <= LineDiff.contextLines + LineDiff.maximumShownChanges)
        #expect(diff?.lines.first == .same("push S1"))
        #expect(diff?.removedCount == 1)
        #expect(diff?.addedCount == 199_999)
    }

    @Test func smallDifferencesAreAlignedWithTheFewestEdits() {
        var random = SplitMix64(seed: 7)
        for _ in 0..<300 {
            let expected = (0..<Int.random(in: 0...12, using: &random)).map { _ in "e\(Int.random(in: 0...3, using: &random))" }
            let actual = (0..<Int.random(in: 0...12, using: &random)).map { _ in "e\(Int.random(in: 0...3, using: &random))" }

            let diff = LineDiff(expected: expected, actual: actual)

            let common = Self.longestCommonSubsequence(expected, actual)
            #expect(diff.removedCount == expected.count - common)
            #expect(diff.addedCount == actual.count - common)
            #expect(diff.isEmpty == (expected == actual))
        }
    }

    private static func longestCommonSubsequence(_ a: [String], _ b: [String]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for j in b.indices {
                let above = row[j + 1]
                row[j + 1] = x == b[j] ? diagonal + 1 : max(row[j], above)
                diagonal = above
            }
        }
        return row[b.count]
    }

    @Test func expectedLogTextMayUseAnyLineEnding() {
        let text = "push Menu\r\n  # a comment\r\npush PizzaDetail\rpop PizzaDetail\n\r\n"

        #expect(ExpectedLog.lines(of: text) == ["push Menu", "push PizzaDetail", "pop PizzaDetail"])
    }

    @Test func logPrintsOneEventPerLine() {
        let log: NavigationLog = [.push("Menu"), .refused(.pop, .rootOnly)]

        #expect(log.description == "push Menu\npop refused (root only)")
    }

    @Test func logDiffersFromLinesWhoseTabNameDiffersOnlyInNormalisation() {
        let log: NavigationLog = [.inTab("Caf\u{E9}", .push("Menu"))]

        let diff = log.difference(from: ["Cafe\u{301}: push Menu"])

        #expect(diff?.removedCount == 1)
        #expect(diff?.addedCount == 1)
    }

    @Test func logsWhoseEventsDifferOnlyInNormalisationAreNotEqual() {
        let precomposed: NavigationLog = [.inTab("Caf\u{E9}", .push("Menu")), .go(["Home", "Caf\u{E9}"])]
        let decomposed: NavigationLog = [.inTab("Cafe\u{301}", .push("Menu")), .go(["Home", "Cafe\u{301}"])]

        #expect(precomposed != decomposed)
        #expect(Set([precomposed, decomposed]).count == 2)
        #expect(precomposed.difference(from: decomposed) != nil)
    }

    @Test func diffAlignsLinesThatDifferOnlyInNormalisationAsDifferent() {
        let log: NavigationLog = [.push("Tea"), .push("Caf\u{E9}")]

        let diff = log.difference(from: ["push Coffee", "push Cafe\u{301}"])

        #expect(diff?.removedCount == 2)
        #expect(diff?.addedCount == 2)
    }

    @Test func everyLogLineIsReadBackExactlyAsAGoldenLogWritesIt() {
        let lines = [
            "#Home: push Menu", "\"q\": push A", " lead: push B", "trail : push C\t", "two  spaces: pop D", "plain line",
            "back\\slash: push \"E\"",
        ]

        let read = ExpectedLog.lines(of: lines.map(ExpectedLog.written).joined(separator: "\n"))

        #expect(read == lines)
        #expect(ExpectedLog.written("push Menu") == "push Menu")
        #expect(ExpectedLog.lines(of: "  push   Menu  ") == ["push Menu"])
    }
}
