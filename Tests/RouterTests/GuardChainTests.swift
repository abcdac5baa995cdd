import Foundation
import Router
import RouterTestSupport
import Testing

/// A plugin of guards only, for composing chains.
private struct GuardPlugin: RouterPlugin {
    let name: String
    let guards: [RouteGuard]

    init(_ name: String, _ guards: [RouteGuard]) {
        self.name = name
        self.guards = guards
    }

    func register(in plugin: inout PluginRegistration) {
        for routeGuard in guards { plugin.registerGuard(routeGuard) }
    }
}

/// A guard named `name` whose screen is a text screen named `name` + `Screen`.
private func chainGuard(_ name: String, requires: String? = nil) -> RouteGuard {
    RouteGuard(name, redirect: textDestination("\(name)Screen"), requires: requires)
}

/// Guard chains (`RouteGuard.requires`) and `ConditionAction` payloads.
@MainActor @Suite struct GuardChainTests {
    // MARK: Walking a chain

    @Test func aDestinationShowsWhenEveryConditionOfTheChainHolds() {
        let (router, stack) = makeCoreApp(conditions: FakeConditions(holding: ["signedIn", "acceptedTerms"]))

        let outcome = router.route(Place.vault)

        #expect(outcome == .pushed("Vault"))
        #expect(stack.log.lines == ["push Vault"])
    }

    @Test func theLastConditionAlongTheChainThatDoesNotHoldIsAskedFirst() {
        let (router, stack) = makeCoreApp()

        let outcome = router.route(Place.vault)

        #expect(outcome == .redirected(guardName: "signedIn", screen: "SignIn"))
        #expect(router.pending?.destination.screen == "Vault")
        #expect(router.pending?.guardName == "signedIn")
        #expect(stack.log.lines == ["redirect signedIn", "present SignIn"])
    }

    @Test func acceptedTermsAloneMissingShowsTheTermsScreen() {
        let (router, stack) = makeCoreApp(conditions: FakeConditions(holding: ["signedIn"]))

        let outcome = router.route(Place.vault)

        #expect(outcome == .redirected(guardName: "acceptedTerms", screen: "Terms"))
        #expect(stack.screenNames == ["Home", "Terms"])
        #expect(stack.entries.last?.requirement == "signedIn")
    }

    @Test func aTwoStepChainEndToEnd() {
        let conditions = FakeConditions()
        let (router, stack) = makeCoreApp(conditions: conditions)
        router.route(Pizza.fixture())
        router.route(Place.vault)

        conditions.holding = ["signedIn"]
        let terms = router.conditionsDidChange()
        #expect(terms == .redirected(guardName: "acceptedTerms", screen: "Terms"))
        #expect(router.pending?.guardName == "acceptedTerms")
        #expect(stack.screenNames == ["Home", "PizzaDetail", "Terms"])

        conditions.holding = ["signedIn", "acceptedTerms"]
        let vault = router.conditionsDidChange()

        #expect(vault == .pushed("Vault"))
        #expect(router.pending == nil)
        #expect(stack.screenNames == ["Home", "PizzaDetail", "Vault"])
        expectLog(
            stack.log,
            """
            push PizzaDetail
            redirect signedIn
            present SignIn
            dismiss SignIn
            redirect acceptedTerms
            push Terms
            pop Terms
            push Vault
            """)
    }

    @Test func conditionActionRowsWalkTheChain() {
        let (router, stack) = makeCoreApp()
        router.route(Place.vault)

        let terms = router.route(SignInAction())
        let vault = router.route(SignInAction(condition: "acceptedTerms"))

        #expect(terms == .redirected(guardName: "acceptedTerms", screen: "Terms"))
        #expect(vault == .pushed("Vault"))
        #expect(stack.screenNames == ["Home", "Vault"])
    }

    @Test func signingOutMidwayRemovesTheTermsScreenAndDropsTheDestination() {
        let conditions = FakeConditions()
        let (router, stack) = makeCoreApp(conditions: conditions)
        router.route(Place.vault)
        conditions.holding = ["signedIn"]
        router.conditionsDidChange()

        conditions.holding = []
        let outcome = router.conditionsDidChange()

        #expect(outcome == nil)
        #expect(stack.screenNames == ["Home"])
        #expect(router.pending == nil)
        #expect(stack.log.lines.last == "pop Terms")
        conditions.holding = ["signedIn", "acceptedTerms"]
        router.conditionsDidChange()
        #expect(stack.screenNames == ["Home"])
    }

