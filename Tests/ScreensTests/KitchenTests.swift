import AccountScreens
import Demo
import Foundation
import Router
import RouterClock
import RouterTooling
import Testing

/// The kitchen example: screens that load from a simulated kitchen, a session checked
/// asynchronously, and the example flows that show them on a manual clock.
@MainActor @Suite struct KitchenTests {
    private static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/Kitchen")

    private func runner() throws -> FlowRunner {
        let registry = try JumperRegistry(plugins: DemoApp.plugins() + [KitchenPlugin()])
        return FlowRunner(registry: registry, home: KitchenPlugin.home) { DemoAccount() }
    }

    @Test(arguments: ["loading", "second-tap", "failure", "back-while-loading", "session-check"])
    func everyKitchenExampleFlowPasses(name: String) async throws {
        let text = try String(contentsOf: Self.examples.appendingPathComponent("\(name).flow"), encoding: .utf8)
        let flow = try Flow(parsing: text, file: "\(name).flow")

        let report = try await runner().runSettling(flow)

        #expect(report.failures.map(\.description) == [])
        #expect(report.stepsRun == flow.steps.count)
    }

    /// A flow that saves the kitchen with Margherita's preparation on top to `file`, goes
    /// home, and restores it, expecting `restored` on top after the restore.
    private static func savingAndRestoring(to file: String, restoring restored: String) -> String {
        """
        sign-in anna
        tap Kitchen
        wait 1s
        tap Margherita
        wait 2s
        expect stack Home > Kitchen > Preparation
        save \(file)
        home
        expect top Home
        restore \(restored)
        expect stack Home > Kitchen > Preparation
        expect idle
        """
    }

    private func temporaryFile(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("kitchen-\(UUID().uuidString)-\(name)").path
    }

    @Test func aSavedPreparationIsRestoredOnceItHasLoadedAgain() async throws {
        let file = temporaryFile("saved.json")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let flow = try Flow(parsing: Self.savingAndRestoring(to: file, restoring: file), file: "restore.flow")

        let report = try await runner().runSettling(flow)

        #expect(report.failures.map(\.description) == [])
        #expect(report.stepsRun == flow.steps.count)
        #expect(Array(report.log.lines.suffix(1)) == ["go Home > Kitchen > Preparation"])
    }

    @Test func aDryRunAnswersWhatTheRestoreDoesLoadersAndSessionIncludedAndChangesNothing() async throws {
        let file = temporaryFile("saved.json")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let runner = try runner()
        _ = await runner.runSettling(try Flow(parsing: Self.savingAndRestoring(to: file, restoring: file), file: "save.flow"))
        var output: [String] = []
        let flow = try Flow(
            parsing: """
                sign-in anna
                restore --dry-run \(file)
                sign-out
                restore --dry-run \(file)
                expect stack Home
                expect idle
                """, file: "dry-run.flow")

        let report = await runner.runSettling(flow) {
            if case .line(let line) = $0, line.kind == .info { output.append(line.text) }
        }

        #expect(report.failures.map(\.description) == [])
        #expect(
            output == [
                "signed in as anna",
                "entry 1 (Kitchen): kept\nentry 2 (Preparation): kept\nrestores",
                "signed out",
                "entry 1 (Kitchen): kept\nentry 2 (Preparation): refused: it requires 'sessionValid', which does not hold\n"
                    + "refused: entry 2 (Preparation): it requires 'sessionValid', which does not hold",
            ])
        #expect(report.log.lines.isEmpty)
    }

    @Test func aSavedPreparationTheBrokenOvenCannotPrepareIsNotRestored() async throws {
        let file = temporaryFile("saved.json")
        let diavola = temporaryFile("diavola.json")
        defer { for path in [file, diavola] { try? FileManager.default.removeItem(atPath: path) } }
        let runner = try runner()
        _ = await runner.runSettling(try Flow(parsing: Self.savingAndRestoring(to: file, restoring: file), file: "save.flow"))
        let saved = try String(contentsOfFile: file, encoding: .utf8)
        try saved.replacingOccurrences(of: "Margherita", with: "Diavola")
            .write(toFile: diavola, atomically: true, encoding: .utf8)
        let flow = try Flow(parsing: "sign-in anna\ntap Kitchen\nwait 1s\nrestore \(diavola)", file: "restore.flow")

        let report = await runner.runSettling(flow)

        #expect(report.failures.count == 1)
        #expect(
            report.failures.first?.message.hasSuffix(
                "entry 2 (Preparation): its loader failed: the oven for Diavola is out of order; nothing was restored")
                == true)
        #expect(Array(report.log.lines.suffix(3)) == ["push Kitchen", "loading Preparation", "loading failed Preparation"])
    }

    @Test func theBoardIsNotShownWithoutTheQueue() throws {
        let flow = try Flow(parsing: "tap Kitchen\nexpect top Home", file: "t.flow")

        let report = try runner().run(flow)

        #expect(report.passed)
        #expect(report.log.lines == [])
    }

    @Test func theBrokenOvensPreparationFailsSayingWhy() async throws {
        let kitchen = KitchenService(pizzas: ["Diavola"])
        let clock = ManualClock()

        let preparation = Task {
            try await LoaderClock.$current.withValue(clock) { try await kitchen.preparation(of: "Diavola") }
        }
        for _ in 0..<10_000 where clock.sleeperCount == 0 { await Task.yield() }
        #expect(clock.sleeperCount == 1)  // it sleeps on the clock it was given
        await clock.advance(by: kitchen.preparationLatency)

        await #expect(throws: KitchenService.OvenOutOfOrder.self) { try await preparation.value }
        #expect("\(KitchenService.OvenOutOfOrder(pizza: "Diavola"))" == "the oven for Diavola is out of order")
    }

    @Test func aCancelledSessionCheckFailsClosed() async {
        let account = DemoAccount()
        _ = account.signIn("anna")
        let clock = ManualClock()

        let check = Task { await LoaderClock.$current.withValue(clock) { await account.check(DemoAccount.sessionValid) } }
        check.cancel()

        #expect(await check.value == false)
        #expect(account.checksAsynchronously(DemoAccount.sessionValid))
        #expect(!account.checksAsynchronously(DemoAccount.signedIn))
    }
}

