import Foundation
import Router
import RouterTestSupport
import RoutesFiles
import Testing

@MainActor @Suite struct RoutesFileTests {
    /// Pizza (fields name, size with known values) and Drink; screens for each, plus About
    /// for any payload; and what `more` registers.
    private func makeCatalog(_ more: (inout PluginRegistration) -> Void = { _ in }) -> JumperRegistry {
        let catalog = composed { catalog in
            more(&catalog)
            catalog.registerPayload(
                Pizza.self, name: "Pizza",
                fields: [
                    PayloadField("name") { $0.name },
                    PayloadField("size", knownValues: ["small", "large"]) { $0.name.count > 8 ? "large" : "small" },
                ])
            catalog.registerPayload(Drink.self, name: "Drink", fields: [PayloadField("name") { $0.name }])
            catalog.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
            catalog.registerScreen("Special", for: Pizza.self) { pizza, _ in
                TextScreen(name: "Special", title: pizza.name)
            }
            catalog.registerScreen("DrinkDetail", for: Drink.self) { drink, _ in
                TextScreen(name: "DrinkDetail", title: drink.name)
            }
            catalog.registerScreen("About") { _ in TextScreen(name: "About", title: "About") }
        }
        return catalog
    }

    private func load(_ text: String) throws(RoutesFileError) -> RoutesFile {
        try RoutesFile(parsing: text, path: "r.yaml", registry: makeCatalog())
    }

    private func problems(_ text: String, registry: JumperRegistry? = nil) -> String {
        do {
            _ = try RoutesFile(parsing: text, path: "r.yaml", registry: registry ?? makeCatalog())
            return "(loaded)"
        } catch {
            return error.description
        }
    }

    private func route(_ file: RoutesFile, _ payload: Any) -> String {
        let registry = file.registry
        return "\(registry.decide(payload))"
    }

