import Foundation
import RouterCommandLine
import Testing

@testable import routerdemo

/// `run --jobs N`: the flows run in N worker processes, and what is printed (standard output
/// and standard error, byte for byte), the exit status and the summary are what one job,
/// running them in order in one process, prints.
@Suite struct RunJobsTests {
    /// The example flows of the demo, as `.ci/run` names them (relative to the package).
    static let exampleFlows: [String] = {
        let folder = RouterDemoProcess.packageRoot.appendingPathComponent("Examples")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".flow") }.sorted().map { "Examples/\($0)" }
    }()

    /// Runs `arguments` with `--jobs 1` and with `--jobs N` (inserted after `run`) in the
    /// package folder, and expects the same bytes on both streams and the same status.
    /// - Returns: The one-job run.
    @discardableResult
    private func expectSameAsOneJob(
        _ arguments: [String], jobs: Int = 2, program: URL = RouterDemoProcess.binary, stdin: String = "",
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> RouterDemoProcess.Result {
        func run(_ jobs: Int) throws -> RouterDemoProcess.Result {
            var withJobs = arguments
            let at = (withJobs.firstIndex(of: "run") ?? -1) + 1
            withJobs.insert(contentsOf: ["--jobs", "\(jobs)"], at: at)
            return try RouterDemoProcess.run(
                withJobs, stdin: Data(stdin.utf8), in: RouterDemoProcess.packageRoot, program: program)
        }
        let one = try run(1)
        let many = try run(jobs)

        #expect(many.stdout == one.stdout, sourceLocation: sourceLocation)
        #expect(many.stderr == one.stderr, sourceLocation: sourceLocation)
        #expect(many.status == one.status, sourceLocation: sourceLocation)
        #expect(many.exited && one.exited, sourceLocation: sourceLocation)
        // A run prints at least its summary or its coverage: an empty one was refused.
        #expect(!one.stdout.isEmpty, sourceLocation: sourceLocation)
        return one
    }

    @Test func twoJobsPrintWhatOneJobPrintsForTheExampleFlows() throws {
        #expect(Self.exampleFlows.count > 3)

        let one = try expectSameAsOneJob(["run"] + Self.exampleFlows)

        #expect(one.status == 0)
        #expect(one.stdout.hasSuffix("\n\(Self.exampleFlows.count) flows, 0 failed, 136 steps\n"))
    }

    @Test(arguments: [2, 3, 64])
    func anyNumberOfJobsPrintsWhatOneJobPrintsWhenFlowsFail(jobs: Int) throws {
        let passing = try RouterDemoProcess.flowFile("tap 1\nexpect top Menu\n", name: "a.flow")
        let failing = try RouterDemoProcess.flowFile("tap 1\nexpect top Home\ntap 1\n", name: "b.flow")
        let noisy = try RouterDemoProcess.flowFile(
            "tap 2\nexpect stack Home > Menu\nexpect log\n  push Menu\n", name: "c\u{1B}[2J.flow")

        let one = try expectSameAsOneJob(["run", passing, failing, "Examples/menu.flow", noisy], jobs: jobs)

        #expect(one.status == 1)
        #expect(one.stdout.hasSuffix("\n4 flows, 2 failed, 21 steps\n"))
        #expect(one.stderr.contains("expected"))
        #expect(!one.stderr.contains("\u{1B}"))
    }

    @Test func jsonCoverageAndTabsArePrintedAsOneJobPrintsThem() throws {
        let failing = try RouterDemoProcess.flowFile("tap 1\nexpect top Home\n", name: "failing.flow")
        let flows = Array(Self.exampleFlows.prefix(3)) + [failing]

        try expectSameAsOneJob(["run", "--json"] + flows)
        try expectSameAsOneJob(["run", "--coverage"] + flows)
        try expectSameAsOneJob(["run", "--coverage", "--json"] + flows)
        try expectSameAsOneJob(["--tabs", "run", "Examples/tabs/tabs.flow", "Examples/tabs/tabs.flow"])
        try expectSameAsOneJob(["run", "--routes", "routes.yaml.example"] + flows)
    }

    @Test func aFlowFromStandardInputRunsInAWorkerToo() throws {
        let second = try RouterDemoProcess.flowFile("tap 2\nexpect top TypedList\n", name: "second.flow")

        let one = try expectSameAsOneJob(["run", "-", second], stdin: "tap 1\nexpect top Menu\n")

        #expect(one.stdout == "== -\npush Menu\n== \(second)\npush TypedList\n2 flows, 0 failed, 4 steps\n")
    }

    @Test func theAppsBuiltOnTheLibraryRunJobsToo() throws {
        let kitchen = RouterDemoProcess.builtProgram("kitchen")
        let folder = RouterDemoProcess.packageRoot.appendingPathComponent("Examples/Kitchen")
        let flows = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".flow") }.sorted().map { "Examples/Kitchen/\($0)" }

        let one = try expectSameAsOneJob(["run"] + flows, jobs: 3, program: kitchen)
        try expectSameAsOneJob(
            ["--tabs", "run", "Examples/Bakery/bakery.flow", "Examples/Bakery/bakery.flow"],
            program: RouterDemoProcess.builtProgram("bakery"))

        #expect(one.status == 0)
    }

    /// The first flow runs twenty thousand steps, the others two: with three jobs the later
    /// ones end first, and are still printed after it.
    @Test func outputIsInFileOrderWhenALaterFlowEndsFirst() throws {
        let slow = try RouterDemoProcess.flowFile(
            String(repeating: "tap 1\nback\n", count: 10_000) + "expect top Home\n", name: "slow.flow")
        let fast = try RouterDemoProcess.flowFile("tap 1\nexpect top Menu\n", name: "fast.flow")
        let failing = try RouterDemoProcess.flowFile("tap 2\nexpect top Menu\n", name: "failing.flow")

        let one = try expectSameAsOneJob(["run", slow, fast, failing], jobs: 3)

        let headers = one.stdout.split(separator: "\n").filter { $0.hasPrefix("== ") }
        #expect(headers == ["== \(slow)", "== \(fast)", "== \(failing)"])
        #expect(one.stdout.hasSuffix("\n3 flows, 1 failed, 20005 steps\n"))
        #expect(one.stdout.utf8.count > 128 * 1024)
    }

    @Test(arguments: [
        (["0"], "'--jobs' must be at least 1, not 0\nSee 'routerdemo help run'."),
        (["-2"], "'--jobs' must be at least 1, not -2\nSee 'routerdemo help run'."),
        (["65"], "'--jobs' must be at most 64, not 65\nSee 'routerdemo help run'."),
        (["99999999999999999999"], "'--jobs' must be at most 64, not 99999999999999999999\nSee 'routerdemo help run'."),
        (["--json"], "'--jobs' needs a value\nSee 'routerdemo help run'."),
        // A value that is no number is refused as every option's is, with the main help.
        (["two"], "'two' is not a valid value for '--jobs'; expected a whole number from 1 to 64\nSee 'routerdemo --help'."),
    ])
    func aBadNumberOfJobsIsABadCommandLine(value: [String], message: String) throws {
        let result = try RouterDemoProcess.run(["run", "--jobs"] + value + ["Examples/menu.flow"])

        #expect(result.status == 2)
        #expect(result.stderr == "routerdemo: \(message)\n")
        #expect(result.stdout.isEmpty)
    }

    @Test func jobsMayBeWrittenWithAnEqualsSign() throws {
        let result = try RouterDemoProcess.run(
            ["run", "--jobs=2", "Examples/menu.flow", "Examples/links.flow"], in: RouterDemoProcess.packageRoot)

        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("== Examples/menu.flow\n"))
    }

    /// Workers killed while their flows run: the run says so on standard error, naming each
    /// flow, counts the flows as failed, and exits 1. Linux only: the test finds the workers
    /// among the parent's children in `/proc`.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/proc/self/task")))
    func aKilledWorkerIsReportedNamingItsFlow() throws {
        // Each worker runs ten times as long as the parent takes to parse the flows and
        // start them (with sanitizers too), so both are still running when they are killed.
        let slow = try RouterDemoProcess.flowFile(String(repeating: "tap 1\nback\n", count: 100_000), name: "slow.flow")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("jobs-kill-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("out")
        let errors = scratch.appendingPathComponent("err")
        try Data().write(to: output)
        try Data().write(to: errors)
        let parent = Process()
        parent.executableURL = RouterDemoProcess.binary
        parent.arguments = ["run", "--jobs", "2", slow, slow]
        parent.standardInput = FileHandle.nullDevice
        parent.standardOutput = try FileHandle(forWritingTo: output)
        parent.standardError = try FileHandle(forWritingTo: errors)

        try parent.run()
        // Both workers, once both have started (for two minutes at most).
        let pid = parent.processIdentifier
        let deadline = Date().addingTimeInterval(120)
        var workers: [Int32] = []
        while workers.count < 2, parent.isRunning, Date() < deadline {
            let children = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
            workers = children.split(separator: " ").compactMap { Int32($0) }
            if workers.count < 2 { usleep(10_000) }
        }
        #expect(workers.count == 2)
        if workers.count < 2 { parent.terminate() }
        for worker in workers { kill(worker, SIGKILL) }
        parent.waitUntilExit()

        let said = try String(contentsOf: errors, encoding: .utf8)
        let message = "routerdemo: run --jobs: the worker for \(slow) was ended by signal 9 (Killed); the flow counts as failed\n"
        #expect(parent.terminationStatus == 1)
        #expect(said == message + message)
        #expect(try String(contentsOf: output, encoding: .utf8).hasSuffix("\n2 flows, 2 failed, 0 steps\n"))
    }

    /// Called in process (not through `main()`), the app's executable is not the app's
    /// command line (here, the test runner): the flows run in order, in the process, and
    /// print the same.
    @Test @MainActor func runCalledInProcessRunsTheFlowsInOrderInTheProcess() async throws {
        let first = try RouterDemoProcess.flowFile("tap 1\nexpect top Menu\n", name: "first.flow")
        let second = try RouterDemoProcess.flowFile("tap 2\nexpect top Menu\n", name: "second.flow")
        func run(_ jobs: String) async -> (status: Int32, output: String, error: String) {
            let capture = ConsoleCapture()
            let status = await Console.$capture.withValue(capture) {
                await DemoCommandLine.app.run(["run", "--jobs", jobs, first, second])
            }
            return (status, capture.output, capture.error)
        }

        let one = await run("1")
        let two = await run("2")

        #expect(two == one)
        #expect(one.status == 1)
        #expect(one.output.hasSuffix("\n2 flows, 1 failed, 4 steps\n"))
    }
}