    @Test func signingOutRemovesADestinationWhoseChainNoLongerHolds() {
        let conditions = FakeConditions(holding: ["signedIn", "acceptedTerms"])
        let (router, stack) = makeCoreApp(conditions: conditions)
        router.route(Place.vault)

        conditions.holding = ["acceptedTerms"]
        router.conditionsDidChange()

        #expect(stack.screenNames == ["Home"])
    }

    @Test func aGoThroughAChainWaitsBehindTheFirstScreenToAsk() {
        let conditions = FakeConditions()
        let (router, stack) = makeCoreApp(conditions: conditions)

        let outcome = router.go(payloads: [Place.menu, Place.vault, Pizza.fixture()])
        conditions.holding = ["signedIn", "acceptedTerms"]
        router.conditionsDidChange()

        #expect(outcome == .redirected(guardName: "signedIn", screen: "SignIn"))
        #expect(stack.screenNames == ["Home", "Menu", "Vault", "PizzaDetail"])
    }

    @Test func chainsUpToTheBoundAreFollowed() {
        let count = NavigationRouter.maxRedirects
        let registry = chainRegistry(length: count)
        let last = "g\(count - 1)"
        let conditions = FakeConditions(holding: Set((0..<(count - 1)).map { "g\($0)" }))
        let (router, stack) = makeCoreApp(conditions: conditions, registry: registry)

        let outcome = router.show(.push("Deep", requires: "g0") { _ in TextScreen(name: "Deep", title: "Deep") })

        #expect(outcome == .redirected(guardName: last, screen: "\(last)Screen"))
        #expect(stack.top.name == "\(last)Screen")
    }

