import Foundation
import Router
import RouterTestSupport
import Testing

/// An app with tabs: one stack per tab, events naming their tab, links selecting theirs.
@MainActor @Suite struct TabbedNavigationTests {
    private enum Section: String, Sendable { case menu, about, order }

    /// Tabs Home (root Home) and Menu (root Menu, the entry `Section.menu` shows); `Section.menu` pushes Menu, `.about`
    /// presents About, `.order` pushes Order (requires `signedIn`, presented SignIn);
    /// pizzas push PizzaDetail. Links: `app://section/:name`, `app://pizza/:name`.
    private func makeApp(conditions: FakeConditions = FakeConditions())
        -> (NavigationRouter, RecordingNavigationStack)
    {
        let registry =
            (try? pizzaRegistry { registry in
                registry.register(
                    Jumper(for: Section.self) { section in
                        switch section {
                        case .menu: textDestination("Menu")
                        case .about: textDestination("About", presentation: .modal)
                        case .order:
                            .push("Order", requires: "signedIn") { _ in TextScreen(name: "Order", title: "Order") }
                        }
                    })
                registry.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
                registry.registerLink(
                    "app://section/:name",
                    decoder: LinkDecoder(parameters: ["name"]) { parameters throws(LinkDecodingError) in
                        guard let section = Section(rawValue: parameters["name"] ?? "") else {
                            throw LinkDecodingError("no such section")
                        }
                        return section
                    })
                registry.registerLink(
                    "app://pizza/:name", decoder: LinkDecoder(parameters: ["name"]) { Pizza(name: $0["name"] ?? "") })
            }) ?? JumperRegistry()
        // The Menu tab's root is the entry `Section.menu` shows, so a link to it selects the tab.
        let menuRoot = Destination(screen: "Menu", payload: Section.menu) { _ in TextScreen(name: "Menu", title: "Menu") }
        return NavigationRouter.start(
            registry: registry,
            tabs: [TabRoot("Home", root: textDestination("Home")), TabRoot("Menu", root: menuRoot)],
            conditions: conditions
        ) { RecordingNavigationStack(tabs: $0) }
    }

    private func names(_ stack: RecordingNavigationStack, _ tab: String) -> [String] {
        stack.entries(inTab: tab)?.map(\.screen.name) ?? []
    }

    @Test func switchingTabsKeepsEveryTabsStack() {
        let (router, stack) = makeApp()
        router.route(Pizza.fixture())
        router.select(tab: "Menu")
        router.route(Pizza.fixture(name: "Diavola"))

        router.select(tab: "Home")

        #expect(names(stack, "Home") == ["Home", "PizzaDetail"])
        #expect(names(stack, "Menu") == ["Menu", "PizzaDetail"])
        #expect(stack.top.title == "Margherita")
    }

