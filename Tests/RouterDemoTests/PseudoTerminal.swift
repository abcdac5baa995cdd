import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The built `routerdemo` running on a pseudo-terminal, as a person at a terminal runs it:
/// the pty's slave side is its standard input, output and error; the test types on the
/// master side and reads what it shows.
final class PseudoTerminal {
    /// Why a pseudo-terminal cannot be used here, or `nil` when it can.
    static let unavailableReason: String? = {
        #if canImport(Glibc)
        var master: Int32 = -1
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, nil) == 0 else {
            return "cannot open a pseudo-terminal: \(String(cString: strerror(errno)))"
        }
        close(master)
        close(slave)
        return nil
        #else
        return "pseudo-terminal tests need Glibc"
        #endif
    }()

    /// The terminal settings as the slave side had them before `routerdemo` started.
    let initialSettings: termios
    private(set) var output: [UInt8] = []
    /// Where the last ``waitFor(_:)`` found its text ended: later waits look after it.
    private var consumed = 0
    private let master: Int32
    private let slave: Int32
    private let pid: pid_t
    private var exitStatus: Int32?

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Starts `routerdemo arguments…` (or another built program) on a new pseudo-terminal.
    /// - Parameters:
    ///   - columns: The terminal's width; `nil` leaves the size unset (0 by 0), as a
    ///     terminal that does not say.
    ///   - ownProcessGroup: Whether the program runs in a process group of its own, which
    ///     job control can stop (a group whose parent is outside it is not orphaned).
    init(
        _ arguments: [String] = [], program: URL = RouterDemoProcess.binary, columns: Int? = nil,
        ownProcessGroup: Bool = false
    ) throws {
        var master: Int32 = -1
        var slave: Int32 = -1
        var size = winsize(ws_row: 24, ws_col: UInt16(clamping: columns ?? 0), ws_xpixel: 0, ws_ypixel: 0)
        if columns == nil { size.ws_row = 0 }
        guard openpty(&master, &slave, nil, nil, &size) == 0 else { throw Failure(description: "openpty failed") }
        self.master = master
        self.slave = slave
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        initialSettings = settings

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for target in [Int32(0), 1, 2] { posix_spawn_file_actions_adddup2(&actions, slave, target) }
        posix_spawn_file_actions_addclose(&actions, master)
        let path = program.path
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment: [UnsafeMutablePointer<CChar>?] = ([String](["TERM=xterm", "LANG=C.UTF-8"])).map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        // The test runner may block or ignore signals; routerdemo starts with none blocked
        // and every signal's default action, as from a shell.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var handled = sigset_t()
        sigemptyset(&handled)
        for number in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE] { sigaddset(&handled, number) }
        posix_spawnattr_setsigdefault(&attributes, &handled)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, environment)
        guard status == 0 else {
            close(master)
            close(slave)
            throw Failure(description: "posix_spawn failed: \(String(cString: strerror(status)))")
        }
        self.pid = pid
    }

    deinit {
        if exitStatus == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        close(master)
        close(slave)
    }

    /// Types `text` (keys as the bytes a terminal sends).
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(master, $0.baseAddress, $0.count) }
            if count <= 0 { return }
            written += count
        }
    }

    /// Reads what `routerdemo` shows until `text` appears after what earlier waits found.
    /// - Returns: The output from the end of the previous wait to the end of `text`.
    @discardableResult
    func waitFor(_ text: String, seconds: Double = 3) throws -> String {
        let needle = Array(text.utf8)
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            if let range = firstRange(of: needle, from: consumed) {
                let found = String(decoding: output[consumed..<range.upperBound], as: UTF8.self)
                consumed = range.upperBound
                return found
            }
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else {
                throw Failure(
                    description:
                        "no \(text.debugDescription) in \(String(decoding: output[consumed...], as: UTF8.self).debugDescription)")
            }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(left * 1000) + 1) > 0 else { continue }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else {
                throw Failure(description: "the terminal closed before \(text.debugDescription)")
            }
            output += chunk[..<count]
        }
    }

    /// Reads what `routerdemo` shows until nothing more comes for `quiet` seconds (the rest
    /// of a drawing whose start a wait found), or for `atMost` seconds in all: a program that
    /// keeps drawing (a spinner turning more often than `quiet`) cannot hold the reader.
    func drain(quiet: Double = 0.3, atMost: Double = 10) {
        let deadline = Date().addingTimeInterval(atMost)
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0, poll(&descriptor, 1, Int32(min(quiet, left) * 1000)) > 0 else { return }
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            output += chunk[..<count]
        }
    }

    /// The slave side's settings now.
    var currentSettings: termios {
        var settings = termios()
        _ = tcgetattr(slave, &settings)
        return settings
    }

    /// Sends `signal` to `routerdemo`.
    func send(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Changes the terminal's width, and tells `routerdemo` with `SIGWINCH` (the terminal is
    /// not its controlling terminal, so the kernel does not).
    func resize(columns: Int) {
        var size = winsize(ws_row: 24, ws_col: UInt16(clamping: columns), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)
        kill(pid, SIGWINCH)
    }

    /// Waits until `routerdemo` is stopped (job control), keeping the terminal drained.
    func waitForStop(seconds: Double = 3) throws {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while true {
            let result = waitpid(pid, &status, WUNTRACED | WNOHANG)
            if result == pid, status & 0xFF == 0x7F { return }
            guard result == 0, Date() < deadline else { throw Failure(description: "routerdemo did not stop") }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 10) > 0 {
                var chunk = [UInt8](repeating: 0, count: 4096)
                let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count > 0 { output += chunk[..<count] }
            }
        }
    }

    /// Waits for `routerdemo` to end.
    /// - Returns: The raw `waitpid` status.
    func waitForExit(seconds: Double = 3) throws -> Int32 {
        if let exitStatus { return exitStatus }
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while waitpid(pid, &status, WNOHANG) == 0 {
            guard Date() < deadline else { throw Failure(description: "routerdemo did not exit") }
            // Keep the terminal drained so the child never blocks writing.
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 10) > 0 {
                var chunk = [UInt8](repeating: 0, count: 4096)
                let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
                if count > 0 { output += chunk[..<count] }
            }
        }
        exitStatus = status
        // Read what is left: the slave side stays open here, so nothing is lost.
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        while poll(&descriptor, 1, 0) > 0, descriptor.revents & Int16(POLLIN) != 0 {
            var chunk = [UInt8](repeating: 0, count: 4096)
            let count = chunk.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            output += chunk[..<count]
        }
        return status
    }

    /// Everything `routerdemo` showed so far, as text.
    var shown: String { String(decoding: output, as: UTF8.self) }

    private func firstRange(of needle: [UInt8], from start: Int) -> Range<Int>? {
        guard !needle.isEmpty, output.count - start >= needle.count else { return nil }
        for index in start...(output.count - needle.count) where output[index..<(index + needle.count)].elementsEqual(needle) {
            return index..<(index + needle.count)
        }
        return nil
    }
}
