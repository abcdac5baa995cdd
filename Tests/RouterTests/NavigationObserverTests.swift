import Router
import RouterTestSupport
import Testing

/// `NavigationObserver`: asked before every navigation (veto, redirect), told every event
/// the stack logs, in order.
@MainActor @Suite struct NavigationObserverTests {
    /// An observer vetoing every request whose intent summary starts with `prefix`.
    private func vetoing(_ prefix: String, reason: String = "closed") -> RecordingObserver {
        RecordingObserver { $0.intent.summary.hasPrefix(prefix) ? .veto(reason) : .proceed }
    }

    // MARK: Asked before

    @Test func everyPathAsksTheObserverFirst() {
        let observer = RecordingObserver()
        let (router, stack) = makeCoreApp(conditions: FakeConditions(holding: ["signedIn"]), observers: [observer], tabs: true)
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly

        router.route(Pizza.fixture())
        router.show(textDestination("About", presentation: .modal))
        router.back(returning: "x")
        router.go(to: [textDestination("Detail")])
        router.home()
        router.select(tab: "Menu")
        router.back()

        #expect(
            observer.intents == [
                "show PizzaDetail", "show About", "back -> x", "go Detail", "home", "tab Menu", "back",
            ])
        #expect(observer.requests.map(\.tab) == ["Home", "Home", "Home", "Home", "Home", "Home", "Menu"])
        #expect(observer.requests.allSatisfy { !$0.isForced && $0.link == nil })
    }

    @Test func linksAreAskedWithTheLink() {
        let observer = RecordingObserver()
        let (router, stack) = makeCoreApp(observers: [observer])
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly

        router.open("app://pizza/Diavola", placement: .onTop)
        router.open("app://section/menu")

        #expect(observer.intents == ["show PizzaDetail", "go Menu"])
        #expect(observer.requests.map(\.link) == ["app://pizza/Diavola", "app://section/menu"])
    }

    @Test func aLinkIntoAnotherTabIsAskedAsAGoInThatTab() {
        let observer = RecordingObserver()
        let (router, stack) = makeCoreApp(observers: [observer], tabs: true)
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly

        router.open("app://section/menu")

        #expect(observer.intents == ["go "])
        #expect(observer.requests.first?.tab == "Menu")
        #expect(observer.requests.first?.link == "app://section/menu")
    }

    @Test(arguments: ["show", "go"])
    func aDestinationThatCannotBeShownIsRefusedBeforeAnyObserverIsAsked(path: String) {
        let observer = RecordingObserver()
        let (router, stack) = makeCoreApp(observers: [observer])
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly
        let vault = Destination.push("Vault", requires: "nobodyKnows") { _ in TextScreen(name: "Vault", title: "Vault") }

        let outcome = path == "show" ? router.show(vault) : router.go(to: [vault])

        #expect(outcome == .ignored(.unknownGuard("nobodyKnows")))
        #expect(observer.intents.isEmpty)
    }

    @Test func replacingEveryTabsStackAndSelectingATabAsksAboutTheSelectionOnce() throws {
        let observer = RecordingObserver()
        let (router, stack) = makeCoreApp(observers: [observer], tabs: true)
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly

        let events = try router.go(toEach: [(tab: "Menu", path: [textDestination("Detail")])], selecting: "Menu").get()

        #expect(observer.intents == ["tab Menu", "go Detail"])
        #expect(events.count == 2)
        #expect(stack.selectedTab == "Menu")
    }

    @Test func resumingAHeldDestinationIsAsked() {
        let conditions = FakeConditions()
        let observer = RecordingObserver()
        let (router, stack) = makeCoreApp(conditions: conditions, observers: [observer])
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly
        router.route(Place.order)

        conditions.holding = ["signedIn"]
        router.conditionsDidChange()

        #expect(observer.intents == ["show Order", "resume Order"])
    }

    // MARK: Veto

    @Test(arguments: ["show", "go", "link", "link on top", "tab link"])
    func aVetoedShowingNavigationChangesNothing(path: String) {
        let observer = RecordingObserver { _ in .veto("closed") }
        let (router, stack) = makeCoreApp(observers: [observer], tabs: path == "tab link")
        let before = RouterSnapshot(router, stack)

        let outcome: RouteOutcome =
            switch path {
            case "show": router.route(Pizza.fixture())
            case "go": router.go(to: [textDestination("Menu")])
            case "link": router.open("app://pizza/Diavola")
            case "link on top": router.open("app://pizza/Diavola", placement: .onTop)
            default: router.open("app://section/menu")
            }

        #expect(outcome == .vetoed("closed"))
        #expect(RouterSnapshot(router, stack) == before)
        #expect(stack.log.lines.last?.hasSuffix("veto closed") == true)
        #expect(!stack.log.lines.contains { $0.contains("push") || $0.contains("go ") || $0.contains("tab ") })
    }

    @Test(arguments: ["back", "back returning", "home", "tab", "cancel"])
    func aVetoedEventChangesNothing(path: String) {
        let (router, stack) = makeCoreApp(tabs: true)
        router.route(Place.order)  // SignIn, pending Order
        router.route(Pizza.fixture())
        if path == "cancel" { router.back() }
        let observer = RecordingObserver { _ in .veto("busy") }
        router.addObserver(observer)
        let before = RouterSnapshot(router, stack)

        let event =
            switch path {
            case "back": router.back()
            case "back returning": router.back(returning: "x")
            case "home": router.home()
            case "tab": router.select(tab: "Menu")
            default: router.cancelPending()
            }

        #expect(event == .inTab("Home", .veto("busy")))
        #expect(RouterSnapshot(router, stack) == before)
        #expect(stack.log.lines.last == "Home: veto busy")
    }

    @Test func aRedirectOnBackIsAVeto() {
        let observer = RecordingObserver { request in
            if case .back = request.intent { return .redirect(textDestination("Help"), reason: "help first") }
            return .proceed
        }
        let (router, stack) = makeCoreApp(observers: [observer])
        router.route(Pizza.fixture())

        let event = router.back()

        #expect(event == .veto("help first"))
        #expect(stack.screenNames == ["Home", "PizzaDetail"])
    }

    @Test func aVetoedResumeDropsThePendingDestination() {
        let conditions = FakeConditions()
        let observer = vetoing("resume", reason: "later")
        let (router, stack) = makeCoreApp(conditions: conditions, observers: [observer])
        router.route(Place.order)

        conditions.holding = ["signedIn"]
        let outcome = router.conditionsDidChange()

        #expect(outcome == .vetoed("later"))
        #expect(router.pending == nil)
        #expect(!stack.screenNames.contains("Order"))
        #expect(stack.log.lines.contains("veto later"))
    }

    @Test func theFirstObserverToAnswerOtherThanProceedWins() {
        let first = RecordingObserver()
        let second = RecordingObserver { _ in .veto("second") }
        let third = RecordingObserver { _ in .veto("third") }
        let (router, stack) = makeCoreApp(observers: [first, second])
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly
        router.addObserver(third)

        let outcome = router.route(Pizza.fixture())

        #expect(outcome == .vetoed("second"))
        #expect(first.requests.count == 1)
        #expect(third.requests.isEmpty)
    }

    @Test func aRemovedObserverIsNeitherAskedNorTold() {
        let observer = vetoing("show")
        let (router, stack) = makeCoreApp(observers: [observer])
        router.removeObserver(observer)

        let outcome = router.route(Pizza.fixture())

        #expect(outcome == .pushed("PizzaDetail"))
        #expect(observer.requests.isEmpty)
        #expect(observer.events.isEmpty)
        #expect(stack.screenNames == ["Home", "PizzaDetail"])
    }

    // MARK: Redirect

    @Test func aRedirectShowsTheOtherDestinationInstead() {
        let observer = RecordingObserver { request in
            if case .show(let destination) = request.intent, destination.screen == "PizzaDetail" {
                return .redirect(textDestination("Promo"), reason: "promo")
            }
            return .proceed
        }
        let (router, stack) = makeCoreApp(observers: [observer])

        let outcome = router.route(Pizza.fixture())

        #expect(outcome == .pushed("Promo"))
        #expect(stack.log.lines == ["redirect promo", "push Promo"])
        #expect(observer.intents == ["show PizzaDetail", "show Promo"])
    }

    @Test func aRedirectOfGoShowsTheDestinationOnTheCurrentStack() {
        let observer = vetoingGoWithRedirect()
        let (router, stack) = makeCoreApp(observers: [observer])
        router.route(Pizza.fixture())

        let outcome = router.go(to: [textDestination("Menu")])

        #expect(outcome == .pushed("Promo"))
        #expect(stack.screenNames == ["Home", "PizzaDetail", "Promo"])
    }

    private func vetoingGoWithRedirect() -> RecordingObserver {
        RecordingObserver { request in
            if case .go = request.intent { return .redirect(textDestination("Promo"), reason: "promo") }
            return .proceed
        }
    }

    /// The person still sees the selected tab: a destination shown in another tab would be
    /// shown to nobody.
    @Test func aRedirectOfALinkIntoAnotherTabShowsTheDestinationInTheSelectedTab() {
        let observer = vetoingGoWithRedirect()
        let (router, stack) = makeCoreApp(observers: [observer], tabs: true)

        let outcome = router.open("app://section/menu")

        #expect(outcome == .pushed("Promo"))
        #expect(observer.requests.first?.tab == "Menu")
        #expect(stack.selectedTab == "Home")
        #expect(names(stack, inTab: "Home") == ["Home", "Promo"])
        #expect(names(stack, inTab: "Menu") == ["Menu"])
        #expect(stack.log.lines == ["link app://section/menu", "Home: redirect promo", "Home: push Promo"])
    }

    @Test func aRedirectedDestinationIsStillCheckedByItsGuard() {
        let observer = RecordingObserver { request in
            if case .show(let destination) = request.intent, destination.screen == "PizzaDetail" {
                return .redirect(
                    .push("Order", requires: "signedIn") { _ in TextScreen(name: "Order", title: "Order") }, reason: "order")
            }
            return .proceed
        }
        let (router, stack) = makeCoreApp(observers: [observer])

        let outcome = router.route(Pizza.fixture())

        #expect(outcome == .redirected(guardName: "signedIn", screen: "SignIn"))
        #expect(stack.log.lines == ["redirect order", "redirect signedIn", "present SignIn"])
    }

    @Test func redirectsThatNeverEndStopAtTheBound() {
        var count = 0
        let observer = RecordingObserver { _ in
            count += 1
            return .redirect(textDestination("Step\(count)"), reason: "r\(count)")
        }
        let (router, stack) = makeCoreApp(observers: [observer])

        let outcome = router.route(Pizza.fixture())

        let reasons = (1...(NavigationRouter.maxRedirects + 1)).map { "r\($0)" }
        #expect(outcome == .ignored(.redirectLoop(reasons)))
        #expect(stack.screenNames == ["Home"])
        #expect(stack.log.lines == reasons.dropLast().map { "redirect \($0)" })
    }

    @Test func redirectsUpToTheBoundAreFollowed() {
        var count = 0
        let observer = RecordingObserver { _ in
            count += 1
            return count <= NavigationRouter.maxRedirects
                ? .redirect(textDestination("Step\(count)"), reason: "r\(count)") : .proceed
        }
        let (router, stack) = makeCoreApp(observers: [observer])

        let outcome = router.route(Pizza.fixture())

        #expect(outcome == .pushed("Step\(NavigationRouter.maxRedirects)"))
        #expect(stack.screenNames.count == 2)
    }

    // MARK: Forced unwinding

    @Test func unwindingAfterSignOutIsToldAsForcedAndCannotBeVetoed() {
        let conditions = FakeConditions(holding: ["signedIn"])
        let observer = RecordingObserver { _ in .veto("never") }
        let (router, stack) = makeCoreApp(conditions: conditions)
        router.route(Place.order)
        router.route(Pizza.fixture())
        router.addObserver(observer)

        conditions.holding = []
        router.conditionsDidChange()

        #expect(stack.screenNames == ["Home"])
        #expect(observer.intents == ["unwind Order PizzaDetail"])
        #expect(observer.requests.first?.isForced == true)
        #expect(!stack.log.lines.contains { $0.contains("veto") })
        #expect(observer.events == [.popToRoot("Home")])
        #expect(observer.events == stack.log.events.suffix(1))
    }

    // MARK: Told after

    @Test func theEventsToldAreExactlyTheLogForAWholeSession() throws {
        let conditions = FakeConditions()
        let confirmations = ScriptedConfirmations(answer: true)
        let observer = RecordingObserver { request in
            switch request.intent {
            case .show(let destination) where destination.screen == "About": .veto("no about")
            case .show(let destination) where destination.screen == "Menu" && request.link == nil:
                .redirect(textDestination("Promo"), reason: "promo")
            default: .proceed
            }
        }
        let (router, stack) = makeCoreApp(conditions: conditions, confirmations: confirmations, tabs: true)
        router.addObserver(observer)

        router.route(Pizza.fixture())  // push
        router.route(Place.about)  // veto
        router.route(Place.menu)  // redirect
        router.show(formDestination("Draft"))
        let draft = try #require(stack.top as? FormScreen)
        draft.decision = .refuse
        router.back()  // leave refused
        draft.decision = .confirm("Discard?")
        router.back()  // leave confirmed, pop
        router.route(Place.order)  // guard redirect
        router.back()  // cancel pending
        router.route(Place.vault)  // chain: sign-in first
        router.route(SignInAction())  // resume: terms
        router.route(SignInAction(condition: "acceptedTerms"))  // resume: vault
        router.show(textDestination("SizePicker"), expecting: String.self) { _ in }
        router.back(returning: "Large")  // returned
        router.back(returning: 1)  // plain pop of Vault
        router.go(to: [textDestination("Detail")])
        router.back()
        router.select(tab: "Menu")
        router.select(tab: "Basket")  // refused
        router.route(Place.order)
        router.select(tab: "Home")
        router.open("app://section/menu")  // dismisses nothing in Home, selects Menu
        router.open("app://pizza/Diavola")
        router.open("app://pizza/Quattro", placement: .onTop)
        router.open("app://nowhere")  // rejected: no event
        router.home()
        router.select(tab: "Menu")
        router.back()  // tab Home
        router.back()  // refused at the root
        router.route(Place.order)
        router.route(Pizza.fixture())
        conditions.holding = []
        router.conditionsDidChange()  // forced unwinding

        #expect(observer.events == stack.log.events)
        #expect(observer.events.count >= 30)
        let lines = Set(stack.log.lines.map { $0.split(separator: " ").prefix(2).joined(separator: " ") })
        for expected in [
            "Home: veto", "Home: redirect", "Home: leave", "Home: present", "Home: dismiss", "Home: go", "tab Menu",
            "tab refused", "link app://section/menu", "Home: pop-to-root", "Home: pop", "Menu: go",
        ] {
            #expect(lines.contains(expected), "no \(expected) line in \(stack.log.lines)")
        }
        #expect(stack.log.lines.contains("Home: pop SizePicker -> Large"))
        #expect(stack.log.lines.contains("Home: leave confirmed Draft"))
    }

    @Test func anObserverAddedLaterIsToldOnlyWhatFollows() {
        let (router, stack) = makeCoreApp()
        router.route(Pizza.fixture())
        let observer = RecordingObserver()

        router.addObserver(observer)
        router.back()

        #expect(observer.events == [.pop("PizzaDetail")])
        #expect(stack.log.events.count == 2)
    }
}
