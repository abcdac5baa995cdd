import Router
import RouterTestSupport
import RoutesFiles
import Testing

/// A routes file's `guards:` section: guard chains declared as data, checked against the
/// guards the plugins registered and against the chains their code gives.
@MainActor @Suite struct RoutesFileGuardChainTests {
    /// Pizza with its PizzaDetail screen; the guards signedIn (SignIn), acceptedTerms (Terms)
    /// and admin (Admin), each presenting its screen; `more` registers the rest (or
    /// replaces them).
    private func makeCatalog(
        acceptedTermsRequires: String? = nil, _ more: (inout PluginRegistration) -> Void = { _ in }
    ) -> JumperRegistry {
        composed { catalog in
            catalog.registerPayload(Pizza.self, name: "Pizza")
            catalog.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
            catalog.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
            catalog.registerGuard(
                RouteGuard(
                    "acceptedTerms", redirect: textDestination("Terms", presentation: .modal),
                    requires: acceptedTermsRequires))
            catalog.registerGuard(RouteGuard("admin", redirect: textDestination("Admin", presentation: .modal)))
            more(&catalog)
        }
    }

    /// `version: 1`, no routes, and the `guards:` entries given, one a line from line 4.
    private func file(_ entries: [String]) -> String {
        "version: 1\nroutes: []\nguards:\n" + entries.map { "  - \($0)\n" }.joined()
    }

    private func problems(_ text: String, registry: JumperRegistry? = nil) -> String {
        do {
            _ = try RoutesFile(parsing: text, path: "r.yaml", registry: registry ?? makeCatalog())
            return "(loaded)"
        } catch {
            return error.description
        }
    }

    // MARK: What a route requires

