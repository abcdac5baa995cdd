import LinkMatching
import Router
import RouterTestSupport
import RouterTooling
import Testing

/// `check` reports a reached screen whose link does not lead back to it: the link the
/// registry builds for its payload decodes another value, or none can be built.
@MainActor @Suite struct LinkRoundTripTests {
    private let home = Destination.push("Home") { context in
        ListScreen(
            name: "Home", title: "Home",
            dataSource: ListDataSource(sections: [
                ListSection(rows: [ListRow("Diavola", payload: Pizza.fixture(name: "Diavola"))])
            ]),
            router: context.router)
    }

    /// Pizzas (a registered payload type, so the stack keeps them) link to `giuseppe://menu/pizza/:name`, written by `encode`.
    private func registry(encode: @escaping @Sendable (Pizza) -> LinkParameters) throws -> JumperRegistry {
        try pizzaRegistry { registry in
            registry.registerPayload(Pizza.self, name: "Pizza")
            registry.registerLink(
                "giuseppe://menu/pizza/:name",
                decoder: LinkDecoder(parameters: ["name"]) {
                    Pizza(name: $0["name"] ?? "")
                } encode: {
                    encode($0)
                })
        }
    }

    private func problems(_ registry: JumperRegistry) async -> [LinkRoundTrip] {
        LinkRoundTrip.problems(in: await NavigationCrawler(registry: registry, home: home).crawl(), registry: registry)
    }

    @Test func aLinkThatOpensTheValueShownIsNotReported() async throws {
        let registry = try registry { ["name": $0.name] }

        let found = await problems(registry)

        #expect(found.isEmpty)
    }

    @Test func aLinkThatOpensAnotherValueIsReportedWithItsScreenAndPath() async throws {
        let registry = try registry { ["name": $0.name.uppercased()] }

        let found = await problems(registry)

        #expect(found.map(\.screen) == ["PizzaDetail"])
        #expect(found.map(\.path) == [["Diavola"]])
        #expect(
            found.map(\.problem) == ["its link giuseppe://menu/pizza/DIAVOLA opens a different value than the one shown"])
    }

    @Test func aValueTheEncoderCannotFitToAPatternIsReported() async throws {
        let registry = try registry { ["title": $0.name] }

        let found = await problems(registry)

        #expect(found.map(\.screen) == ["PizzaDetail"])
        #expect(found.first.map { $0.problem.hasPrefix("the parameters the encoder of") } == true, "\(found)")
    }

    @Test func aLinkWhoseParentsOpenAnotherStackIsReportedWithTheStackItOpens() async throws {
        let registry = try pizzaRegistry { registry in
            registry.registerPayload(Pizza.self, name: "Pizza")
            registry.register(Jumper(for: String.self) { text in textDestination(text) })
            registry.registerLink("giuseppe://menu", decoder: LinkDecoder { _ in "Menu" })
            registry.registerLink(
                "giuseppe://menu/pizza/:name",
                decoder: LinkDecoder(parameters: ["name"]) {
                    Pizza(name: $0["name"] ?? "")
                } encode: {
                    ["name": $0.name]
                },
                parent: "giuseppe://menu")
        }

        let found = await problems(registry)

        #expect(found.map(\.path) == [["Diavola"]])
        #expect(
            found.map(\.problem) == [
                "its link giuseppe://menu/pizza/Diavola opens the stack Home > Menu > PizzaDetail, "
                    + "not the one shown, Home > PizzaDetail"
            ])
    }
}
