#if canImport(Glibc)
import Glibc

/// The terminal settings to put back, kept where a signal handler can read them: a
/// terminal in raw mode is restored on return, on error, and when `SIGINT`, `SIGTERM`,
/// `SIGHUP` or `SIGQUIT` ends the process.
///
/// While in raw mode it also follows the terminal's job control and size: `SIGTSTP` (sent by
/// the shell, or raised by ``suspend()`` for Ctrl-Z, which raw mode reads as a key) puts the
/// saved settings back before the process stops, `SIGCONT` puts raw mode back when it goes
/// on, and `SIGWINCH` notes a new size. Each is noted on a pipe the line editor waits on
/// with its input (``eventDescriptor``, read with ``takeEvents()``), so it can redraw.
///
/// A full-screen program gives ``enter(fileDescriptor:restoring:)`` the bytes that put the
/// screen back (leave the alternate screen, show the cursor): they are written to standard
/// output before the saved settings are put back, when a signal ends or stops the process.
package enum RawTerminal {
    /// The signals that restore the terminal before ending the process.
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// The signals noted on the event pipe.
    private static let jobSignals: [Int32] = [SIGTSTP, SIGCONT, SIGWINCH]

    /// What happened to the terminal while in raw mode.
    package struct Events: Hashable, Sendable {
        /// The terminal's size changed (`SIGWINCH`).
        package var resized = false
        /// The process was stopped (`SIGTSTP`), the terminal back in its saved settings:
        /// what the line showed may have been written over.
        package var stopped = false
        /// The process went on (`SIGCONT`), the terminal in raw mode again.
        package var continued = false

        /// No event.
        package init() {}
    }

    private static let resizedByte = UInt8(ascii: "W")
    private static let stoppedByte = UInt8(ascii: "S")
    private static let continuedByte = UInt8(ascii: "C")

    /// The settings before raw mode, and the descriptor they belong to (`-1`: nothing to
    /// restore); the raw settings; the event pipe's ends (`-1`: none).
    ///
    /// Invariant: written only on the main thread, and only while the signal handlers below
    /// are not installed (before ``enter(fileDescriptor:)`` installs them, after
    /// ``leave()`` removes them); the handlers only read them. They are initialised on first
    /// use, before any handler is installed, so a handler never runs a lazy initialiser.
    nonisolated(unsafe) private static let saved = termiosStorage()
    nonisolated(unsafe) private static let raw = termiosStorage()
    nonisolated(unsafe) private static var savedDescriptor: Int32 = -1
    nonisolated(unsafe) private static var pipeRead: Int32 = -1
    nonisolated(unsafe) private static var pipeWrite: Int32 = -1
    /// The bytes written to standard output before the saved settings are put back from a
    /// signal handler, and how many there are (at most ``restoringCapacity``).
    nonisolated(unsafe) private static let restoreBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: restoringCapacity)
    nonisolated(unsafe) private static var restoringCount = 0
    private static let restoringCapacity = 64

    /// Room for one `termios`, on the heap and larger than any `termios`: `tcgetattr` writes
    /// the C library's whole structure, which an instrumented build was seen to lay out
    /// smaller than the library writes (AddressSanitizer reported a 60-byte write into a
    /// 57-byte global). Never freed when static; freed by the caller otherwise.
    private static func termiosStorage() -> UnsafeMutablePointer<termios> {
        let bytes = max(MemoryLayout<termios>.stride, 256)
        let raw = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 16)
        raw.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
        return raw.bindMemory(to: termios.self, capacity: 1)
    }

    /// Whether the terminal is in raw mode, with the job control signals followed.
    package static var isActive: Bool { savedDescriptor >= 0 }

    /// The descriptor to wait on for ``takeEvents()``; `-1` when not in raw mode.
    package static var eventDescriptor: Int32 { pipeRead }

    /// Puts the terminal on `fileDescriptor` in raw mode: no echo, no line editing, no
    /// signals from keys, bytes delivered one at a time; output processing is kept, so a
    /// line feed still starts a new line.
    /// - Parameter restoring: Written to standard output, from a signal handler, before the
    ///   saved settings are put back when a signal ends or stops the process; only its
    ///   first 64 bytes. Not written by ``leave()``.
    /// - Returns: `false` when it is not a terminal or cannot be changed (then nothing
    ///   changed).
    package static func enter(fileDescriptor: Int32, restoring: String = "") -> Bool {
        guard savedDescriptor < 0, isatty(fileDescriptor) != 0 else { return false }
        let bytes = Array(restoring.utf8.prefix(restoringCapacity))
        for (index, byte) in bytes.enumerated() { restoreBytes[index] = byte }
        restoringCount = bytes.count
        guard tcgetattr(fileDescriptor, saved) == 0, tcgetattr(fileDescriptor, raw) == 0 else { return false }
        raw.pointee.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | INPCK | ISTRIP)
        raw.pointee.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.pointee.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.pointee.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        openEventPipe()
        savedDescriptor = fileDescriptor
        for number in signals { installHandler(for: number) }
        installJobHandlers()
        guard tcsetattr(fileDescriptor, TCSANOW, raw) == 0 else {
            leave()
            return false
        }
        return true
    }

    /// Puts back the settings ``enter(fileDescriptor:)`` saved, and the default signal
    /// actions. Does nothing when not in raw mode.
    package static func leave() {
        guard savedDescriptor >= 0 else { return }
        _ = tcsetattr(savedDescriptor, TCSANOW, saved)
        for number in signals + jobSignals { _ = signal(number, SIG_DFL) }
        savedDescriptor = -1
        restoringCount = 0
        for end in [pipeRead, pipeWrite] where end >= 0 { close(end) }
        (pipeRead, pipeWrite) = (-1, -1)
    }

    /// Stops the process as Ctrl-Z does with the terminal's own line editing: puts the saved
    /// settings back, stops, and on `SIGCONT` goes back to raw mode (both noted in
    /// ``takeEvents()``). Returns once the process goes on; does nothing when not in raw
    /// mode.
    package static func suspend() {
        guard savedDescriptor >= 0 else { return }
        _ = raise(SIGTSTP)
    }

    /// What the signals noted since the last call, without waiting.
    package static func takeEvents() -> Events {
        var events = Events()
        guard pipeRead >= 0 else { return events }
        var bytes = [UInt8](repeating: 0, count: 64)
        while true {
            let count = bytes.withUnsafeMutableBytes { read(pipeRead, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return events }
            for byte in bytes[..<count] {
                switch byte {
                case resizedByte: events.resized = true
                case stoppedByte: events.stopped = true
                case continuedByte: events.continued = true
                default: break
                }
            }
        }
    }

    /// Opens the event pipe, both ends non-blocking and closed on exec; on failure there is
    /// none, and only redraws after signals are lost.
    private static func openEventPipe() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        (pipeRead, pipeWrite) = (ends[0], ends[1])
    }

    /// Writes the restoring bytes to standard output. Async-signal-safe; keeps `errno`.
    private static func writeRestoring() {
        guard restoringCount > 0 else { return }
        let savedErrno = errno
        _ = write(STDOUT_FILENO, restoreBytes, restoringCount)
        errno = savedErrno
    }

    /// Writes `byte` on the event pipe. Async-signal-safe; keeps `errno`.
    private static func note(_ byte: UInt8) {
        let savedErrno = errno
        var byte = byte
        if pipeWrite >= 0 { _ = write(pipeWrite, &byte, 1) }
        errno = savedErrno
    }

    private static func installHandler(for number: Int32) {
        _ = signal(number) { received in
            // Async-signal-safe only: write, tcsetattr, signal and raise.
            if RawTerminal.savedDescriptor >= 0 {
                RawTerminal.writeRestoring()
                _ = tcsetattr(RawTerminal.savedDescriptor, TCSANOW, RawTerminal.saved)
            }
            _ = signal(received, SIG_DFL)
            _ = raise(received)
        }
    }

    private static func installJobHandlers() {
        _ = signal(SIGWINCH) { _ in RawTerminal.note(RawTerminal.resizedByte) }
        _ = signal(SIGCONT) { _ in
            // Async-signal-safe only: tcsetattr and write.
            if RawTerminal.savedDescriptor >= 0 {
                let savedErrno = errno
                _ = tcsetattr(RawTerminal.savedDescriptor, TCSANOW, RawTerminal.raw)
                errno = savedErrno
            }
            RawTerminal.note(RawTerminal.continuedByte)
        }
        installStopHandler()
    }

    /// On `SIGTSTP`: the saved settings back, then the default action (stop) with the
    /// signal unblocked; once continued, the handler again. Async-signal-safe only.
    private static func installStopHandler() {
        _ = signal(SIGTSTP) { _ in
            let savedErrno = errno
            if RawTerminal.savedDescriptor >= 0 {
                RawTerminal.writeRestoring()
                _ = tcsetattr(RawTerminal.savedDescriptor, TCSANOW, RawTerminal.saved)
            }
            RawTerminal.note(RawTerminal.stoppedByte)
            _ = signal(SIGTSTP, SIG_DFL)
            var stop = sigset_t()
            sigemptyset(&stop)
            sigaddset(&stop, SIGTSTP)
            _ = pthread_sigmask(SIG_UNBLOCK, &stop, nil)
            _ = raise(SIGTSTP)
            // Stopped until SIGCONT, whose handler puts raw mode back.
            if RawTerminal.savedDescriptor >= 0 { RawTerminal.installStopHandler() }
            errno = savedErrno
        }
    }
}
#else
/// Raw mode needs Glibc's termios here; elsewhere the terminal is left as it is.
enum RawTerminal {
    struct Events: Hashable, Sendable {
        var resized = false
        var stopped = false
        var continued = false
    }
    static var isActive: Bool { false }
    static var eventDescriptor: Int32 { -1 }
    static func enter(fileDescriptor: Int32) -> Bool { false }
    package static func leave() {}
    package static func suspend() {}
    package static func takeEvents() -> Events { Events() }
}
#endif
