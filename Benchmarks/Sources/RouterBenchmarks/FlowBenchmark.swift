import FlowBenchmarkApp
import Foundation
import Router
import RouterTooling

/// Benchmark 4, flows: generated flows of 1,000 to 1,000,000 steps through the command
/// line's own runner (`run FLOW`, as a process), `routerdemo` start-up to its first screen,
/// and `open` of a link.
///
/// The flows cycle `tap 1` (the menu), `tap 1` (the first dish), `back`, `back`; each step
/// logs one event, which the command line prints. The release binaries are those this
/// package built next to this program (`swift run` builds them: the executable depends on
/// `routerdemo` and `flowbench`), run as subprocesses with their output to a file. Each
/// run's time includes the process's start-up. Rows:
/// - `routerdemo run`: the demo, whose account checks a condition asynchronously, so every
///   step goes through the navigation queue.
/// - `flowbench run`: ``FlowBenchmarkApp`` on its own `CommandLineApp`, without an account
///   (`sync`: nothing can wait, the router commits each step) and with one whose condition
///   is checked asynchronously (`async`: every step through the queue, as the demo's).
/// - `FlowRunner.run` in process, on the parsed flow, nothing printed: what the steps cost
///   without a process, parsing or printing, the floor of the rows above.
/// Start-up is `echo quit | routerdemo`, the median of 20 runs after 2 unmeasured ones, next
/// to the cost of spawning `/bin/true`, the floor of any process.
enum FlowBenchmark {
    static let sizes = [1_000, 10_000, 100_000, 1_000_000]
    static let cycle = ["tap 1", "tap 1", "back", "back"]
    static let startUpRuns = 20

    static func run(_ harness: inout Harness) throws(BenchmarkFailure) -> [ResultRow] {
        guard harness.profileIterations == nil else {
            throw BenchmarkFailure("flows run the command line in a process of its own: profile it directly (see README.md)")
        }
        let demo = try sibling("routerdemo")
        let flowbench = try sibling("flowbench")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("router-flows-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw BenchmarkFailure("cannot create \(directory.path): \(error)")
        }
        let output = directory.appendingPathComponent("output.txt").path
        let registry: JumperRegistry
        do { registry = try FlowBenchmarkApp.makeRegistry() } catch { throw BenchmarkFailure("\(error)") }
        let programs: [(row: String, executable: String, arguments: [String], events: [String])] = [
            (
                "flow: routerdemo run (process, async conditions)", demo, ["run"],
                ["push Menu", "push PizzaDetail", "pop PizzaDetail", "pop Menu"]
            ),
            ("flow: flowbench run (process, no account)", flowbench, ["sync", "run"], appEvents),
            ("flow: flowbench run (process, async conditions)", flowbench, ["async", "run"], appEvents),
        ]

        var rows: [ResultRow] = []
        // Checking, a flow's answers are the same at every size: the largest that checks in
        // seconds in a debug build is checked, unless sizes are asked for.
        let largest = harness.checkOnly && harness.sizes == nil ? checkedSizeLimit : Int.max
        for size in sizes where harness.includes(size) && size <= largest {
            let text = (0..<size).map { cycle[$0 % cycle.count] }.joined(separator: "\n") + "\n"
            let flow = directory.appendingPathComponent("flow-\(size).flow").path
            guard FileManager.default.createFile(atPath: flow, contents: Data(text.utf8)) else {
                throw BenchmarkFailure("cannot write \(flow)")
            }
            for program in programs {
                try verify(program.executable, program.arguments + [flow], steps: size, events: program.events, output: output)
            }
            let parsed: Flow
            do { parsed = try Flow(parsing: text, file: flow) } catch { throw BenchmarkFailure("\(error)") }
            let runner = FlowRunner(registry: registry, home: FlowBenchmarkApp.home)
            let report = MainActor.assumeIsolated { runner.run(parsed) }
            try check(
                report.passed && report.stepsRun == size && report.log.events.count == size,
                "FlowRunner.run on the benchmark's app ran \(report.stepsRun) of \(size) steps, "
                    + "logged \(report.log.events.count) events: \(report.failures)")

            let (processes, inProcess) = harness.forSlowOperations { slow in
                let processes = programs.map { program in
                    slow.ours { iterations in
                        var sum: UInt64 = 0
                        for _ in 0..<iterations {
                            let arguments = program.arguments + [flow]
                            sum &+= UInt64((try? Subprocess.run(program.executable, arguments, stdout: output)) ?? 255)
                        }
                        return sum
                    }
                }
                let inProcess = slow.ours { iterations in
                    var sum: UInt64 = 0
                    for _ in 0..<iterations {
                        sum &+= UInt64(MainActor.assumeIsolated { runner.run(parsed).stepsRun })
                    }
                    return sum
                }
                return (processes, inProcess)
            }
            for (program, figure) in zip(programs, processes) {
                rows.append(
                    ResultRow(
                        program.row, size: "\(size) steps", ours: figure, peer: inProcessRow, peerFigure: inProcess))
            }
            rows.append(ResultRow(inProcessRow, size: "\(size) steps", ours: inProcess))
        }
        rows += try openRows(&harness, registry: registry)

        let quit = directory.appendingPathComponent("quit.txt").path
        guard FileManager.default.createFile(atPath: quit, contents: Data("quit\n".utf8)) else {
            throw BenchmarkFailure("cannot write \(quit)")
        }
        try check(try Subprocess.run(demo, [], stdin: quit, stdout: output) == 0, "`echo quit | routerdemo` failed")
        let firstScreen = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        try check(firstScreen.contains("1. "), "routerdemo showed no first screen:\n\(firstScreen)")
        let startUp = harness.medianOfSingleRuns(startUpRuns) {
            UInt64((try? Subprocess.run(demo, [], stdin: quit, stdout: output)) ?? 255)
        }
        let spawnFloor = harness.medianOfSingleRuns(startUpRuns) {
            UInt64((try? Subprocess.run("/bin/true", [])) ?? 255)
        }
        rows.append(
            ResultRow(
                "start-up: routerdemo, stdin `quit`", size: "\(startUpRuns) runs", ours: startUp,
                peer: "/bin/true (spawn floor)", peerFigure: spawnFloor))
        return rows
    }

