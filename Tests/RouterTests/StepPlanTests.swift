import Router
import Testing

@Suite("Back, home and a tab planned from the screens shown alone")
struct StepPlanTests {
    @Test func backOnTheGuardsScreenCancelsTheDestinationItHolds() {
        let shape = StackShape(depth: 3, guardScreenOnTop: true)

        let plan = StepPlan.plan(.back, on: shape)

        #expect(plan == .cancelPending)
    }

    @Test func backAboveTheRootGoesBackOneStep() {
        let shape = StackShape(depth: 2, tabs: ["Home", "Orders"], selectedTab: "Orders")

        let plan = StepPlan.plan(.back, on: shape)

        #expect(plan == .back)
    }

    @Test func backAtTheRootOfAnotherTabSelectsTheFirstTab() {
        let shape = StackShape(depth: 1, tabs: ["Home", "Orders"], selectedTab: "Orders")

        let plan = StepPlan.plan(.back, on: shape)

        #expect(plan == .select(tab: "Home"))
    }

    @Test func backAtTheFirstTabsRootLeavesTheRefusalToTheStack() {
        let shape = StackShape(depth: 1, tabs: ["Home", "Orders"], selectedTab: "Home")

        let plan = StepPlan.plan(.back, on: shape)

        #expect(plan == .back)
    }

    @Test func backAtTheRootWithoutTabsLeavesTheRefusalToTheStack() {
        #expect(StepPlan.plan(.back, on: StackShape(depth: 1)) == .back)
        #expect(StepPlan.plan(.back, on: StackShape(depth: 0)) == .back)
    }

    @Test func backAtATabRootComparesTabNamesByScalars() {
        // "é" precomposed and decomposed are canonically equal, but not the same name.
        let shape = StackShape(depth: 1, tabs: ["Caf\u{E9}", "Orders"], selectedTab: "Cafe\u{301}")

        let plan = StepPlan.plan(.back, on: shape)

        #expect(plan == .select(tab: "Caf\u{E9}"))
    }

    @Test func homePopsToTheRootAndLeavesARootOnlyStackToRefuse() {
        #expect(StepPlan.plan(.home, on: StackShape(depth: 4)) == .popToRoot)
        #expect(StepPlan.plan(.home, on: StackShape(depth: 1)) == .popToRoot)
    }

    @Test func selectingATabOnAStackWithoutTabsIsRefusedBeforeAnyoneIsAsked() {
        let plan = StepPlan.plan(.select(tab: "Orders"), on: StackShape(depth: 2))

        #expect(plan == .refused(.refused(.tab, .unknownTab)))
    }

    @Test func selectingATabLeavesUnknownNamesToTheStackThatHasTabs() {
        let shape = StackShape(depth: 1, tabs: ["Home"], selectedTab: "Home")

        let plan = StepPlan.plan(.select(tab: "Nowhere"), on: shape)

        #expect(plan == .select(tab: "Nowhere"))
    }
}
