import Router
import RouterTestSupport
import RoutesFiles
import Testing

/// A payload whose destination is the root's screen again, presented and guarded.
private struct GuardedHome: Hashable, Sendable {}

/// A payload whose destination is the root's screen again, pushed, with nothing required.
private struct HomeAgain: Hashable, Sendable {}

/// The core app's registry with `app://guarded-home` (a `GuardedHome`: present Home,
/// requires signedIn), `app://home-again` (a `HomeAgain`: push Home), and the parent link
/// `app://guarded-home/pizza/:name` whose parent is `app://guarded-home`.
private func rootNamedRegistry() -> JumperRegistry {
    coreRegistry { registry in
        registry.register(
            Jumper(for: GuardedHome.self) { _ in
                .present("Home", requires: "signedIn") { _ in TextScreen(name: "Home", title: "Home") }
            })
        registry.register(Jumper(for: HomeAgain.self) { _ in textDestination("Home") })
        registry.registerLink("app://guarded-home", decoder: LinkDecoder(parameters: []) { _ in GuardedHome() })
        registry.registerLink("app://home-again", decoder: LinkDecoder(parameters: []) { _ in HomeAgain() })
        registry.registerLink(
            "app://guarded-home/pizza/:name", decoder: LinkDecoder(parameters: ["name"]) { Pizza(name: $0["name"] ?? "") },
            parent: "app://guarded-home")
    }
}

/// The rules every path shares: which entry is the root, what a destination requires, and
/// the guard chain.
@MainActor @Suite struct OneRuleTests {
    // MARK: The root is an entry, not a name

    @Test func aLinkToAGuardedScreenNamedLikeTheRootIsStillGuarded() {
        let (router, stack) = makeCoreApp(registry: rootNamedRegistry())

        let outcome = router.open("app://guarded-home")

        #expect(outcome == .redirected(guardName: "signedIn", screen: "SignIn"))
        #expect(stack.screenNames == ["Home", "SignIn"])
    }

    @Test func aGuardedParentNamedLikeTheRootIsStillGuarded() {
        let (router, stack) = makeCoreApp(registry: rootNamedRegistry())

        let outcome = router.open("app://guarded-home/pizza/Diavola")

        #expect(outcome == .redirected(guardName: "signedIn", screen: "SignIn"))
        #expect(stack.screenNames == ["Home", "SignIn"])
    }

    @Test func aLinkToTheRootsScreenWithAnotherPayloadOpensAsGoDoes() {
        let (linkRouter, linkStack) = makeCoreApp(registry: rootNamedRegistry())
        let (goRouter, goStack) = makeCoreApp(registry: rootNamedRegistry())

        let opened = linkRouter.open("app://home-again")
        let went = goRouter.go(payloads: [HomeAgain()])

        #expect(opened == went)
        #expect(linkStack.screenNames == goStack.screenNames)
        #expect(linkStack.screenNames == ["Home", "Home"])
    }

    @Test func aLinkToTheRootItselfBuildsNothingAboveIt() {
        let registry = rootNamedRegistry()
        let (router, stack) = NavigationRouter.start(
            registry: registry, root: .push(registered: "PizzaDetail", payload: Pizza.fixture(name: "Margherita"))
        ) { RecordingNavigationStack(root: $0) }

        let outcome = router.open("app://pizza/Margherita")

        #expect(outcome == .went(tab: nil, stack: ["PizzaDetail"]))
        #expect(stack.screenNames == ["PizzaDetail"])
    }

    /// Tabs Home (root Home) and Favourite (root: the Margherita's PizzaDetail).
    private func makeFavouriteTabsApp() -> (NavigationRouter, RecordingNavigationStack) {
        let margherita = Destination.push(registered: "PizzaDetail", payload: Pizza.fixture(name: "Margherita"))
        return NavigationRouter.start(
            registry: rootNamedRegistry(),
            tabs: [TabRoot("Home", root: textDestination("Home")), TabRoot("Favourite", root: margherita)]
        ) { RecordingNavigationStack(tabs: $0) }
    }

    @Test func aLinkIntoATabRootedOnAnotherPayloadOfTheScreenStaysOutOfThatTab() {
        let (router, stack) = makeFavouriteTabsApp()

        router.open("app://pizza/Diavola")

        #expect(stack.selectedTab == "Home")
        #expect(names(stack, inTab: "Home") == ["Home", "PizzaDetail"])
        #expect(names(stack, inTab: "Favourite") == ["PizzaDetail"])
        #expect(stack.entries(inTab: "Home")?.last?.payload as? Pizza == Pizza.fixture(name: "Diavola"))
    }

