import LinkMatching
import Router
import RouterTestSupport
import Testing

/// The tab a link names in its fragment (`#tab=Home`): read and written by `LinkTab`, used
/// by `open` to choose the stack a chain is built on, and written by `topLink` only when
/// the link would open in another tab.
@Suite struct LinkTabTests {
    @Test(
        arguments: [
            ("giuseppe://menu", nil), ("giuseppe://menu#section", nil), ("giuseppe://menu#tabs=Home", nil),
            ("giuseppe://menu#tab=Home", "Home"), ("giuseppe://menu?x=1#tab=My%20Orders", "My Orders"),
            ("giuseppe://menu#tab=Caf%C3%A9", "Caf\u{E9}"),
        ] as [(String, String?)])
    func fragmentNamesTheTabPercentDecoded(link: String, tab: String?) throws {
        #expect(try LinkTab.name(in: link) == tab)
    }

    @Test(arguments: [
        ("giuseppe://menu#tab=", LinkRejection.malformed("the tab after '#tab=' is empty")),
        ("giuseppe://menu#tab=%01", .controlCharacter), ("giuseppe://menu#tab=%C2%9B", .controlCharacter),
        ("giuseppe://menu#tab=%zz", .invalidPercentEncoding(offset: 21)), ("giuseppe://menu#tab=%FF", .invalidUTF8),
        ("giuseppe://menu#tab=A B", .invalidCharacter(offset: 22)), ("giuseppe://menu#tab=\u{7}", .controlCharacter),
    ])
    func badTabNameIsRejectedWithTheReason(link: String, rejection: LinkRejection) {
        #expect(throws: rejection) { try LinkTab.name(in: link) }
    }

    @Test func writtenTabReadsBackWhenAScalarBeforeTheFragmentJoinsTheHashIntoOneCharacter() throws {
        // Arrange: U+0605 prepends itself to the next character, so `؅#` is one character.
        let link = "g+\u{0605}#tab=Ho/pizza0z_2"

        // Act
        let written = LinkTab.link(link, inTab: "Ho/pizza0z_2")

        // Assert
        #expect(written == "g+\u{0605}#tab=Ho%2Fpizza0z_2")
        #expect(try LinkTab.name(in: written) == "Ho/pizza0z_2")
    }

    @Test func writtenTabReplacesAFragmentAndReadsBack() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let name = String(
                String.UnicodeScalarView(
                    (0..<Int.random(in: 1...12, using: &random)).compactMap { _ in
                        // Control characters (DEL, C1) are refused in links, so names have none.
                        Unicode.Scalar(UInt32.random(in: 0x20...0x2FF, using: &random)).flatMap { scalar in
                            (0x7F...0x9F).contains(scalar.value) ? nil : scalar
                        }
                    }))

            guard !name.isEmpty else { continue }

            let link = LinkTab.link("giuseppe://menu/pizza/Margherita#old", inTab: name)

            #expect(link.hasPrefix("giuseppe://menu/pizza/Margherita#tab="))
            #expect(try LinkTab.name(in: link) == name, "\(link)")
        }
    }
}

/// Opening links that name a tab, in an app with tabs Home and Menu.
@MainActor @Suite struct OpeningLinkTabTests {
    private enum Section: String, Sendable { case menu }

    /// Tabs Home (root Home) and Menu (root the entry `Section.menu` shows). Links:
    /// `app://menu` (the menu section) and `app://pizza/:name`, whose parent is the menu.
    private func makeApp() throws -> (NavigationRouter, RecordingNavigationStack) {
        let menu = Destination(screen: "Menu", payload: Section.menu) { _ in TextScreen(name: "Menu", title: "Menu") }
        let registry = try pizzaRegistry { registry in
            registry.register(Jumper(for: Section.self) { _ in menu })
            registry.registerLink(
                "app://menu",
                decoder: LinkDecoder(parameters: []) { _ in
                    Section.menu
                } encode: { _ in
                    [:]
                })
            registry.registerLink(
                "app://pizza/:name",
                decoder: LinkDecoder<Pizza>.pizzaByName,
                parent: "app://menu")
        }
        return NavigationRouter.start(
            registry: registry, tabs: [TabRoot("Home", root: textDestination("Home")), TabRoot("Menu", root: menu)]
        ) { RecordingNavigationStack(tabs: $0) }
    }

