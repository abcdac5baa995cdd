import AccountScreens
import Demo
import Router
import RouterTooling
import Testing

/// What `FlowRecorder` writes for the commands a session carries out.
@MainActor @Suite struct FlowRecorderTests {
    /// The lines a fresh demo session (with tabs when `tabbed`) records for `typed`, without
    /// the header, and whether the flow they make passes `run` on a fresh session.
    private func record(_ typed: [String], tabbed: Bool = false) async throws -> (lines: [String], passes: Bool) {
        let registry = try DemoApp.loadRoutes().registry
        let session =
            tabbed
            ? NavigationSession(registry: registry, tabs: DemoApp.tabs, account: DemoAccount())
            : NavigationSession(registry: registry, home: DemoApp.home, account: DemoAccount())
        let recorder = FlowRecorder(session: session)
        var input = typed[...]
        _ = await CommandLoop(session: session, showsPrompt: false).run(readLine: { input.popFirst() }, write: { _ in })
        let runner =
            tabbed
            ? FlowRunner(registry: registry, tabs: DemoApp.tabs, account: { DemoAccount() })
            : FlowRunner(registry: registry, home: DemoApp.home, account: { DemoAccount() })
        let report = runner.run(try FlowParser(file: "recorded.flow").parse(recorder.text))
        return (Array(recorder.lines.dropFirst()), report.failures.isEmpty)
    }

    /// Lines that reach an order form whose size was changed, which asks before it is left.
    private let toChangedOrderForm = [
        "tap 1", "tap 1", "tap \"Customize order\"", "sign-in anna", "tap \"I accept\"", "tap \"Size: Medium\"",
        "tap Large",
    ]

    @Test func commandsThatChangeNothingAreNotWrittenAndExpectationsThatHeldAre() async throws {
        let (lines, passes) = try await record(["stack", "tap 1", "log", "help", "expect top Menu", "quit", "tap 1"])

        #expect(lines == ["tap 1", "expect stack Home > Menu", "expect top Menu"])
        #expect(passes)
    }

    @Test func anAnswerThatAFailedCommandUsedUpIsCommentedOutWithIt() async throws {
        let (lines, passes) = try await record(toChangedOrderForm + ["answer yes", "tap 9", "back"])

        #expect(
            lines.suffix(4) == [
                "# used up by a command that failed: answer yes", "# failed, not recorded: tap 9", "back",
                "expect stack Home > Menu > PizzaDetail > OrderForm",
            ])
        #expect(passes)
    }

    @Test func aTabWhoseStackChangedWhileAnotherWasSelectedIsChecked() async throws {
        let (lines, passes) = try await record(["sign-in anna", "tap 4", "tab Menu", "sign-out"], tabbed: true)

        #expect(lines.suffix(3) == ["sign-out", "expect stack Home: Home", "expect stack Menu: Menu"])
        #expect(passes)
    }

    @Test func namesAreQuotedSoTheyReadBackAsTheyAre() async throws {
        let (lines, passes) = try await record(["tap \"Giuseppe's menu\"", "tab \"No such tab\""], tabbed: true)

        #expect(lines.contains("tap \"Giuseppe's menu\""))
        #expect(lines.contains("tab \"No such tab\""))
        #expect(passes)
    }
}
