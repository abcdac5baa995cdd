import Testing

@testable import RouterCommandLine
@testable import routerdemo

/// `ExploreCommand` crawling the demo's tabs, in process (the command line option that asks
/// for it is parsed elsewhere).
@MainActor @Suite struct ExploreTabsTests {
    @Test func exploreListsEachTabsScreensWithPathsFromItsRoot() async throws {
        let lines = try #require(await ExploreCommand.exploreLines(app: DemoCommandLine.app, routes: nil, depth: 12, tabs: true))

        #expect(
            lines == [
                "Tab Home: reachable screens (17), with the shortest path of taps from the tab's root:",
                "  Home           (start)",
                "  Menu           tap \"Giuseppe's menu\"",
                "  TypedList      tap \"Typed list\"",
                "  About          tap \"About\"",
                "  SignIn         tap \"Account\"",
                "  Account        tap \"Account\"",
                "  PizzaDetail    tap \"Giuseppe's menu\", tap \"Margherita\"",
                "  DrinkDetail    tap \"Giuseppe's menu\", tap \"Acqua Frizzante\"",
                "  DessertDetail  tap \"Giuseppe's menu\", tap \"Tiramisù\"",
                "  AType          tap \"Typed list\", tap \"Type A Title\"",
                "  BType          tap \"Typed list\", tap \"Type B Title\"",
                "  CType          tap \"Typed list\", tap \"Type C Title\"",
                "  Order          tap \"Giuseppe's menu\", tap \"Margherita\", tap \"Order\"",
                "  Terms          tap \"Giuseppe's menu\", tap \"Margherita\", tap \"Customize order\"",
                "  OrderForm      tap \"Giuseppe's menu\", tap \"Margherita\", tap \"Customize order\"",
                "  SizePicker     tap \"Giuseppe's menu\", tap \"Margherita\", tap \"Customize order\", tap \"Size: Medium\"",
                "  SignInError    after a failed sign-in",
                "Tab Menu: reachable screens (10), with the shortest path of taps from the tab's root:",
                "  Menu           (start)",
                "  PizzaDetail    tap \"Margherita\"",
                "  DrinkDetail    tap \"Acqua Frizzante\"",
                "  DessertDetail  tap \"Tiramisù\"",
                "  SignIn         tap \"Margherita\", tap \"Order\"",
                "  Order          tap \"Margherita\", tap \"Order\"",
                "  Terms          tap \"Margherita\", tap \"Customize order\"",
                "  OrderForm      tap \"Margherita\", tap \"Customize order\"",
                "  SizePicker     tap \"Margherita\", tap \"Customize order\", tap \"Size: Medium\"",
                "  SignInError    after a failed sign-in",
                "Tab Typed: reachable screens (6), with the shortest path of taps from the tab's root:",
                "  TypedList    (start)",
                "  AType        tap \"Type A Title\"",
                "  BType        tap \"Type B Title\"",
                "  CType        tap \"Type C Title\"",
                "  SignInError  after a failed sign-in",
                "  SignIn       after a failed sign-in, tap \"Try Again\"",
                "Dead rows (0): rows whose tap shows nothing",
                "Screens registered but never reached by a tap in any tab (0):",
                "Routes never used by a tap in any tab (0):",
                "Screens that may refuse to be left in any tab (1):",
                "  OrderForm",
                "Links of the screens (11 of 17 have one), as 'link' shares them:",
                "  Home           (no link: it was shown without a payload, and a link is built from a payload.)",
                "  Menu           giuseppe://menu",
                "  TypedList      giuseppe://typed",
                "  About          giuseppe://about",
                "  SignIn         (no link: it was shown without a payload, and a link is built from a payload.)",
                "  Account        giuseppe://account",
                "  PizzaDetail    giuseppe://menu/pizza/Margherita",
                "  DrinkDetail    giuseppe://menu/drink/Acqua%20Frizzante",
                "  DessertDetail  giuseppe://menu/dessert/Tiramis%C3%B9",
                "  AType          giuseppe://typed/A",
                "  BType          giuseppe://typed/B",
                "  CType          giuseppe://typed/C",
                "  Order          giuseppe://order/Margherita",
                "  Terms          (no link: it was shown without a payload, and a link is built from a payload.)",
                "  OrderForm      (no link: no link leads to Screens.CustomOrder.)",
                "  SizePicker     (no link: no link leads to Screens.SizeChoice.)",
                "  SignInError    (no link: it was shown without a payload, and a link is built from a payload.)",
            ])
    }

    @Test func exploreWithoutTabsKeepsItsSingleList() async throws {
        let lines = try #require(await ExploreCommand.exploreLines(app: DemoCommandLine.app, routes: nil, depth: 12))

        #expect(lines.first == "Reachable screens (17), with the shortest path of taps from Home:")
        #expect(!lines.contains { $0.hasPrefix("Tab ") })
        #expect(lines.contains("Screens registered but never reached by a tap (0):"))
        #expect(lines.contains("  PizzaDetail    giuseppe://menu/pizza/Margherita"))
    }

    @Test func exploreWithTabsSaysWhereTheDepthBoundStoppedIt() async throws {
        let lines = try #require(await ExploreCommand.exploreLines(app: DemoCommandLine.app, routes: nil, depth: 1, tabs: true))

        #expect(lines.contains("Tab Menu: reachable screens (5), with the shortest path of taps from the tab's root:"))
        #expect(lines.last == "(stopped at depth 1; raise --depth to see more)")
    }

    @Test func graphWithTabsGroupsEachTab() async throws {
        let mermaid = try #require(
            await ExploreCommand.graphText(app: DemoCommandLine.app, routes: nil, format: .mermaid, tabs: true)?.text)
        let dot = try #require(
            await ExploreCommand.graphText(app: DemoCommandLine.app, routes: nil, format: .dot, tabs: true)?.text)

        #expect(mermaid.contains("\n  subgraph tab1[\"Menu\"]\n    tab1_Menu[\"Menu\"]\n"))
        #expect(mermaid.contains("\n    tab2_TypedList -->|\"Type A Title\"| tab2_AType\n"))
        #expect(dot.contains("\n  subgraph cluster_2 {\n    label=\"Typed\";\n    tab2_0 [label=\"TypedList\"];\n"))
        #expect(dot.contains("\n  link0 [label=\"giuseppe://menu\", shape=note];\n  link0 -> tab1_0 [style=dashed];\n"))
    }

    @Test func graphWithoutTabsIsUnchanged() async throws {
        let mermaid = try #require(await ExploreCommand.graphText(app: DemoCommandLine.app, routes: nil, format: .mermaid)?.text)

        #expect(!mermaid.contains("subgraph"))
        #expect(mermaid.contains("\n  link0 -.-> Menu\n"))
    }

    @Test func aGraphCutOffByItsDepthSaysSoAndTheDefaultIsNot() async throws {
        let shallow = try RouterDemoProcess.run(["graph", "--depth", "1"])
        let whole = try RouterDemoProcess.run(["graph"])

        #expect(shallow.status == 0)
        #expect(shallow.stderr == "routerdemo: the graph stopped at depth 1 with rows left untapped; raise --depth to see more\n")
        #expect(whole.status == 0)
        #expect(whole.stderr.isEmpty)
        #expect(whole.stdout.count > shallow.stdout.count)
    }
}
