import Foundation
import Router
import RouterTooling
import RoutesFiles

/// `run`: parses every flow file, then runs each on a fresh app.
@MainActor
enum RunCommand {
    /// Runs the flows and prints events as text or JSON lines, then compares with a golden
    /// log or reports coverage when asked. In text, without `--coverage`, the last line
    /// counts the flows, those that failed (an expectation or the golden log) and the steps
    /// run. With `--jobs N` (``RunJobs/runsInWorkers(_:)``), the flows run in worker
    /// processes and what is printed is the same.
    /// - Returns: The exit status: 0 all passed, 1 a failure (an expectation, a golden log
    ///   that differs, a worker that crashed), 2 a malformed or unreadable flow, routes or
    ///   golden file (then nothing runs).
    static func run(app: CommandLineApp, _ options: RunOptions) async -> Int32 {
        if options.worker { return await RunWorker.serve(app: app, options) }
        let inWorkers = RunJobs.runsInWorkers(options)
        let parsed = read(options.flows, app: app, keepingBytes: inWorkers)
        let flows = parsed ?? []
        var malformed = parsed == nil
        var golden: [String]?
        if let path = options.golden, !options.updateGolden {
            do {
                golden = ExpectedLog.lines(of: String(decoding: try InputFile.read(path), as: UTF8.self))
            } catch {
                // A golden file that does not exist yet is written by --update-golden.
                let hint = error.underlying.reason == .noSuchFile ? " (write it with --update-golden)" : ""
                Console.error("\(error)\(hint)")
                malformed = true
            }
        }
        guard !malformed else { return 2 }
        var routesText: [UInt8]?
        guard let routing = AppRouting.load(app: app, routes: options.routes, text: &routesText) else { return 2 }

        var pool: WorkerPool?
        if inWorkers {
            guard let executable = OwnExecutable.path else {
                Console.error(WorkerError.noExecutable.description)
                return 1
            }
            pool = RunJobs.pool(flows, options: options, routesText: routesText, executable: executable)
        }
        let runner = runner(app: app, routing: routing, tabs: options.tabs)
        let quiet = options.coverage
        var failed = false
        var failedFlows = 0
        var steps = 0
        var used: Set<RouteTrace> = []
        for (index, flow) in flows.map(\.flow).enumerated() {
            if flows.count > 1, !quiet {
                if options.json {
                    Console.json(EventPrinter.flowBegins(flow.file))
                } else {
                    Console.out("== \(Console.inline(flow.file))")
                }
            }
            var passed = false
            var stepsRun = 0
            if let pool {
                let ended = RunJobs.relay(pool.exit(of: index), of: flow.file, routes: routing.file)
                (passed, stepsRun) = (ended.passed, ended.steps)
                used.formUnion(ended.used)
            } else {
                let report = await run(flow, on: runner, options)
                (passed, stepsRun) = (report.passed, report.stepsRun)
                used.formUnion(report.used)
                if let path = options.golden {
                    let matched = Golden.check(report.log, against: golden, path: path, flow: flow.file)
                    if report.passed, !matched {
                        failed = true
                        failedFlows += 1
                    }
                }
            }
            failed = failed || !passed
            steps += stepsRun
            if !passed { failedFlows += 1 }
            if flows.count > 1, options.json, !quiet {
                Console.json(EventPrinter.flowEnds(flow.file, passed: passed, steps: stepsRun))
            }
            // What the workers printed reaches the terminal flow by flow.
            if pool != nil { Console.flush() }
        }
        if !quiet {
            if options.json {
                Console.json(EventPrinter.summary(flows: flows.count, failed: failedFlows, steps: steps))
            } else {
                Console.out(summary(flows: flows.count, failed: failedFlows, steps: steps))
            }
        }
        if options.coverage {
            let coverage = RouteCoverage(of: routing.file, used: used)
            if options.json {
                Console.json(coverage.json(path: routing.file.path))
            } else {
                Console.out(coverage.text(path: routing.file.path))
            }
        }
        return failed ? 1 : 0
    }

    /// Runs `flow` on `runner`, printing its events (not with `--coverage`) and failures
    /// as `options` say.
    static func run(_ flow: Flow, on runner: FlowRunner, _ options: RunOptions) async -> FlowReport {
        await runner.runSettling(flow) { output in
            if case .failure(let failure) = output { Console.error(failure.description) }
            if !options.coverage, let line = EventPrinter.line(for: output, json: options.json) {
                if options.json { Console.json(line) } else { Console.out(line) }
            }
        }
    }

    /// The flows at `paths` (`-` is standard input), each read and parsed, its screen names
    /// checked against the app's; `nil` after printing why for each file that cannot be
    /// read or is malformed (the caller then exits with status 2, running nothing).
    static func parse(_ paths: [String], app: CommandLineApp) -> [Flow]? {
        read(paths, app: app, keepingBytes: false)?.map(\.flow)
    }

    /// As ``parse(_:app:)``, with the bytes each flow was parsed from when `keepingBytes`
    /// (else none: a flow can be large, and is then held once, parsed).
    static func read(_ paths: [String], app: CommandLineApp, keepingBytes: Bool) -> [(flow: Flow, bytes: [UInt8])]? {
        var flows: [(flow: Flow, bytes: [UInt8])] = []
        var malformed = false
        let screens = AppRouting.screenNames(of: app)
        for path in paths {
            do {
                let bytes = try InputFile.read(path)
                flows.append((try parse(bytes, file: path, screens: screens), keepingBytes ? bytes : []))
            } catch {
                Console.error("\(error)")
                malformed = true
            }
        }
        return malformed ? nil : flows
    }

    /// The flow in `bytes`, named `file`, its screen names checked against `screens` when
    /// given.
    /// - Throws: `FlowParseError` with every problem.
    static func parse(_ bytes: [UInt8], file: String, screens: [String]?) throws -> Flow {
        let parser = screens.map { FlowParser(file: file, screenNames: $0) } ?? FlowParser(file: file)
        return try parser.parse(bytes: bytes)
    }

    /// The runner of the app on `routing`: with tabs when the routes file declares them or
    /// `tabs` asks for the app's, from home otherwise.
    static func runner(app: CommandLineApp, routing: (file: RoutesFile, registry: JumperRegistry), tabs: Bool)
        -> FlowRunner
    {
        AppRouting.tabs(of: routing.file, app: app, requested: tabs).map {
            FlowRunner(registry: routing.registry, tabs: $0, account: app.account)
        } ?? FlowRunner(registry: routing.registry, home: app.home, account: app.account)
    }

    /// The last line of a run in text: `N flows, M failed, S steps`.
    static func summary(flows: Int, failed: Int, steps: Int) -> String {
        "\(flows) flow\(flows == 1 ? "" : "s"), \(failed) failed, \(steps) step\(steps == 1 ? "" : "s")"
    }
}