    @Test func aLinkToATabsRootSelectsThatTab() {
        let (router, stack) = makeFavouriteTabsApp()

        router.open("app://pizza/Margherita")

        #expect(stack.selectedTab == "Favourite")
        #expect(names(stack, inTab: "Favourite") == ["PizzaDetail"])
    }

    @Test func backFromAnotherScreenNamedLikeTheGuardsScreenGoesBackOneStep() {
        let (router, stack) = makeCoreApp()
        router.route(Place.order)
        router.route(Place.menu)
        router.show(formDestination("SignIn", presentation: .modal))

        let event = router.back()

        #expect(event == .dismiss("SignIn"))
        #expect(stack.screenNames == ["Home", "SignIn", "Menu"])
        #expect(router.pending?.destination.screen == "Order")
    }

    // MARK: What a destination requires

    @Test func aRequirementThatIncludesTheScreensOwnIsKept() throws {
        let registry = coreRegistry { $0.require("signedIn", forScreen: "Account") }
        let account = Destination.push("Account", requires: "acceptedTerms") { _ in TextScreen(name: "Account", title: "") }

        #expect(try registry.requirement(of: account) == "acceptedTerms")
    }

    @Test func aWeakerDeclaredRequirementGivesWayToTheScreensOwn() throws {
        let registry = coreRegistry { $0.require("acceptedTerms", forScreen: "Account") }
        let account = Destination.push("Account", requires: "signedIn") { _ in TextScreen(name: "Account", title: "") }

        #expect(try registry.requirement(of: account) == "acceptedTerms")
    }

