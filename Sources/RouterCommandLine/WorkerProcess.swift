#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One worker process of `run --jobs`, running one flow: started (`posix_spawn`) with its
/// job to write to its standard input, then served (``serve()``) whenever ``waits`` says a
/// pipe is ready, until both its standard output and its standard error have ended
/// (``isDone``); ``finish()`` then collects its exit status.
///
/// Its pipes do not block: what it writes is read as it comes, on both streams, and its job
/// is written as it reads, so no side waits on a full pipe. This process's ends of the
/// pipes are closed when a program starts (`FD_CLOEXEC`), so a worker started later does
/// not hold them open.
final class WorkerProcess {
    /// How a worker ended: what it wrote on each stream, and how it ended.
    struct Exit: Equatable {
        /// Everything it wrote to standard output (frames, for a worker).
        var output: [UInt8]
        /// Everything it wrote to standard error (nothing, for a worker that did not crash).
        var errors: [UInt8]
        /// Its exit status, or the signal that ended it when `signalled`.
        var status: Int32
        /// Whether a signal ended it.
        var signalled: Bool
    }

    /// The flow file it runs, for messages.
    let file: String

    private let pid: pid_t
    /// This process's ends of the worker's standard input, output and error; -1 once
    /// closed.
    private var input: Int32
    private var output: Int32
    private var errors: Int32
    private let job: [UInt8]
    private var written = 0
    private var outputBytes: [UInt8] = []
    private var errorBytes: [UInt8] = []

    /// The most bytes read from one pipe, or written to one, at a time.
    private static let chunk = 64 * 1024

    /// Starts `executable` with `arguments` (and this process's environment and folder),
    /// to be given `job` on its standard input.
    /// - Throws: ``WorkerError/cannotStart(file:reason:)`` when it cannot be started (no
    ///   pipes left, or the executable cannot be run).
    init(executable: String, arguments: [String], job: [UInt8], file: String) throws(WorkerError) {
        self.file = file
        self.job = job
        var pipes: [(read: Int32, write: Int32)] = []
        for _ in 0..<3 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                let failure = errno
                for end in pipes.flatMap({ [$0.read, $0.write] }) { close(end) }
                throw .cannotStart(file: file, reason: String(cString: strerror(failure)))
            }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            pipes.append((ends[0], ends[1]))
        }
        let theirs = [pipes[0].read, pipes[1].write, pipes[2].write]
        let spawned = Self.spawn(executable, arguments, standardStreams: theirs)
        for end in theirs { close(end) }
        input = pipes[0].write
        output = pipes[1].read
        errors = pipes[2].read
        guard spawned.failure == 0 else {
            for end in [input, output, errors] { close(end) }
            throw .cannotStart(file: file, reason: String(cString: strerror(spawned.failure)))
        }
        pid = spawned.pid
        for end in [input, output, errors] {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        if job.isEmpty { Self.closeOnce(&input) }
    }

    /// Whether its standard output and standard error have both ended.
    var isDone: Bool { output < 0 && errors < 0 }

    /// What to wait for with `poll`: its standard output and standard error to have
    /// something to read (or to end), its standard input to take more of the job.
    var waits: [pollfd] {
        var waits: [pollfd] = []
        for end in [output, errors] where end >= 0 {
            waits.append(pollfd(fd: end, events: Int16(POLLIN), revents: 0))
        }
        if input >= 0 { waits.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
        return waits
    }

    /// Reads what its pipes hold and writes what its standard input takes, without
    /// waiting: a pipe with nothing ready is left for the next time.
    func serve() {
        if output >= 0, !Self.readChunk(of: output, into: &outputBytes) { Self.closeOnce(&output) }
        if errors >= 0, !Self.readChunk(of: errors, into: &errorBytes) { Self.closeOnce(&errors) }
        if input >= 0, !writeChunk() { Self.closeOnce(&input) }
        // A worker that ended, or closed its output, gets no more of its job.
        if isDone { Self.closeOnce(&input) }
    }

    /// Waits for the process to end, once ``isDone``, and collects its status.
    /// - Returns: What it wrote and how it ended.
    func finish() -> Exit {
        Self.closeOnce(&input)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // The status as `wait` encodes it: the low seven bits are the signal that ended
        // the process (0 when it exited), the next byte its exit status.
        let endedBy = status & 0x7F
        return Exit(
            output: outputBytes, errors: errorBytes, status: endedBy == 0 ? (status >> 8) & 0xFF : endedBy,
            signalled: endedBy != 0)
    }

    /// Starts `executable` with `arguments`, its standard input, output and error on the
    /// descriptors `standardStreams`.
    /// - Returns: Its process identifier, and 0 or the `errno` of the failure.
    private static func spawn(_ executable: String, _ arguments: [String], standardStreams: [Int32])
        -> (pid: pid_t, failure: Int32)
    {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (target, end) in standardStreams.enumerated() {
            posix_spawn_file_actions_adddup2(&actions, end, Int32(target))
        }
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        #if canImport(Darwin)
        let environment = _NSGetEnviron().pointee
        #else
        let environment = environ
        #endif
        var pid = pid_t()
        let result = posix_spawn(&pid, executable, &actions, nil, argv, environment)
        return (pid, result)
    }

    /// Reads one chunk of the pipe `end` into `bytes`.
    /// - Returns: `false` at the end of the pipe (or when it cannot be read).
    private static func readChunk(of end: Int32, into bytes: inout [UInt8]) -> Bool {
        var buffer = [UInt8](repeating: 0, count: chunk)
        let (count, failure) = buffer.withUnsafeMutableBytes { (read(end, $0.baseAddress, $0.count), errno) }
        if count > 0 {
            bytes += buffer[..<count]
            return true
        }
        return count < 0 && (failure == EAGAIN || failure == EWOULDBLOCK || failure == EINTR)
    }

    /// Writes one chunk of the job's rest to the worker's standard input, with `SIGPIPE`
    /// ignored for the write (a worker that ended makes it fail, and must not end this
    /// process).
    /// - Returns: `false` once the whole job is written, or the pipe takes no more.
    private func writeChunk() -> Bool {
        let end = min(job.count, written + Self.chunk)
        let previous = signal(SIGPIPE, SIG_IGN)
        let (count, failure) = job[written..<end].withUnsafeBytes { (write(input, $0.baseAddress, $0.count), errno) }
        signal(SIGPIPE, previous)
        if count > 0 {
            written += count
            return written < job.count
        }
        return count < 0 && (failure == EAGAIN || failure == EWOULDBLOCK || failure == EINTR)
    }

    /// Closes the descriptor `end` unless it is closed (-1), and marks it closed.
    private static func closeOnce(_ end: inout Int32) {
        if end >= 0 { close(end) }
        end = -1
    }
}
