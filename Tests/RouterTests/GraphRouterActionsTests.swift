import Router
import RouterTooling
import Testing

/// How the graph draws what the router does itself: returned values, condition changes,
/// screens that may refuse to be left, and every redirect of a guard chain.
@MainActor @Suite struct GraphRouterActionsTests {
    @Test func mermaidDrawsReturnsConditionChangesLeaveGuardsAndTheWholeChain() async throws {
        let graph = NavigationGraph(crawl: try await OrderFormCrawlFixture.crawler().crawl())

        #expect(
            graph.mermaid() == """
                flowchart LR
                  classDef leaveGuarded stroke-width:3px,stroke-dasharray:6 3
                  Home["Home"]
                  Terms["Terms"]
                  SignIn["SignIn"]
                  Form["Form"]:::leaveGuarded
                  Picker["Picker"]
                  result0(["back to the screen that asked"])
                  Home -->|"Customize [requires accepted]"| Form
                  Form -->|"Size"| Picker
                  Terms -->|"I accept (changes conditions)"| Terms
                  Picker --o|"returns S, L"| result0
                  Home -.->|"redirect accepted"| Terms
                  Home -.->|"redirect signedIn"| SignIn
                """)
    }

    @Test func dotDrawsTheSameThings() async throws {
        let dot = NavigationGraph(crawl: try await OrderFormCrawlFixture.crawler().crawl()).dot()

        #expect(dot.contains("\n  \"Form\" [peripheries=2];\n"))
        #expect(
            dot.contains(
                "\n  \"result0\" [label=\"back to the screen that asked\", shape=box, style=\"rounded,dashed\"];\n"))
        #expect(dot.contains("\n  \"Terms\" -> \"Terms\" [label=\"I accept (changes conditions)\", arrowhead=diamond];\n"))
        #expect(
            dot.contains(
                "\n  \"Picker\" -> \"result0\" [label=\"returns S, L\", style=dashed, arrowhead=odot];\n"))
        #expect(dot.contains("\n  \"Home\" -> \"SignIn\" [label=\"redirect signedIn\", style=dotted, color=gray40];\n"))
    }

    @Test func withTabsTheResultNodeBelongsToItsTab() async throws {
        let graph = NavigationGraph(crawl: try await OrderFormCrawlFixture.tabbedCrawler().crawl())
        let mermaid = graph.mermaid()
        let dot = graph.dot()

        #expect(mermaid.contains("\n    tab0_Form[\"Form\"]:::leaveGuarded\n"))
        #expect(mermaid.contains("\n    tab0_Picker --o|\"returns S, L\"| tab0_result0\n"))
        #expect(dot.contains("\n    tab0_3 [label=\"Form\", peripheries=2];\n"))
        #expect(dot.contains("\n    tab0_4 -> tab0_result0 [label=\"returns S, L\", style=dashed, arrowhead=odot];\n"))
    }

    @Test func aResultNodeNeverTakesAScreensName() async throws {
        let registry = try JumperRegistry { registry in
            registry.register(
                Jumper(for: String.self) { name in
                    .push(name) { context in
                        ListScreen(
                            name: name, title: name,
                            dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("Done", payload: ReturnValue(1))])]),
                            router: context.router)
                    }
                })
        }
        let home = Destination.push("Home") { context in
            ListScreen(
                name: "Home", title: "Home",
                dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("open", payload: "result0")])]),
                router: context.router)
        }
        let graph = NavigationGraph(crawl: await NavigationCrawler(registry: registry, home: home).crawl())

        #expect(graph.dot().contains("\n  \"result0\" -> \"result0_\" [label=\"returns 1\""))
        #expect(graph.mermaid().hasSuffix("\n  screen1 --o|\"returns 1\"| result0"))
    }
}
