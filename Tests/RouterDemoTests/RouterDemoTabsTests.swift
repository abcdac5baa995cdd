import Foundation
import RouterTestSupport
import Testing

/// End-to-end tests of `routerdemo --tabs`: the demo with its tabs (Home, Menu, Typed).
@Suite struct RouterDemoTabsTests {
    @Test func openWithTabsSelectsTheLinksTabAndPrintsEveryTab() throws {
        let result = try RouterDemoProcess.run(["--tabs", "open", "giuseppe://menu"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                link giuseppe://menu
                tab Menu
                Menu: go Menu
                stack:
                    Home: Home
                  * Menu: Menu
                    Typed: TypedList
                outcome: Menu: go Menu

                """)
    }

    @Test(arguments: [
        ["--tabs", "--routes", "ROUTES", "run", "-"], ["--routes", "ROUTES", "--tabs", "run", "-"],
        ["run", "--tabs", "-"], ["--tabs", "run", "--routes", "ROUTES", "-"],
    ])
    func tabsOptionRunsFlowsWithTabsInAnyOrderWithRoutes(arguments: [String]) throws {
        let routes = RouterDemoProcess.packageRoot.appendingPathComponent("routes.yaml.example").path

        let result = try RouterDemoProcess.run(
            arguments.map { $0 == "ROUTES" ? routes : $0 },
            stdin: Data("expect tab Home\ntab Menu\ntap Margherita\nexpect stack Menu: Menu > PizzaDetail\n".utf8))

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "tab Menu\nMenu: push PizzaDetail\n1 flow, 0 failed, 4 steps\n")
    }

    @Test func aRoutesFileThatDeclaresTabsRunsTheDemoWithThem() throws {
        let example = try String(
            contentsOf: RouterDemoProcess.packageRoot.appendingPathComponent("routes.yaml.example"), encoding: .utf8)
        let routes = try RouterDemoProcess.flowFile(
            example + "\ntabs:\n  - {tab: Menu, root: giuseppe://menu}\n  - {tab: Typed, root: giuseppe://typed}\n",
            name: "tabs.yaml")

        let result = try RouterDemoProcess.run(["--routes", routes, "open", "giuseppe://typed/B"])

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                link giuseppe://typed/B
                tab Typed
                Typed: go TypedList > BType
                stack:
                    Menu: Menu
                  * Typed: TypedList > BType
                outcome: Typed: go TypedList > BType

                """)
    }

    @Test func checkCrawlsAFileWithTabsFromEachTabsRoot() throws {
        let example = try String(
            contentsOf: RouterDemoProcess.packageRoot.appendingPathComponent("routes.yaml.example"), encoding: .utf8)
        let routes = try RouterDemoProcess.flowFile(
            example + "\ntabs:\n  - {tab: Menu, root: giuseppe://menu}\n", name: "menu-tab.yaml")

        let result = try RouterDemoProcess.run(["check", routes])
        let tabsOnly = try RouterDemoProcess.run(["check", "--tabs", routes])

        // From home and the Menu tab, TypedList is reached (a row of home); from the tab alone, not.
        #expect(result.status == 0)
        #expect(result.stdout.contains("9 links, 1 tab"))
        #expect(!result.stderr.contains("warning: no tap reaches the screen TypedList\n"))
        #expect(tabsOnly.status == 0)
        #expect(tabsOnly.stderr.contains("warning: no tap reaches the screen TypedList\n"))
    }

    @Test func flowAboutTabsFailsWithoutTheOption() throws {
        let result = try RouterDemoProcess.run(["run", "-"], stdin: Data("expect tab Home\n".utf8))

        #expect(result.status == 1)
        #expect(result.stderr == "-:1: expected tab Home, but the app has no tabs\n")
    }

    @Test func browsingWithTabsShowsTheTabsAboveTheScreen() throws {
        let result = try RouterDemoProcess.run(["--tabs"], stdin: Data("tab Typed\nstack\n".utf8))

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Tabs: [Home] | Menu | Typed\n\n"))
        #expect(result.stdout.contains("tab Typed\n\nTabs: Home | Menu | [Typed]\n\n"))
        #expect(result.stdout.hasSuffix("  Home: Home\n  Menu: Menu\n* Typed: TypedList\n"))
    }

    @Test(arguments: ["dump"])
    func tabsOptionIsRefusedWhereTheDemoDoesNotRun(subcommand: String) throws {
        let result = try RouterDemoProcess.run(["--tabs", subcommand] + (subcommand == "dump" ? ["-"] : []))

        #expect(result.status == 2)
        #expect(
            result.stderr
                == "routerdemo: unexpected argument '--tabs' after '\(subcommand)'\nSee 'routerdemo help \(subcommand)'.\n")
    }

    @Test(arguments: [
        ["--tabs", "explore"], ["explore", "--tabs"], ["--tabs", "graph"], ["graph", "--format", "dot", "--tabs"],
    ])
    func exploreAndGraphCrawlEachTab(arguments: [String]) throws {
        let result = try RouterDemoProcess.run(arguments)

        #expect(result.status == 0)
        #expect(result.stdout.contains("Tab Typed: reachable screens") || result.stdout.contains("\"Typed\""))
    }

    @Test func helpTeachesTheTabsOption() throws {
        let main = try RouterDemoProcess.run(["--help"])
        let run = try RouterDemoProcess.run(["help", "run"])
        let open = try RouterDemoProcess.run(["help", "open"])

        #expect(main.stdout.contains("--tabs          run the app with its tabs (Home, Menu, Typed)"))
        #expect(main.stdout.contains("go URL > URL"))
        #expect(main.stdout.contains("expect pending A > B"))
        #expect(run.stdout.contains("routerdemo --tabs run FLOW..."))
        #expect(open.stdout.contains("routerdemo open URL [--routes FILE] [--tabs]"))
        #expect(main.stdout.contains("routerdemo explore [--routes FILE] [--depth N] [--tabs]"))
    }
}