    /// The largest flow `--check-only` runs when no sizes are asked for.
    static let checkedSizeLimit = 10_000

    /// The in-process row, the floor of the process rows.
    static let inProcessRow = "flow: FlowRunner.run (in process)"

    /// The events ``FlowBenchmarkApp`` logs for the cycle, one per step.
    static let appEvents = ["push Menu", "push Dish", "pop Dish", "pop Menu"]

    /// The program `name` beside this one (built with it by `swift run`).
    private static func sibling(_ name: String) throws(BenchmarkFailure) -> String {
        let path = URL(fileURLWithPath: Subprocess.currentExecutable).deletingLastPathComponent()
            .appendingPathComponent(name).path
        try check(
            FileManager.default.isExecutableFile(atPath: path),
            "no \(name) beside this program at \(path): build it with "
                + "`swift build -c release --package-path Benchmarks --product \(name)`")
        return path
    }

    /// `open` of a dish's link on ``FlowBenchmarkApp``, which builds Home > Menu > Dish in
    /// one step and notes the link; the link is written in its canonical spelling, so no
    /// `canonical` note follows.
    private static func openRows(_ harness: inout Harness, registry: JumperRegistry) throws(BenchmarkFailure)
        -> [ResultRow]
    {
        let link = "bench://menu/Margherita"
        let (router, stack) = MainActor.assumeIsolated {
            NavigationRouter.start(registry: registry, root: FlowBenchmarkApp.home) { RecordingNavigationStack(root: $0) }
        }
        let (opened, names, events) = MainActor.assumeIsolated {
            (router.open(link), stack.entries.map(\.screen.name), stack.log.events.count)
        }
        try check(
            names == ["Home", "Menu", "Dish"] && events == 2,
            "open \(link) answered \(opened), left \(names) and logged \(events) events")
        let figure = harness.ours { iterations in
            MainActor.assumeIsolated {
                var sum: UInt64 = 0
                for _ in 0..<iterations {
                    if case .went = router.open(link) { sum &+= 1 }
                    stack.clearLog()
                }
                return sum
            }
        }
        return [ResultRow("open: NavigationRouter.open (link to stack, parent chain)", size: "1 link", ours: figure)]
    }

    /// `executable` with `arguments` runs the flow, exits 0, and prints one event per step,
    /// `events` in turn, then the line counting the flows and steps.
    private static func verify(
        _ executable: String, _ arguments: [String], steps: Int, events expected: [String], output: String
    ) throws(BenchmarkFailure) {
        let status = try Subprocess.run(executable, arguments, stdout: output)
        let command = ([executable] + arguments).joined(separator: " ")
        try check(status == 0, "\(command) exited \(status)")
        var lines = ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").split(separator: "\n")
        let summary = lines.popLast().map(String.init) ?? ""
        try check(summary == "1 flow, 0 failed, \(steps) steps", "\(command) ended with '\(summary)', not its summary line")
        try check(lines.count == steps, "\(command) printed \(lines.count) events for \(steps) steps")
        for (index, line) in lines.enumerated() where line != expected[index % expected.count] {
            throw BenchmarkFailure("\(command): step \(index + 1) printed '\(line)', not '\(expected[index % expected.count])'")
        }
    }
}