    @Test func aRouteRequiringAConditionUnrelatedToItsScreensIsAProblemAtItsPosition() {
        let catalog = makeCatalog { $0.require("signedIn", forScreen: "PizzaDetail") }
        let text = "version: 1\nroutes:\n  - {payload: Pizza, push: PizzaDetail, requires: admin}\n"

        #expect(
            problems(text, registry: catalog)
                == "r.yaml:3:5: the screen 'PizzaDetail' would require 'signedIn' and 'admin', and no guard chain "
                + "includes them all; make one guard require the other")
    }

    @Test func eachRouteOfAScreenIsCheckedWithItsOwnGuard() {
        // Arrange: one screen named by four routes, each pairing it with another guard (or
        // none), some repeated; only the routes requiring admin conflict.
        let catalog = composed { catalog in
            catalog.registerPayload(Pizza.self, name: "Pizza", fields: [PayloadField("name") { $0.name }])
            catalog.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
            catalog.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
            catalog.registerGuard(
                RouteGuard("acceptedTerms", redirect: textDestination("Terms", presentation: .modal), requires: "signedIn"))
            catalog.registerGuard(RouteGuard("admin", redirect: textDestination("Admin", presentation: .modal)))
            catalog.require("signedIn", forScreen: "PizzaDetail")
        }
        let routes = [
            "{payload: Pizza, when: {name: a}, push: PizzaDetail}",
            "{payload: Pizza, when: {name: b}, push: PizzaDetail, requires: acceptedTerms}",
            "{payload: Pizza, when: {name: c}, push: PizzaDetail, requires: admin}",
            "{payload: Pizza, when: {name: d}, push: PizzaDetail, requires: acceptedTerms}",
            "{payload: Pizza, when: {name: e}, push: PizzaDetail}",
            "{payload: Pizza, when: {name: f}, push: PizzaDetail, requires: admin}",
        ]
        let text = "version: 1\nroutes:\n" + routes.map { "  - \($0)\n" }.joined()

        // Act
        let report = problems(text, registry: catalog)

        // Assert
        let conflict = "the screen 'PizzaDetail' would require 'signedIn' and 'admin'"
        #expect(report.components(separatedBy: conflict).count == 3, "\(report)")
        #expect(report.contains("r.yaml:5:5: \(conflict)"))
        #expect(report.contains("r.yaml:8:5: \(conflict)"))
    }

    @Test func aRouteRequiringMoreThanItsScreenLoads() throws {
        let catalog = makeCatalog(acceptedTermsRequires: "signedIn") { $0.require("signedIn", forScreen: "PizzaDetail") }
        let text = "version: 1\nroutes:\n  - {payload: Pizza, push: PizzaDetail, requires: acceptedTerms}\n"

        #expect(problems(text, registry: catalog) == "(loaded)")
    }

    @Test func aDeclaredChainLongerThanTheBoundIsAProblemAtItsLastEntry() {
        let catalog = makeCatalog { catalog in
            for index in 0...GuardChain.maxLength {
                catalog.registerGuard(RouteGuard("g\(index)", redirect: textDestination("G\(index)")))
            }
        }
        let entries = (0..<GuardChain.maxLength).map { "{guard: g\($0), requires: g\($0 + 1)}" }

        let report = problems(file(entries), registry: catalog)

        #expect(
            report == "r.yaml:\(4 + GuardChain.maxLength - 1):5: the guard chain from 'g0' is longer than "
                + "\(GuardChain.maxLength) guards: "
                + (0...GuardChain.maxLength).map { "'g\($0)'" }.joined(separator: " requires "))
    }

    // MARK: Chains applied

    @Test func aDeclaredChainHoldsTheDestinationAtTheFirstGuardsScreen() throws {
        let text =
            "version: 1\nroutes:\n  - {payload: Pizza, push: PizzaDetail, requires: acceptedTerms}\n"
            + "guards:\n  - guard: acceptedTerms\n    requires: signedIn\n"
        let file = try RoutesFile(parsing: text, path: "r.yaml", registry: makeCatalog())
        let conditions = FakeConditions()
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let router = NavigationRouter(registry: file.registry, navigator: stack, conditions: conditions)

        let outcome = router.route(Pizza.fixture())

        #expect(outcome == .redirected(guardName: "signedIn", screen: "SignIn"))
        #expect(file.registry.routeGuard(named: "acceptedTerms")?.requires == "signedIn")
        #expect(
            file.guardPrerequisites == [
                GuardPrerequisite(guardName: "acceptedTerms", requires: "signedIn", line: 5, column: 5)
            ])
        #expect(file.guardPrerequisites.map(\.description) == ["'acceptedTerms' requires 'signedIn'"])
        #expect(file.summary == "1 route for 1 payload type to 1 screen, 0 links, 1 guard chain")
    }

    @Test func theChainGoesOnGuardByGuardThenResumesTheDestination() throws {
        let text =
            "version: 1\nroutes:\n  - {payload: Pizza, push: PizzaDetail, requires: acceptedTerms}\n"
            + "guards:\n  - {guard: acceptedTerms, requires: signedIn}\n"
        let file = try RoutesFile(parsing: text, path: "r.yaml", registry: makeCatalog())
        let conditions = FakeConditions()
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let router = NavigationRouter(registry: file.registry, navigator: stack, conditions: conditions)
        router.route(Pizza.fixture())

        conditions.holding = ["signedIn"]
        let afterSignIn = router.conditionsDidChange()
        let screensAfterSignIn = stack.screenNames
        conditions.holding = ["signedIn", "acceptedTerms"]
        let afterTerms = router.conditionsDidChange()

        #expect(afterSignIn == .redirected(guardName: "acceptedTerms", screen: "Terms"))
        #expect(screensAfterSignIn == ["Home", "Terms"])
        #expect(afterTerms == .pushed("PizzaDetail"))
        #expect(stack.screenNames == ["Home", "PizzaDetail"])
        #expect(router.pending == nil)
    }

    @Test func thePrerequisiteTheCodeGivesIsAcceptedAgain() throws {
        let file = try RoutesFile(
            parsing: file(["{guard: acceptedTerms, requires: signedIn}"]), path: "r.yaml",
            registry: makeCatalog(acceptedTermsRequires: "signedIn"))

        #expect(file.registry.routeGuard(named: "acceptedTerms")?.requires == "signedIn")
        #expect(file.guardPrerequisites.count == 1)
    }

    @Test func aFileWithoutGuardsKeepsItsSummaryAndTheCodesChains() throws {
        let file = try RoutesFile(
            parsing: "version: 1\nroutes: []\nguards: []\n", path: "r.yaml",
            registry: makeCatalog(acceptedTermsRequires: "signedIn"))

        #expect(file.summary == "0 routes for 0 payload types to 0 screens, 0 links")
        #expect(file.guardPrerequisites.isEmpty)
        #expect(file.registry.routeGuard(named: "acceptedTerms")?.requires == "signedIn")
        #expect(file.registry.routeGuard(named: "signedIn")?.requires == nil)
    }

    // MARK: Names, keys and kinds

    @Test(arguments: [
        (
            ["{guard: acceptedTems, requires: signedIn}"],
            "r.yaml:4:13: unknown guard 'acceptedTems'; did you mean 'acceptedTerms'?"
        ),
        (["{guard: acceptedTerms, requires: signedin}"], "r.yaml:4:38: unknown guard 'signedin'; did you mean 'signedIn'?"),
        (
            ["{guard: root, requires: signedIn}"],
            "r.yaml:4:13: unknown guard 'root'; registered guards: acceptedTerms, admin, signedIn"
        ),
        (
            ["{guard: admin, requires: superuser}"],
            "r.yaml:4:30: unknown guard 'superuser'; registered guards: acceptedTerms, admin, signedIn"
        ),
        (["{guard: 12, requires: signedIn}"], "r.yaml:4:13: expected a guard name, found a number"),
        (["{guard: admin, requires: [signedIn]}"], "r.yaml:4:30: expected a guard name, found a sequence"),
        (
            ["{guard: \"sign\\u0007edIn\", requires: admin}"],
            "r.yaml:4:13: a guard name may not contain the control character U+0007"
        ),
        (["{guard: admin}"], "r.yaml:4:5: a guard prerequisite needs the key 'requires'"),
        (["{requires: admin}"], "r.yaml:4:5: a guard prerequisite needs the key 'guard'"),
        (
            ["{guard: admin, require: signedIn}"],
            "r.yaml:4:5: a guard prerequisite needs the key 'requires'\nr.yaml:4:20: unknown key 'require'; did you mean 'requires'?"
        ),
        (["{guard: admin, requires: signedIn, push: Admin}"], "r.yaml:4:40: unknown key 'push'; expected one of guard, requires"),
        (
            ["[admin, signedIn]"],
            "r.yaml:4:5: expected a guard prerequisite (a mapping with 'guard' and 'requires'), found a sequence"
        ),
        (["admin"], "r.yaml:4:5: expected a guard prerequisite (a mapping with 'guard' and 'requires'), found a string"),
    ])
    func aBadEntryIsReportedWithItsPosition(entries: [String], message: String) {
        #expect(problems(file(entries)) == message)
    }

    @Test(arguments: [
        ("version: 1\nroutes: []\nguards: signedIn\n", "r.yaml:3:9: expected a sequence of guard prerequisites, found a string"),
        (
            "version: 1\nroutes: []\nguards: {guard: admin, requires: signedIn}\n",
            "r.yaml:3:9: expected a sequence of guard prerequisites, found a mapping"
        ),
        ("version: 1\nroutes: []\nguards:\n", "r.yaml:3:8: expected a sequence of guard prerequisites, found nothing"),
    ])
    func aGuardsSectionThatIsNotASequenceIsReportedWithItsPosition(text: String, message: String) {
        #expect(problems(text) == message)
    }

    @Test func aGuardGivenTwiceIsAProblemAtTheSecondNamingTheFirst() {
        let report = problems(
            file([
                "{guard: admin, requires: signedIn}",
                "{guard: acceptedTerms, requires: signedIn}",
                "{guard: admin, requires: signedIn}",
            ]))

        #expect(report == "r.yaml:6:13: the guard 'admin' is already given a prerequisite at 4:13")
    }

    @Test func aPrerequisiteOtherThanTheCodesIsAProblemNamingThePlugin() {
        let report = problems(
            file(["{guard: acceptedTerms, requires: admin}"]), registry: makeCatalog(acceptedTermsRequires: "signedIn"))

        #expect(
            report == "r.yaml:4:38: the guard 'acceptedTerms' already requires 'signedIn' in the code of plugin 'app'; "
                + "the file may not make it require 'admin' (what the app knows wins over the file)")
    }

    @Test func everyProblemOfTheSectionShowsInOneRun() {
        let report = problems(
            file([
                "{guard: admn, requires: signedIn}",
                "{guard: acceptedTerms, requires: signedIn, when: x}",
                "{guard: signedIn, requires: 3}",
            ]))

        #expect(
            report == """
                r.yaml:4:13: unknown guard 'admn'; did you mean 'admin'?
                r.yaml:5:48: unknown key 'when'; expected one of guard, requires
                r.yaml:6:33: expected a guard name, found a number
                """)
    }

    // MARK: Loops

    @Test func aLoopOfTwoIsReportedOnceAtTheEntryThatClosesIt() {
        let report = problems(
            file([
                "{guard: acceptedTerms, requires: signedIn}",
                "{guard: signedIn, requires: acceptedTerms}",
            ]))

        #expect(report == "r.yaml:5:5: the guards go round: 'signedIn' requires 'acceptedTerms' requires 'signedIn'")
    }

    @Test func aLoopThroughTheCodesChainIsReportedAtTheFilesEntry() {
        let report = problems(
            file(["{guard: signedIn, requires: acceptedTerms}"]), registry: makeCatalog(acceptedTermsRequires: "signedIn"))

        #expect(report == "r.yaml:4:5: the guards go round: 'signedIn' requires 'acceptedTerms' requires 'signedIn'")
    }

    @Test func aLoopIsBlamedOnTheEntryThatClosesItNotOnOneThatRepeatsTheCodesChain() {
        let report = problems(
            file([
                "{guard: signedIn, requires: acceptedTerms}",
                "{guard: acceptedTerms, requires: signedIn}",
            ]), registry: makeCatalog(acceptedTermsRequires: "signedIn"))

        #expect(
            report
                == "r.yaml:4:5: the guards go round: 'signedIn' requires 'acceptedTerms' requires 'signedIn' "
                + "(the entry at 5:5 only repeats what the code declares)")
    }

    @Test func aLoopOfThreeIsNamedInOrderFromTheEntryThatClosesIt() {
        let report = problems(
            """
            version: 1
            routes: []
            guards:
              - guard: admin
                requires: acceptedTerms
              - guard: signedIn
                requires: admin
              - guard: acceptedTerms
                requires: signedIn
            """)

        #expect(
            report
                == "r.yaml:8:5: the guards go round: 'acceptedTerms' requires 'signedIn' requires 'admin' requires 'acceptedTerms'"
        )
    }

    @Test func aGuardRequiringItselfIsALoop() {
        let report = problems(file(["{guard: admin, requires: admin}"]))

        #expect(report == "r.yaml:4:5: the guards go round: 'admin' requires 'admin'")
    }

    @Test func eachLoopIsReportedOnce() {
        let report = problems(
            file([
                "{guard: admin, requires: admin}",
                "{guard: signedIn, requires: acceptedTerms}",
                "{guard: acceptedTerms, requires: signedIn}",
            ]))

        #expect(
            report == """
                r.yaml:4:5: the guards go round: 'admin' requires 'admin'
                r.yaml:6:5: the guards go round: 'acceptedTerms' requires 'signedIn' requires 'acceptedTerms'
                """)
    }

    // MARK: Hostile input

    /// Control characters of names the code registered are escaped wherever a message
    /// quotes them: in a suggestion, a conflict, a loop.
    @Test func namesFromCodeWithControlCharactersAreEscapedInMessages() {
        let bell = "bell\u{7}"
        let catalog = makeCatalog(acceptedTermsRequires: bell) {
            $0.registerGuard(RouteGuard(bell, redirect: textDestination("Bell"), requires: "signedIn\u{85}"))
            $0.registerGuard(RouteGuard("signedIn\u{85}", redirect: textDestination("Bell")))
        }

        let suggestion = problems(file(["{guard: bell, requires: signedIn}"]), registry: catalog)
        let conflict = problems(file(["{guard: acceptedTerms, requires: signedIn}"]), registry: catalog)
        let closing = makeCatalog(acceptedTermsRequires: bell) {
            $0.registerGuard(RouteGuard(bell, redirect: textDestination("Bell"), requires: "signedIn"))
        }
        let loopThroughCode = problems(file(["{guard: signedIn, requires: acceptedTerms}"]), registry: closing)

        #expect(suggestion == "r.yaml:4:13: unknown guard 'bell'; did you mean 'bell\\u{7}'?")
        #expect(
            conflict == "r.yaml:4:38: the guard 'acceptedTerms' already requires 'bell\\u{7}' in the code of "
                + "plugin 'app'; the file may not make it require 'signedIn' (what the app knows wins over the file)")
        #expect(
            loopThroughCode
                == "r.yaml:4:5: the guards go round: 'signedIn' requires 'acceptedTerms' requires 'bell\\u{7}' requires 'signedIn'"
        )
        for report in [suggestion, conflict, loopThroughCode] {
            #expect(!report.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        }
    }

    /// 20,001 guards, each but the last given the next as its prerequisite by the file.
    private static let longChainGuards = 20_001

    private func manyGuards(_ count: Int) -> JumperRegistry {
        composed { catalog in
            for index in 0..<count {
                catalog.registerGuard(RouteGuard("g\(index)", redirect: textDestination("S\(index)")))
            }
        }
    }

    /// How much longer ten times the entries may take: 10 for linear work, and a margin for
    /// noise and fixed costs, far below the 100 of quadratic work. A ratio, not a time, so a
    /// slower machine or a sanitizer slowing both runs alike changes nothing.
    private static let linearBound = 40.0

    /// How long reporting the problems of a chain file of `entries` takes with `guards`
    /// guards, and the report.
    private func rejectionTime(guards: Int, entries: Int, closing: Bool) -> (elapsed: Duration, report: String) {
        let registry = manyGuards(guards)
        let text = chainFile(entries: entries, closing: closing)
        var report = ""
        let elapsed = ContinuousClock().measure { report = problems(text, registry: registry) }
        return (elapsed, report)
    }

    private func chainFile(entries: Int, closing: Bool) -> String {
        var text = "version: 1\nroutes: []\nguards:\n"
        for index in 0..<entries {
            let next = closing && index == entries - 1 ? 0 : index + 1
            text += "  - {guard: g\(index), requires: g\(next)}\n"
        }
        return text
    }

    @Test func aChainOf20000EntriesIsRejectedQuicklyAsTooLong() {
        let small = rejectionTime(guards: 2_001, entries: 2_000, closing: false).elapsed

        let (elapsed, report) = rejectionTime(guards: Self.longChainGuards, entries: 20_000, closing: false)
        Attachment.record("a guard chain of 20,000 file entries rejected in \(elapsed), of 2,000 in \(small)", named: "times.txt")

        #expect(elapsed < small * Self.linearBound, "ten times the entries took \(elapsed / small) times as long")
        #expect(report.components(separatedBy: "\n").count == 1)
        #expect(report.contains(": the guard chain from 'g0' is longer than \(GuardChain.maxLength) guards: 'g0' requires"))
    }

    @Test func aLoopOf20000EntriesIsRejectedQuicklyAndNamedShortened() {
        let small = rejectionTime(guards: 2_000, entries: 2_000, closing: true).elapsed

        let (elapsed, report) = rejectionTime(guards: 20_000, entries: 20_000, closing: true)
        Attachment.record("a guard loop of 20,000 file entries rejected in \(elapsed), of 2,000 in \(small)", named: "times.txt")

        #expect(elapsed < small * Self.linearBound, "ten times the entries took \(elapsed / small) times as long")
        #expect(
            report == "r.yaml:20003:5: the guards go round: 'g19999' requires 'g0' requires 'g1' requires 'g2' "
                + "requires 'g3' requires 'g4' requires … (19990 more guards) … requires 'g19995' requires 'g19996' "
                + "requires 'g19997' requires 'g19998' requires 'g19999'")
    }
}