/// The tools see the kitchen as a person does: screens once loaded, the error screen of a
/// loader that fails.
@MainActor @Suite struct KitchenExplorationTests {
    @Test func theCrawlerLoadsScreensAndFollowsAFailedLoaderToItsErrorScreen() async throws {
        let registry = try JumperRegistry(plugins: DemoApp.plugins() + [KitchenPlugin()])

        let report = await NavigationCrawler(registry: registry, home: KitchenPlugin.home).crawl()

        let paths = Dictionary(report.screens.map { ($0.name, $0.path) }, uniquingKeysWith: { first, _ in first })
        #expect(paths["Preparation"] == ["Kitchen", "Margherita"])
        #expect(paths["KitchenError"] == ["Kitchen", "Diavola"])
        let fromBoard = report.edges.filter { $0.from == "Kitchen" }.map { "\($0.row) -> \($0.to)" }
        #expect(fromBoard == ["Margherita -> Preparation", "Capricciosa -> Preparation", "Diavola -> KitchenError"])
        #expect(report.deadRows.isEmpty)
    }
}

/// A session at the prompt that waited for the kitchen in real time, recorded, replays.
@MainActor @Suite struct KitchenRecordingTests {
    @Test func timeWaitedForAtThePromptIsRecordedAsWaitAndTheFlowReplaysTheSameLog() async throws {
        var kitchen = KitchenService(pizzas: ["Margherita", "Diavola"])
        (kitchen.boardLatency, kitchen.preparationLatency) = (.milliseconds(40), .milliseconds(60))
        let registry = try JumperRegistry(plugins: DemoApp.plugins() + [KitchenPlugin(kitchen: kitchen)])
        let session = NavigationSession(registry: registry, home: KitchenPlugin.home, account: DemoAccount())
        let recorder = FlowRecorder(session: session)
        var typed = ["sign-in anna", "tap Kitchen", "tap Margherita", "back", "tap Diavola", "back"][...]

        _ = await TerminalCommandLoop(session: session).run(
            read: { _ in typed.popFirst().map(LineEditor.Input.line) ?? .end }, write: { _ in })
        let flow = try FlowParser(file: "recorded.flow").parse(recorder.text)
        let replay = await FlowRunner(registry: registry, home: KitchenPlugin.home) { DemoAccount() }.runSettling(flow)

        #expect(recorder.lines.contains("wait 40ms"))
        #expect(replay.failures.map(\.description) == [])
        #expect(replay.log.lines == session.stack.log.lines)
        #expect(session.stack.log.lines.contains("push KitchenError"))
    }

    @Test func aLoadCancelledAtThePromptIsRecordedAsTheTapAndCancelAndReplaysTheSameLog() async throws {
        var kitchen = KitchenService(pizzas: ["Margherita"])
        kitchen.boardLatency = .seconds(3_600)
        let registry = try JumperRegistry(plugins: DemoApp.plugins() + [KitchenPlugin(kitchen: kitchen)])
        let session = NavigationSession(registry: registry, home: KitchenPlugin.home, account: DemoAccount())
        let recorder = FlowRecorder(session: session)
        var typed = ["tap Kitchen"][...]
        var polls = 0
        let ctrlCAfterAFewPolls = NavigationSession.RealTimeWaiting(interrupted: {
            polls += 1
            return polls > 3
        })

        _ = await TerminalCommandLoop(session: session).run(
            read: { _ in typed.popFirst().map(LineEditor.Input.line) ?? .end }, write: { _ in },
            waiting: ctrlCAfterAFewPolls)
        let flow = try FlowParser(file: "recorded.flow").parse(recorder.text)
        let replay = await FlowRunner(registry: registry, home: KitchenPlugin.home) { DemoAccount() }.runSettling(flow)

        let commands = recorder.lines.filter { !$0.hasPrefix("#") && !$0.hasPrefix("expect") && !$0.hasPrefix("wait") }
        #expect(commands == ["tap \"Kitchen\"", "cancel"], "\(recorder.lines)")
        #expect(session.stack.log.lines.last == "loading cancelled Kitchen")
        #expect(replay.failures.map(\.description) == [])
        #expect(replay.log.lines == session.stack.log.lines)
        #expect(replay.log.lines.last == "loading cancelled Kitchen")
    }
}