    @Test func validFileLoadsItsRoutesInOrder() throws {
        let file = try load(
            """
            version: 1
            routes:
              - payload: Pizza
                when: {name: Diavola}
                push: Special
              - payload: Pizza
                push: PizzaDetail
              - payload: Drink
                present: About
            """)

        #expect(
            file.routes.map(\.description) == [
                "Pizza when name=Diavola -> push Special", "Pizza -> push PizzaDetail",
                "Drink -> present About",
            ])
        #expect(file.summary == "3 routes for 2 payload types to 3 screens, 0 links")
        #expect(file.routes.map(\.line) == [3, 6, 8])
    }

    @Test func firstMatchingRouteDecides() throws {
        let file = try load(
            """
            version: 1
            routes:
              - {payload: Pizza, when: {name: Diavola}, push: Special}
              - {payload: Pizza, push: PizzaDetail}
              - {payload: Drink, present: About}
            """)

        #expect(route(file, Pizza.fixture(name: "Diavola")) == "push Special")
        #expect(route(file, Pizza.fixture(name: "Margherita")) == "push PizzaDetail")
        #expect(route(file, Drink.fixture()) == "present About")
    }

    @Test func payloadMatchingNoRouteIsDeclined() throws {
        let file = try load("version: 1\nroutes:\n  - {payload: Pizza, when: {size: large}, push: Special}\n")

        #expect(route(file, Pizza.fixture(name: "Diavola")) == "ignored (the jumper for Pizza declined the payload)")
        #expect(route(file, Pizza.fixture(name: "Quattro Formaggi")) == "push Special")
    }

    @Test func fileRoutesJoinCodeJumpersOfOtherTypes() throws {
        let plugins = makeCatalog { $0.register(Jumper(for: Drink.self) { _ in textDestination("CodeDrink") }) }

        let file = try RoutesFile(
            parsing: "version: 1\nroutes:\n  - {payload: Pizza, push: Special}\n", path: "r.yaml", registry: plugins)

        #expect("\(file.registry.decide(Pizza.fixture()))" == "push Special")
        #expect("\(file.registry.decide(Drink.fixture()))" == "push CodeDrink")
    }

    @Test func aRouteForAPayloadTypeAPluginsJumperRoutesIsAProblemNamingThePlugin() {
        let plugins = makeCatalog { $0.register(Jumper(for: Drink.self) { _ in textDestination("CodeDrink") }) }

        let report = problems("version: 1\nroutes:\n  - {payload: Drink, push: DrinkDetail}\n", registry: plugins)

        #expect(
            report
                == "r.yaml:3:15: 'Drink' payloads are routed by a jumper of plugin 'app'; a routes file may route only payload types no plugin's jumper routes"
        )
    }

    @Test func routedScreenIsBuiltFromThePayload() throws {
        let file = try load("version: 1\nroutes:\n  - {payload: Pizza, push: PizzaDetail}\n")
        let registry = file.registry
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let router = NavigationRouter(registry: registry, navigator: stack)

        router.route(Pizza.fixture(name: "Diavola"))

        #expect(stack.top.title == "Diavola")
        expectLog(stack.log, ["push PizzaDetail"])
    }

    @Test func emptyRoutesLoadNothing() throws {
        let file = try load("version: 1\nroutes: []\n")

        #expect(file.routes.isEmpty)
        #expect(file.summary == "0 routes for 0 payload types to 0 screens, 0 links")
    }

    @Test func aFileOfOnlyGuardsOrLinksNeedsNoRoutes() throws {
        let guards = try load("version: 1\nguards: []\n")
        let links = try load("version: 1\nlinks: []\n")

        #expect(guards.routes.isEmpty)
        #expect(links.summary == "0 routes for 0 payload types to 0 screens, 0 links")
    }

    @Test(arguments: [
        ("", "r.yaml:1:1: the routes file is empty; it needs 'version' and 'routes'"),
        ("# only a comment\n", "r.yaml:1:1: the routes file is empty; it needs 'version' and 'routes'"),
        ("- a\n", "r.yaml:1:1: expected a mapping with 'version' and 'routes', found a sequence"),
        ("routes: []\n", "r.yaml:1:1: the routes file needs the key 'version'"),
        ("version: 1\n", "r.yaml:1:1: the routes file needs the key 'routes'"),
        ("version: 2\nroutes: []\n", "r.yaml:1:10: unsupported version 2; this router reads version 1"),
        ("version: one\nroutes: []\n", "r.yaml:1:10: expected a version number, found a string"),
        ("version: 1\nroutes:\n", "r.yaml:2:8: expected a sequence of routes, found nothing"),
        (
            "version: 1\nroutes: []\nscreens: []\n",
            "r.yaml:3:1: unknown key 'screens'; expected one of version, routes, links, tabs, guards"
        ),
        (
            "version: 1\nroute: []\n",
            "r.yaml:1:1: the routes file needs the key 'routes'\nr.yaml:2:1: unknown key 'route'; did you mean 'routes'?"
        ),
        (
            "version: 1\nroutes:\n  - 42\n",
            "r.yaml:3:5: expected a route (a mapping with 'payload' and 'push' or 'present'), found a number"
        ),
        ("version: 1\nroutes:\n  - {push: Special}\n", "r.yaml:3:5: a route needs the key 'payload'"),
        ("version: 1\nroutes:\n  - {payload: Pizza}\n", "r.yaml:3:5: a route needs 'push: SCREEN' or 'present: SCREEN'"),
        (
            "version: 1\nroutes:\n  - {payload: Pizza, psuh: Special}\n",
            "r.yaml:3:5: a route needs 'push: SCREEN' or 'present: SCREEN'\nr.yaml:3:22: unknown key 'psuh'; did you mean 'push'?"
        ),
        (
            "version: 1\nroutes:\n  - {payload: Pizza, push: Special, present: About}\n",
            "r.yaml:3:37: 'push' and 'present' cannot both be given; keep one"
        ),
        (
            "version: 1\nroutes:\n  - {payload: Piza, push: Special}\n",
            "r.yaml:3:15: unknown payload type 'Piza'; did you mean 'Pizza'?"
        ),
        ("version: 1\nroutes:\n  - {payload: 12, push: Special}\n", "r.yaml:3:15: expected a payload type name, found a number"),
        (
            "version: 1\nroutes:\n  - {payload: Pizza, push: Specail}\n",
            "r.yaml:3:28: unknown screen 'Specail'; did you mean 'Special'?"
        ),
        ("version: 1\nroutes:\n  - {payload: Pizza, push: [Special]}\n", "r.yaml:3:28: expected a screen name, found a sequence"),
        (
            "version: 1\nroutes:\n  - {payload: Drink, push: Special}\n",
            "r.yaml:3:28: screen 'Special' does not show 'Drink' payloads; it shows 'Pizza'"
        ),
        (
            "version: 1\nroutes:\n  - {payload: Pizza, when: {nme: x}, push: Special}\n",
            "r.yaml:3:29: payload type 'Pizza' has no field 'nme'; did you mean 'name'?"
        ),
        (
            "version: 1\nroutes:\n  - {payload: Pizza, when: {size: huge}, push: Special}\n",
            "r.yaml:3:35: 'huge' is not a value of 'size'; expected one of small, large"
        ),
        (
            "version: 1\nroutes:\n  - {payload: Pizza, when: {size: smal}, push: Special}\n",
            "r.yaml:3:35: 'smal' is not a value of 'size'; did you mean 'small'?"
        ),
        (
            "version: 1\nroutes:\n  - {payload: Pizza, when: {name: [a]}, push: Special}\n",
            "r.yaml:3:35: expected a value for 'name', found a sequence"
        ),
        (
            "version: 1\nroutes:\n  - {payload: Pizza, when: name, push: Special}\n",
            "r.yaml:3:28: expected a mapping of field: value, found a string"
        ),
        (
            "version: 1\nroutes:\n  - {payload: Pizza, push: Special}\n  - {payload: Pizza, push: PizzaDetail}\n",
            "r.yaml:4:5: duplicate route: the route at 3:5 has the same payload and conditions"
        ),
        (
            "version: 1\nroutes:\n  - {payload: Pizza, push: Special}\n  - {payload: Pizza, when: {name: x}, push: Special}\n",
            "r.yaml:4:5: this route can never match: the route at 3:5 comes first and catches every payload it would"
        ),
        ("version: 1\nroutes: []\nroutes: []\n", "r.yaml:3:1: duplicate mapping key 'routes'"),
        (
            "version: 1\nroutes:\n  - {payload: Pizza, when: {1: x, \"1\": y}, push: Special}\n",
            "r.yaml:3:29: payload type 'Pizza' has no field '1'; its fields: name, size\n"
                + "r.yaml:3:35: the key '1' is already given at 3:29 (keys are read by their text)\n"
                + "r.yaml:3:35: payload type 'Pizza' has no field '1'; its fields: name, size"
        ),
        (
            "version: 1\nroutes:\n  - {payload: Pizza, 1: x, push: Special, \"1\": y}\n",
            "r.yaml:3:22: unknown key '1'; expected one of payload, when, push, present, requires\n"
                + "r.yaml:3:43: the key '1' is already given at 3:22 (keys are read by their text)\n"
                + "r.yaml:3:43: unknown key '1'; expected one of payload, when, push, present, requires"
        ),
        ("version: 1\nroutes: &r []\n", "r.yaml:2:9: anchors are not supported"),
        ("version: 1\nroutes: !!seq []\n", "r.yaml:2:9: tags are not supported"),
        ("version: 1\n\troutes: []\n", "r.yaml:2:1: tabs are not allowed for indentation"),
    ])
    func problemIsReportedWithItsPosition(text: String, message: String) {
        #expect(problems(text) == message)
    }

    @Test func everyProblemOfTheFileIsReportedInOneRun() {
        let report = problems(
            """
            version: 1
            routes:
              - {payload: Piza, push: PizzaDetail}
              - {payload: Pizza, push: Specal}
              - {payload: Drink, psh: DrinkDetail}
            """)

        #expect(report.split(separator: "\n").count == 4)
    }

    @Test(arguments: [3, 30])
    func keyRepeatedInAMappingOfAnySizeIsReported(keyCount: Int) {
        // The integer 2 and the string '2' are different YAML keys with the same text.
        let keys = (1...keyCount).map { "\($0): x" }.joined(separator: ", ")

        let report = problems("version: 1\nroutes:\n  - {payload: Pizza, push: Special, when: {\(keys), '2': y}}\n")

        #expect(report.contains("the key '2' is already given at 3:"))
    }

    @Test func narrowRouteAfterABroadOneIsUnreachableButBeforeItIsFine() {
        let broadFirst = problems(
            "version: 1\nroutes:\n  - {payload: Pizza, when: {size: large}, push: Special}\n  - {payload: Pizza, when: {size: large, name: x}, push: Special}\n"
        )
        let narrowFirst = problems(
            "version: 1\nroutes:\n  - {payload: Pizza, when: {size: large, name: x}, push: Special}\n  - {payload: Pizza, when: {size: large}, push: Special}\n"
        )

        #expect(broadFirst.contains("4:5: this route can never match: the route at 3:5"))
        #expect(narrowFirst == "(loaded)")
    }

    @Test func aFileWithProblemsChangesNoRouting() throws {
        let registry = makeCatalog { $0.register(Jumper(for: Drink.self) { _ in textDestination("CodeDrink") }) }

        do {
            _ = try RoutesFile(
                parsing: "version: 1\nroutes:\n  - {payload: Pizza, push: Special}\n  - {payload: Piza, push: Special}\n",
                path: "r.yaml", registry: registry)
            Issue.record("the file should not load")
        } catch {
            #expect(error.problems.count == 1)
        }

        #expect("\(registry.decide(Drink.fixture()))" == "push CodeDrink")
        #expect("\(registry.decide(Pizza.fixture()))" == "ignored (no jumper is registered for Pizza)")
    }

    @Test(arguments: [
        ("  - {payload: NAME, push: Special}\n", "unknown payload type 'NAME…'"),
        ("  - {payload: Pizza, push: NAME}\n", "unknown screen 'NAME…'"),
        ("  - {payload: Pizza, push: Special, NAME: 1}\n", "unknown key 'NAME…'"),
        ("  - {payload: Pizza, push: Special, when: {NAME: x}}\n", "payload type 'Pizza' has no field 'NAME…'"),
        ("  - {payload: Pizza, push: Special, when: {size: NAME}}\n", "'NAME…' is not a value of 'size'"),
        ("  - {payload: Pizza, push: Special, requires: NAME}\n", "unknown guard 'NAME…'"),
        ("  - {payload: Pizza, push: Special, NAME: 1, NAME: 2}\n", "'NAME…'"),
    ])
    func aHugeNameIsQuotedUpToTheBoundEveryMessageUses(route: String, quoted: String) {
        let name = String(repeating: "x", count: 100_000)
        let shown = String(repeating: "x", count: 64)

        let message = problems("version: 1\nroutes:\n" + route.replacingOccurrences(of: "NAME", with: name))

        #expect(message.contains(quoted.replacingOccurrences(of: "NAME", with: shown)), "\(message.prefix(300))")
        #expect(message.count < 1_000)
    }

    @Test func randomBytesNeverCrashTheLoader() {
        var generator = SplitMix64(seed: 0x207E5)
        let pieces = [
            "version: 1\n", "routes:\n", "  - ", "payload: Pizza", "push: ", "Special", "{", "}", "[", "]",
            ", ", "when: ", "\n", "    ", "&a ", "*a", "#", "\"", "'", "\t", "\u{0}", ": ", "- ",
        ]
        for _ in 0..<1_000 {
            let text = (0..<Int.random(in: 0..<30, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            do {
                _ = try load(text)
            } catch {
                #expect(!error.problems.isEmpty)
                #expect(error.problems.allSatisfy { $0.line >= 1 && $0.column >= 1 })
            }
        }
    }
}

@MainActor @Suite struct RoutesFileGuardTests {
    private func makeCatalog() -> JumperRegistry {
        let catalog = composed { catalog in
            catalog.registerPayload(Pizza.self, name: "Pizza")
            catalog.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
            catalog.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
        }
        return catalog
    }

    @Test func requiresMakesTheRoutesDestinationGuarded() throws {
        let file = try RoutesFile(
            parsing: "version: 1\nroutes:\n  - {payload: Pizza, push: PizzaDetail, requires: signedIn}\n",
            path: "r.yaml", registry: makeCatalog())
        let registry = file.registry

        #expect("\(registry.decide(Pizza.fixture()))" == "push PizzaDetail (requires signedIn)")
        #expect(registry.guardNames == ["signedIn"])
        #expect(file.routes.first?.description == "Pizza -> push PizzaDetail requires signedIn")
    }

    @Test(arguments: [
        (
            "{payload: Pizza, push: PizzaDetail, requires: signedin}",
            "r.yaml:3:51: unknown guard 'signedin'; did you mean 'signedIn'?"
        ),
        (
            "{payload: Pizza, push: PizzaDetail, requires: admin}",
            "r.yaml:3:51: unknown guard 'admin'; registered guards: signedIn"
        ),
        ("{payload: Pizza, push: PizzaDetail, requires: [signedIn]}", "r.yaml:3:51: expected a guard name, found a sequence"),
    ])
    func badRequirementIsReportedWithItsPosition(route: String, message: String) {
        #expect(throws: RoutesFileError.self) {
            try RoutesFile(parsing: "version: 1\nroutes:\n  - \(route)\n", path: "r.yaml", registry: makeCatalog())
        }
        do {
            _ = try RoutesFile(parsing: "version: 1\nroutes:\n  - \(route)\n", path: "r.yaml", registry: makeCatalog())
        } catch {
            #expect(error.description == message)
        }
    }
}

