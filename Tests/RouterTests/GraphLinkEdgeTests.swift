import Router
import RouterTestSupport
import RouterTooling
import RoutesFiles
import Testing

/// A payload built from links: a `word` (any text) and a `number` (an integer; a link whose
/// `number` is not one is refused), both fields a routes file can test.
private protocol LinkedRecord: Sendable {
    init(word: String, number: Int)
    var word: String { get }
    var number: Int { get }
}

private struct Record: LinkedRecord, Hashable {
    let word: String
    let number: Int
}

private struct Entry: LinkedRecord {
    let word: String
    let number: Int
}

/// The graph draws a link's edges to the screens opening it can show: what the router
/// decides for the payloads the link's values decode to, checked against opening links.
@MainActor @Suite struct GraphLinkEdgeTests {
    private static let screens = ["S0", "S1", "S2", "S3"]

    private static func register<Payload: LinkedRecord>(
        _ type: Payload.Type, name: String, in catalog: inout PluginRegistration
    ) {
        catalog.registerPayload(
            type, name: name,
            fields: [PayloadField("word") { $0.word }, PayloadField("number") { String($0.number) }],
            link: LinkDecoder(parameters: ["word", "number"]) { parameters throws(LinkDecodingError) in
                guard let number = Int(parameters["number"] ?? "") else { throw LinkDecodingError("not a number") }
                return Payload(word: parameters["word"] ?? "", number: number)
            })
    }

    private static func makeCatalog() -> JumperRegistry {
        composed { catalog in
            register(Record.self, name: "Record", in: &catalog)
            register(Entry.self, name: "Entry", in: &catalog)
            for screen in screens {
                catalog.registerScreen(screen) { _ in TextScreen(name: screen, title: screen) }
            }
        }
    }

    /// Each link pattern with the screens the graph of `file` draws its edges to, read
    /// from the graph's Mermaid text.
    private static func drawnEdges(_ file: RoutesFile) async -> [String: Set<String>] {
        let crawl = await NavigationCrawler(registry: file.registry, home: textDestination("Home")).crawl()
        var patterns: [String: String] = [:]
        var edges: [String: Set<String>] = [:]
        for line in NavigationGraph(crawl: crawl, routes: file).mermaid().split(separator: "\n") {
            let text = line.drop { $0 == " " }
            guard text.hasPrefix("link") else { continue }
            if let open = text.firstIndex(of: "(") {
                let node = String(text[..<open])
                let pattern = text[open...].dropFirst(3).dropLast(3)
                patterns[node] = String(pattern)
                edges[String(pattern), default: []] = []
            } else if let arrow = text.range(of: " -.-> ") {
                let node = String(text[..<arrow.lowerBound])
                edges[patterns[node] ?? node, default: []].insert(String(text[arrow.upperBound...]))
            }
        }
        return edges
    }

    private static func load(_ text: String) throws -> RoutesFile {
        try RoutesFile(parsing: text, path: "r.yaml", registry: makeCatalog())
    }

    @Test func aLinkDrawsNoEdgeToARouteAnEarlierRouteAlwaysCatchesItsFixedPayloadFrom() async throws {
        // Arrange
        let file = try Self.load(
            """
            version: 1
            routes:
              - {payload: Record, when: {word: x}, push: S1}
              - {payload: Record, when: {number: "1"}, push: S2}
            links:
              - {link: "l://t", payload: Record, with: {word: x, number: "1"}}
            """)

        // Act
        let edges = await Self.drawnEdges(file)

        // Assert
        #expect(edges == ["l://t": ["S1"]])
    }

    @Test func withTabsALinkToAScreenNoTabReachesPointsAtANodeOutsideTheTabs() async throws {
        // Arrange
        let file = try Self.load(
            """
            version: 1
            routes:
              - {payload: Record, push: S2}
            links:
              - {link: "l://t/:word", payload: Record, with: {number: "1"}}
            """)
        let crawl = await NavigationCrawler(registry: file.registry, tabs: [TabRoot("One", root: textDestination("S1"))]).crawl()
        let graph = NavigationGraph(crawl: crawl, routes: file)

        // Act
        let mermaid = graph.mermaid()
        let dot = graph.dot()

        // Assert
        #expect(mermaid.hasSuffix("  link0([\"l://t/:word\"])\n  outside_S2[\"S2\"]\n  link0 -.-> outside_S2"))
        #expect(dot.hasSuffix("  outside_0 [label=\"S2\"];\n  link0 -> outside_0 [style=dashed];\n}"))
    }