    @Test func chainsLongerThanTheBoundAreACompositionProblem() {
        let count = GuardChain.maxLength + 1
        let plugins = (0..<count).map { index in
            GuardPlugin("p\(index)", [chainGuard("g\(index)", requires: index + 1 < count ? "g\(index + 1)" : nil)])
        }
        let names = (0..<count).map { "g\($0)" }

        #expect(
            throws: CompositionError(problems: [
                .guardChainTooLong(guards: names, plugins: names.map { "p" + $0.dropFirst() })
            ])
        ) {
            try JumperRegistry(plugins: plugins)
        }
    }

    @Test func aGoThroughATooLongChainChangesNothing() throws {
        let registry = try JumperRegistry(plugins: [
            GuardPlugin("p", (0...GuardChain.maxLength).map { chainGuard("g\($0)") })
        ])
        var chained = registry
        for index in 0..<GuardChain.maxLength {
            #expect(chained.setPrerequisite("g\(index + 1)", ofGuard: "g\(index)") == nil)
        }
        let (router, stack) = makeCoreApp(conditions: FakeConditions(), registry: chained)
        router.show(textDestination("PizzaDetail"))

        let outcome = router.go(to: [
            textDestination("Menu"), .push("Deep", requires: "g0") { _ in TextScreen(name: "Deep", title: "Deep") },
        ])

        #expect(outcome == .ignored(.guardChainTooLong((0...GuardChain.maxLength).map { "g\($0)" })))
        #expect(stack.screenNames == ["Home", "PizzaDetail"])
    }

    @Test func aCircularChainAtRunTimeIsIgnored() throws {
        var registry = try JumperRegistry(plugins: [GuardPlugin("guards", [chainGuard("a", requires: "b"), chainGuard("b")])])
        #expect(registry.setPrerequisite("a", ofGuard: "b") == nil)
        let (router, stack) = makeCoreApp(conditions: FakeConditions(), registry: registry)

        let outcome = router.show(.push("Deep", requires: "a") { _ in TextScreen(name: "Deep", title: "Deep") })

        #expect(outcome == .ignored(.redirectLoop(["a", "b", "a"])))
        #expect(stack.log.isEmpty)
    }

    @Test func aPrerequisiteIsNotChangedOnceSet() throws {
        var registry = try JumperRegistry(plugins: [
            GuardPlugin("guards", [chainGuard("a", requires: "b"), chainGuard("b"), chainGuard("c")])
        ])

        let clash = registry.setPrerequisite("c", ofGuard: "a")
        let same = registry.setPrerequisite("b", ofGuard: "a")

        #expect(clash == "guards")
        #expect(same == nil)
        #expect(registry.routeGuard(named: "a")?.requires == "b")
    }

    /// Guards `g0` requires `g1` ... requires `g(length-1)`, each from its own plugin.
    private func chainRegistry(length: Int) -> JumperRegistry {
        let plugins = (0..<length).map { index in
            GuardPlugin("p\(index)", [chainGuard("g\(index)", requires: index + 1 < length ? "g\(index + 1)" : nil)])
        }
        do {
            return try JumperRegistry(plugins: plugins)
        } catch {
            Issue.record("a chain without a loop composes: \(error)")
            return JumperRegistry()
        }
    }

    @Test(arguments: 0..<200 as Range<UInt64>)
    func compositionRefusesExactlyTheChainsTheRegistryCannotFollow(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let count = Int.random(in: 1...12, using: &random)
        let prerequisites: [String?] = (0..<count).map { _ in
            switch Int.random(in: 0..<8, using: &random) {
            case 0..<3: nil
            case 3: "ghost"
            default: "g\(Int.random(in: 0..<count, using: &random))"
            }
        }
        let declared = prerequisites.enumerated().map { chainGuard("g\($0.offset)", requires: $0.element) }
        var chained = try JumperRegistry(plugins: [GuardPlugin("p", (0..<count).map { chainGuard("g\($0)") })])
        for (index, prerequisite) in prerequisites.enumerated() {
            if let prerequisite { _ = chained.setPrerequisite(prerequisite, ofGuard: "g\(index)") }
        }

        let composes = (try? JumperRegistry(plugins: [GuardPlugin("p", declared)])) != nil
        let everyChainComplete = (0..<count).allSatisfy { chained.guardChain(of: "g\($0)").isComplete }

        #expect(composes == everyChainComplete, "prerequisites: \(prerequisites)")
    }

    // MARK: Composition

    @Test func aGuardLoopIsAProblemNamingTheGuardsAndPlugins() {
        let plugins = [
            GuardPlugin("account", [chainGuard("signedIn", requires: "acceptedTerms")]),
            GuardPlugin("legal", [chainGuard("acceptedTerms", requires: "signedIn")]),
        ]

        #expect(
            throws: CompositionError(problems: [
                .guardLoop(guards: ["acceptedTerms", "signedIn", "acceptedTerms"], plugins: ["legal", "account"])
            ])
        ) {
            try JumperRegistry(plugins: plugins)
        }
        #expect(
            CompositionProblem.guardLoop(guards: ["acceptedTerms", "signedIn", "acceptedTerms"], plugins: ["legal", "account"])
                .description == "the guards go round: 'acceptedTerms' requires 'signedIn' requires 'acceptedTerms' "
                + "(registered by plugin 'legal', plugin 'account')")
    }

    @Test func aGuardRequiringItselfIsALoop() {
        #expect(throws: CompositionError(problems: [.guardLoop(guards: ["a", "a"], plugins: ["solo"])])) {
            try JumperRegistry(plugins: [GuardPlugin("solo", [chainGuard("a", requires: "a")])])
        }
    }

    @Test func aLoopIsReportedOnceWhereverItIsEntered() {
        let plugins = [
            GuardPlugin(
                "p",
                [
                    chainGuard("a", requires: "b"), chainGuard("b", requires: "c"), chainGuard("c", requires: "b"),
                ])
        ]

        let problems = compositionProblems(plugins)

        #expect(problems == [.guardLoop(guards: ["b", "c", "b"], plugins: ["p", "p"])])
    }

    @Test func anUnknownPrerequisiteIsAProblemNamingTheGuardAndPlugin() {
        let problem = CompositionProblem.unknownGuardPrerequisite(guard: "acceptedTerms", requires: "signedin", plugin: "legal")

        #expect(throws: CompositionError(problems: [problem])) {
            try JumperRegistry(plugins: [
                GuardPlugin("account", [chainGuard("signedIn")]),
                GuardPlugin("legal", [chainGuard("acceptedTerms", requires: "signedin")]),
            ])
        }
        #expect(
            problem.description
                == "the guard 'acceptedTerms' of plugin 'legal' requires 'signedin', which no guard is registered for")
    }

    @Test func aChainWithoutALoopComposes() throws {
        let registry = try JumperRegistry(plugins: [
            GuardPlugin("account", [chainGuard("signedIn")]),
            GuardPlugin("legal", [chainGuard("acceptedTerms", requires: "signedIn")]),
        ])

        #expect(registry.routeGuard(named: "acceptedTerms")?.requires == "signedIn")
    }

    private func compositionProblems(_ plugins: [GuardPlugin]) -> [CompositionProblem] {
        do {
            _ = try JumperRegistry(plugins: plugins)
            return []
        } catch {
            return error.problems
        }
    }

    // MARK: Condition actions

    @Test func aConditionActionWithNothingPendingSaysTheConditionsChanged() {
        let conditions = FakeConditions()
        let (router, stack) = makeCoreApp(conditions: conditions)

        let outcome = router.route(SignInAction())

        #expect(outcome == .conditionsChanged)
        #expect(conditions.holding == ["signedIn"])
        #expect(stack.log.isEmpty)
    }

    @Test func aConditionActionWithoutConditionsIsDeclined() {
        let (router, stack) = makeCoreApp(conditions: nil)
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly

        let outcome = router.route(SignInAction())

        #expect(outcome == .ignored(.declined(payloadType: String(reflecting: SignInAction.self))))
    }

    @Test func aConditionActionRunsTheUnwindingOfASignOut() {
        struct SignOut: ConditionAction {
            func perform(on conditions: any GuardConditions) -> Bool {
                (conditions as? FakeConditions)?.holding = []
                return true
            }
        }
        let (router, stack) = makeCoreApp(conditions: FakeConditions(holding: ["signedIn"]))
        router.route(Place.order)

        router.route(SignOut())

        #expect(stack.screenNames == ["Home"])
    }

    @Test func aJumperForTheActionsTypeWins() {
        let registry = coreRegistry { registry in
            registry.register(Jumper(for: SignInAction.self) { _ in textDestination("SignInHelp") })
        }
        let conditions = FakeConditions()
        let (router, stack) = makeCoreApp(conditions: conditions, registry: registry)
        defer { withExtendedLifetime(stack) {} }  // the router holds its stack weakly

        let outcome = router.route(SignInAction())

        #expect(outcome == .pushed("SignInHelp"))
        #expect(conditions.holding.isEmpty)
    }
}

