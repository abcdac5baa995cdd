import Router
import Testing

@Suite struct NavigationLogTests {
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

        #expect(diff?.description == """
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

    @Test func aHugeDifferenceIsShownAsWholeBlocks() {
        let expected = (0..<3_000).map { "push A\($0)" }
        let actual = (0..<3_000).map { "push B\($0)" }

        let diff = LineDiff(expected: expected, actual: actual)

        #expect(diff.lines.count == 6_000)
        #expect(diff.lines.first == .removed("push A0"))
        #expect(diff.lines.last == .added("push B2999"))
    }

    @Test func logPrintsOneEventPerLine() {
        let log: NavigationLog = [.push("Menu"), .refused(.pop, .rootOnly)]

        #expect(log.description == "push Menu\npop refused (root only)")
    }
}
