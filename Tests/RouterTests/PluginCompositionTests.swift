import Router
import RouterRestoration
import RouterTestSupport
import RoutesFiles
import Testing

/// A plugin made of a name and a registration closure, for composing in tests.
private struct TestPlugin: RouterPlugin {
    let name: String
    let registrations: @Sendable (inout PluginRegistration) -> Void

    init(_ name: String, _ registrations: @escaping @Sendable (inout PluginRegistration) -> Void) {
        self.name = name
        self.registrations = registrations
    }

    func register(in plugin: inout PluginRegistration) {
        registrations(&plugin)
    }
}

/// A payload type with a link decoder, a validator (only Margherita and Diavola exist), a
/// screen, a jumper, a guard and a link: everything a plugin can contribute.
private func pizzaPlugin(_ name: String = "menu") -> TestPlugin {
    TestPlugin(name) { plugin in
        plugin.registerPayload(
            Pizza.self, name: "Pizza", fields: [PayloadField("name") { $0.name }],
            link: LinkDecoder(parameters: ["name"]) { Pizza(name: $0["name"] ?? "") },
            validate: .oneOf([Pizza(name: "Margherita"), Pizza(name: "Diavola")], what: "pizza on the menu"))
        plugin.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
            TextScreen(name: "PizzaDetail", title: pizza.name)
        }
        plugin.register(PizzaJumper())
        plugin.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
        plugin.registerLink("giuseppe://menu/pizza/:name", to: Pizza.self)
    }
}

