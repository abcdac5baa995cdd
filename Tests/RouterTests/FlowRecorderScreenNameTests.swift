import Router
import RouterTooling
import Testing

/// `FlowRecorder` given the screens `run` knows by name.
@MainActor @Suite struct FlowRecorderScreenNameTests {
    /// A jumper that shows a screen it builds itself, registered nowhere.
    private struct InlineJumper: JumperProtocol {
        func destination(for number: Int) -> Destination? {
            .push("Inline") { _ in TextScreen(name: "Inline", title: "Inline \(number)") }
        }
    }

    private let home = Destination.push("Home") { context in
        ListScreen(
            name: "Home", title: "Home", dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("One", payload: 1)])]),
            router: context.router)
    }

    @Test func anExpectationNamingAScreenRunDoesNotKnowIsAComment() throws {
        let registry = try JumperRegistry { $0.register(InlineJumper()) }
        let session = NavigationSession(registry: registry, home: home)
        let recorder = FlowRecorder(session: session, screenNames: ["Home"])

        session.perform(.tap(.number(1)))
        session.perform(.back)
        let flow = try FlowParser(file: "t.flow", screenNames: ["Home"]).parse(recorder.text)
        let report = FlowRunner(registry: registry, home: home).run(flow)

        #expect(
            recorder.lines.dropFirst() == [
                "tap 1", "# not checked, it names a screen run does not know: expect stack Home > Inline", "back",
                "expect stack Home",
            ])
        #expect(report.failures.isEmpty)
    }
}