/// Names and keys are compared by their Unicode scalars, controls in names are refused, and
/// every problem of a file shows in one run.
@MainActor @Suite struct RoutesFileTruthfulnessTests {
    private static let precomposed = "caf\u{E9}"
    private static let decomposed = "cafe\u{301}"

    private func makeCatalog(
        pizzaFields: [PayloadField<Pizza>]? = nil, more: (inout PluginRegistration) -> Void = { _ in }
    ) -> JumperRegistry {
        let catalog = composed { catalog in
            more(&catalog)
            catalog.registerPayload(
                Pizza.self, name: "Pizza",
                fields: pizzaFields ?? [
                    PayloadField("name") { $0.name },
                    PayloadField("size", knownValues: ["small", "large"]) { $0.name.count > 8 ? "large" : "small" },
                ], link: LinkDecoder(parameters: ["name"]) { Pizza(name: $0["name"] ?? "") })
            catalog.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
            catalog.registerScreen("Special", for: Pizza.self) { pizza, _ in
                TextScreen(name: "Special", title: pizza.name)
            }
            catalog.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
        }
        return catalog
    }

    private func problems(_ text: String, registry: JumperRegistry? = nil) -> String {
        do {
            _ = try RoutesFile(parsing: text, path: "r.yaml", registry: registry ?? makeCatalog())
            return "(loaded)"
        } catch {
            return error.description
        }
    }

