import AccountScreens
import Demo
import Foundation
import LinkMatching
import Router
import RouterTestSupport
import RouterTooling
import Screens
import Testing

/// End-to-end tests: the built `routerdemo`, its output streams and its exit status.
@Suite struct RouterDemoCLITests {
    @Test(arguments: [["--help"], ["-h"], ["help"]])
    func helpTeachesUsageOnStdout(arguments: [String]) throws {
        let result = try RouterDemoProcess.run(arguments)

        #expect(result.status == 0)
        #expect(result.stdout.contains("USAGE:"))
        #expect(result.stdout.contains("routerdemo run [--json] [--routes FILE] [--jobs N] FLOW..."))
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [["help", "run"], ["run", "--help"]])
    func runHelpTeachesTheFlowFormat(arguments: [String]) throws {
        let result = try RouterDemoProcess.run(arguments)

        #expect(result.status == 0)
        #expect(result.stdout.contains("expect stack A > B > C"))
        #expect(result.stdout.contains("FILE:LINE:COLUMN"))
    }

    @Test func versionIsPrinted() throws {
        let result = try RouterDemoProcess.run(["--version"])

        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("routerdemo "))
    }

    @Test(arguments: [
        (["rnu"], "routerdemo: unknown command 'rnu'; did you mean 'run'?\nSee 'routerdemo --help'.\n"),
        (["--colour"], "routerdemo: unknown option '--colour'\nSee 'routerdemo --help'.\n"),
        (["run", "--jsn", "x.flow"], "routerdemo: unknown option '--jsn'\nSee 'routerdemo help run'.\n"),
        (["run"], "routerdemo: 'run' needs at least one flow file (or '-' for standard input)\nSee 'routerdemo help run'.\n"),
        (["--version", "now"], "routerdemo: unexpected argument 'now' after '--version'\nSee 'routerdemo --help'.\n"),
        (["help", "fly"], "routerdemo: unknown command 'fly'\nSee 'routerdemo --help'.\n"),
        (["explore", "--depth", "-1"], "routerdemo: '--depth' must be at least 1, not -1\nSee 'routerdemo help explore'.\n"),
        (["explore", "--depth", "0"], "routerdemo: '--depth' must be at least 1, not 0\nSee 'routerdemo help explore'.\n"),
        (["explore", "--depth", "101"], "routerdemo: '--depth' must be at most 100, not 101\nSee 'routerdemo help explore'.\n"),
        (["explore", "--depth", "--routes"], "routerdemo: '--depth' needs a value\nSee 'routerdemo help explore'.\n"),
        (["graph", "extra"], "routerdemo: unexpected argument 'extra' after 'graph'\nSee 'routerdemo help graph'.\n"),
        (
            ["run", "--update-golden", "x.flow"],
            "routerdemo: '--update-golden' needs '--golden FILE'\nSee 'routerdemo help run'.\n"
        ),
    ])
    func badCommandLineExitsTwoWithAHint(arguments: [String], message: String) throws {
        let result = try RouterDemoProcess.run(arguments)

        #expect(result.status == 2)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
    }

    @Test func passingFlowExitsZeroAndPrintsTheLog() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\ntap \"Margherita\"\nexpect top PizzaDetail\nback\n")

        let result = try RouterDemoProcess.run(["run", flow])

        #expect(result.status == 0)
        #expect(result.stdout == "push Menu\npush PizzaDetail\npop PizzaDetail\n1 flow, 0 failed, 4 steps\n")
        #expect(result.stderr.isEmpty)
    }

    @Test func aMisspeltScreenInAFlowIsAParseErrorBeforeAnythingRuns() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\nexpect top Menuu\n")

        let result = try RouterDemoProcess.run(["run", flow])

        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "\(flow):2:12: unknown screen 'Menuu' in expect (did you mean 'Menu'?)\n")
    }

    @Test func failingExpectationExitsOneNamingFileAndLine() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\n\nexpect top PizzaDetail\n")

        let result = try RouterDemoProcess.run(["run", flow])

        #expect(result.status == 1)
        #expect(result.stderr == "\(flow):3: expected top PizzaDetail, got Menu\n")
    }

    @Test func failingLogExpectationShowsALineDiff() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\nexpect log\n  push Home\n")

        let result = try RouterDemoProcess.run(["run", flow])

        #expect(result.status == 1)
        #expect(result.stderr == "\(flow):2: expected log, got:\n--- expected\n+++ actual\n- push Home\n+ push Menu\n")
    }

    @Test func malformedFlowExitsTwoWithEveryPositionAndRunsNothing() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\ntpa 2\nexpect tops Menu\n")

        let result = try RouterDemoProcess.run(["run", flow])

        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr == """
                \(flow):2:1: unknown command 'tpa'; did you mean 'tap'?
                \(flow):3:8: unknown expectation 'tops'; did you mean 'top'?

                """)
    }

    @Test func missingFlowFileExitsTwo() throws {
        let result = try RouterDemoProcess.run(["run", "/nonexistent/none.flow"])

        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("routerdemo: cannot read '/nonexistent/none.flow'"))
    }

    @Test func dashReadsTheFlowFromStandardInput() throws {
        let result = try RouterDemoProcess.run(["run", "-"], stdin: Data("tap 3\nexpect top About\n".utf8))

        #expect(result.status == 0)
        #expect(result.stdout == "present About\n1 flow, 0 failed, 2 steps\n")
    }

    @Test func jsonPrintsEachEventAsAJSONLine() throws {
        let flow = try RouterDemoProcess.flowFile("tap 2\nopen in-app giuseppe://typed/100\nback\n")

        let result = try RouterDemoProcess.run(["run", "--json", flow])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                {"event":"push","screen":"TypedList"}
                {"event":"rejected","reason":"giuseppe://typed/:type: no typed model has type '100'"}
                {"event":"pop","screen":"TypedList"}
                {"event":"summary","failed":0,"flows":1,"steps":3}

                """)
    }

    @Test func pipedCommandsNavigateTheDemoWithoutAnyFileAround() throws {
        let input = "tap 1\ntap \"Margherita\"\nstack\nquit\n"

        let result = try RouterDemoProcess.run([], stdin: Data(input.utf8))

        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("Giuseppe's Pizzeria\n"))
        #expect(result.stdout.contains("Ingredients: tomato, mozzarella, basil"))
        #expect(result.stdout.hasSuffix("Home > Menu > PizzaDetail\n"))
        #expect(result.stderr.isEmpty)
    }

    @Test func pipedCommandWithAProblemIsReportedAndExitsOne() throws {
        let result = try RouterDemoProcess.run([], stdin: Data("tap 9\n".utf8))

        #expect(result.status == 1)
        #expect(result.stderr == "<stdin>:1: Home has no row 9; it has 4 rows\n")
    }

    /// The flows in Examples/ run on the demo; those in Examples/tabs/ on the demo with tabs.
    @Test(arguments: [("Examples", false), ("Examples/tabs", true)])
    func everyExampleFlowPasses(folder name: String, tabs: Bool) throws {
        let folder = RouterDemoProcess.packageRoot.appendingPathComponent(name)
        let flows = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".flow") }.sorted()
        try #require(!flows.isEmpty)

        for flow in flows {
            let result = try RouterDemoProcess.run(
                (tabs ? ["--tabs"] : []) + ["run", folder.appendingPathComponent(flow).path])
            #expect(result.status == 0, "\(flow): \(result.stderr)")
        }
    }

    @Test func readmeFlowExamplePasses() throws {
        let readme = try String(
            contentsOf: RouterDemoProcess.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.components(separatedBy: "## Flow files").last)
        let flow = try #require(section.components(separatedBy: "```\n").dropFirst().first)

        let result = try RouterDemoProcess.run(["run", "-"], stdin: Data(flow.utf8))

        #expect(result.status == 0, "\(result.stderr)")
        #expect(flow.contains("expect log"))
    }

    @Test func randomFlowTextNeverCrashesTheProcess() throws {
        var generator = SplitMix64(seed: 0xF10)
        let alphabet = Array("tap expect log stack > \"#\n  12".utf8) + [0, 0xFF]
        for _ in 0..<20 {
            let bytes = (0..<200).map { _ in alphabet.randomElement(using: &generator)! }
            let result = try RouterDemoProcess.run(["run", "-"], stdin: Data(bytes))
            #expect(result.exited)
            #expect([0, 1, 2].contains(result.status))
        }
    }
}

/// `check`, `dump` and `--routes`.
@Suite struct RouterDemoRoutesFileTests {
    @Test func checkWithoutAFileChecksTheEmbeddedRoutes() throws {
        let result = try RouterDemoProcess.run(["check"])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                routes.yaml.example: ok, 14 routes for 9 payload types to 14 screens, 9 links
                plugins: 0 jumpers, 17 screens, 0 links

                """)
        #expect(result.stderr.isEmpty)
    }

    @Test func checkOfTheExampleFileExitsZero() throws {
        let path = RouterDemoProcess.packageRoot.appendingPathComponent("routes.yaml.example").path

        let result = try RouterDemoProcess.run(["check", path])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                \(path): ok, 14 routes for 9 payload types to 14 screens, 9 links
                plugins: 0 jumpers, 17 screens, 0 links

                """)
        #expect(result.stderr.isEmpty)
    }

    @Test(arguments: [["check", "--strict"], ["check", "routes.yaml.example", "--strict"]])
    func strictCheckOfTheShippedRoutesPassesWithoutWarnings(arguments: [String]) throws {
        let result = try RouterDemoProcess.run(arguments, in: RouterDemoProcess.packageRoot)

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                routes.yaml.example: ok, 14 routes for 9 payload types to 14 screens, 9 links
                plugins: 0 jumpers, 17 screens, 0 links

                """)
        #expect(result.stderr.isEmpty)
    }

    @Test func aRouteUsedOnlyAfterThePickerReturnsASizeIsUsedAndItsScreenReached() throws {
        // About is shown only by the size row once the picker returned Large.
        let text = DefaultRoutes.text
            .replacingOccurrences(of: "    present: About          #", with: "    push: Menu          #")
            .replacingOccurrences(
                of: "  - payload: SizeChoice\n",
                with: "  - {payload: SizeChoice, when: {current: large}, push: About}\n  - payload: SizeChoice\n")
        let routes = try RouterDemoProcess.flowFile(text, name: "routes.yaml")

        let check = try RouterDemoProcess.run(["check", "--strict", routes])
        let explore = try RouterDemoProcess.run(["explore", "--routes", routes])

        #expect(check.status == 0)
        #expect(check.stderr.isEmpty)
        #expect(
            explore.stdout.contains(
                "  About          tap \"Giuseppe's menu\", tap \"Margherita\", tap \"Customize order\", "
                    + "tap \"Size: Medium\", tap \"Large\", tap \"Size: Large\"\n"))
    }

    @Test func strictCheckFailsOnCrawlerWarningsAndNeverSaysOk() throws {
        // The shipped routes without the route of the sign-in error's "Try Again": its row leads nowhere.
        let text = DefaultRoutes.text.replacingOccurrences(of: "  - payload: SignInRetry\n    present: SignIn\n", with: "")
        let routes = try RouterDemoProcess.flowFile(text, name: "routes.yaml")

        let result = try RouterDemoProcess.run(["check", "--strict", routes])

        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(!result.stderr.contains(": ok"))
        #expect(result.stderr.contains("warning: the row \"Try Again\" on SignInError leads nowhere"))
        #expect(result.stderr.hasSuffix("routes.yaml: 1 warning, which fail with --strict\n"))
    }

    @Test func checkWarnsOfEveryRouteNoTapUsesWithItsPosition() throws {
        let routes = try RouterDemoProcess.flowFile(
            """
            version: 1
            routes:
              - {payload: HomeEntry, when: {entry: about}, present: About}
              - {payload: Drink, when: {name: Grappa}, push: DrinkDetail}
              - payload: Dessert
                when: {name: Cassata}
                push: DessertDetail
            """, name: "routes.yaml")

        let plain = try RouterDemoProcess.run(["check", routes])
        let strict = try RouterDemoProcess.run(["check", "--strict", routes])

        // No row, from home or from any of the app's tabs, shows a Grappa or a Cassata.
        #expect(plain.status == 0)
        #expect(
            plain.stderr.contains("\(routes):4:5: warning: no tap uses the route Drink when name=Grappa -> push DrinkDetail\n"))
        #expect(
            plain.stderr.contains(
                "\(routes):5:5: warning: no tap uses the route Dessert when name=Cassata -> push DessertDetail\n"))
        #expect(strict.status == 1)
        #expect(strict.stdout.isEmpty)
        #expect(
            strict.stderr.contains("\(routes):4:5: warning: no tap uses the route Drink when name=Grappa -> push DrinkDetail\n"))
    }

    @Test func checkOfAScreenTypoNamesLineColumnAndTheCloseMatch() throws {
        let file = try RouterDemoProcess.flowFile(
            "version: 1\nroutes:\n  - payload: Pizza\n    push: PizaDetail\n", name: "routes.yaml")

        let result = try RouterDemoProcess.run(["check", file])

        #expect(result.status == 1)
        #expect(result.stderr == "\(file):4:11: unknown screen 'PizaDetail'; did you mean 'PizzaDetail'?\n\(file): 1 problem\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func checkOfAMissingFileExitsTwo() throws {
        let result = try RouterDemoProcess.run(["check", "/nonexistent/routes.yaml"])

        #expect(result.status == 2)
        #expect(result.stderr == "routerdemo: cannot read '/nonexistent/routes.yaml': no such file\n")
    }

    @Test func endlessInputIsRefusedAtTheSizeLimitNotReadForever() throws {
        let result = try RouterDemoProcess.run(["check", "/dev/zero"])

        #expect(result.status == 2)
        #expect(result.stderr == "routerdemo: cannot read '/dev/zero': it is larger than the 64 MiB limit\n")
    }

    @Test func directoryIsRefusedAsInput() throws {
        let result = try RouterDemoProcess.run(["run", "/"])

        #expect(result.status == 2)
        #expect(result.stderr == "routerdemo: cannot read '/': it is a directory\n")
    }

    @Test func checkWithTwoFilesIsABadCommandLine() throws {
        let result = try RouterDemoProcess.run(["check", "a.yaml", "b.yaml"])

        #expect(result.status == 2)
    }

    @Test func dumpPrintsYAMLAsJSON() throws {
        let result = try RouterDemoProcess.run(["dump", "-"], stdin: Data("a: [1, 'x', true, ~]\n".utf8))

        #expect(result.status == 0)
        #expect(result.stdout == "{\"a\":[1,\"x\",true,null]}\n")
    }

    @Test func dumpOfInvalidYAMLExitsOneWithThePosition() throws {
        let result = try RouterDemoProcess.run(["dump", "-"], stdin: Data("a: *alias\n".utf8))

        #expect(result.status == 1)
        #expect(result.stderr == "<stdin>:1:4: aliases are not supported\n")
    }

    @Test func dumpRefusesKeysThatJSONCannotTellApart() throws {
        let result = try RouterDemoProcess.run(["dump", "-"], stdin: Data("{1: a, \"1\": b}\n".utf8))

        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr == "<stdin>:1:8: this key has the same text as the key at 1:2; JSON cannot tell them apart\n")
    }

    @Test func routesOptionChangesWhereTapsLead() throws {
        let routes = try RouterDemoProcess.flowFile(
            """
            version: 1
            routes:
              - {payload: HomeEntry, when: {entry: menu}, present: About}
            """, name: "routes.yaml")

        let result = try RouterDemoProcess.run(
            ["run", "--routes", routes, "-"], stdin: Data("tap 1\nexpect top About\nback\ntap 2\nexpect ignored\n".utf8))

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == "present About\ndismiss About\nignored (the jumper for HomeEntry declined the payload)\n"
                + "1 flow, 0 failed, 5 steps\n")
    }

    @Test func routesOptionWorksForBrowsingToo() throws {
        let routes = try RouterDemoProcess.flowFile(
            "version: 1\nroutes:\n  - {payload: HomeEntry, present: About}\n", name: "routes.yaml")

        let result = try RouterDemoProcess.run(["--routes", routes], stdin: Data("tap 2\nstack\n".utf8))

        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("Home > About\n"))
    }

    @Test func brokenRoutesFileStopsARunWithStatusTwo() throws {
        let routes = try RouterDemoProcess.flowFile("version: 1\nroutes:\n  - {payload: Piza, push: Menu}\n", name: "routes.yaml")

        let result = try RouterDemoProcess.run(["run", "--routes", routes, "-"], stdin: Data("tap 1\n".utf8))

        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "\(routes):3:15: unknown payload type 'Piza'; did you mean 'Pizza'?\n")
    }

    @Test func dumpNeverCrashesOnRandomBytes() throws {
        var generator = SplitMix64(seed: 0xD0)
        let alphabet = Array("a: - [ ] { } , & * ! ? | > ' \" # \n\t".utf8) + [0, 0xC3, 0xFF]
        for _ in 0..<20 {
            let bytes = (0..<120).map { _ in alphabet.randomElement(using: &generator)! }

            let result = try RouterDemoProcess.run(["dump", "-"], stdin: Data(bytes))

            #expect(result.exited)
            #expect([0, 1].contains(result.status))
        }
    }
}

