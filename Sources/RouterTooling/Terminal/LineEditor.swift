import RouterRestoration

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
    /// The layout of the prompt and line as last drawn; `nil` before the first drawing.
    private var shown: LineLayout?
    /// Whether the process was stopped since the line was drawn: the shell wrote below it,
    /// and the line is drawn afresh on a new row.
    private var lineWasLeft = false

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
    ///
    /// A prompt and line wider than the terminal wrap onto the rows below: every redraw
    /// goes back to the first of them, so the prompt is shown once however long the line.
    /// The cursor is placed by ``DisplayWidth`` (a wide or emoji character takes two cells)
    /// in the terminal's width as it is at each redraw (80 when the terminal does not say).
    /// In raw mode (``withRawMode(_:)``), the line is also drawn again when the terminal is
    /// resized, and Ctrl-Z stops the program with the terminal put back as it was; when it
    /// goes on (`fg`), raw mode and the line come back.
    package func readLine(prompt: String) -> Input {
        shown = nil
        lineWasLeft = false
        draw(prompt, fresh: true)
        while true {
            let next = nextInput()
            switch next {
            case .end:
                write(leavingLine + "\n")
                return .end
            case .events(let events):
                if events.stopped { lineWasLeft = true }
                if events.continued || (events.resized && !lineWasLeft) {
                    draw(prompt, fresh: lineWasLeft)
                    lineWasLeft = false
                }
            case .byte(let byte):
                for action in state.feed(byte) {
                    switch action {
                    case .redraw:
                        draw(prompt, fresh: false)
                    case .submit(let line):
                        write(leavingLine + "\n")
                        return .line(line)
                    case .cancel:
                        write(leavingLine + "^C\n")
                        draw(prompt, fresh: true)
                    case .leaveHint:
                        write(leavingLine + "^C\n(to leave, type 'quit', press Ctrl-D, or press Ctrl-C again)\n")
                        draw(prompt, fresh: true)
                    case .end:
                        write(leavingLine + "\n")
                        return .end
                    case .clearScreen:
                        write("\u{1B}[H\u{1B}[2J")
                        return .clearScreen
                    case .bell:
                        write("\u{07}")
                    case .suspend:
                        guard RawTerminal.isActive else {
                            write("\u{07}")
                            break
                        }
                        write(leavingLine + "\n")
                        lineWasLeft = true
                        RawTerminal.suspend()
                    }
                }
            }
        }
    }

    /// Draws `prompt` and the line being edited: over the last drawing, or from the
    /// cursor's row when `fresh`.
    private func draw(_ prompt: String, fresh: Bool) {
        let layout = LineLayout(
            prompt: prompt, line: state.characters, cursor: state.cursor, columns: Self.columns(of: output))
        write(layout.drawing(prompt: prompt, line: state.characters, fromRow: fresh ? 0 : shown?.cursorRow ?? 0))
        shown = layout
    }

    /// The bytes that move the cursor past the end of the line as last drawn.
    private var leavingLine: String { shown?.toEnd ?? "" }

    /// The width of the terminal on `fileDescriptor`, in cells; 80 when it is not a terminal
    /// or does not say.
    static func columns(of fileDescriptor: Int32) -> Int {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        var size = winsize()
        guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return 80 }
        return Int(size.ws_col)
        #else
        return 80
        #endif
    }

    private func write(_ text: String) {
        _ = BoundedFile.writeAll(Array(text.utf8), to: output)
    }

    /// What waiting for input brought.
    private enum Next {
        case byte(UInt8)
        case events(RawTerminal.Events)
        /// The end of the input, or a read error.
        case end
    }

    /// The next input byte, or the signals noted while waiting for it.
    private func nextInput() -> Next {
        while start == end {
            var descriptors = [
                pollfd(fd: input, events: Int16(POLLIN), revents: 0),
                pollfd(fd: RawTerminal.eventDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return .end
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                let events = RawTerminal.takeEvents()
                if events != RawTerminal.Events() { return .events(events) }
            }
            guard descriptors[0].revents != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count > 0 {
                start = 0
                end = count
            } else if count < 0, errno == EINTR || errno == EAGAIN {
                continue
            } else {
                return .end
            }
        }
        defer { start += 1 }
        return .byte(buffer[start])
    }
}