    // MARK: Unicode scalars

    @Test func conditionValuesSpelledPrecomposedAndDecomposedAreDifferentRoutes() throws {
        // Arrange
        let text =
            "version: 1\nroutes:\n"
            + "  - {payload: Pizza, when: {name: \(Self.precomposed)}, push: Special}\n"
            + "  - {payload: Pizza, when: {name: \(Self.decomposed)}, push: PizzaDetail}\n"

        // Act
        let file = try RoutesFile(parsing: text, path: "r.yaml", registry: makeCatalog())
        let registry = file.registry

        // Assert
        #expect(file.routes.count == 2)
        #expect("\(registry.decide(Pizza(name: Self.precomposed)))" == "push Special")
        #expect("\(registry.decide(Pizza(name: Self.decomposed)))" == "push PizzaDetail")
    }

    @Test func whenFieldNameMustHaveTheRegisteredScalars() {
        // Arrange: the field is registered precomposed.
        let catalog = makeCatalog(pizzaFields: [PayloadField(Self.precomposed) { $0.name }])

        // Act
        let precomposed = problems(
            "version: 1\nroutes:\n  - {payload: Pizza, when: {\(Self.precomposed): x}, push: Special}\n", registry: catalog)
        let decomposed = problems(
            "version: 1\nroutes:\n  - {payload: Pizza, when: {\(Self.decomposed): x}, push: Special}\n", registry: catalog)

        // Assert
        #expect(precomposed == "(loaded)")
        #expect(decomposed.hasPrefix("r.yaml:3:29: payload type 'Pizza' has no field '\(Self.decomposed)'"))
    }

