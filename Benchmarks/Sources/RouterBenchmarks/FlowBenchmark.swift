import Foundation
import Router
import RouterTooling

/// Benchmark 4, flows: `routerdemo run` on generated flows of 1,000 to 100,000 steps, and
/// `routerdemo` start-up to its first screen.
///
/// The flows cycle `tap 1` (the menu), `tap 1` (Margherita), `back`, `home` on the demo;
/// each step logs one event, which `routerdemo` prints. The release binary is the one this
/// package built next to this program (`swift run` builds it: the executable depends on the
/// `routerdemo` product), run as a subprocess with its output to a file. Each run's time
/// includes the process's start-up; the in-process rows (`FlowRunner` on the parsed flow,
/// nothing printed, on ``FlowBenchmarkApp``: the demo's shape, as the demo's modules are no
/// products) show what the steps themselves cost. Start-up is `echo quit |
/// routerdemo`, the median of 20 runs after 2 unmeasured ones, next to the cost of spawning
/// `/bin/true`, the floor of any process.
enum FlowBenchmark {
    static let sizes = [1_000, 10_000, 100_000]
    static let cycle = ["tap 1", "tap 1", "back", "home"]
    static let startUpRuns = 20

    static func run(_ harness: inout Harness) throws(BenchmarkFailure) -> [ResultRow] {
        guard harness.profileIterations == nil else {
            throw BenchmarkFailure("flows run routerdemo in a process of its own: profile it directly (see README.md)")
        }
        let demo = URL(fileURLWithPath: Subprocess.currentExecutable).deletingLastPathComponent()
            .appendingPathComponent("routerdemo").path
        try check(
            FileManager.default.isExecutableFile(atPath: demo),
            "no routerdemo beside this program at \(demo): build it with "
                + "`swift build -c release --package-path Benchmarks --product routerdemo`")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("router-flows-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw BenchmarkFailure("cannot create \(directory.path): \(error)")
        }
        let output = directory.appendingPathComponent("output.txt").path

        var rows: [ResultRow] = []
        for size in sizes where harness.includes(size) {
            let text = (0..<size).map { cycle[$0 % cycle.count] }.joined(separator: "\n") + "\n"
            let flow = directory.appendingPathComponent("flow-\(size).flow").path
            guard FileManager.default.createFile(atPath: flow, contents: Data(text.utf8)) else {
                throw BenchmarkFailure("cannot write \(flow)")
            }
            try verify(demo: demo, flow: flow, steps: size, output: output)
            let parsed: Flow
            do { parsed = try Flow(parsing: text, file: flow) } catch { throw BenchmarkFailure("\(error)") }
            let registry: JumperRegistry
            do { registry = try FlowBenchmarkApp.makeRegistry() } catch { throw BenchmarkFailure("\(error)") }
            let runner = FlowRunner(registry: registry, home: FlowBenchmarkApp.home)
            let report = MainActor.assumeIsolated { runner.run(parsed) }
            try check(
                report.passed && report.stepsRun == size && report.log.events.count == size,
                "FlowRunner.run on the benchmark's app ran \(report.stepsRun) of \(size) steps, "
                    + "logged \(report.log.events.count) events: \(report.failures)")

            let (process, inProcess) = harness.forSlowOperations { slow in
                let process = slow.ours { iterations in
                    var sum: UInt64 = 0
                    for _ in 0..<iterations {
                        sum &+= UInt64((try? Subprocess.run(demo, ["run", flow], stdout: output)) ?? 255)
                    }
                    return sum
                }
                let inProcess = slow.ours { iterations in
                    var sum: UInt64 = 0
                    for _ in 0..<iterations {
                        sum &+= UInt64(MainActor.assumeIsolated { runner.run(parsed).stepsRun })
                    }
                    return sum
                }
                return (process, inProcess)
            }
            rows.append(ResultRow("flow: routerdemo run (process)", size: "\(size) steps", ours: process))
            rows.append(ResultRow("flow: FlowRunner.run (in process)", size: "\(size) steps", ours: inProcess))
        }

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

    /// The flow runs, exits 0, and prints one event per step, the expected cycle, then the
    /// line counting the flows and steps.
    private static func verify(demo: String, flow: String, steps: Int, output: String) throws(BenchmarkFailure) {
        let status = try Subprocess.run(demo, ["run", flow], stdout: output)
        try check(status == 0, "routerdemo run \(flow) exited \(status)")
        var lines = ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "").split(separator: "\n")
        let summary = lines.popLast().map(String.init) ?? ""
        try check(summary == "1 flow, 0 failed, \(steps) steps", "routerdemo run ended with '\(summary)', not its summary line")
        let expected = ["push Menu", "push PizzaDetail", "pop PizzaDetail", "pop-to-root Home"]
        try check(lines.count == steps, "routerdemo run printed \(lines.count) events for \(steps) steps")
        for (index, line) in lines.enumerated() where line != expected[index % expected.count] {
            throw BenchmarkFailure("step \(index + 1) printed '\(line)', not '\(expected[index % expected.count])'")
        }
    }
}