/// `routerdemo open`.
@Suite struct RouterDemoOpenTests {
    @Test func openRoutesALinkAndPrintsTheStack() throws {
        let result = try RouterDemoProcess.run(["open", "giuseppe://menu/pizza/Margherita"])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                link giuseppe://menu/pizza/Margherita
                go Home > Menu > PizzaDetail
                stack: Home > Menu > PizzaDetail
                outcome: go Home > Menu > PizzaDetail

                """)
    }

    @Test func openOfAGuardedLinkShowsSignIn() throws {
        let result = try RouterDemoProcess.run(["open", "giuseppe://order/Diavola"])

        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("stack: Home > Menu > PizzaDetail > SignIn\noutcome: redirect signedIn to SignIn\n"))
    }

    @Test(arguments: [
        ("giuseppe://menu/pizza/Hawaii", "routerdemo: rejected (giuseppe://menu/pizza/:name: no pizza is named 'Hawaii')\n"),
        ("giuseppe://menu/pizza/%2e%2e", "routerdemo: rejected (the link has a '.' or '..' segment)\n"),
        ("javascript://alert", "routerdemo: rejected (no link pattern uses the scheme 'javascript')\n"),
        ("giuseppe://alert(1)", "routerdemo: rejected (the link's host is not ASCII letters, digits, '-' and '.')\n"),
        ("giuseppe://typed/100", "routerdemo: rejected (giuseppe://typed/:type: no typed model has type '100')\n"),
    ])
    func openOfABadLinkExitsOneWithTheReason(link: String, message: String) throws {
        let result = try RouterDemoProcess.run(["open", link])

        #expect(result.status == 1)
        #expect(result.stderr == message)
        #expect(result.stdout == "stack: Home\n")
    }

    @Test func openWithoutALinkIsABadCommandLine() throws {
        let result = try RouterDemoProcess.run(["open"])

        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("routerdemo: 'open' needs a link"))
    }
}

/// `explore`, `graph`, golden logs and coverage.
@Suite struct RouterDemoToolingTests {
    @Test func exploreListsEveryScreenWithItsShortestPath() throws {
        let result = try RouterDemoProcess.run(["explore"])

        #expect(result.status == 0)
        #expect(result.stdout.contains("  Order          tap \"Giuseppe's menu\", tap \"Margherita\", tap \"Order\"\n"))
        #expect(result.stdout.contains("  SignInError    after a failed sign-in\n"))
        #expect(result.stdout.contains("Dead rows (0): rows whose tap shows nothing\n"))
        #expect(result.stdout.contains("Screens registered but never reached by a tap (0):\nRoutes never used by a tap (0):\n"))
    }

    @Test func exploreDepthBoundsTheCrawl() throws {
        let result = try RouterDemoProcess.run(["explore", "--depth", "1"])

        #expect(result.stdout.contains("Reachable screens (7)"))
        #expect(result.stdout.contains("(stopped at depth 1; raise --depth to see more)"))
    }

    @Test func exploreSaysNothingOfStoppingWhenTheBoundCutsNoRowOff() throws {
        // The deepest state is the order form after the picker returned a size, 5 taps in.
        let deepest = try RouterDemoProcess.run(["explore", "--depth", "6"])
        let cut = try RouterDemoProcess.run(["explore", "--depth", "5"])

        #expect(deepest.stdout.contains("Reachable screens (17)"))
        #expect(!deepest.stdout.contains("stopped"))
        #expect(cut.stdout.hasSuffix("(stopped at depth 5; raise --depth to see more)\n"))
    }

    @Test(arguments: [
        ["explore", "--depth", "0"], ["graph", "--format", "png"], ["explore", "--format", "dot"],
        ["explore", "--depth", "x"],
    ])
    func badExploreOrGraphOptionsExitTwo(arguments: [String]) throws {
        let result = try RouterDemoProcess.run(arguments)

        #expect(result.status == 2)
    }

    @Test func graphPrintsMermaidWithGuardRedirectsAndLinks() throws {
        let result = try RouterDemoProcess.run(["graph"])

        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("flowchart LR\n"))
        #expect(result.stdout.contains("  PizzaDetail -->|\"Order [requires signedIn]\"| Order\n"))
        #expect(result.stdout.contains("  PizzaDetail -.->|\"redirect signedIn\"| SignIn\n"))
        #expect(result.stdout.contains("  Home ==>|\"About\"| About\n"))
        #expect(result.stdout.contains("link4([\"giuseppe://menu/pizza/:name\"])\n  link4 -.-> PizzaDetail"))
    }

    @Test func graphPrintsDot() throws {
        let result = try RouterDemoProcess.run(["graph", "--format", "dot"])

        #expect(result.stdout.hasPrefix("digraph navigation {"))
        #expect(result.stdout.contains("\"PizzaDetail\" -> \"SignIn\" [label=\"redirect signedIn\", style=dotted"))
        #expect(result.stdout.hasSuffix("}\n"))
    }

    @Test func documentationShowsTheDemosMermaidGraph() throws {
        let article = try String(
            contentsOf: RouterDemoProcess.packageRoot.appendingPathComponent(
                "Sources/Router/Router.docc/FlowFilesAndAppTools.md"),
            encoding: .utf8)
        let graph = try RouterDemoProcess.run(["graph"]).stdout

        #expect(article.contains("```mermaid\n" + graph + "```"))
    }

    @Test func goldenLogMatchesAfterUpdatingAndShowsADiffWhenItDiffers() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\ntap 1\n")
        let golden = flow + ".golden"

        let written = try RouterDemoProcess.run(["run", flow, "--golden", golden, "--update-golden"])
        let same = try RouterDemoProcess.run(["run", flow, "--golden", golden])
        try Data("push Menu\npush DrinkDetail\n".utf8).write(to: URL(fileURLWithPath: golden))
        let differs = try RouterDemoProcess.run(["run", flow, "--golden", golden])

        #expect(written.status == 0)
        #expect(same.status == 0)
        #expect(differs.status == 1)
        #expect(
            differs.stderr
                == "\(flow): the log differs from \(golden):\n--- expected\n+++ actual\n  push Menu\n- push DrinkDetail\n+ push PizzaDetail\n"
        )
    }

    @Test func missingGoldenFileExitsTwo() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\n")

        let result = try RouterDemoProcess.run(["run", flow, "--golden", "/nonexistent/x.golden"])

        #expect(result.status == 2)
    }

    @Test func missingGoldenFileSuggestsWritingItWithUpdateGolden() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\n")

        let result = try RouterDemoProcess.run(["run", flow, "--golden", "/nonexistent/x.golden"])

        #expect(
            result.stderr == "routerdemo: cannot read '/nonexistent/x.golden': no such file "
                + "(write it with --update-golden)\n")
    }

    @Test func coverageReportsRoutesAndLinksUsedAndNever() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\ntap 1\nopen giuseppe://typed/A\n")

        let result = try RouterDemoProcess.run(["run", "--coverage", flow])

        #expect(result.status == 0)
        #expect(result.stdout.contains("  + routes.yaml.example:54:5 Pizza -> push PizzaDetail\n"))
        #expect(result.stdout.contains("  - routes.yaml.example:56:5 Drink -> push DrinkDetail\n"))
        #expect(
            result.stdout.contains(
                "  + routes.yaml.example:129:5 giuseppe://typed/:type -> TypedModel (parent giuseppe://typed)\n"))
        #expect(result.stdout.contains("  + routes.yaml.example:111:5 giuseppe://typed -> HomeEntry with entry=typedList\n"))
        #expect(result.stdout.hasSuffix("Coverage: 26.1%\n"))
    }

    @Test func coverageAsJSON() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\n")

        let result = try RouterDemoProcess.run(["run", "--coverage", "--json", flow])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]

        #expect(object?["file"] as? String == "routes.yaml.example")
        #expect((object?["routes"] as? [[String: Any]])?.first?["used"] as? Bool == true)
        #expect((object?["links"] as? [Any])?.count == 9)
    }
}

/// The help texts say what the product does.
@Suite struct RouterDemoHelpTests {
    @Test func checkHelpNamesEveryPayloadTypeScreenAndGuardTheFileMayUse() throws {
        let catalog = DemoApp.makeRegistry()

        let help = try RouterDemoProcess.run(["help", "check"]).stdout
        let listed =
            try #require(help.components(separatedBy: "Payload types:").last)
            .components(separatedBy: "\n\n").first ?? ""
        let words = Set(listed.split { !$0.isLetter }.map(String.init))

        #expect(catalog.payloadNames.filter { !words.contains($0) } == [])
        #expect(catalog.screenNames.filter { !words.contains($0) } == [])
        #expect(catalog.guardNames.filter { !words.contains($0) } == [])
    }

    @Test func openHelpNamesEveryLinkLimit() throws {
        let limits = LinkLimits()

        let help = try RouterDemoProcess.run(["help", "open"]).stdout.split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")

        #expect(help.contains("longer than \(limits.maxLength) bytes"))
        #expect(help.contains("more than \(limits.maxSegments) segments"))
        #expect(help.contains("more than \(limits.maxQueryItems) query items"))
        #expect(help.contains("needs more than \(limits.maxMatchSteps) match steps"))
    }

    @Test func helpOfHelpNamesEveryCommand() throws {
        let result = try RouterDemoProcess.run(["help", "help"])

        #expect(result.stdout.hasPrefix("routerdemo help: show help for routerdemo or for COMMAND.\n"))
        #expect(result.stdout.contains("\nCOMMAND is one of: run, record, open, check, explore, graph, dump, help"))
    }
}
