import Router
import RouterTestSupport
import Testing

/// `LeaveGuardedScreen`: asked top first on every path that removes it; a refusal changes
/// nothing; a confirmation is asked of `LeaveConfirming`; a sign-out overrides a refusal.
@MainActor @Suite struct LeaveGuardTests {
    /// Shows a form on top (pushed unless told) answering `decision`.
    @discardableResult
    private func showForm(
        _ router: NavigationRouter, _ stack: RecordingNavigationStack, name: String = "OrderForm",
        decision: LeaveDecision = .refuse, presentation: Presentation = .push, requires: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> FormScreen {
        router.show(formDestination(name, presentation: presentation, requires: requires))
        let form = try #require(stack.top as? FormScreen, sourceLocation: sourceLocation)
        form.decision = decision
        return form
    }

    // MARK: Each path that removes a screen

    @Test func refusedBackChangesNothing() throws {
        let (router, stack) = makeCoreApp()
        router.route(Pizza.fixture())
        let form = try showForm(router, stack)
        let before = RouterSnapshot(router, stack)

        let event = router.back()

        #expect(event == .leave(.refused, "OrderForm"))
        #expect(RouterSnapshot(router, stack) == before)
        #expect(form.asked == 1)
        #expect(stack.log.lines == ["push PizzaDetail", "push OrderForm", "leave refused OrderForm"])
    }

    @Test func allowedBackLeavesTheScreen() throws {
        let (router, stack) = makeCoreApp()
        let form = try showForm(router, stack, decision: .allow)

        let event = router.back()

        #expect(event == .pop("OrderForm"))
        #expect(form.asked == 1)
        #expect(stack.screenNames == ["Home"])
    }

    @Test func refusedBackReturningAValueChangesNothingAndDeliversNothing() throws {
        let (router, stack) = makeCoreApp()
        let results = ResultRecorder<String>()
        router.show(formDestination(), expecting: String.self, onResult: results.handler)
        let form = try #require(stack.top as? FormScreen)
        form.decision = .refuse
        let before = RouterSnapshot(router, stack)

        let event = router.back(returning: "Large")

        #expect(event == .leave(.refused, "OrderForm"))
        #expect(RouterSnapshot(router, stack) == before)
        #expect(results.results.isEmpty)
        #expect(stack.log.lines.last == "leave refused OrderForm")
    }

    @Test func homeAsksEveryScreenItRemovesTopFirst() throws {
        let (router, stack) = makeCoreApp()
        let lower = try showForm(router, stack, name: "LowerForm")
        let upper = try showForm(router, stack, name: "UpperForm", decision: .allow)
        router.route(Pizza.fixture())
        let before = RouterSnapshot(router, stack)

        let event = router.home()

        #expect(event == .leave(.refused, "LowerForm"))
        #expect(upper.asked == 1)
        #expect(lower.asked == 1)
        #expect(RouterSnapshot(router, stack) == before)
    }

    @Test func theTopmostRefusalIsTheOneNotedAndScreensBelowAreNotAsked() throws {
        let (router, stack) = makeCoreApp()
        let lower = try showForm(router, stack, name: "LowerForm")
        let upper = try showForm(router, stack, name: "UpperForm")

        router.home()

        #expect(upper.asked == 1)
        #expect(lower.asked == 0)
        #expect(stack.log.lines.last == "leave refused UpperForm")
    }

    @Test func refusedGoChangesNothing() throws {
        let (router, stack) = makeCoreApp()
        try showForm(router, stack)
        let before = RouterSnapshot(router, stack)

        let outcome = router.go(to: [textDestination("Menu")])

        #expect(outcome == .leaveRefused("OrderForm"))
        #expect(RouterSnapshot(router, stack) == before)
        #expect(stack.log.lines.last == "leave refused OrderForm")
    }

    @Test func refusedLinkFromTheRootChangesNothing() throws {
        let (router, stack) = makeCoreApp()
        try showForm(router, stack)
        let before = RouterSnapshot(router, stack)

        let outcome = router.open("app://pizza/Diavola")

        #expect(outcome == .leaveRefused("OrderForm"))
        #expect(RouterSnapshot(router, stack) == before)
        #expect(stack.log.lines.suffix(2) == ["link app://pizza/Diavola", "leave refused OrderForm"])
    }

    @Test func aLinkOnTopRemovesNothingSoAsksNothing() throws {
        let (router, stack) = makeCoreApp()
        let form = try showForm(router, stack)

        let outcome = router.open("app://pizza/Diavola", placement: .onTop)

        #expect(outcome == .pushed("PizzaDetail"))
        #expect(form.asked == 0)
        #expect(stack.screenNames == ["Home", "OrderForm", "PizzaDetail"])
    }

    @Test func refusedCancelKeepsThePendingDestination() throws {
        let (router, stack) = makeCoreApp()
        router.route(Place.order)
        try showForm(router, stack)
        let before = RouterSnapshot(router, stack)

        let event = router.cancelPending()

        #expect(event == .leave(.refused, "OrderForm"))
        #expect(router.pending?.destination.screen == "Order")
        #expect(RouterSnapshot(router, stack) == before)
    }

    @Test func backOnARefusingGuardScreenKeepsThePendingDestination() throws {
        let (router, stack) = makeCoreApp()
        router.route(Place.order)
        let signIn = try #require(stack.top as? FormScreen)
        signIn.decision = .refuse
        let before = RouterSnapshot(router, stack)

        let event = router.back()

        #expect(event == .leave(.refused, "SignIn"))
        #expect(before.pendingScreen == "Order")
        #expect(RouterSnapshot(router, stack) == before)
    }

    @Test func refusedResumeWaitsAndResumesOnceAllowed() throws {
        let conditions = FakeConditions()
        let (router, stack) = makeCoreApp(conditions: conditions)
        router.route(Place.order)
        let form = try showForm(router, stack)
        conditions.holding = ["signedIn"]
        let before = RouterSnapshot(router, stack)

        let refused = router.conditionsDidChange()

        #expect(refused == .leaveRefused("OrderForm"))
        #expect(RouterSnapshot(router, stack) == before)
        #expect(stack.log.lines.last == "leave refused OrderForm")
        form.decision = .allow
        let resumed = router.conditionsDidChange()
        #expect(resumed == .pushed("Order"))
        #expect(stack.screenNames == ["Home", "Order"])
    }

    @Test func aSatisfiedGuardScreenThatRefusesStays() throws {
        let conditions = FakeConditions()
        let (router, stack) = makeCoreApp(conditions: conditions)
        router.route(Place.order)
        router.cancelPending()
        router.show(formDestination("SignIn", presentation: .modal))  // shown by hand, nothing pending
        let signIn = try #require(stack.top as? FormScreen)
        signIn.decision = .refuse
        conditions.holding = ["signedIn"]

        router.conditionsDidChange()

        #expect(stack.screenNames == ["Home", "SignIn"])
        #expect(stack.log.lines.last == "leave refused SignIn")
    }

    // MARK: Confirmations

    @Test func aConfirmationGivenLeavesTheScreen() throws {
        let confirmations = ScriptedConfirmations(answer: true)
        let (router, stack) = makeCoreApp(confirmations: confirmations)
        try showForm(router, stack, decision: .confirm("Discard your order?"))

        let event = router.back()

        #expect(event == .pop("OrderForm"))
        #expect(confirmations.questions.map(\.screen) == ["OrderForm"])
        #expect(confirmations.questions.map(\.question) == ["Discard your order?"])
        #expect(stack.log.lines.suffix(2) == ["leave confirmed OrderForm", "pop OrderForm"])
    }

    @Test func aConfirmationDeclinedChangesNothing() throws {
        let confirmations = ScriptedConfirmations(answer: false)
        let (router, stack) = makeCoreApp(confirmations: confirmations)
        try showForm(router, stack, decision: .confirm("Discard your order?"))
        let before = RouterSnapshot(router, stack)

        let outcome = router.go(to: [])

        #expect(outcome == .leaveRefused("OrderForm"))
        #expect(confirmations.questions.count == 1)
        #expect(RouterSnapshot(router, stack) == before)
        #expect(stack.log.lines.last == "leave refused OrderForm")
    }

    @Test func withoutAConfirmerEveryQuestionIsAnsweredNo() throws {
        let (router, stack) = makeCoreApp(confirmations: nil)
        try showForm(router, stack, decision: .confirm("Discard?"))
        let before = RouterSnapshot(router, stack)

        let event = router.home()

        #expect(event == .leave(.refused, "OrderForm"))
        #expect(RouterSnapshot(router, stack) == before)
    }

    @Test func aDeclinedConfirmationAboveStopsBeforeAskingBelow() throws {
        let confirmations = ScriptedConfirmations(answer: false)
        let (router, stack) = makeCoreApp(confirmations: confirmations)
        let lower = try showForm(router, stack, name: "LowerForm", decision: .confirm("Lower?"))
        try showForm(router, stack, name: "UpperForm", decision: .confirm("Upper?"))

        router.home()

        #expect(confirmations.questions.map(\.question) == ["Upper?"])
        #expect(lower.asked == 0)
    }

    @Test func aConfirmationIsNotedOnlyWhenTheNavigationGoesAhead() throws {
        let confirmations = ScriptedConfirmations(script: [true, false])
        let (router, stack) = makeCoreApp(confirmations: confirmations)
        try showForm(router, stack, name: "LowerForm", decision: .confirm("Lower?"))
        try showForm(router, stack, name: "UpperForm", decision: .confirm("Upper?"))
        let before = RouterSnapshot(router, stack)

        let event = router.home()

        #expect(event == .leave(.refused, "LowerForm"))
        #expect(confirmations.questions.map(\.question) == ["Upper?", "Lower?"])
        #expect(RouterSnapshot(router, stack) == before)
        #expect(stack.log.lines == ["push LowerForm", "push UpperForm", "leave refused LowerForm"])
    }

    @Test func everyConfirmationIsNotedTopFirstBeforeTheScreensLeave() throws {
        let confirmations = ScriptedConfirmations(answer: true)
        let (router, stack) = makeCoreApp(confirmations: confirmations)
        try showForm(router, stack, name: "LowerForm", decision: .confirm("Lower?"))
        try showForm(router, stack, name: "UpperForm", decision: .confirm("Upper?"))

        router.home()

        #expect(stack.log.lines.dropFirst(2) == ["leave confirmed UpperForm", "leave confirmed LowerForm", "pop-to-root Home"])
    }

    // MARK: Security first

    @Test func signingOutRemovesARefusingScreenAndNotesTheOverride() throws {
        let conditions = FakeConditions(holding: ["signedIn"])
        let (router, stack) = makeCoreApp(conditions: conditions)
        router.route(Pizza.fixture())
        let form = try showForm(router, stack, requires: "signedIn")

        conditions.holding = []
        router.conditionsDidChange()

        #expect(form.asked == 1)
        #expect(stack.screenNames == ["Home", "PizzaDetail"])
        #expect(stack.log.lines.suffix(2) == ["leave overridden OrderForm", "pop OrderForm"])
    }

    @Test func signingOutPutsNoQuestion() throws {
        let conditions = FakeConditions(holding: ["signedIn"])
        let confirmations = ScriptedConfirmations(answer: false)
        let (router, stack) = makeCoreApp(conditions: conditions, confirmations: confirmations)
        try showForm(router, stack, decision: .confirm("Discard?"), requires: "signedIn")

        conditions.holding = []
        router.conditionsDidChange()

        #expect(confirmations.questions.isEmpty)
        #expect(stack.screenNames == ["Home"])
        #expect(stack.log.lines.suffix(2) == ["leave overridden OrderForm", "pop OrderForm"])
    }

    @Test func signingOutLeavesAllowingScreensWithoutANote() throws {
        let conditions = FakeConditions(holding: ["signedIn"])
        let (router, stack) = makeCoreApp(conditions: conditions)
        try showForm(router, stack, decision: .allow, requires: "signedIn")

        conditions.holding = []
        router.conditionsDidChange()

        #expect(stack.log.lines == ["push OrderForm", "pop OrderForm"])
    }

    // MARK: Tabs

    @Test func aRefusalInATabNamesTheTab() throws {
        let (router, stack) = makeCoreApp(tabs: true)
        router.select(tab: "Menu")
        try showForm(router, stack)
        let before = RouterSnapshot(router, stack)

        let event = router.back()

        #expect(event == .inTab("Menu", .leave(.refused, "OrderForm")))
        #expect(RouterSnapshot(router, stack) == before)
        #expect(stack.log.lines.last == "Menu: leave refused OrderForm")
    }

    @Test func aLinkIntoAnotherTabIsRefusedByAScreenOfThatTab() throws {
        let (router, stack) = makeCoreApp(tabs: true)
        router.select(tab: "Menu")
        try showForm(router, stack)
        router.select(tab: "Home")
        router.route(Pizza.fixture())
        let before = RouterSnapshot(router, stack)

        let outcome = router.open("app://section/menu")

        #expect(outcome == .leaveRefused("OrderForm"))
        #expect(RouterSnapshot(router, stack) == before)
        #expect(stack.selectedTab == "Home")
        #expect(stack.log.lines.suffix(2) == ["link app://section/menu", "Menu: leave refused OrderForm"])
    }

    @Test func aModalCoverThatRefusesKeepsTheTabsAsTheyAre() throws {
        let (router, stack) = makeCoreApp(tabs: true)
        router.route(Pizza.fixture())
        try showForm(router, stack, presentation: .modal)
        let before = RouterSnapshot(router, stack)

        let outcome = router.open("app://section/menu")

        #expect(outcome == .leaveRefused("OrderForm"))
        #expect(RouterSnapshot(router, stack) == before)
        #expect(names(stack, inTab: "Home") == ["Home", "PizzaDetail", "OrderForm"])
        #expect(stack.log.lines.last == "Home: leave refused OrderForm")
    }

    @Test func aModalCoverThatAllowsIsDismissedBeforeSwitchingTabs() throws {
        let (router, stack) = makeCoreApp(tabs: true)
        let form = try showForm(router, stack, decision: .allow, presentation: .modal)

        let outcome = router.open("app://section/menu")

        #expect(outcome == .went(tab: "Menu", stack: ["Menu"]))
        #expect(form.asked == 1)
        #expect(stack.log.lines.suffix(3) == ["Home: dismiss OrderForm", "tab Menu", "Menu: go Menu"])
    }

    @Test func goInAnotherTabIsRefusedByThatTabsScreen() throws {
        let (router, stack) = makeCoreApp(tabs: true)
        router.select(tab: "Menu")
        try showForm(router, stack)
        router.select(tab: "Home")
        let before = RouterSnapshot(router, stack)

        let outcome = router.go(to: [], inTab: "Menu")

        #expect(outcome == .leaveRefused("OrderForm"))
        #expect(RouterSnapshot(router, stack) == before)
        #expect(stack.log.lines.last == "Menu: leave refused OrderForm")
    }

    @Test func signingOutOverridesARefusalInATabThatIsNotSelected() throws {
        let conditions = FakeConditions(holding: ["signedIn"])
        let (router, stack) = makeCoreApp(conditions: conditions, tabs: true)
        try showForm(router, stack, requires: "signedIn")
        router.select(tab: "Menu")

        conditions.holding = []
        router.conditionsDidChange()

        #expect(names(stack, inTab: "Home") == ["Home"])
        #expect(stack.selectedTab == "Menu")
        #expect(stack.log.lines.suffix(2) == ["Home: leave overridden OrderForm", "Home: pop OrderForm"])
    }
}