    @Test func requirementsOfUnrelatedChainsConflictAndShowNothing() {
        let registry = coreRegistry { registry in
            registry.require("signedIn", forScreen: "Account")
            registry.registerGuard(RouteGuard("vip", redirect: textDestination("Upgrade")))
        }
        let account = Destination.push("Account", requires: "vip") { _ in TextScreen(name: "Account", title: "") }
        let (router, stack) = makeCoreApp(conditions: FakeConditions(holding: ["signedIn", "vip"]), registry: registry)

        let outcome = router.show(account)

        #expect(throws: RequirementConflict(screen: "Account", conditions: ["signedIn", "vip"])) {
            try registry.requirement(of: account)
        }
        #expect(outcome == .ignored(.conflictingRequirements(screen: "Account", ["signedIn", "vip"])))
        #expect(stack.log.isEmpty)
    }

    @Test func aScreenRequiringTermsOpensOnlyOnceTheTermsAreAcceptedAfterSignIn() {
        let conditions = FakeConditions()
        let registry = coreRegistry { $0.require("signedIn", forScreen: "Account") }
        let (router, stack) = makeCoreApp(conditions: conditions, registry: registry)
        let account = Destination.push("Account", requires: "acceptedTerms") { _ in TextScreen(name: "Account", title: "") }

        conditions.holding = ["signedIn"]
        let outcome = router.show(account)

        #expect(outcome == .redirected(guardName: "acceptedTerms", screen: "Terms"))
        #expect(stack.screenNames == ["Home", "Terms"])
    }

    @Test func aGuardsOwnScreenShownByHandRequiresWhatItsGuardRequiresFirst() {
        let (router, stack) = makeCoreApp()

        let outcome = router.show(formDestination("Terms"))

        #expect(outcome == .redirected(guardName: "signedIn", screen: "SignIn"))
        #expect(!stack.screenNames.contains("Terms"))
    }

    @Test func aGuardsOwnScreenLeavesOnSignOut() {
        let conditions = FakeConditions(holding: ["signedIn"])
        let (router, stack) = makeCoreApp(conditions: conditions)
        router.show(formDestination("Terms"))

        conditions.holding = []
        router.conditionsDidChange()

        #expect(stack.screenNames == ["Home"])
    }

    @Test func aGuardsScreenWhoseConditionHoldsIsNotShownOnAnyPath() {
        let (router, stack) = makeCoreApp(conditions: FakeConditions(holding: ["signedIn"]))
        let signIn = formDestination("SignIn", presentation: .modal)
        let refused = IgnoreReason.guardHoldsAlready(screen: "SignIn", guardName: "signedIn")

        let shown = router.show(signIn)
        let went = router.go(to: [textDestination("Menu"), signIn])

        #expect(shown == .ignored(refused))
        #expect(went == .ignored(refused))
        #expect(stack.screenNames == ["Home"])
    }

    @Test func aGuardsScreenIsNeverShownRightAboveItselfOnAnyPath() {
        let (router, stack) = makeCoreApp()
        let signIn = formDestination("SignIn", presentation: .modal)
        let refused = IgnoreReason.guardScreenRepeated(screen: "SignIn", guardName: "signedIn")
        router.show(signIn)

        let shown = router.show(signIn)
        let went = router.go(to: [textDestination("Menu"), signIn, signIn])

        #expect(shown == .ignored(refused))
        #expect(went == .ignored(refused))
        #expect(stack.screenNames == ["Home", "SignIn"])
    }

    @Test func aRedirectOntoItsOwnScreenStillHoldsTheDestinationWithoutASecondScreen() {
        let (router, stack) = makeCoreApp()
        router.show(.push("Order", requires: "signedIn") { _ in TextScreen(name: "Order", title: "Order") })

        let outcome = router.show(.push("Account", requires: "signedIn") { _ in TextScreen(name: "Account", title: "Account") })

        #expect(outcome == .redirected(guardName: "signedIn", screen: "SignIn"))
        #expect(stack.screenNames == ["Home", "SignIn"])
        #expect(router.pending?.destination.screen == "Account")
    }

    // MARK: Tab roots

    @Test func aTabRootMayRequireNothingByTheRequirementRule() {
        let registry = coreRegistry()
        let account = Destination.push("Account", requires: "signedIn") { _ in TextScreen(name: "Account", title: "Account") }
        let terms = formDestination("Terms")
        let unregistered = Destination.push(registered: "Nowhere", payload: Pizza.fixture())

        #expect(registry.tabRootProblem(account) == .guarded("signedIn"))
        #expect(registry.tabRootProblem(terms) == .guarded("signedIn"))
        #expect(registry.tabRootProblem(unregistered) == .opensNothing(.unregisteredScreen("Nowhere")))
        #expect(registry.tabRootProblem(textDestination("Menu")) == nil)
        #expect(
            TabRootProblem.guarded("signedIn").description
                == "it requires 'signedIn'; a tab's root is always shown, so it may not require a guard")
    }

    // MARK: A screen is named once

    @Test func aScreenThatNamesItselfOtherwiseThanItsDestinationIsShownByNoPath() {
        let (router, stack) = makeCoreApp()
        let misnamed = Destination(screen: "Menu") { _ in TextScreen(name: "About", title: "About") }
        let refused = IgnoreReason.screenNameDiffers(destination: "Menu", screen: "About")

        let shown = router.show(misnamed)
        let went = router.go(to: [textDestination("Detail"), misnamed])

        #expect(shown == .ignored(refused))
        #expect(went == .ignored(refused))
        #expect(stack.screenNames == ["Home"])
        #expect(stack.log.isEmpty)
    }

    @Test func aGuardWhoseScreenNamesItselfOtherwiseRedirectsNowhereAndNotesNothing() {
        let registry = coreRegistry { registry in
            registry.replaceGuard(
                RouteGuard("signedIn", redirect: .present("SignIn") { _ in TextScreen(name: "Login", title: "Login") }))
        }
        let (router, stack) = makeCoreApp(registry: registry)

        let outcome = router.show(.push("Order", requires: "signedIn") { _ in TextScreen(name: "Order", title: "Order") })

        #expect(outcome == .ignored(.screenNameDiffers(destination: "SignIn", screen: "Login")))
        #expect(stack.log.isEmpty)
        #expect(router.pending == nil)
    }

    // MARK: One guard chain

    @Test func theRegistryGivesEachChainAndHowItEnds() throws {
        var registry = coreRegistry { registry in
            registry.registerGuard(RouteGuard("ghost", redirect: textDestination("Ghost")))
        }
        #expect(registry.setPrerequisite("nobody", ofGuard: "ghost") == nil)

        let terms = registry.guardChain(of: "acceptedTerms")
        let ghost = registry.guardChain(of: "ghost")
        let unknown = registry.guardChain(of: "nothing")

        #expect(terms.names == ["acceptedTerms", "signedIn"])
        #expect(terms.end == .complete)
        #expect(ghost.names == ["ghost"])
        #expect(ghost.end == .unknownGuard("nobody"))
        #expect(unknown.names.isEmpty)
        #expect(unknown.end == .unknownGuard("nothing"))
    }
}
