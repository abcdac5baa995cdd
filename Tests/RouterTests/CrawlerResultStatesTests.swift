import Router
import RouterTooling
import Testing

/// The crawler explores states, not only screens: a form whose rows change once a picker
/// returns a value is explored again in its new state.
@MainActor @Suite struct CrawlerResultStatesTests {
    /// What the size row asks for: the picker, or (once the size is large) the About screen.
    struct SizeRequest: Sendable {
        var current = "S"
    }

    /// A form whose size row shows the size the picker returned.
    final class FormScreen: TappableScreen {
        let name = "Form"
        let title = "Form"
        private(set) var size = "S"
        private let router: any PayloadRouting

        init(router: any PayloadRouting) {
            self.router = router
        }

        var rows: [ListRow] { [ListRow("Size: \(size)", payload: SizeRequest(current: size))] }

        func tap(number: Int) -> RouteOutcome? {
            guard number == 1 else { return nil }
            return router.route(SizeRequest(current: size), expecting: String.self) { [weak self] result in
                if case .value(let size) = result { self?.size = size }
            }
        }

        func render() -> String { title }
    }

    /// Home's "Customize" opens the form; its size row opens the picker (Small, Large), or
    /// About once the size is large: About is reached only by Size, Large, Size.
    private func makeRegistry() throws -> JumperRegistry {
        try JumperRegistry { registry in
            registry.register(Jumper(for: String.self) { _ in .push("Form") { FormScreen(router: $0.router) } })
            registry.register(
                Jumper(for: SizeRequest.self) { request in
                    request.current == "L"
                        ? textDestination("About")
                        : .push("Picker") { context in
                            ListScreen(
                                name: "Picker", title: "Picker",
                                dataSource: ListDataSource(sections: [
                                    ListSection(rows: [
                                        ListRow("Small", payload: ReturnValue("S")),
                                        ListRow("Large", payload: ReturnValue("L")),
                                    ])
                                ]),
                                router: context.router)
                        }
                })
        }
    }

    private let home = Destination.push("Home") { context in
        ListScreen(
            name: "Home", title: "Home",
            dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("Customize", payload: "form")])]),
            router: context.router)
    }

    @Test func aScreenReachedOnlyAfterAPickerReturnsAValueIsReachedByThatPath() async throws {
        let report = await NavigationCrawler(registry: try makeRegistry(), home: home).crawl()

        let about = report.screens.first { $0.name == "About" }
        #expect(about?.path == ["Customize", "Size: S", "Large", "Size: L"])
        #expect(report.edges.map { "\($0.from)-\($0.row)->\($0.to)" }.contains("Form-Size: L->About"))
    }

    @Test func thePathToAStateAfterAResultReplaysThroughTheRouter() async throws {
        let registry = try makeRegistry()
        let path = try #require(
            await NavigationCrawler(registry: registry, home: home).crawl().screens.first { $0.name == "About" }?.path)
        let (router, stack) = NavigationRouter.start(registry: registry, root: home) { RecordingNavigationStack(root: $0) }

        for title in path {
            let top = try #require(stack.top as? any TappableScreen)
            let number = try #require(top.rowNumbers(titled: title).first)
            top.tap(number: number)
        }

        #expect(stack.top.name == "About")
        _ = router
    }

    @Test func aStateReachedAgainIsExploredOnce() async throws {
        let report = await NavigationCrawler(registry: try makeRegistry(), home: home).crawl()

        #expect(report.screens.map(\.name) == ["Home", "Form", "Picker", "About"])
        #expect(report.edges.filter { $0.from == "Form" }.map(\.row) == ["Size: S", "Size: L"])
        #expect(!report.truncated)
    }

    @Test func theStateBoundIsReportedWhenStatesAfterResultsExceedIt() async throws {
        let report = await NavigationCrawler(registry: try makeRegistry(), home: home, maxStates: 3).crawl()

        #expect(report.stoppedAtStateLimit)
        #expect(!report.screens.contains { $0.name == "About" })
    }
}