/// The events the new features add, through JSON and back.
@Suite struct NewNavigationEventCodingTests {
    @Test(arguments: [
        NavigationEvent.returned(.pop("SizePicker"), "Large"),
        .returned(.dismiss("Counter"), "3"),
        .inTab("Menu", .returned(.pop("SizePicker"), "Large")),
        .leave(.refused, "OrderForm"), .leave(.confirmed, "OrderForm"), .inTab("Home", .leave(.overridden, "OrderForm")),
        .veto("closed"), .inTab("Menu", .veto("busy")),
        .refused(.pop, .wrongResult), .inTab("Home", .refused(.dismiss, .wrongResult)),
    ])
    func newEventsRoundTripThroughJSON(event: NavigationEvent) throws {
        let data = try JSONEncoder().encode(event)

        let decoded = try JSONDecoder().decode(NavigationEvent.self, from: data)

        #expect(decoded == event)
    }

    @Test func newEventsEncodeAsDocumented() throws {
        func json(_ event: NavigationEvent) throws -> [String: String] {
            try JSONDecoder().decode([String: String].self, from: JSONEncoder().encode(event))
        }

        #expect(try json(.returned(.pop("SizePicker"), "Large")) == ["event": "pop", "screen": "SizePicker", "result": "Large"])
        #expect(try json(.leave(.refused, "OrderForm")) == ["event": "leave", "leave": "refused", "screen": "OrderForm"])
        #expect(try json(.veto("closed")) == ["event": "veto", "reason": "closed"])
        #expect(try json(.inTab("Menu", .veto("busy"))) == ["event": "veto", "reason": "busy", "tab": "Menu"])
        #expect(try json(.refused(.pop, .wrongResult)) == ["event": "pop", "refused": "wrong-result"])
    }

    @Test func newEventsHaveTheirTextForms() {
        #expect(NavigationEvent.returned(.pop("SizePicker"), "Large").description == "pop SizePicker -> Large")
        #expect(NavigationEvent.inTab("Menu", .leave(.refused, "OrderForm")).description == "Menu: leave refused OrderForm")
        #expect(NavigationEvent.leave(.confirmed, "A").description == "leave confirmed A")
        #expect(NavigationEvent.leave(.overridden, "A").description == "leave overridden A")
        #expect(NavigationEvent.veto("closed").description == "veto closed")
        #expect(NavigationEvent.refused(.pop, .wrongResult).description == "pop refused (wrong result type)")
    }

    @Test func aReturnedEventKeepsItsPopsMeaning() {
        let event = NavigationEvent.inTab("Menu", .returned(.dismiss("Counter"), "3"))

        #expect(event.operation == .dismiss)
        #expect(event.screen == "Counter")
        #expect(event.changedStack)
        #expect(NavigationEvent.leave(.refused, "A").changedStack == false)
        #expect(NavigationEvent.veto("x").changedStack == false)
    }

    @Test func aLogWithTheNewEventsRoundTrips() throws {
        let log: NavigationLog = [
            .push("SizePicker"), .returned(.pop("SizePicker"), "Large"), .leave(.refused, "Form"), .veto("no"),
            .inTab("Home", .leave(.confirmed, "Form")),
        ]

        let decoded = try JSONDecoder().decode(NavigationLog.self, from: JSONEncoder().encode(log))

        #expect(decoded == log)
        #expect(decoded.lines == log.lines)
    }
}