    @Test func keysSpelledBothWaysAreNotRepeatedKeys() {
        // Act
        let report = problems(
            "version: 1\nroutes:\n  - {payload: Pizza, when: {\(Self.precomposed): x, \(Self.decomposed): y}, push: Special}\n")

        // Assert
        #expect(!report.contains("already given"))
        #expect(report.split(separator: "\n").count == 2, "two unknown fields")
    }

    @Test func linkParameterNamesGivenUnderWithAreComparedByScalars() {
        // Arrange: the decoder reads `café` precomposed (patterns capture only ASCII names).
        struct Cafe: Sendable {}
        let catalog = makeCatalog {
            $0.registerPayload(Cafe.self, name: "Cafe", link: LinkDecoder(parameters: [Self.precomposed]) { _ in Cafe() })
        }
        let links = "version: 1\nroutes: []\nlinks:\n  - {link: \"giuseppe://cafe\", payload: Cafe, with: "

        // Act
        let decomposed = problems(links + "{\(Self.decomposed): x}}\n", registry: catalog)
        let precomposed = problems(links + "{\(Self.precomposed): x}}\n", registry: catalog)

        // Assert
        #expect(decomposed.contains("'Cafe' is built from the parameter '\(Self.precomposed)'"))
        #expect(precomposed == "(loaded)")
    }