    private func names(_ stack: RecordingNavigationStack, _ tab: String) -> [String] {
        stack.entries(inTab: tab)?.map(\.screen.name) ?? []
    }

    @Test func linkWithoutATabOpensInTheTabItsChainStartsIn() throws {
        let (router, stack) = try makeApp()

        let outcome = router.open("app://pizza/Diavola")

        #expect(outcome == .went(tab: "Menu", stack: ["Menu", "PizzaDetail"]))
        #expect(names(stack, "Home") == ["Home"])
    }

    @Test func linkNamingATabBuildsTheWholeChainAboveThatTabsRoot() throws {
        let (router, stack) = try makeApp()

        let outcome = router.open("app://pizza/Diavola#tab=Home")

        #expect(outcome == .went(tab: "Home", stack: ["Home", "Menu", "PizzaDetail"]))
        #expect(stack.selectedTab == "Home")
        #expect(names(stack, "Menu") == ["Menu"])
    }

    @Test func linkNamingTheTabWhoseRootStartsTheChainBuildsAboveIt() throws {
        let (router, stack) = try makeApp()

        router.open("app://pizza/Diavola#tab=Menu")

        #expect(names(stack, "Menu") == ["Menu", "PizzaDetail"])
    }

    @Test func linkNamingAnUnknownTabChangesNothing() throws {
        let (router, stack) = try makeApp()

        let outcome = router.open("app://pizza/Diavola#tab=Orders")

        #expect(outcome == .ignored(.unknownTab("Orders")))
        #expect(names(stack, "Home") == ["Home"] && names(stack, "Menu") == ["Menu"])
        #expect(stack.log.lines == ["link app://pizza/Diavola#tab=Orders"])
    }

    @Test func linkWithABadTabIsRejected() throws {
        let (router, stack) = try makeApp()

        let outcome = router.open("app://pizza/Diavola#tab=%00")

        #expect(outcome == .rejected(.rejected(.controlCharacter)))
        #expect(stack.log.lines.isEmpty)
    }

    @Test func linkNamingATabInAnAppWithoutTabsChangesNothing() throws {
        let registry = try pizzaRegistry { registry in
            registry.registerLink(
                "app://pizza/:name", decoder: LinkDecoder(parameters: ["name"]) { Pizza(name: $0["name"] ?? "") })
        }
        let (router, stack) = NavigationRouter.start(registry: registry, root: textDestination("Home")) {
            RecordingNavigationStack(root: $0)
        }

        let outcome = router.open("app://pizza/Diavola#tab=Home")

        #expect(outcome == .ignored(.unknownTab("Home")))
        #expect(stack.entries.count == 1)
    }

    @Test func topLinkNamesTheTabOnlyWhenTheLinkWouldOpenElsewhere() throws {
        let (router, stack) = try makeApp()
        router.route(Section.menu)
        router.route(Pizza.fixture(name: "Diavola"))
        let inHome = router.topLink
        router.select(tab: "Menu")
        router.route(Pizza.fixture(name: "Diavola"))

        let inMenu = withExtendedLifetime(stack) { router.topLink }

        #expect(inHome == .success("app://pizza/Diavola#tab=Home"))
        #expect(inMenu == .success("app://pizza/Diavola"))
    }

    @Test func topLinkOfATabRootIsTheLinkOfThePayloadItWasBuiltFrom() throws {
        let (router, stack) = try makeApp()
        router.select(tab: "Menu")

        let link = withExtendedLifetime(stack) { router.topLink }

        #expect(link == .success("app://menu"))
    }

    @Test func openingTheTopLinkOfAnotherAppLandsOnTheSameStacks() throws {
        let (router, stack) = try makeApp()
        router.route(Section.menu)
        router.route(Pizza.fixture(name: "Diavola"))
        let link = try router.topLink.get()
        let (other, otherStack) = try makeApp()

        other.open(link)

        withExtendedLifetime((stack, otherStack)) {
            #expect(NavigationState(of: other) != nil)
            #expect(NavigationState(of: other) == NavigationState(of: router))
        }
    }
}