@MainActor @Suite struct PluginCompositionTests {
    @Test func everyKindOfClashIsReportedAtOnceNamingBothPlugins() {
        let extras = TestPlugin("extras") { plugin in
            plugin.registerPayload(Pizza.self, name: "Calzone")
            plugin.registerPayload(Drink.self, name: "Pizza")
            plugin.registerScreen("PizzaDetail", for: Pizza.self) { _, _ in TextScreen(name: "PizzaDetail", title: "") }
            plugin.register(PizzaJumper(screen: "Other"))
            plugin.registerGuard(RouteGuard("signedIn", redirect: textDestination("Login")))
            plugin.registerLink("giuseppe://menu/pizza/:id", decoder: LinkDecoder { _ in Pizza.fixture() })
        }

        #expect(
            throws: CompositionError(problems: [
                .payloadType("RouterTests.Pizza", first: "menu", second: "extras"),
                .payloadName("Pizza", first: "menu", second: "extras"),
                .screen("PizzaDetail", first: "menu", second: "extras"),
                .jumper(payloadType: "RouterTests.Pizza", first: "menu", second: "extras"),
                .routeGuard("signedIn", first: "menu", second: "extras"),
                .link("giuseppe://menu/pizza/:id", existing: "giuseppe://menu/pizza/:name", first: "menu", second: "extras"),
            ])
        ) {
            try JumperRegistry(plugins: [pizzaPlugin(), extras])
        }
    }

    @Test func aPayloadWhoseNameAndTypeAreTakenByTwoOthersReportsBothClashes() {
        let names = TestPlugin("names") { $0.registerPayload(Pizza.self, name: "Shared") }
        let types = TestPlugin("types") { $0.registerPayload(Drink.self, name: "Drink") }
        let late = TestPlugin("late") { $0.registerPayload(Drink.self, name: "Shared") }

        #expect(
            throws: CompositionError(problems: [
                .payloadName("Shared", first: "names", second: "late"),
                .payloadType("RouterTests.Drink", first: "types", second: "late"),
            ])
        ) {
            try JumperRegistry(plugins: [names, types, late])
        }
    }

    @Test func clashMessagesReadAsSentencesNamingBothPlugins() {
        let error = CompositionError(problems: [.screen("PizzaDetail", first: "menu", second: "extras")])

        #expect(
            "\(error)" == """
                the plugins cannot be composed: 1 clash
                  - the screen 'PizzaDetail' is registered by plugin 'menu' and by plugin 'extras'; \
                use replaceScreen to override it on purpose
                """)
    }

    @Test func aGuardShowingANamedScreenNobodyRegisteredIsAProblem() {
        let guarded = TestPlugin("account") { plugin in
            plugin.registerGuard(RouteGuard("signedIn", redirect: .present(registered: "SignIn", payload: 0)))
        }
        let signIn = TestPlugin("signin") { plugin in
            plugin.registerScreen("SignIn") { _ in TextScreen(name: "SignIn", title: "Sign in") }
        }

        #expect(
            throws: CompositionError(problems: [
                .unregisteredGuardScreen(guard: "signedIn", screen: "SignIn", plugin: "account")
            ])
        ) {
            try JumperRegistry(plugins: [guarded])
        }
        #expect(throws: Never.self) { try JumperRegistry(plugins: [guarded, signIn]) }
    }

    @Test func twoPluginsOfOneNameAreAProblem() {
        #expect(throws: CompositionError(problems: [.pluginName("menu")])) {
            try JumperRegistry(plugins: [TestPlugin("menu") { _ in }, TestPlugin("menu") { _ in }])
        }
    }

    @Test func aLaterPluginReplacesOnPurposeWithTheReplaceMethods() throws {
        let override = TestPlugin("special") { plugin in
            plugin.replace(PizzaJumper(screen: "PizzaSpecial"))
            plugin.replaceGuard(RouteGuard("signedIn", redirect: textDestination("Login")))
            plugin.replaceScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
                TextScreen(name: "PizzaDetail", title: "special \(pizza.name)")
            }
        }

        let registry = try JumperRegistry(plugins: [pizzaPlugin(), override])

        #expect(registry.decide(Pizza.fixture()).destination?.screen == "PizzaSpecial")
        #expect(registry.routeGuard(named: "signedIn")?.redirect.screen == "Login")
    }

    @Test func aReplacedScreenMayRequireAnotherConditionOrKeepItsOwn() throws {
        let guarded = TestPlugin("menu") { plugin in
            plugin.registerScreen("PizzaDetail", for: Pizza.self, requires: "signedIn") { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
        }
        let stricter = TestPlugin("admin") { plugin in
            plugin.replaceScreen("PizzaDetail", for: Pizza.self, requires: "admin") { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
        }
        let restyled = TestPlugin("style") { plugin in
            plugin.replaceScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name.uppercased())
            }
        }
        let pizza = Destination.push(registered: "PizzaDetail", payload: Pizza.fixture())

        let replaced = try JumperRegistry(plugins: [guarded, stricter])
        let kept = try JumperRegistry(plugins: [guarded, restyled])

        #expect(try replaced.requirement(of: pizza) == "admin")
        #expect(try kept.requirement(of: pizza) == "signedIn")
    }

    @Test func replacingWhatNoEarlierPluginRegisteredIsAProblem() {
        let override = TestPlugin("special") { plugin in
            plugin.replace(PizzaJumper())
            plugin.replaceGuard(RouteGuard("admin", redirect: textDestination("Login")))
            plugin.replaceScreen("Nowhere", for: Pizza.self) { _, _ in TextScreen(name: "Nowhere", title: "") }
        }

        #expect(
            throws: CompositionError(problems: [
                .nothingToReplace(what: "the jumper of RouterTests.Pizza", plugin: "special"),
                .nothingToReplace(what: "the guard 'admin'", plugin: "special"),
                .nothingToReplace(what: "the screen 'Nowhere'", plugin: "special"),
            ])
        ) {
            try JumperRegistry(plugins: [override])
        }
    }

    @Test func aLinkByPayloadTypeUsesItsDecoderAndValidator() throws {
        let registry = try JumperRegistry(plugins: [pizzaPlugin()])

        let known = registry.decide(link: "giuseppe://menu/pizza/Diavola")
        let forged = registry.decide(link: "giuseppe://menu/pizza/Hawaii")

        #expect((try? known.get())?.destination?.screen == "PizzaDetail")
        #expect(throws: LinkFailure.self) { try forged.get() }
    }

    @Test func aLinkMayNameAPayloadTypeALaterPluginRegisters() throws {
        let links = TestPlugin("links") { $0.registerLink("giuseppe://p/:name", to: Pizza.self) }

        let registry = try JumperRegistry(plugins: [links, pizzaPlugin()])

        #expect((try? registry.decide(link: "giuseppe://p/Margherita").get())?.destination?.screen == "PizzaDetail")
    }

    @Test func badLinksAreProblemsNamingTheirPlugin() {
        let links = TestPlugin("links") { plugin in
            plugin.registerLink("no scheme", to: Pizza.self)
            plugin.registerLink("giuseppe://drink/:name", to: Drink.self)
            plugin.registerLink("giuseppe://pizza", to: Pizza.self)
        }

        #expect(throws: CompositionError.self) { try JumperRegistry(plugins: [pizzaPlugin(), links]) }
        do {
            _ = try JumperRegistry(plugins: [pizzaPlugin(), links])
        } catch {
            #expect(error.problems.count == 3)
            #expect(
                error.problems[1]
                    == .linkToUnlinkablePayload(
                        link: "giuseppe://drink/:name", payloadType: "RouterTests.Drink", plugin: "links"))
            #expect(error.problems[2] == .missingLinkParameter(link: "giuseppe://pizza", parameter: "name", plugin: "links"))
        }
    }

    @Test func aLinkToAPayloadTypeRegisteredTwiceIsCheckedWithItsOwnPluginsDecoder() {
        let first = TestPlugin("first") { plugin in
            plugin.registerPayload(Drink.self, name: "Drink")
            plugin.registerLink("app://x/:a", decoder: LinkDecoder(parameters: ["a"]) { Drink(name: $0["a"] ?? "") })
        }
        let second = TestPlugin("second") { plugin in
            plugin.registerPayload(
                Drink.self, name: "Beverage", link: LinkDecoder(parameters: ["b"]) { Drink(name: $0["b"] ?? "") })
            plugin.registerLink("app://x/:b", to: Drink.self)
        }

        #expect(
            throws: CompositionError(problems: [
                .payloadType("RouterTests.Drink", first: "first", second: "second"),
                .link("app://x/:b", existing: "app://x/:a", first: "first", second: "second"),
            ])
        ) {
            try JumperRegistry(plugins: [first, second])
        }
    }

    @Test func linksToAPayloadTypeBothPluginsRegisterWithDecodersClashWithoutAFalseMissingParameter() {
        func plugin(_ name: String, parameter: String) -> TestPlugin {
            TestPlugin(name) { plugin in
                plugin.registerPayload(
                    Drink.self, name: "Drink \(name)",
                    link: LinkDecoder(parameters: [parameter]) { Drink(name: $0[parameter] ?? "") })
                plugin.registerLink("app://x/:\(parameter)", to: Drink.self)
            }
        }

        #expect(
            throws: CompositionError(problems: [
                .payloadType("RouterTests.Drink", first: "first", second: "second"),
                .link("app://x/:b", existing: "app://x/:a", first: "first", second: "second"),
            ])
        ) {
            try JumperRegistry(plugins: [plugin("first", parameter: "a"), plugin("second", parameter: "b")])
        }
    }

    @Test func aLinkToAPayloadTypeWithoutADecoderStillClashesWithAnEquallySpecificLink() {
        let links = TestPlugin("links") { plugin in
            plugin.registerLink("giuseppe://menu/pizza/:drink", to: Drink.self)
        }

        #expect(
            throws: CompositionError(problems: [
                .linkToUnlinkablePayload(link: "giuseppe://menu/pizza/:drink", payloadType: "RouterTests.Drink", plugin: "links"),
                .link("giuseppe://menu/pizza/:drink", existing: "giuseppe://menu/pizza/:name", first: "menu", second: "links"),
            ])
        ) {
            try JumperRegistry(plugins: [pizzaPlugin(), links])
        }
    }

    @Test func badParentsAreProblemsNamingTheirPlugin() {
        let links = TestPlugin("links") { plugin in
            plugin.registerLink("giuseppe://a/:name", to: Pizza.self, parent: "giuseppe://b/*")
            plugin.registerLink("giuseppe://c/:name", to: Pizza.self, parent: "giuseppe://nowhere")
            plugin.registerLink("giuseppe://d/:name", to: Pizza.self, parent: "giuseppe://menu/pizza/:size")
        }

        #expect(
            throws: CompositionError(problems: [
                .invalidParentLink(
                    link: "giuseppe://a/:name", parent: "giuseppe://b/*",
                    reason: "a parent link has no '*' or unnamed '**' segment: no parameter would fill it", plugin: "links"),
                .unknownParentLink(link: "giuseppe://c/:name", parent: "giuseppe://nowhere", plugin: "links"),
                .missingParentParameter(
                    link: "giuseppe://d/:name", parent: "giuseppe://menu/pizza/:size", parameter: "size", plugin: "links"),
            ])
        ) {
            try JumperRegistry(plugins: [pizzaPlugin(), links])
        }
    }

    @Test func badParentProblemsReadAsSentences() {
        let invalid = CompositionProblem.invalidParentLink(
            link: "giuseppe://a", parent: "b", reason: "expected scheme://host/path", plugin: "links")
        let unknown = CompositionProblem.unknownParentLink(link: "giuseppe://a", parent: "giuseppe://b", plugin: "links")
        let missing = CompositionProblem.missingParentParameter(
            link: "giuseppe://a", parent: "giuseppe://b/:x", parameter: "x", plugin: "links")

        #expect(
            invalid.description
                == "the parent 'b' of the link 'giuseppe://a' of plugin 'links' is not a valid link template: expected scheme://host/path"
        )
        #expect(
            unknown.description
                == "the parent 'giuseppe://b' of the link 'giuseppe://a' of plugin 'links' matches no link pattern")
        #expect(
            missing.description
                == "the parent 'giuseppe://b/:x' of the link 'giuseppe://a' of plugin 'links' uses the parameter 'x', "
                + "which the link neither captures nor has as a constant")
    }

    @Test func aCycleOfParentsAcrossPluginsIsOneProblemNamingEveryLinkAndPlugin() {
        let first = TestPlugin("first") { $0.registerLink("giuseppe://a/:name", to: Pizza.self, parent: "giuseppe://b/:name") }
        let second = TestPlugin("second") { $0.registerLink("giuseppe://b/:name", to: Pizza.self, parent: "giuseppe://a/:name") }

        #expect(
            throws: CompositionError(problems: [
                .parentCycle(links: ["giuseppe://a/:name", "giuseppe://b/:name"], plugins: ["first", "second"])
            ])
        ) {
            try JumperRegistry(plugins: [pizzaPlugin(), first, second])
        }
        #expect(
            CompositionProblem.parentCycle(links: ["giuseppe://a/:name", "giuseppe://b/:name"], plugins: ["first", "second"])
                .description == "following parents from the link 'giuseppe://a/:name' comes back to it: "
                + "'giuseppe://a/:name' of plugin 'first', then 'giuseppe://b/:name' of plugin 'second', "
                + "then 'giuseppe://a/:name' again")
    }

    @Test func aCycleOfParentsThroughALiteralLinkIsAProblemNamingTheLinkThatOpensIt() {
        let links = TestPlugin("links") {
            $0.registerLink("giuseppe://a/:name", to: Pizza.self)
            $0.registerLink("giuseppe://b/:name", to: Pizza.self, parent: "giuseppe://a/:name")
            $0.registerLink("giuseppe://a/lit", to: Pizza.self, constants: ["name": "x"], parent: "giuseppe://b/lit")
        }

        #expect(
            throws: CompositionError(problems: [
                .parentCycle(
                    links: ["giuseppe://b/:name", "giuseppe://a/lit"], plugins: ["links", "links"],
                    opening: "giuseppe://b/lit")
            ])
        ) {
            try JumperRegistry(plugins: [pizzaPlugin(), links])
        }
    }

    @Test func aChainOfMoreParentsThanTheLimitIsAProblemNamingTheFarthestParent() {
        let limit = LinkTable.maxParents
        let links = TestPlugin("links") { registration in
            registration.registerLink("giuseppe://c/0/:name", to: Pizza.self)
            for index in 1...(limit + 1) {
                registration.registerLink(
                    "giuseppe://c/\(index)/:name", to: Pizza.self, parent: "giuseppe://c/\(index - 1)/:name")
            }
        }

        #expect(
            throws: CompositionError(problems: [
                .tooManyParents(
                    link: "giuseppe://c/\(limit + 1)/:name", farthest: "giuseppe://c/0/:name", plugins: ["links", "links"])
            ])
        ) {
            try JumperRegistry(plugins: [pizzaPlugin(), links])
        }
        #expect(
            CompositionProblem.tooManyParents(link: "giuseppe://l", farthest: "giuseppe://f", plugins: ["p", "q"])
                .description == "the link 'giuseppe://l' of plugin 'p' has more than \(limit) parents, so it never opens: "
                + "its parent number \(limit + 1) is 'giuseppe://f' of plugin 'q'")
    }

    @Test func aLinkOfOnePluginMayHaveAnotherPluginsLinkAsParent() throws {
        let orders = TestPlugin("orders") {
            $0.registerLink(
                "giuseppe://order/:pizza", to: Pizza.self, constants: ["name": "Diavola"], parent: "giuseppe://menu/pizza/:pizza")
        }
        let registry = try JumperRegistry(plugins: [orders, pizzaPlugin()])

        let decided = try registry.decide(link: "giuseppe://order/Margherita").get()

        #expect(decided.parents.map(\.link) == ["giuseppe://menu/pizza/Margherita"])
    }

    @Test func aRoutesFileLinkMayHaveAPluginLinkAsParent() throws {
        let plugins = try JumperRegistry(plugins: [pizzaPlugin()])

        let file = try RoutesFile(
            parsing: "version: 1\nroutes: []\nlinks:\n"
                + "  - {link: \"giuseppe://best/:name\", payload: Pizza, parent: \"giuseppe://menu/pizza/:name\"}\n",
            path: "r.yaml", registry: plugins)

        let decided = try file.registry.decide(link: "giuseppe://best/Diavola").get()
        #expect(decided.parents.map(\.link) == ["giuseppe://menu/pizza/Diavola"])
    }

    @Test func aCycleThroughARoutesFileLinkAndAPluginLinkIsReportedAtTheFileLink() throws {
        let code = TestPlugin("code") { plugin in
            plugin.registerLink("giuseppe://up/*", to: Pizza.self, constants: ["name": "Diavola"])
            plugin.registerLink("giuseppe://down/:name", to: Pizza.self, parent: "giuseppe://up/:name")
        }
        let plugins = try JumperRegistry(plugins: [pizzaPlugin(), code])

        #expect(throws: RoutesFileError.self) {
            try RoutesFile(
                parsing: "version: 1\nroutes: []\nlinks:\n"
                    + "  - {link: \"giuseppe://up/:name\", payload: Pizza, parent: \"giuseppe://down/:name\"}\n",
                path: "r.yaml", registry: plugins)
        }
        do {
            _ = try RoutesFile(
                parsing: "version: 1\nroutes: []\nlinks:\n"
                    + "  - {link: \"giuseppe://up/:name\", payload: Pizza, parent: \"giuseppe://down/:name\"}\n",
                path: "r.yaml", registry: plugins)
        } catch {
            #expect(
                error.description == "r.yaml:4:5: following parents from this link comes back to it: "
                    + "'giuseppe://up/:name' at 4:5, then 'giuseppe://down/:name' of plugin 'code', "
                    + "then 'giuseppe://up/:name' at 4:5 again")
        }
    }

    @Test func codeLinksSurviveARoutesFileWithLinksOfItsOwn() throws {
        let plugin = TestPlugin("menu") { plugin in
            plugin.registerPayload(
                Pizza.self, name: "Pizza", link: LinkDecoder(parameters: ["name"]) { Pizza(name: $0["name"] ?? "") })
            plugin.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
            plugin.registerLink("giuseppe://code/:name", to: Pizza.self)
        }
        let plugins = try JumperRegistry(plugins: [plugin])

        let file = try RoutesFile(
            parsing: """
                version: 1
                routes:
                  - {payload: Pizza, push: PizzaDetail}
                links:
                  - {link: "giuseppe://file/:name", payload: Pizza}
                """,
            path: "r.yaml", registry: plugins)

        #expect((try? file.registry.decide(link: "giuseppe://code/Diavola").get())?.destination?.screen == "PizzaDetail")
        #expect((try? file.registry.decide(link: "giuseppe://file/Diavola").get())?.destination?.screen == "PizzaDetail")
    }

    @Test func aRoutesFileLinkAsSpecificAsAPluginLinkIsAProblemNamingThePlugin() throws {
        let plugins = try JumperRegistry(plugins: [pizzaPlugin()])

        #expect(throws: RoutesFileError.self) {
            try RoutesFile(
                parsing:
                    "version: 1\nroutes: []\nlinks:\n  - {link: \"giuseppe://menu/pizza/:pizza\", payload: Pizza, with: {name: Diavola}}\n",
                path: "r.yaml", registry: plugins)
        }
        do {
            _ = try RoutesFile(
                parsing:
                    "version: 1\nroutes: []\nlinks:\n  - {link: \"giuseppe://menu/pizza/:pizza\", payload: Pizza, with: {name: Diavola}}\n",
                path: "r.yaml", registry: plugins)
        } catch {
            #expect(
                error.description == "r.yaml:4:5: this link pattern is as specific as "
                    + "'giuseppe://menu/pizza/:name' of plugin 'menu' and matches the same links")
        }
    }

    @Test func aScreenRegisteredOnceRestoresFromASavedStack() throws {
        let registry = try JumperRegistry(plugins: [pizzaPlugin()])
        let (router, stack) = NavigationRouter.start(registry: registry, root: textDestination("Home")) {
            RecordingNavigationStack(root: $0)
        }
        router.route(Pizza(name: "Diavola"))
        let restorer = StackRestorer(registry: registry)
        let saved = try restorer.save(stack)
        let (other, otherStack) = NavigationRouter.start(registry: registry, root: textDestination("Home")) {
            RecordingNavigationStack(root: $0)
        }

        try restorer.restore(saved, on: other)

        #expect(otherStack.screenNames == ["Home", "PizzaDetail"])
        #expect(otherStack.top.title == "Diavola")
    }

    @Test func aScreenShownByCodeAloneIsRefusedWhenSavedNotWhenRestored() throws {
        let registry = try JumperRegistry(plugins: [pizzaPlugin()])
        let (router, stack) = NavigationRouter.start(registry: registry, root: textDestination("Home")) {
            RecordingNavigationStack(root: $0)
        }
        router.route(Pizza(name: "Diavola"))
        router.show(textDestination("Scratch"))

        #expect(throws: RestoreError.unknownScreen(index: 2, screen: "Scratch")) {
            try StackRestorer(registry: registry).save(router)
        }
        #expect(throws: RestoreError.unknownScreen(index: 2, screen: "Scratch")) {
            try StackRestorer(registry: registry).save(stack)
        }
    }
}

