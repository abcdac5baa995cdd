import Router
import RouterTestSupport
import RouterTooling
import Testing

@MainActor @Suite struct FlowRunnerTests {
    /// An app whose home lists a pizza, a drink nobody handles, and a declined pizza.
    private func makeRunner() throws -> FlowRunner {
        let registry = try pizzaRegistry(PizzaJumper(declining: ["Hawaii"])) {
            $0.register(Jumper(for: String.self) { _ in textDestination("About", presentation: .modal) })
        }
        let home = Destination.push("Home") { context in
            ListScreen(
                name: "Home", title: "Home",
                dataSource: ListDataSource(sections: [
                    ListSection(rows: [
                        ListRow("Margherita", payload: Pizza.fixture()),
                        ListRow("Chinotto", payload: Drink.fixture()),
                        ListRow("Hawaii", payload: Pizza.fixture(name: "Hawaii")),
                        ListRow("About", payload: "about"),
                    ])
                ]),
                router: context.router)
        }
        return FlowRunner(registry: registry, home: home)
    }

    private func run(_ text: String) throws -> (report: FlowReport, output: [String]) {
        let flow = try Flow(parsing: text, file: "t.flow")
        var output: [String] = []
        let report = try makeRunner().run(flow) { item in
            switch item {
            case .event(let event): output.append("\(event)")
            case .line(let line): output.append(line.text)
            case .failure(let failure): output.append("FAIL \(failure)")
            }
        }
        return (report, output)
    }

    @Test func passingFlowReportsEventsAsTheyHappen() throws {
        let (report, output) = try run(
            """
            tap "Margherita"
            expect top PizzaDetail
            back
            tap 4
            expect stack Home > About
            back
            expect log
              push PizzaDetail
              pop PizzaDetail
              present About
              dismiss About
            """)

        #expect(report.passed)
        #expect(report.stepsRun == 7)
        #expect(output == ["push PizzaDetail", "pop PizzaDetail", "present About", "dismiss About"])
    }

    @Test func failedExpectationNamesTheLineAndGoesOn() throws {
        let (report, _) = try run(
            """
            tap 1
            expect top Menu
            expect stack Home
            """)

        #expect(
            report.failures.map(\.description) == [
                "t.flow:2: expected top Menu, got PizzaDetail",
                "t.flow:3: expected stack Home, got Home > PizzaDetail",
            ])
    }

    @Test func expectIgnoredHoldsAfterATapThatShowedNothing() throws {
        let (report, output) = try run(
            """
            tap 2
            expect ignored
            tap 3
            expect ignored
            back
            expect ignored
            """)

        #expect(report.passed)
        #expect(
            output == [
                "ignored (no jumper is registered for Drink)",
                "ignored (the jumper for Pizza declined the payload)",
                "pop refused (root only)",
            ])
    }

    @Test func expectIgnoredFailsAfterAPush() throws {
        let (report, _) = try run("tap 1\nexpect ignored")

        #expect(report.failures.map(\.message) == ["expected the last action to be ignored, got push PizzaDetail"])
    }

    @Test func expectIgnoredFailsBeforeAnyAction() throws {
        let (report, _) = try run("expect ignored")

        #expect(report.failures.map(\.message) == ["expected the last action to be ignored, got no action yet"])
    }

    @Test func expectLogFailureShowsALineDiff() throws {
        let (report, _) = try run(
            """
            tap 1
            back
            expect log
              push PizzaDetail
              push Menu
            """)

        #expect(
            report.failures.map(\.description) == [
                """
                t.flow:3: expected log, got:
                --- expected
                +++ actual
                  push PizzaDetail
                - push Menu
                + pop PizzaDetail
                """
            ])
    }

    @Test func aCommandThatCannotRunStopsTheFlow() throws {
        let (report, _) = try run(
            """
            tap 9
            expect top Nowhere
            """)

        #expect(report.stepsRun == 1)
        #expect(report.failures.map(\.description) == ["t.flow:1: tap 9: Home has no row 9; it has 4 rows"])
    }

    @Test func tappingOnAScreenWithoutAListFails() throws {
        let (report, _) = try run("tap 1\ntap 1")

        #expect(report.failures.map(\.message) == ["tap 1: PizzaDetail shows no list, so there is no row to tap"])
    }

    @Test func tappingAnUnknownTitleSuggestsACloseOne() throws {
        let (report, _) = try run("tap \"Margarita\"")

        #expect(
            report.failures.map(\.message) == [
                "tap \"Margarita\": Home has no row titled \"Margarita\"; did you mean \"Margherita\"?"
            ])
    }

    @Test func quitSkipsTheRestOfTheFlow() throws {
        let (report, _) = try run("tap 1\nquit\nexpect top Nowhere")

        #expect(report.passed)
        #expect(report.stepsRun == 2)
    }

    @Test func eachRunStartsFromAFreshStack() throws {
        let runner = try makeRunner()
        let flow = try Flow(parsing: "tap 1\nexpect stack Home > PizzaDetail", file: "t.flow")

        let first = runner.run(flow)
        let second = runner.run(flow)

        #expect(first.passed && second.passed)
        #expect(second.log == [.push("PizzaDetail")])
    }

    @Test func eachFailingLogExpectationReportsABoundedMessage() throws {
        let text = Array(repeating: "tap 1\nback\nexpect log\n  push Nowhere", count: 2_000)
            .joined(separator: "\n")

        let (report, _) = try run(text)

        let longest = report.failures.map { $0.message.split(separator: "\n").count }.max() ?? 0
        #expect(report.failures.count == 2_000)
        #expect(longest <= 3 + LineDiff.contextLines * 2 + LineDiff.maximumShownChanges + 1)
    }

    @Test func aLongFlowRunsEveryStep() throws {
        let text = Array(repeating: "tap 1\nback", count: 5_000).joined(separator: "\n")

        let (report, _) = try run(text)

        #expect(report.passed)
        #expect(report.log.events.count == 10_000)
    }
}
