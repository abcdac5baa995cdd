import Router
import RouterTestSupport
import RouterTooling
import RouterYAML
import RoutesFiles
import Testing

/// Inputs far beyond what a person writes: each gets a result or a clear error, within the
/// documented limits, without exhausting the stack or taking quadratic time.
@MainActor @Suite struct HostileSizeTests {
    @Test func hundredThousandNestedBracketsAreRefusedAtTheNestingLimit() async {
        let text = String(repeating: "[", count: 100_000)

        #expect(throws: YAMLError.self) { try YAMLParser().parse(text) }
        do {
            _ = try YAMLParser().parse(text)
        } catch {
            #expect(error.description == "1:201: collections are nested more than 200 levels deep")
        }
    }

    @Test func hundredThousandLevelsOfBlockNestingAreRefusedAtTheNestingLimit() async {
        // `- - - …` nests a block sequence per `- ` on one line, without quadratic indentation.
        let text = String(repeating: "- ", count: 100_000) + "x\n"

        #expect(throws: YAMLError.self) { try YAMLParser().parse(text) }
    }

    @Test func thousandLevelsOfIndentationAreRefusedAtTheNestingLimit() async {
        // 1,000 levels of indentation already take 500 KB; 100,000 would take 5 GB.
        var text = ""
        for level in 0..<1_000 {
            text += String(repeating: " ", count: level) + "k:\n"
        }

        #expect(throws: YAMLError.self) { try YAMLParser().parse(text) }
    }

    @Test func megabyteLineParses() async throws {
        let value = String(repeating: "x", count: 1_000_000)

        let node = try YAMLParser().parse("key: \(value)\n")

        #expect(node?["key"]?.scalar?.text.count == 1_000_000)
    }

    /// YAML of the shapes that cost a tree the most per input byte: a unit (given its
    /// number) repeated between a prefix and a suffix.
    nonisolated static let worstYAMLShapes: [(name: String, prefix: String, unit: @Sendable (Int) -> String, suffix: String)] = [
        ("tiny scalars", "[a", { _ in ", a" }, "]\n"),
        ("single pairs", "[a:", { _ in ",a:" }, "]\n"),
        ("tiny mappings", "", { _ in "- {a: b}\n" }, ""),
        ("keys without values", "{", { "k\($0)," }, "}\n"),
        ("empty entries", "", { _ in "-\n" }, ""),
        ("empty block scalars", "", { _ in "- |\n" }, ""),
        ("escaped quotes", "[", { _ in "'''',\n" }, "]\n"),
        ("long keys", "", { String($0) + String(repeating: "k", count: 1_000) + ": 1\n" }, ""),
        (
            "deep nesting", "[",
            { ($0 == 0 ? "" : ",") + String(repeating: "[", count: 198) + "a" + String(repeating: "]", count: 198) },
            "]\n"
        ),
        ("carriage returns", "", { _ in "- a\r\n" }, ""),
    ]

    @Test(arguments: worstYAMLShapes.indices)
    func worstYAMLShapesTakeUnderTenTimesTheirSize(shape: Int) throws {
        // Arrange: about 256 KiB of the shape (the ratio does not change with the size).
        let (name, prefix, unit, suffix) = Self.worstYAMLShapes[shape]
        var text = prefix
        var index = 0
        while text.utf8.count < 1 << 18 {
            text += unit(index)
            index += 1
        }
        let bytes = Array((text + suffix).utf8)

        // Act
        let root = try #require(try YAMLParser().parse(bytes: bytes))

        // Assert: what the tree holds beside the input, per input byte.
        let ratio = Double(root.documentFootprint) / Double(bytes.count)
        #expect(ratio < 10, "\(name): \(ratio)× its input")
    }

    @Test func tenMegabyteRoutesFileLoads() async throws {
        let catalog = try JumperRegistry { catalog in
            catalog.registerPayload(Pizza.self, name: "Pizza", fields: [PayloadField("name") { $0.name }])
            catalog.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
        }
        var text = "version: 1\nroutes:\n"
        var index = 0
        while text.utf8.count < 10_000_000 {
            text +=
                "  - payload: Pizza\n    when: {name: \"pizza number \(index) with a long name\"}\n    push: PizzaDetail  # a comment\n"
            index += 1
        }

        let file = try RoutesFile(parsing: text, path: "big.yaml", registry: catalog)

        #expect(file.routes.count == index)
    }