    @Test func everyEventNamesTheTabItHappenedIn() {
        let (router, stack) = makeApp()

        router.route(Pizza.fixture())
        router.select(tab: "Menu")
        router.back()
        router.back()

        #expect(
            stack.log.lines == [
                "Home: push PizzaDetail", "tab Menu", "tab Home", "Home: pop PizzaDetail",
            ])
    }

    @Test func backAtATabsRootSelectsTheFirstTabThenRefuses() {
        let (router, stack) = makeApp()
        router.select(tab: "Menu")

        let first = router.back()
        let second = router.back()

        #expect(first == .tab("Home"))
        #expect(second == .inTab("Home", .refused(.pop, .rootOnly)))
        #expect(stack.selectedTab == "Home")
    }

    @Test func aModalCoversEveryTabSoSwitchingIsRefused() {
        let (router, stack) = makeApp()
        router.route(Section.about)

        let refused = router.select(tab: "Menu")
        router.back()
        let selected = router.select(tab: "Menu")

        #expect(refused == .refused(.tab, .modalOnTop))
        #expect(selected == .tab("Menu"))
        #expect(
            stack.log.lines == [
                "Home: present About", "tab refused (modal on top)", "Home: dismiss About", "tab Menu",
            ])
    }

    @Test func aModalCoversTheSelectedTabToo() {
        let (router, stack) = makeApp()
        router.route(Section.about)

        let event = router.select(tab: "Home")

        #expect(event == .refused(.tab, .modalOnTop))
        #expect(stack.log.lines == ["Home: present About", "tab refused (modal on top)"])
    }

    @Test func anUnknownTabIsRefusedAndChangesNothing() {
        let (router, stack) = makeApp()

        let event = router.select(tab: "Basket\u{1B}[2J")

        #expect(event == .refused(.tab, .unknownTab))
        #expect(stack.selectedTab == "Home")
    }

    @Test func anOperationInAnUnknownTabRunsNowhere() {
        let stack = RecordingNavigationStack(tabs: [
            (name: "Home", root: TextScreen(name: "Home", title: "Home")),
            (name: "Menu", root: TextScreen(name: "Menu", title: "Menu")),
        ])

        let pushed = stack.performing(inTab: "Basket") {
            stack.push(TextScreen(name: "Detail", title: "Detail"), requirement: nil, payload: nil)
        }
        let known = stack.performing(inTab: "Menu") { stack.entries.map(\.screen.name) }

        #expect(pushed == nil)
        #expect(known == ["Menu"])
        #expect(names(stack, "Home") == ["Home"])
        #expect(names(stack, "Menu") == ["Menu"])
        #expect(stack.log.lines.isEmpty)
    }

    @Test func aLinkWhoseChainStartsAtATabsRootSelectsThatTab() {
        let (router, stack) = makeApp()
        router.route(Pizza.fixture())

        let outcome = router.open("app://section/menu")

        #expect(outcome == .went(tab: "Menu", stack: ["Menu"]))
        #expect(stack.selectedTab == "Menu")
        #expect(names(stack, "Home") == ["Home", "PizzaDetail"])
        #expect(stack.log.lines.suffix(3) == ["link app://section/menu", "tab Menu", "Menu: go Menu"])
    }

    @Test func aLinkStartingAtNoTabsRootIsBuiltInTheFirstTab() {
        let (router, stack) = makeApp()
        router.select(tab: "Menu")
        router.route(Pizza.fixture(name: "Diavola"))

        let outcome = router.open("app://pizza/Margherita")

        #expect(outcome == .went(tab: "Home", stack: ["Home", "PizzaDetail"]))
        #expect(names(stack, "Menu") == ["Menu", "PizzaDetail"])
    }

    @Test func aLinkIntoAnotherTabFirstDismissesTheModalCover() {
        let (router, stack) = makeApp()
        router.route(Pizza.fixture())
        router.route(Section.about)

        router.open("app://section/menu")

        #expect(names(stack, "Home") == ["Home", "PizzaDetail"])
        #expect(stack.selectedTab == "Menu")
        #expect(stack.log.lines.suffix(4) == ["link app://section/menu", "Home: dismiss About", "tab Menu", "Menu: go Menu"])
    }

    @Test func anInAppLinkPushesInTheSelectedTab() {
        let (router, stack) = makeApp()
        router.select(tab: "Menu")

        let outcome = router.open("app://pizza/Margherita", placement: .onTop)

        #expect(outcome == .pushed("PizzaDetail"))
        #expect(names(stack, "Menu") == ["Menu", "PizzaDetail"])
        #expect(names(stack, "Home") == ["Home"])
    }

    @Test func signingOutUnwindsGuardedScreensInEveryTab() {
        let conditions = FakeConditions(holding: ["signedIn"])
        let (router, stack) = makeApp(conditions: conditions)
        router.route(Section.order)
        router.select(tab: "Menu")
        router.route(Pizza.fixture())
        router.route(Section.order)
        router.route(Pizza.fixture(name: "Diavola"))

        conditions.holding = []
        router.conditionsDidChange()

        #expect(names(stack, "Home") == ["Home"])
        #expect(names(stack, "Menu") == ["Menu", "PizzaDetail"])
        #expect(stack.selectedTab == "Menu")
        #expect(stack.log.lines.suffix(2) == ["Home: pop Order", "Menu: go Menu > PizzaDetail"])
    }

    @Test func signingOutTellsNoEventWhileAnotherTabStillHoldsAGuardedScreen() {
        let conditions = FakeConditions(holding: ["signedIn"])
        let (router, stack) = makeApp(conditions: conditions)
        router.route(Section.order)
        router.select(tab: "Menu")
        router.route(Section.order)
        let watcher = RequirementWatcher(stack: stack) { conditions.holding.contains($0) }
        router.addObserver(watcher)

        conditions.holding = []
        router.conditionsDidChange()

        #expect(names(stack, "Home") == ["Home"])
        #expect(names(stack, "Menu") == ["Menu"])
        #expect(stack.log.lines.suffix(2) == ["Home: pop Order", "Menu: pop Order"])
        #expect(watcher.eventsChecked == 2)
        #expect(watcher.violations.map(\.description) == [])
    }

    @Test func aHeldDestinationResumesInItsTab() {
        let conditions = FakeConditions()
        let (router, stack) = makeApp(conditions: conditions)
        router.select(tab: "Menu")
        router.route(Section.order)

        conditions.holding = ["signedIn"]
        let resumed = router.conditionsDidChange()

        #expect(resumed == .pushed("Order"))
        #expect(names(stack, "Menu") == ["Menu", "Order"])
        #expect(names(stack, "Home") == ["Home"])
        #expect(
            stack.log.lines.suffix(4) == [
                "Menu: redirect signedIn", "Menu: present SignIn", "Menu: dismiss SignIn", "Menu: push Order",
            ])
    }

    @Test func goInATabSetsItsStackWithoutSelectingIt() {
        let (router, stack) = makeApp()

        let outcome = router.go(to: [textDestination("Detail")], inTab: "Menu")
        let unknown = router.go(to: [], inTab: "Basket")

        #expect(outcome == .went(tab: "Menu", stack: ["Menu", "Detail"]))
        #expect(unknown == .ignored(.unknownTab("Basket")))
        #expect(stack.selectedTab == "Home")
        #expect(stack.log.lines == ["Menu: go Menu > Detail"])
    }

    @Test func aModalScreenCoversTheTabsEvenBelowAScreenPushedAboveIt() {
        let (router, stack) = makeApp()
        router.route(Section.about)
        router.show(textDestination("Detail"))

        let event = router.select(tab: "Menu")

        #expect(event == .refused(.tab, .modalOnTop))
        #expect(stack.selectedTab == "Home")
    }

    @Test func goInATabThatIsNotSelectedShowsNoModalScreenAnywhereInIt() {
        let (router, stack) = makeApp()
        let about = textDestination("About", presentation: .modal)

        let onTop = router.go(to: [about], inTab: "Menu")
        let below = router.go(to: [about, textDestination("Detail")], inTab: "Menu")
        let selected = router.go(to: [about], inTab: "Home")

        #expect(onTop == .ignored(.modalInUnselectedTab("Menu")))
        #expect(below == .ignored(.modalInUnselectedTab("Menu")))
        #expect(selected == .went(tab: "Home", stack: ["Home", "About"]))
        #expect(stack.log.lines == ["Home: go Home > About"])
    }

    @Test func tabbedEventsRoundTripThroughJSON() throws {
        let log: NavigationLog = [
            .tab("Menu"), .inTab("Menu", .push("PizzaDetail")), .inTab("Menu", .go(["Menu", "Order"])),
            .link("app://x"), .inTab("Home", .refused(.pop, .rootOnly)), .refused(.tab, .modalOnTop),
            .inTab("Home", .redirect("signedIn")),
        ]

        let data = try JSONEncoder().encode(log)
        let decoded = try JSONDecoder().decode(NavigationLog.self, from: data)

        #expect(decoded == log)
        #expect(
            String(decoding: try JSONEncoder().encode(NavigationEvent.inTab("Menu", .push("A"))), as: UTF8.self)
                .contains(#""tab":"Menu""#))
    }
}
