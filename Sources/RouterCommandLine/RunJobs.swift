import Router
import RouterTooling
import RoutesFiles

/// The parent's side of `run --jobs N`: the workers it starts, one per flow (this program
/// again, as `run --worker`, with the options that shape what a flow prints), and how it
/// prints what each printed, so that the output is what one job prints.
enum RunJobs {
    /// Whether `options` run the flows in worker processes: more than one job, more than
    /// one flow, and a process whose executable is the app's command line
    /// (``OwnExecutable/runsCommandLine``). Otherwise they run in order in this process.
    static func runsInWorkers(_ options: RunOptions) -> Bool {
        options.jobs > 1 && options.flows.count > 1 && OwnExecutable.runsCommandLine
    }

    /// The arguments of a worker for `options`: the app's `--tabs`, then `run --worker`
    /// with `--json` and `--coverage` as given. The routes file and the flow go in the job.
    static func arguments(for options: RunOptions) -> [String] {
        (options.tabs ? ["--tabs"] : []) + ["run", "--worker"] + (options.json ? ["--json"] : [])
            + (options.coverage ? ["--coverage"] : [])
    }

    /// The workers of `flows` (each with the bytes it was parsed from), run by
    /// `executable` as `options` say; each worker's job holds its flow's name and bytes,
    /// then the routes file's name and `routesText` when `options` names one (the bytes
    /// this process read, so nothing is read twice, `-` and pipes included).
    static func pool(
        _ flows: [(flow: Flow, bytes: [UInt8])], options: RunOptions, routesText: [UInt8]?, executable: String
    ) -> WorkerPool {
        let routes =
            options.routes.map { WorkerFrame(.routesPath, $0.utf8).bytes + WorkerFrame(.routesText, routesText ?? []).bytes }
            ?? []
        return WorkerPool(
            jobs: options.jobs, executable: executable, arguments: arguments(for: options),
            flows: flows.map { ($0.flow.file, WorkerFrame(.file, $0.flow.file.utf8).bytes + WorkerFrame(.flow, $0.bytes).bytes) },
            sharedJob: routes)
    }

    /// Prints what the worker of the flow `file` printed, as it printed it (standard
    /// output and standard error in the order written; anything it wrote to standard
    /// error outside of its frames after them), then why it did not end well, if it did
    /// not (``WorkerError``).
    /// - Returns: Whether the flow passed, its steps and the routes and links of `routes`
    ///   it used; a flow whose worker did not report is a failed flow of no steps.
    static func relay(_ ending: WorkerPool.Ending, of file: String, routes: RoutesFile)
        -> (passed: Bool, steps: Int, used: Set<RouteTrace>)
    {
        let failed = (passed: false, steps: 0, used: Set<RouteTrace>())
        let exit: WorkerProcess.Exit
        switch ending {
        case .failure(let error):
            Console.error(error.description)
            return failed
        case .success(let ended):
            exit = ended
        }
        let (frames, complete) = WorkerFrame.frames(in: exit.output)
        var outcome: WorkerOutcome?
        var malformed = !complete
        // Text of one stream, gathered across frames and written at once: a flow's events
        // are one write, however many lines.
        var text: (bytes: [UInt8], toError: Bool) = ([], false)
        func write() {
            if !text.bytes.isEmpty { Console.relay(String(decoding: text.bytes, as: UTF8.self), toError: text.toError) }
            text.bytes.removeAll(keepingCapacity: true)
        }
        for frame in frames {
            switch frame.kind {
            case .output, .error:
                if text.toError != (frame.kind == .error) { write() }
                text.toError = frame.kind == .error
                text.bytes += frame.payload
            case .outcome:
                outcome = WorkerOutcome(json: frame.payload)
                malformed = malformed || outcome == nil
            case .file, .flow, .routesPath, .routesText:
                malformed = true
            }
        }
        write()
        if !exit.errors.isEmpty {
            let text = String(decoding: exit.errors, as: UTF8.self)
            Console.relay(text.hasSuffix("\n") ? text : text + "\n", toError: true)
        }
        if exit.signalled {
            Console.error(WorkerError.signalled(file: file, signal: exit.status).description)
            return failed
        }
        if malformed {
            Console.error(WorkerError.malformedOutput(file: file).description)
            return failed
        }
        guard let outcome else {
            Console.error(WorkerError.exited(file: file, status: exit.status).description)
            return failed
        }
        guard let used = outcome.used(in: routes) else {
            Console.error(WorkerError.malformedOutput(file: file).description)
            return failed
        }
        return (outcome.passed, outcome.steps, used)
    }
}