/// Many payload types, each registered once, compose; the same type under a second name is
/// still found among them.
@MainActor @Suite struct PluginCompositionScaleTests {
    @Test func thousandsOfPayloadTypesComposeAndATypeRegisteredTwiceIsStillFound() {
        struct Box<Tag>: Sendable {}
        var problems: [CompositionProblem] = []
        do {
            _ = try JumperRegistry { plugin in
                Self.registerLevels(12, prefix: "T", in: &plugin, type: Box<Int>.self)
                plugin.registerPayload(Box<Int>.self, name: "Again")
            }
        } catch {
            problems = error.problems
        }

        #expect(problems.count == 1)
        #expect(problems.first.map { "\($0)" }?.hasPrefix("the payload type ") == true)
    }

    /// Registers 2^levels - 1 distinct types Box<Box<…>>, under distinct names.
    private static func registerLevels<T: Sendable>(
        _ levels: Int, prefix: String, in plugin: inout PluginRegistration, type: T.Type
    ) {
        guard levels > 0 else { return }
        plugin.registerPayload(T.self, name: prefix)
        registerLevels(levels - 1, prefix: prefix + "a", in: &plugin, type: Wrap<T>.self)
        registerLevels(levels - 1, prefix: prefix + "b", in: &plugin, type: Pair<T>.self)
    }
}

private struct Wrap<T>: Sendable {}
private struct Pair<T>: Sendable {}
