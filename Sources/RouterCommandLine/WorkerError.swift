#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a worker process of `run --jobs` did not report how its flow ended. The flow counts
/// as failed (exit status 1), except for ``noExecutable`` and ``noJob`` (nothing ran).
enum WorkerError: Error, Equatable, CustomStringConvertible {
    /// This program's own executable, which workers run, could not be found (exit status 1,
    /// before any flow runs).
    case noExecutable
    /// The worker for the flow file `file` could not be started, for this reason.
    case cannotStart(file: String, reason: String)
    /// The worker for `file` was ended by this signal (it crashed, or was killed).
    case signalled(file: String, signal: Int32)
    /// The worker for `file` exited with this status without saying how its flow ended.
    case exited(file: String, status: Int32)
    /// The worker for `file` wrote something that is not a worker's frames.
    case malformedOutput(file: String)
    /// `run --worker` found no flow job on its standard input: the option is for the
    /// workers `run --jobs` starts (exit status 2).
    case noJob

    var description: String {
        let program = Console.program
        switch self {
        case .noExecutable:
            return "\(program): run --jobs: cannot find this program's executable to start workers; "
                + "run without --jobs"
        case .cannotStart(let file, let reason):
            return "\(program): run --jobs: the worker for \(Console.inline(file)) could not be started: "
                + "\(Console.inline(reason)); the flow counts as failed"
        case .signalled(let file, let signal):
            let name = strsignal(signal).map { " (\(Console.inline(String(cString: $0))))" } ?? ""
            return "\(program): run --jobs: the worker for \(Console.inline(file)) was ended by signal \(signal)"
                + "\(name); the flow counts as failed"
        case .exited(let file, let status):
            return "\(program): run --jobs: the worker for \(Console.inline(file)) exited with status \(status) "
                + "without saying how the flow ended; the flow counts as failed"
        case .malformedOutput(let file):
            return "\(program): run --jobs: the worker for \(Console.inline(file)) wrote output that is not "
                + "a worker's; the flow counts as failed"
        case .noJob:
            return "\(program): run --worker reads the flow that run --jobs writes to its standard input, "
                + "and found none"
        }
    }
}
