import Foundation
import Testing

/// End-to-end tests of the `bakery` example, whose whole command line comes from
/// `RouterCommandLine`: every subcommand, its help and its exit statuses.
@Suite struct BakeryCLITests {
    static let bakery = RouterDemoProcess.builtProgram("bakery")

    private func run(_ arguments: [String], stdin: String = "") throws -> RouterDemoProcess.Result {
        try RouterDemoProcess.run(arguments, stdin: Data(stdin.utf8), program: Self.bakery)
    }

    @Test func helpNamesTheAppAndItsPayloadTypesAndScreens() throws {
        let main = try run(["--help"])
        let check = try run(["help", "check"])

        #expect(main.status == 0)
        #expect(main.stdout.contains("bakery run [--json] [--routes FILE] [--jobs N] FLOW..."))
        #expect(main.stdout.contains("run the app with its tabs (Home, Cakes)"))
        #expect(!main.stdout.contains("routerdemo"))
        #expect(check.stdout.contains("Payload types: Bake, Shelf.\nScreens: BakeDetail, Shelf.\nGuards: none.\n"))
    }

    @Test func anAppWithoutAnAccountOffersNoSignInOrSignOut() throws {
        // Act
        let main = try run(["--help"])
        let runPage = try run(["help", "run"])
        let prompt = try run([], stdin: "help\nquit\n")

        // Assert
        for text in [main.stdout, runPage.stdout, prompt.stdout] {
            #expect(text.contains("answer yes|no"))
            #expect(!text.contains("sign-in"))
            #expect(!text.contains("sign-out"))
        }
    }

    @Test func versionIsTheApps() throws {
        let result = try run(["--version"])

        #expect(result.stdout == "bakery 1.0.0\n")
        #expect(result.status == 0)
    }

    @Test func theExampleFlowPasses() throws {
        let flow = RouterDemoProcess.packageRoot.appendingPathComponent("Examples/Bakery/bakery.flow").path

        let result = try run(["run", flow])

        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout.hasPrefix("push Shelf\npush BakeDetail\n"))
    }

    @Test func openBuildsTheShelfBelowTheBake() throws {
        let result = try run(["open", "bakery://shelf/Cakes/Cheesecake"])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                link bakery://shelf/Cakes/Cheesecake
                go Home > Shelf > BakeDetail
                stack: Home > Shelf > BakeDetail
                outcome: go Home > Shelf > BakeDetail

                """)
    }

    @Test func openRefusesABakeTheBakeryDoesNotSell() throws {
        let result = try run(["open", "bakery://shelf/Cakes/Strudel"])

        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("bakery: rejected"))
    }

    @Test func exploreReachesEveryScreenByTaps() throws {
        let result = try run(["explore"])

        #expect(result.status == 0)
        #expect(result.stdout.contains("  BakeDetail  tap \"Breads\", tap \"Baguette\"\n"))
        #expect(result.stdout.contains("Screens registered but never reached by a tap (0):"))
    }

    @Test func checkWithoutARoutesFileChecksThePluginsRouting() throws {
        let result = try run(["check", "--strict"])

        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("bakery (plugins): ok,"))
    }

    @Test func checkCountsWhatThePluginRegistersInCode() throws {
        let result = try run(["check"])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                bakery (plugins): ok, 2 jumpers, 2 screens, 2 links

                """)
    }

    @Test func coverageCountsACodeLinkAFlowOpenedAsUsed() throws {
        let flow = try RouterDemoProcess.flowFile("open bakery://shelf/Cakes\n")

        let result = try run(["run", "--coverage", flow])

        #expect(result.status == 0)
        #expect(
            result.stdout == """
                Routes (0 of 0 used):
                Links (1 of 2 used):
                  + plugin bakery: bakery://shelf/:shelf -> Shelf
                  - plugin bakery: bakery://shelf/:shelf/:name -> Bake (parent bakery://shelf/:shelf)
                Coverage: 50.0%

                """)
    }

    @Test func coverageListsTheCodeLinksNoFlowOpenedAsUnused() throws {
        let flow = try RouterDemoProcess.flowFile("tap \"Breads\"\n")

        let result = try run(["run", "--coverage", "--json", flow])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let links = object?["codeLinks"] as? [[String: Any]] ?? []

        #expect(result.status == 0)
        #expect(links.map { $0["pattern"] as? String } == ["bakery://shelf/:shelf", "bakery://shelf/:shelf/:name"])
        #expect(links.map { $0["plugin"] as? String } == ["bakery", "bakery"])
        #expect(links.map { $0["used"] as? Bool } == [false, false])
        #expect(object?["percentage"] as? Double == 0)
    }

    @Test func aRoutesFileRoutesNextToThePluginsJumpers() throws {
        let routes = try RouterDemoProcess.flowFile(
            "version: 1\nroutes: []\nlinks:\n  - link: bakery://cakes\n    payload: Shelf\n    with: {shelf: Cakes}\n",
            name: "routes.yaml")

        let result = try run(["--routes", routes, "open", "bakery://cakes"])

        #expect(result.status == 0)
        #expect(result.stdout.contains("stack: Home > Shelf\n"))
    }

    @Test func usageErrorsNameTheApp() throws {
        let result = try run(["open"])

        #expect(result.status == 2)
        #expect(result.stderr == "bakery: 'open' needs a link, e.g. bakery://shelf/Breads/Croissant\nSee 'bakery help open'.\n")
    }

    @Test func browsingReadsCommandsFromAPipe() throws {
        let result = try run([], stdin: "tap 1\nstack\n")

        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix("Home > Shelf\n"))
    }
}
