#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker processes of one `run --jobs N`: one per flow, at most N at a time, started
/// in file order. ``exit(of:)`` waits for one flow's worker while the others run, and
/// starts the next ones as workers end; what a worker that ended before the flows above it
/// wrote is kept until its flow is asked for.
///
/// It waits in `poll` on every running worker's pipes at once: a worker that never ends
/// keeps the run waiting (a flow's steps are finite, and its waits run on a manual clock,
/// so a worker ends when its flow does).
final class WorkerPool {
    /// What one flow's worker came to: how it ended, or why it could not be started.
    typealias Ending = Result<WorkerProcess.Exit, WorkerError>

    private let jobs: Int
    private let executable: String
    private let arguments: [String]
    /// Each flow's file name and job, in file order.
    private let flows: [(file: String, job: [UInt8])]
    /// What follows each flow's job: what every worker is given alike.
    private let sharedJob: [UInt8]
    /// The next flow to start.
    private var next = 0
    /// The running workers, by flow.
    private var running: [Int: WorkerProcess] = [:]
    /// How the workers that ended (or could not start) came to an end, by flow, until asked.
    private var ended: [Int: Ending] = [:]

    /// A pool that runs `executable` with `arguments` for each flow, given its job and then
    /// `sharedJob` on standard input, at most `jobs` (at least 1) at a time. Nothing starts
    /// before ``exit(of:)`` is called.
    init(jobs: Int, executable: String, arguments: [String], flows: [(file: String, job: [UInt8])], sharedJob: [UInt8]) {
        self.jobs = max(1, jobs)
        self.executable = executable
        self.arguments = arguments
        self.flows = flows
        self.sharedJob = sharedJob
    }

    /// How the worker of flow `index` ended, after waiting for it to end; meanwhile the
    /// workers of the flows after it run too, up to the pool's number of jobs.
    /// - Precondition: `index` is a flow's, asked for once.
    func exit(of index: Int) -> Ending {
        precondition(flows.indices.contains(index), "no flow \(index)")
        precondition(index >= next || running[index] != nil || ended[index] != nil, "flow \(index) asked for twice")
        while true {
            start()
            if let ending = ended.removeValue(forKey: index) { return ending }
            waitForPipes()
            for (flow, worker) in running {
                worker.serve()
                if worker.isDone {
                    running[flow] = nil
                    ended[flow] = .success(worker.finish())
                }
            }
        }
    }

    /// Starts workers, in file order, while fewer than `jobs` run.
    private func start() {
        while running.count < jobs, next < flows.count {
            let flow = flows[next]
            do {
                running[next] = try WorkerProcess(
                    executable: executable, arguments: arguments, job: flow.job + sharedJob, file: flow.file)
            } catch {
                ended[next] = .failure(error)
            }
            next += 1
        }
    }

    /// Waits until a pipe of a running worker is ready (a signal that interrupts the wait
    /// ends it too).
    private func waitForPipes() {
        var waits = running.values.flatMap(\.waits)
        guard !waits.isEmpty else { return }
        _ = poll(&waits, nfds_t(waits.count), -1)
    }
}
