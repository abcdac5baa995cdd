import Foundation
import Testing

/// `routerdemo record FILE`: a session from a pipe written as a flow that `run` passes.
@Suite struct RecordCommandTests {
    /// A new empty folder, removed by the caller.
    private func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func contents(_ url: URL) throws -> String {
        String(decoding: try Data(contentsOf: url), as: UTF8.self)
    }

    @Test func aRecordedSessionIsAFlowThatRunPasses() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let commands = "tap 1\ntap \"Margherita\"\nstack\nback\nopen giuseppe://about\nhome\nsign-in anna\nquit\ntap 2\n"

        let record = try RouterDemoProcess.run(["record", "session.flow"], stdin: Data(commands.utf8), in: folder)
        let run = try RouterDemoProcess.run(["run", "session.flow"], in: folder)

        #expect(record.status == 0, "\(record.stderr)")
        #expect(record.stdout.hasSuffix("wrote 'session.flow' (6 commands)\n"))
        let lines = try contents(folder.appendingPathComponent("session.flow")).split(separator: "\n")
        #expect(
            Array(lines.dropFirst()) == [
                "# Replay it with: routerdemo run session.flow",
                "tap 1", "expect stack Home > Menu",
                "tap \"Margherita\"", "expect stack Home > Menu > PizzaDetail",
                "back", "expect stack Home > Menu",
                "open giuseppe://about", "expect stack Home > About",
                "home", "expect stack Home",
                "sign-in anna", "expect stack Home",
            ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasSuffix("1 flow, 0 failed, 12 steps\n"))
    }

    @Test func anAppWithTabsRecordsTheSelectedTabAndEveryTabThatChanged() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let commands = "tap 1\ntab Menu\nopen giuseppe://typed/A\n"

        let record = try RouterDemoProcess.run(["--tabs", "record", "tabs.flow"], stdin: Data(commands.utf8), in: folder)
        let run = try RouterDemoProcess.run(["--tabs", "run", "tabs.flow"], in: folder)

        #expect(record.status == 0, "\(record.stderr)")
        let lines = try contents(folder.appendingPathComponent("tabs.flow")).split(separator: "\n")
        #expect(
            Array(lines.dropFirst()) == [
                "# Replay it with: routerdemo --tabs run tabs.flow",
                "tap 1", "expect stack Home: Home > Menu",
                "tab Menu", "expect tab Menu", "expect stack Menu: Menu",
                "open giuseppe://typed/A", "expect tab Typed", "expect stack Typed: TypedList > AType",
            ])
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func aFailedCommandIsACommentAndThePipedSessionExitsOne() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        let record = try RouterDemoProcess.run(
            ["record", "failed.flow"], stdin: Data("tap 1\ntap 99\nexpect top Home\nback\n".utf8), in: folder)
        let run = try RouterDemoProcess.run(["run", "failed.flow"], in: folder)

        #expect(record.status == 1)
        let text = try contents(folder.appendingPathComponent("failed.flow"))
        #expect(text.contains("\n# failed, not recorded: tap 99\n# did not hold, not recorded: expect top Home\nback\n"))
        #expect(run.status == 0, "\(run.stderr)")
    }

    @Test func aFileThatIsNotARecordingIsLeftAsItIsAndNothingRuns() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let notes = folder.appendingPathComponent("notes.flow")
        try Data("tap 1\n# my own flow\n".utf8).write(to: notes)

        let record = try RouterDemoProcess.run(["record", "notes.flow"], stdin: Data("tap 1\n".utf8), in: folder)

        #expect(record.status == 2)
        #expect(record.stdout.isEmpty)
        #expect(record.stderr.contains("cannot write 'notes.flow': it holds something this tool did not write"))
        #expect(try contents(notes) == "tap 1\n# my own flow\n")
    }

    @Test func anEarlierRecordingIsReplaced() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        let first = try RouterDemoProcess.run(["record", "again.flow"], stdin: Data("tap 1\n".utf8), in: folder)
        let second = try RouterDemoProcess.run(["record", "again.flow"], stdin: Data("tap 3\n".utf8), in: folder)

        #expect(first.status == 0)
        #expect(second.status == 0, "\(second.stderr)")
        let text = try contents(folder.appendingPathComponent("again.flow"))
        #expect(text.contains("\ntap 3\n") && !text.contains("\ntap 1\n"))
    }

    @Test func aPathThatCannotBeWrittenIsReportedBeforeTheSession() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }

        let record = try RouterDemoProcess.run(["record", "missing/dir/x.flow"], stdin: Data("tap 1\n".utf8), in: folder)
        let dash = try RouterDemoProcess.run(["record", "-"], in: folder)

        #expect(record.status == 2)
        #expect(record.stdout.isEmpty)
        #expect(record.stderr.contains("cannot write 'missing/dir/x.flow': no such directory"))
        #expect(dash.status == 2)
        #expect(dash.stderr.contains("'./-' names a file called '-'"))
    }
}

/// `routerdemo record FILE` on a pseudo-terminal.
@Suite(.enabled(if: PseudoTerminal.unavailableReason == nil, "\(PseudoTerminal.unavailableReason ?? "")"))
struct RecordAtATerminalTests {
    @Test func eachCommandIsWrittenAsSoonAsItIsRecordedAndAnAnswerBeforeItsRetry() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("record-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("typed.flow")
        let terminal = try PseudoTerminal(["record", file.path])
        try terminal.waitFor("Home> ")

        terminal.type("tap 1\r")
        try terminal.waitFor("Home > Menu> ")
        let afterOne = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        for line in [
            "tap Margherita", "tap \"Customize order\"", "sign-in anna", "tap \"I accept\"", "tap \"Size: Medium\"", "tap Large",
        ] {
            terminal.type(line + "\r")
        }
        try terminal.waitFor("pop SizePicker -> Large")
        terminal.type("back\r")
        try terminal.waitFor("(yes/no) ")
        terminal.type("yes\r")
        try terminal.waitFor("Home > Menu > PizzaDetail> ")
        terminal.type("quit\r")
        let status = try terminal.waitForExit()
        let recorded = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        let run = try RouterDemoProcess.run(["run", file.path])

        #expect(status == 0)
        #expect(afterOne.hasSuffix("\ntap 1\nexpect stack Home > Menu\n"))
        #expect(
            recorded.hasSuffix(
                "\nback\nexpect stack Home > Menu > PizzaDetail > OrderForm\nanswer yes\nback\nexpect stack Home > Menu > PizzaDetail\n"
            ))
        #expect(run.status == 0, "\(run.stderr)")
    }
}
