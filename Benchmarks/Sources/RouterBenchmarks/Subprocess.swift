#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs a program with `posix_spawn` and waits for it, standard streams redirected to files.
///
/// Not Foundation's `Process`, whose `waitUntilExit()` polls a run loop and would add its
/// own latency to start-up figures of a few milliseconds.
enum Subprocess {
    /// Runs `executable` with `arguments` and returns its exit status (128 + the signal
    /// number when a signal ended it).
    /// - Parameters:
    ///   - stdin: A file to read standard input from; `/dev/null` when `nil`.
    ///   - stdout: A file to write standard output to (truncated); `/dev/null` when `nil`.
    static func run(
        _ executable: String, _ arguments: [String], stdin: String? = nil, stdout: String? = nil
    ) throws(BenchmarkFailure) -> Int32 {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else {
            throw BenchmarkFailure("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { throw BenchmarkFailure("waiting for \(executable) failed") }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// The path of this program, to run it again in a mode of its own.
    static var currentExecutable: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return CommandLine.arguments[0] }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