    // MARK: Control characters

    @Test(arguments: [
        (
            "{payload: \"Pi\\x85zza\", push: Special}",
            "r.yaml:3:15: a payload type name may not contain the control character U+0085"
        ),
        (
            "{payload: \"Pi\\x01zza\", push: Special}",
            "r.yaml:3:15: a payload type name may not contain the control character U+0001"
        ),
        ("{payload: Pizza, push: \"Spe\\x9Fcial\"}", "r.yaml:3:28: a screen name may not contain the control character U+009F"),
        (
            "{payload: Pizza, push: Special, requires: \"signed\\u0080In\"}",
            "r.yaml:3:47: a guard name may not contain the control character U+0080"
        ),
        (
            "{payload: Pizza, when: {\"na\\x85me\": x}, push: Special}",
            "r.yaml:3:29: a field name may not contain the control character U+0085"
        ),
    ])
    func controlCharactersInNamesAreRefusedWithTheirPosition(route: String, message: String) {
        // Act
        let report = problems("version: 1\nroutes:\n  - \(route)\n")

        // Assert
        #expect(report == message)
        #expect(!report.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    }

    @Test func controlCharacterInALinkPatternIsRefused() {
        // Act
        let report = problems("version: 1\nroutes: []\nlinks:\n  - {link: \"giuseppe://menu/\\x85\", payload: Pizza}\n")

        // Assert
        #expect(report == "r.yaml:4:12: a link pattern may not contain the control character U+0085")
    }

    @Test func problemMessagesNeverCarryARawControlCharacter() {
        // Arrange: a value outside a closed field's values is quoted in the message.
        let text =
            "version: 1\nroutes:\n  - {payload: Pizza, when: {size: \"sm\\u0085all\"}, push: Special}\n  - {payload: \"\\x07\", push: Special}\n"

        // Act
        let report = problems(text)

        // Assert
        #expect(report != "(loaded)")
        #expect(!report.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" })
    }

    // MARK: Every problem in one pass

    @Test func routeWithAnUnknownScreenStillTakesPartInTheDuplicateCheck() {
        // Act
        let report = problems(
            "version: 1\nroutes:\n  - {payload: Pizza, push: Specal}\n  - {payload: Pizza, push: PizzaDetail}\n")

        // Assert
        #expect(
            report == "r.yaml:3:28: unknown screen 'Specal'; did you mean 'Special'?\n"
                + "r.yaml:4:5: duplicate route: the route at 3:5 has the same payload and conditions")
    }

    @Test func routeWithAnUnknownGuardOrKeyStillTakesPartInTheDuplicateCheck() {
        // Act
        let report = problems(
            "version: 1\nroutes:\n  - {payload: Pizza, push: Special, requires: admin, colour: red}\n  - {payload: Pizza, push: PizzaDetail}\n"
        )

        // Assert
        #expect(report.split(separator: "\n").count == 3)
        #expect(report.contains("r.yaml:4:5: duplicate route: the route at 3:5"))
    }

    @Test func conflictingDestinationsStillHaveTheirScreensChecked() {
        // Act
        let report = problems("version: 1\nroutes:\n  - {payload: Pizza, push: Specal, present: PizaDetail}\n")

        // Assert
        #expect(report.contains("'push' and 'present' cannot both be given"))
        #expect(report.contains("unknown screen 'Specal'"))
        #expect(report.contains("unknown screen 'PizaDetail'"))
    }

