#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads lines from a terminal with editing and history, the way a shell does: the
/// terminal I/O around a ``LineEditingState`` (which lists the keys).
///
/// Use it only when the input is a terminal (``isTerminal(_:)``), inside
/// ``withRawMode(_:)``: the terminal is put in raw mode for the whole body and always put
/// back, on return, on a thrown error, and when `SIGINT`, `SIGTERM`, `SIGHUP` or `SIGQUIT`
/// ends the process. Output processing stays on in raw mode, so text written between lines
/// may end its lines with a plain line feed.
///
/// Not thread-safe: use one editor on one thread (the main one).
package final class LineEditor {
    /// What ``readLine(prompt:)`` read.
    package enum Input: Hashable, Sendable {
        /// A line, submitted with Enter (possibly empty).
        case line(String)
        /// Ctrl-L: the screen was cleared. Show it again, then call ``readLine(prompt:)``,
        /// which shows the prompt and the line being typed.
        case clearScreen
        /// Ctrl-D on an empty line, or the end of the input: a newline was written.
        case end
    }

    /// The line being edited, and the history.
    package private(set) var state: LineEditingState

    private let input: Int32
    private let output: Int32
    private var buffer = [UInt8](repeating: 0, count: 1_024)
    private var start = 0
    private var end = 0

    /// Creates an editor reading `input` and echoing to `output` (neither is ever closed).
    /// - Parameters:
    ///   - maxLineBytes: The longest line, in bytes of UTF-8; more input rings the bell.
    ///   - historyCapacity: The most lines Up can bring back.
    package init(input: Int32 = 0, output: Int32 = 1, maxLineBytes: Int = 4_096, historyCapacity: Int = 1_000) {
        self.input = input
        self.output = output
        state = LineEditingState(maxLineBytes: maxLineBytes, history: LineHistory(capacity: historyCapacity))
    }

    /// Whether `fileDescriptor` is a terminal.
    package static func isTerminal(_ fileDescriptor: Int32) -> Bool {
        isatty(fileDescriptor) != 0
    }

    /// Runs `body` with the input terminal in raw mode, and puts the terminal back as it
    /// was however `body` ends (a signal that ends the process included). When the input is
    /// not a terminal, runs `body` unchanged.
    package func withRawMode<T>(_ body: () throws -> T) rethrows -> T {
        let entered = RawTerminal.enter(fileDescriptor: input)
        defer { if entered { RawTerminal.leave() } }
        return try body()
    }

    /// Runs `body` as ``withRawMode(_:)`` does, for a body that waits.
    package func withRawMode<T>(isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T) async rethrows
        -> T
    {
        let entered = RawTerminal.enter(fileDescriptor: input)
        defer { if entered { RawTerminal.leave() } }
        return try await body()
    }

    /// Whether Ctrl-C has been typed since the last line was read, without waiting: reads
    /// what has been typed so far and takes the first Ctrl-C out of it, with what was
    /// typed before it. What was typed after it stays, for the next line. A command line
    /// asks while a navigation waits: Ctrl-C cancels the navigation, not the app.
    package func takeInterrupt() -> Bool {
        if start == end { (start, end) = (0, 0) }
        var ready = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
        if end < buffer.count, poll(&ready, 1, 0) > 0, ready.revents & Int16(POLLIN) != 0 {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress! + end, $0.count - end) }
            if count > 0 { end += count }
        }
        guard let interrupt = buffer[start..<end].firstIndex(of: 0x03) else { return false }
        start = interrupt + 1
        return true
    }

    /// Shows `prompt` (written as given: escape it first if it holds text from outside) and
    /// the line being edited, then edits until Enter, Ctrl-L or the end of the input.
    package func readLine(prompt: String) -> Input {
        write(prompt + state.line + moveLeft(state.characters.count - state.cursor))
        while let byte = nextByte() {
            for action in state.feed(byte) {
                switch action {
                case .redraw(let line, let cursor):
                    write("\r" + prompt + line + "\u{1B}[K" + moveLeft(line.count - cursor))
                case .submit(let line):
                    write("\n")
                    return .line(line)
                case .cancel:
                    write("^C\n" + prompt)
                case .leaveHint:
                    write("^C\n(to leave, type 'quit', press Ctrl-D, or press Ctrl-C again)\n" + prompt)
                case .end:
                    write("\n")
                    return .end
                case .clearScreen:
                    write("\u{1B}[H\u{1B}[2J")
                    return .clearScreen
                case .bell:
                    write("\u{07}")
                }
            }
        }
        write("\n")
        return .end
    }

    private func moveLeft(_ columns: Int) -> String {
        columns > 0 ? "\u{1B}[\(columns)D" : ""
    }

    private func write(_ text: String) {
        _ = BoundedFile.writeAll(Array(text.utf8), to: output)
    }

    /// The next input byte; `nil` at the end of the input or on a read error.
    private func nextByte() -> UInt8? {
        while start == end {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                start = 0
                end = count
            } else if count < 0, errno == EINTR {
                continue
            } else {
                return nil
            }
        }
        defer { start += 1 }
        return buffer[start]
    }
}
