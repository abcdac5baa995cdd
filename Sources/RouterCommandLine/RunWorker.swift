import Router
import RouterTooling

/// The worker's side of `run --jobs`: `run --worker` reads one flow's job from standard
/// input (``WorkerFrame``: the flow's name and bytes, and the routes file's), runs the flow
/// as `run` runs each of its flows, and writes what it prints, then how the flow ended
/// (``WorkerOutcome``), as frames on standard output.
@MainActor
enum RunWorker {
    /// The most bytes of a job: a flow and a routes file, each within the reader's limit.
    static let maxJobBytes = 2 * InputFile.maxBytes + 64 * 1024

    /// Runs the job on standard input with `options` (`--tabs`, `--json`, `--coverage`).
    /// - Returns: 0 the flow passed, 1 it failed, 2 the job is missing or does not parse,
    ///   or the routes file does not load (said in frames, as `run` would say it).
    static func serve(app: CommandLineApp, _ options: RunOptions) async -> Int32 {
        Console.writesFrames = true
        let bytes: [UInt8]
        do {
            bytes = try InputFile.read("-", maxBytes: maxJobBytes)
        } catch {
            Console.error("\(error)")
            return 2
        }
        let (frames, complete) = WorkerFrame.frames(in: bytes)
        func payload(_ kind: WorkerFrame.Kind) -> [UInt8]? { frames.first { $0.kind == kind }?.payload }
        guard complete, let file = payload(.file).map({ String(decoding: $0, as: UTF8.self) }),
            let flowBytes = payload(.flow)
        else {
            Console.error(WorkerError.noJob.description)
            return 2
        }
        let flow: Flow
        do {
            flow = try RunCommand.parse(flowBytes, file: file, screens: AppRouting.screenNames(of: app))
        } catch {
            Console.error("\(error)")
            return 2
        }
        var routesText = payload(.routesText)
        let routesPath = payload(.routesPath).map { String(decoding: $0, as: UTF8.self) }
        guard let routing = AppRouting.load(app: app, routes: routesPath, text: &routesText) else { return 2 }
        let runner = RunCommand.runner(app: app, routing: routing, tabs: options.tabs)
        let report = await RunCommand.run(flow, on: runner, options)
        let outcome = WorkerOutcome(passed: report.passed, steps: report.stepsRun, used: report.used, in: routing.file)
        Console.write(WorkerFrame(.outcome, outcome.json))
        return report.passed ? 0 : 1
    }
}
