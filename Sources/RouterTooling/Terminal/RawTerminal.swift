#if canImport(Glibc)
import Glibc

/// The terminal settings to put back, kept where a signal handler can read them: a
/// terminal in raw mode is restored on return, on error, and when `SIGINT`, `SIGTERM`,
/// `SIGHUP` or `SIGQUIT` ends the process.
enum RawTerminal {
    /// The signals that restore the terminal before ending the process.
    private static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// The settings before raw mode, and the descriptor they belong to (`-1`: nothing to
    /// restore).
    ///
    /// Invariant: written only on the main thread, and only while the signal handlers below
    /// are not installed (before ``enter(fileDescriptor:)`` installs them, after
    /// ``leave()`` removes them); the handlers only read it. Both are initialised on first
    /// use, before any handler is installed, so a handler never runs a lazy initialiser.
    nonisolated(unsafe) private static let saved = termiosStorage()
    nonisolated(unsafe) private static var savedDescriptor: Int32 = -1

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

    /// Puts the terminal on `fileDescriptor` in raw mode: no echo, no line editing, no
    /// signals from keys, bytes delivered one at a time; output processing is kept, so a
    /// line feed still starts a new line.
    /// - Returns: `false` when it is not a terminal or cannot be changed (then nothing
    ///   changed).
    static func enter(fileDescriptor: Int32) -> Bool {
        guard savedDescriptor < 0, isatty(fileDescriptor) != 0 else { return false }
        let raw = termiosStorage()
        defer { UnsafeMutableRawPointer(raw).deallocate() }
        guard tcgetattr(fileDescriptor, saved) == 0, tcgetattr(fileDescriptor, raw) == 0 else { return false }
        raw.pointee.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR | IGNCR | BRKINT | INPCK | ISTRIP)
        raw.pointee.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.pointee.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.pointee.c_cc) { bytes in
            bytes[Int(VMIN)] = 1
            bytes[Int(VTIME)] = 0
        }
        savedDescriptor = fileDescriptor
        for number in signals { installHandler(for: number) }
        guard tcsetattr(fileDescriptor, TCSANOW, raw) == 0 else {
            leave()
            return false
        }
        return true
    }

    /// Puts back the settings ``enter(fileDescriptor:)`` saved, and the default signal
    /// actions. Does nothing when not in raw mode.
    static func leave() {
        guard savedDescriptor >= 0 else { return }
        _ = tcsetattr(savedDescriptor, TCSANOW, saved)
        for number in signals { _ = signal(number, SIG_DFL) }
        savedDescriptor = -1
    }

    private static func installHandler(for number: Int32) {
        _ = signal(number) { received in
            // Async-signal-safe only: tcsetattr, signal and raise.
            if RawTerminal.savedDescriptor >= 0 {
                _ = tcsetattr(RawTerminal.savedDescriptor, TCSANOW, RawTerminal.saved)
            }
            _ = signal(received, SIG_DFL)
            _ = raise(received)
        }
    }
}
#else
/// Raw mode needs Glibc's termios here; elsewhere the terminal is left as it is.
enum RawTerminal {
    static func enter(fileDescriptor: Int32) -> Bool { false }
    static func leave() {}
}
#endif