    @Test func linksAreCheckedEvenWhenTheRoutesAreMissingOrMalformed() {
        // Act
        let missing = problems("version: 1\nlinks:\n  - {link: \"giuseppe://x\", payload: Piza}\n")
        let malformed = problems("version: 1\nroutes: 3\nlinks:\n  - {link: \"giuseppe://x\", payload: Piza}\n")

        // Assert
        #expect(missing.contains("unknown payload type 'Piza'"))
        #expect(malformed.contains("unknown payload type 'Piza'"))
    }

    @Test func linkWithAnotherProblemIsStillCheckedForAmbiguityAndParameters() {
        // Act
        let report = problems(
            """
            version: 1
            routes: []
            links:
              - {link: "giuseppe://menu/:name", payload: Pizza}
              - {link: "giuseppe://menu/:other", payload: Pizza, colour: red}
            """)

        // Assert
        #expect(report.contains("r.yaml:5:5: this link pattern is as specific as the one at 4:5"))
        #expect(report.contains("'Pizza' is built from the parameter 'name'"))
        #expect(report.contains("unknown key 'colour'"))
    }

    // MARK: Routes caught by several earlier routes together

    @Test func routeCaughtByOneRoutePerValueOfAClosedFieldIsUnreachable() {
        // Act
        let report = problems(
            """
            version: 1
            routes:
              - {payload: Pizza, when: {size: small}, push: Special}
              - {payload: Pizza, when: {size: large}, push: Special}
              - {payload: Pizza, push: PizzaDetail}
              - {payload: Pizza, when: {name: Diavola}, push: PizzaDetail}
            """)

        // Assert
        #expect(
            report
                == "r.yaml:5:5: this route can never match: the routes at 3:5 and 4:5 come first and together catch every payload it would\n"
                + "r.yaml:6:5: this route can never match: the routes at 3:5 and 4:5 come first and together catch every payload it would"
        )
    }

    @Test func routeLeftAValueOfAClosedFieldIsReachable() {
        // Act
        let report = problems(
            """
            version: 1
            routes:
              - {payload: Pizza, when: {size: small, name: Diavola}, push: Special}
              - {payload: Pizza, when: {size: large}, push: Special}
              - {payload: Pizza, push: PizzaDetail}
            """)

        // Assert
        #expect(report == "(loaded)")
    }

    // MARK: Names read again

    @Test(arguments: [(quotedFirst: true, line: 4), (quotedFirst: false, line: 3)])
    func aNameAcceptedQuotedIsNotAcceptedPlainWhenPlainItIsNoString(quotedFirst: Bool, line: Int) {
        // Arrange: a screen named `true`, which a plain scalar cannot name (it is a boolean).
        let registry = makeCatalog { catalog in
            catalog.registerScreen("true", for: Pizza.self) { pizza, _ in TextScreen(name: "true", title: pizza.name) }
        }
        let routes = [
            "  - {payload: Pizza, when: {name: a}, push: \"true\"}", "  - {payload: Pizza, when: {name: b}, push: true}",
        ]

        // Act
        let report = problems(
            "version: 1\nroutes:\n" + (quotedFirst ? routes : routes.reversed()).joined(separator: "\n") + "\n",
            registry: registry)

        // Assert
        #expect(report == "r.yaml:\(line):45: expected a screen name, found a boolean")
    }

    @Test func namesRepeatedInEveryStyleLoadAndAMisspeltOneIsStillReported() throws {
        // Arrange
        let text = """
            version: 1
            routes:
              - {payload: "Pizza", when: {"name": a, size: small}, push: 'Special'}
              - {payload: Pizza, when: {name: b, 'size': large}, push: Special}
              - {payload: 'Pizza', when: {name: c}, push: "Special"}
              - {payload: Pizza, when: {nam: d}, push: Specal}
            """

        // Act
        let report = problems(text)

        // Assert
        #expect(
            report
                == "r.yaml:6:29: payload type 'Pizza' has no field 'nam'; did you mean 'name'?\n"
                + "r.yaml:6:44: unknown screen 'Specal'; did you mean 'Special'?")
    }
}