    @Test func withTabsALinkPointsAtItsScreenInTheTabItsChainStartsInNotTheFirstTabReachingIt() async throws {
        // Arrange: both tabs reach S2 in one tap; the link's chain starts at Two's root.
        let registry = composed { catalog in
            Self.register(Record.self, name: "Record", in: &catalog)
            catalog.registerScreen("S2") { _ in TextScreen(name: "S2", title: "S2") }
            catalog.registerScreen("Shelf", for: Record.self) { record, context in
                ListScreen(
                    name: "Shelf", title: record.word,
                    dataSource: ListDataSource(sections: [
                        ListSection(rows: [ListRow("in", payload: Record(word: "inner", number: 1))])
                    ]),
                    router: context.router)
            }
        }
        let file = try RoutesFile(
            parsing: """
                version: 1
                routes:
                  - {payload: Record, when: {word: top}, push: Shelf}
                  - {payload: Record, push: S2}
                links:
                  - {link: "l://top", payload: Record, with: {word: top, number: "1"}}
                  - {link: "l://t/:word", payload: Record, with: {number: "1"}, parent: "l://top"}
                """, path: "r.yaml", registry: registry)
        let one = Destination.push("L") { context in
            ListScreen(
                name: "L", title: "L",
                dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("x", payload: Record(word: "x", number: 1))])]),
                router: context.router)
        }
        let two = Destination.push(registered: "Shelf", payload: Record(word: "top", number: 1))
        let crawl = await NavigationCrawler(
            registry: file.registry, tabs: [TabRoot("One", root: one), TabRoot("Two", root: two)]
        )
        .crawl()

        // Act
        let mermaid = NavigationGraph(crawl: crawl, routes: file).mermaid()

        // Assert
        #expect(crawl.tabs.map { tab in tab.screens.map { $0.name } } == [["L", "S2"], ["Shelf", "S2"]])
        #expect(mermaid.contains("  link1 -.-> tab1_S2"))
        #expect(!mermaid.contains("-.-> tab0_S2"))
    }

    @Test func aLinkDrawsNoEdgeToARouteOnAValueNoDecodedPayloadHas() async throws {
        // Arrange
        let file = try Self.load(
            """
            version: 1
            routes:
              - {payload: Record, when: {number: abc}, push: S1}
              - {payload: Record, push: S2}
            links:
              - {link: "l://t/:number", payload: Record, with: {word: x}}
            """)

        // Act
        let edges = await Self.drawnEdges(file)

        // Assert
        #expect(edges == ["l://t/:number": ["S2"]])
    }

    @Test func aCapturedParameterThatCanTakeARoutesValueDrawsThatRouteAndTheFallback() async throws {
        // Arrange
        let file = try Self.load(
            """
            version: 1
            routes:
              - {payload: Record, when: {number: "7"}, push: S1}
              - {payload: Record, push: S2}
            links:
              - {link: "l://t/:number", payload: Record, with: {word: x}}
            """)

        // Act
        let edges = await Self.drawnEdges(file)

        // Assert
        #expect(edges == ["l://t/:number": ["S1", "S2"]])
    }

    @Test func aLinkWithMoreValueCombinationsThanTheBoundDrawsTheScreensItDidNotDecideAsUndecided() async throws {
        // Arrange: 72 candidates per parameter (70 tested values and two others), 5,184
        // combinations; the word tested last is never decided.
        let routes = (0..<70).flatMap { index in
            [
                "  - {payload: Record, when: {word: w\(index)}, push: \(index == 69 ? "S3" : "S1")}",
                "  - {payload: Record, when: {number: \"\(index + 100)\"}, push: S2}",
            ]
        }
        let file = try Self.load(
            (["version: 1", "routes:"] + routes + ["links:", "  - {link: \"l://t/:word/:number\", payload: Record}"])
                .joined(separator: "\n"))
        let crawl = await NavigationCrawler(registry: file.registry, home: textDestination("Home")).crawl()

        // Act
        let graph = NavigationGraph(crawl: crawl, routes: file)

        // Assert
        let link = try #require(graph.links.first)
        #expect(link.stoppedAtBound)
        #expect(link.screens == ["S1", "S2"])
        #expect(link.undecided == ["S3"])
        #expect(graph.mermaid().contains("\n  link0 -.->|\"undecided\"| S3"))
        #expect(graph.dot().contains("\n  \"l://t/:word/:number\" -> \"S3\" [style=dashed, label=\"undecided\"];"))
    }

    // MARK: Random files against opened links

    private static let words = ["x", "y", "z"]
    private static let numbers = ["1", "2", "abc"]
    /// The values the random test opens links with: every value a random file mentions,
    /// and values none mentions, decodable or not.
    private static let openedWords = words + ["w", "1"]
    private static let openedNumbers = numbers + ["3", "01", "-4", "q"]

    private struct RandomLink {
        let pattern: String
        /// The fixed value of each field the pattern does not capture.
        let constants: [String: String]
    }

    private static func pick<Value>(_ values: [Value], _ random: inout SplitMix64) -> Value {
        values[Int(random.next() % UInt64(values.count))]
    }

    /// A small random routes file of the two record types, and its links.
    private static func randomFile(_ random: inout SplitMix64) -> (text: String, links: [RandomLink]) {
        var lines = ["version: 1", "routes:"]
        for _ in 0..<(1 + random.next() % 5) {
            var when: [String] = []
            if random.next() % 2 == 0 { when.append("word: \"\(pick(words, &random))\"") }
            if random.next() % 2 == 0 { when.append("number: \"\(pick(numbers, &random))\"") }
            let conditions = when.isEmpty ? "" : "when: {\(when.joined(separator: ", "))}, "
            lines.append(
                "  - {payload: \(pick(["Record", "Entry"], &random)), \(conditions)push: \(pick(screens, &random))}")
        }
        lines.append("links:")
        var links: [RandomLink] = []
        for index in 0..<(1 + random.next() % 3) {
            var segments: [String] = []
            var constants: [String: String] = [:]
            for (field, values) in [("word", words), ("number", numbers)] {
                if random.next() % 2 == 0 {
                    segments.append(":\(field)")
                } else {
                    constants[field] = pick(values, &random)
                }
            }
            let pattern = (["l://t\(index)"] + segments).joined(separator: "/")
            let with = constants.sorted { $0.key < $1.key }.map { "\($0.key): \"\($0.value)\"" }
            let fixed = with.isEmpty ? "" : ", with: {\(with.joined(separator: ", "))}"
            lines.append("  - {link: \"\(pattern)\", payload: \(pick(["Record", "Entry"], &random))\(fixed)}")
            links.append(RandomLink(pattern: pattern, constants: constants))
        }
        return (lines.joined(separator: "\n") + "\n", links)
    }

    /// The screens opening `link` shows, over every combination of the opened values for
    /// the fields it captures, through a router as an app opens links.
    private static func openedScreens(_ link: RandomLink, registry: JumperRegistry) -> Set<String> {
        let wordValues = link.constants["word"] == nil ? openedWords : [""]
        let numberValues = link.constants["number"] == nil ? openedNumbers : [""]
        var shown: Set<String> = []
        for word in wordValues {
            for number in numberValues {
                let text = link.pattern.split(separator: "/", omittingEmptySubsequences: false).map { segment in
                    segment == ":word" ? word : segment == ":number" ? number : String(segment)
                }.joined(separator: "/")
                let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
                let router = NavigationRouter(registry: registry, navigator: stack)
                if case .went(_, let screens) = router.open(text), let screen = screens.last {
                    shown.insert(screen)
                }
            }
        }
        return shown
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func everyLinkEdgeOfRandomFilesIsOneOpeningTheLinkShowsAndNoneIsMissing(seed: UInt64) async {
        // Arrange
        var random = SplitMix64(seed: seed)
        var compared = 0
        var mismatches: [String] = []

        for _ in 0..<60 {
            let (text, links) = Self.randomFile(&random)
            // A file the loader refuses (a route an earlier one shadows) has no graph.
            guard let file = try? Self.load(text) else { continue }
            compared += 1

            // Act
            let drawn = await Self.drawnEdges(file)

            // Assert
            for link in links {
                let opened = Self.openedScreens(link, registry: file.registry)
                if drawn[link.pattern] ?? [] != opened {
                    mismatches.append(
                        "\(link.pattern): drawn \((drawn[link.pattern] ?? []).sorted()), opened \(opened.sorted())\n\(text)")
                }
            }
        }
        #expect(compared >= 20, "seed \(seed): too few random files loaded")
        #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.prefix(3).joined(separator: "\n"))")
    }
}
