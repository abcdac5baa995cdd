import AccountScreens
import Demo
import Foundation
import Router
import RouterTestSupport
import RouterTooling
import Testing

/// Random sessions at the prompt, recorded by ``FlowRecorder``: the flow written parses
/// and passes `run` unchanged, and replays every event the session logged but those of
/// the commands that failed.
@MainActor @Suite struct RecordedSessionPropertyTests {
    /// Lines typed at the prompt: valid and invalid row numbers, row titles, links (good,
    /// rejected, guarded), tabs (known and not), sign-in and sign-out, answers, saves and
    /// restores, expectations that hold or not, and lines that change nothing.
    private static func randomLines(using random: inout SplitMix64, savePath: String) -> [String] {
        let links = [
            "giuseppe://menu", "giuseppe://menu/pizza/Margherita", "giuseppe://menu/drink/Chinotto",
            "giuseppe://order/Diavola", "giuseppe://account", "giuseppe://about", "giuseppe://typed",
            "giuseppe://typed/A", "giuseppe://nowhere", "giuseppe://menu/pizza/",
        ]
        let quotedPath = "\"" + savePath.replacing("\"", with: "\\\"") + "\""
        func any(_ words: [String]) -> String { words.randomElement(using: &random)! }
        let line: String
        switch Int.random(in: 0..<19, using: &random) {
        case 0: line = "tap \(Int.random(in: 1...9, using: &random))"
        case 1: line = "\(Int.random(in: 1...4, using: &random))"
        case 2: line = "tap \"" + any(["Margherita", "About", "Typed list", "Account", "Nothing \\\"here\\\""]) + "\""
        case 3: line = "back"
        case 4: line = "home"
        case 5: line = "open " + any(links)
        case 6: line = "open in-app " + any(links)
        case 7:
            line = "go " + links.shuffled(using: &random).prefix(Int.random(in: 0...2, using: &random)).joined(separator: " > ")
        case 8: line = "tab " + any(["Home", "Menu", "Typed", "Drinks", "\"Menu \""])
        case 9: line = "sign-in " + any(["anna", "bob", "luigi"])
        case 10: line = "sign-out"
        case 11: line = any(["answer yes", "answer no"])
        case 12: line = "save \(quotedPath)"
        case 13: line = "restore \(quotedPath)"
        case 14: line = any(["stack", "log", "help", "dance", "tap", "# a comment", ""])
        case 15: line = "expect top " + any(["Home", "Menu", "PizzaDetail", "OrderForm"])
        case 16: line = any(["expect ignored", "expect blocked", "expect pending none", "expect rejected"])
        default:
            // To an order form with a changed size, which asks before it is left.
            return [
                "home", "tap 1", "tap 1", "tap \"Customize order\"", "sign-in anna", "tap \"I accept\"",
                "tap \"Size: Medium\"", "tap Large",
            ]
        }
        return [line]
    }

    /// Every screen the demo can show, as `run` checks the names a flow expects.
    private static func screenNames(_ registry: JumperRegistry) -> [String] {
        let guardScreens = registry.guardNames.compactMap { registry.routeGuard(named: $0)?.redirect.screen }
        return registry.screenNames + guardScreens + DemoAccount().failureScreens.map(\.screen) + [DemoApp.home.screen]
            + DemoApp.tabs.map(\.root.screen)
    }

    @Test(arguments: DemoSetup.allCases)
    func recordedRandomSessionsPassRunUnchangedAndReplayTheirEvents(setup: DemoSetup) async throws {
        let registry = try setup.registry()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("recorded sessions \(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let runner =
            setup.isTabbed
            ? FlowRunner(registry: registry, tabs: DemoApp.tabs, account: { DemoAccount() })
            : FlowRunner(registry: registry, home: DemoApp.home, account: { DemoAccount() })
        let parser = FlowParser(file: "recorded.flow", screenNames: Self.screenNames(registry))

        var seen: [String: Int] = [:]  // how many recordings hold each, so the sessions are not all alike
        for seed in UInt64(1)...50 {
            var random = SplitMix64(seed: seed)
            let savePath = folder.appendingPathComponent("saved \"\(seed)\".json").path
            let typed = (0..<20).flatMap { _ in Self.randomLines(using: &random, savePath: savePath) }
            let session = setup.session(registry, account: DemoAccount())
            let recorder = FlowRecorder(session: session, screenNames: Self.screenNames(registry))
            // The events of each command, kept unless it failed (a failed restore may log
            // the refusal of a screen it asked; the flow has the command as a comment).
            var commandEvents: [String] = []
            var lived: [String] = []
            session.stack.onEvent = { commandEvents.append($0.description) }
            let recording = session.onPerform
            session.onPerform = { command, result in
                recording?(command, result)
                if case .failed = result {} else { lived += commandEvents }
                commandEvents = []
            }

            // Half the sessions type at a terminal, which asks the questions screens ask
            // before they are left, answered at random; the others pipe the lines in.
            var input = typed[...]
            if seed % 2 == 1 {
                let loop = TerminalCommandLoop(session: session)
                _ = await loop.run(
                    read: { prompt in
                        if prompt.hasSuffix("(yes/no) ") { return .line(Bool.random(using: &random) ? "yes" : "no") }
                        return input.popFirst().map(LineEditor.Input.line) ?? .end
                    }, write: { _ in })
            } else {
                _ = await CommandLoop(session: session, showsPrompt: false).run(readLine: { input.popFirst() }, write: { _ in })
            }
            try? FileManager.default.removeItem(atPath: savePath)  // the replay saves it again
            let flow = try parser.parse(recorder.text)
            let report = runner.run(flow)
            for mark in ["Menu > PizzaDetail > OrderForm", "leave refused", "# failed", "\nrestore "]
            where recorder.text.contains(mark) || session.stack.log.lines.contains(where: { $0.contains(mark) }) {
                seen[mark, default: 0] += 1
            }

            #expect(report.failures.isEmpty, "seed \(seed): \(report.failures)\n\(recorder.text)")
            let replayed = report.log.lines
            let differs =
                zip(replayed, lived).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(replayed.count, lived.count)
            #expect(
                replayed == lived,
                "seed \(seed), from event \(differs + 1): replayed \(replayed.dropFirst(differs).prefix(4)), lived \(lived.dropFirst(differs).prefix(4))\ntyped: \(typed)\n\(recorder.text)"
            )
        }
        #expect(seen.count == 4, "\(seen)")
    }
}