    @Test func tenThousandSegmentLinkIsRejected() async throws {
        let registry = try JumperRegistry { registry in
            registry.registerLink("g://h/**rest", decoder: LinkDecoder(parameters: ["rest"]) { $0["rest"] ?? "" })
        }
        let link = "g://h/" + Array(repeating: "a", count: 10_000).joined(separator: "/")

        let decision = registry.decide(link: link)

        #expect(throws: LinkFailure.rejected(.tooLong(limit: 2_048))) { try decision.get() }
    }

    @Test func segmentLimitHoldsWithinTheLengthLimit() async throws {
        let registry = try JumperRegistry { registry in
            registry.registerLink("g://h/**rest", decoder: LinkDecoder(parameters: ["rest"]) { $0["rest"] ?? "" })
        }
        let link = "g://h/" + Array(repeating: "a", count: 65).joined(separator: "/")

        #expect(throws: LinkFailure.rejected(.tooManySegments(limit: 64))) { try registry.decide(link: link).get() }
    }

    /// The crawl of an app with `count` tabs, each the same menu, every name given twice,
    /// and how long it took.
    private func crawlOfTabs(_ count: Int) async throws -> (crawl: CrawlReport, elapsed: Duration) {
        let registry = try JumperRegistry { registry in
            registry.register(
                Jumper(for: Pizza.self) { pizza in
                    .push("PizzaDetail") { _ in TextScreen(name: "PizzaDetail", title: pizza.name) }
                })
        }
        let root = Destination.push("Menu") { context in
            ListScreen(
                name: "Menu", title: "Menu",
                dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("Margherita", payload: Pizza.fixture())])]),
                router: context.router)
        }
        let names = (0..<count).map { "T\($0)" }
        // Every name twice: a repeated tab is skipped.
        let crawler = NavigationCrawler(registry: registry, tabs: (names + names).map { TabRoot($0, root: root) })
        let clock = ContinuousClock()
        let start = clock.now
        let crawl = await crawler.crawl()
        return (crawl, clock.now - start)
    }

    @Test func sixteenThousandTabsAreCrawledAndDrawnEachOnce() async throws {
        let small = try await crawlOfTabs(1_600).elapsed

        let (crawl, elapsed) = try await crawlOfTabs(16_000)
        let mermaid = NavigationGraph(crawl: crawl).mermaid()

        // Ten times the tabs: 10 times as long for linear work, 100 for quadratic; 40 leaves
        // room for noise. A ratio, not a time, so a slow machine or a sanitizer changes nothing.
        #expect(elapsed < small * 40, "ten times the tabs took \(elapsed / small) times as long")
        #expect(crawl.tabs.map(\.name) == (0..<16_000).map { "T\($0)" })
        #expect(crawl.tabs.allSatisfy { $0.screens.map(\.name) == ["Menu", "PizzaDetail"] })
        #expect(crawl.screens.map(\.name) == ["Menu", "PizzaDetail"])
        #expect(mermaid.contains("  subgraph tab15999[\"T15999\"]"))
        #expect(!mermaid.contains("tab16000"))
    }

    @Test func linkToTheRootOfTheLastOfSixteenThousandTabsSelectsIt() async throws {
        let registry = try pizzaRegistry { registry in
            registry.registerLink(
                "app://pizza/:name", decoder: LinkDecoder(parameters: ["name"]) { Pizza(name: $0["name"] ?? "") })
        }
        let margherita = Destination(screen: "PizzaDetail", payload: Pizza(name: "Margherita")) { _ in
            TextScreen(name: "PizzaDetail", title: "Margherita")
        }
        let tabs = (0..<15_999).map { TabRoot("T\($0)", root: textDestination("Home")) } + [TabRoot("T15999", root: margherita)]
        let (router, stack) = NavigationRouter.start(registry: registry, tabs: tabs) { RecordingNavigationStack(tabs: $0) }

        let outcome = router.open("app://pizza/Margherita")

        #expect(outcome == .went(tab: "T15999", stack: ["PizzaDetail"]))
        #expect(stack.selectedTab == "T15999")
    }

    @Test func millionStepFlowParses() async throws {
        let text = String(repeating: "tap 1\nback\n", count: 500_000)

        let flow = try Flow(parsing: Array(text.utf8), file: "big.flow")

        #expect(flow.steps.count == 1_000_000)
    }

    @Test func megabyteFlowLineIsOneProblemNotACrash() async {
        let text = "tap \"" + String(repeating: "x", count: 1_000_000)

        #expect(throws: FlowParseError.self) { try Flow(parsing: text, file: "long.flow") }
    }
}
