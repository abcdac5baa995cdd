import Router
import RouterRestoration
import RouterText

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The one place the command line writes: standard output (buffered, for results) and standard
/// error (unbuffered, for problems).
///
/// Everything written passes through ``TerminalText/escaped(_:as:keepingLineBreaks:)``
/// first, so text read from outside (titles, links, file contents, arguments) never reaches
/// the terminal raw: control and bidirectional formatting characters are written as
/// `\u{1B}`, or as `\u001b` in JSON. Line feeds are kept, so a multi-line message stays
/// multi-line. The one sequence written raw is the console's own: the carriage return and
/// line clearing of ``overwriteLine(_:)``.
///
/// A failed write to standard output (a full disk, a closed descriptor) is remembered, and
/// output after it is dropped; ``finish(status:)`` reports it and makes the exit status 2.
///
/// Inside ``capture``'s `withValue`, what would be written goes to that capture instead,
/// exactly as it would have reached each stream: how code that runs the command line in
/// process (tests) reads what it printed.
///
/// In a worker process of `run --jobs` (``writesFrames``), what would be written to either
/// stream goes to standard output as ``WorkerFrame``s, in the order written; the parent
/// prints it with ``relay(_:toError:)``.
package enum Console {
    /// Where the command line writes in this task instead of the process's streams, or `nil`
    /// for the streams.
    @TaskLocal package static var capture: ConsoleCapture?

    /// Standard output not yet written, and the `errno` of the first write that failed.
    private struct Pending {
        var bytes: [UInt8] = []
        var failure: Int32?
    }

    /// Flushed when it reaches this size, at a prompt, before standard error, and at the end.
    private static let bufferSize = 64 * 1024

    /// The command line runs on one thread: nothing else touches this.
    nonisolated(unsafe) private static var pending = Pending()

    /// The program's name, written before messages (`NAME: …`); set by
    /// ``CommandLineApp/run(_:)`` before anything is written.
    nonisolated(unsafe) static var program = "router"

    /// Whether this process is a worker of `run --jobs`, whose standard output carries what
    /// it writes to either stream as frames; set by the worker before it writes.
    nonisolated(unsafe) static var writesFrames = false

    /// Writes `text` and a newline to standard output, escaped for a terminal.
    static func out(_ text: String) {
        put(TerminalText.escaped(text), endingLine: true)
    }

    /// Writes one line of JSON and a newline to standard output; characters a terminal acts
    /// on are escaped the JSON way (they can only appear inside strings), so the line stays
    /// valid JSON with the same value.
    static func json(_ text: String) {
        put(TerminalText.escaped(text, as: .json), endingLine: true)
    }

    /// Writes a piece of a JSON text escaped as ``json(_:)`` does, without a newline: for
    /// output written in pieces. Pieces must not split a character.
    static func jsonPiece(_ text: String) {
        put(TerminalText.escaped(text, as: .json))
    }

    /// Writes `text` to standard output without a newline and flushes, for prompts.
    static func prompt(_ text: String) {
        put(TerminalText.escaped(text))
        flush()
    }

    /// Writes `text`, escaped for a terminal, over the line the cursor is on, and flushes:
    /// a carriage return and the sequence that clears the line are written as they are, so
    /// a terminal draws the text in place (a spinner's next frame); an empty `text` only
    /// clears the line.
    static func overwriteLine(_ text: String) {
        put("\r\u{1B}[2K" + TerminalText.escaped(text))
        flush()
    }

    /// Writes `text` and a newline to standard error, escaped for a terminal, after flushing
    /// standard output so the two stay in order on a terminal. A failure to write standard
    /// error is ignored: there is nowhere left to report it.
    static func error(_ text: String) {
        writeError(TerminalText.escaped(text) + "\n")
    }

    /// Writes what a worker process of `run --jobs` printed on one stream, standard error
    /// when `toError`, as this process writes that stream: escaped for a terminal again,
    /// which leaves text the worker escaped as it is and keeps anything else from reaching
    /// the terminal raw; standard error after flushing standard output.
    static func relay(_ text: String, toError: Bool) {
        if toError {
            writeError(TerminalText.escaped(text))
        } else {
            put(TerminalText.escaped(text))
        }
    }

    /// Writes `frame` for the parent, in a worker of `run --jobs` (``writesFrames``).
    static func write(_ frame: WorkerFrame) {
        guard pending.failure == nil else { return }
        pending.bytes += frame.bytes
        if pending.bytes.count >= bufferSize { flush() }
    }

    /// Writes `text`, escaped, to standard error after flushing standard output (to the
    /// capture, or as a frame in a worker).
    private static func writeError(_ text: String) {
        if writesFrames, capture == nil { return write(WorkerFrame(.error, text.utf8)) }
        flush()
        if let capture { return capture.append(text.utf8, toError: true) }
        _ = BoundedFile.writeAll(Array(text.utf8), to: STDERR_FILENO)
    }

    /// Writes buffered standard output.
    static func flush() {
        guard !pending.bytes.isEmpty else { return }
        if pending.failure == nil, let failure = BoundedFile.writeAll(pending.bytes, to: STDOUT_FILENO) {
            pending.failure = failure
        }
        pending.bytes.removeAll(keepingCapacity: true)
    }

    /// Flushes standard output and checks that everything written to it was written.
    /// - Returns: `status` when it was; otherwise 2, after saying why on standard error.
    static func finish(status: Int32) -> Int32 {
        flush()
        guard let failure = pending.failure else { return status }
        error("\(program): cannot write to standard output: \(String(cString: strerror(failure)))")
        return 2
    }

    /// `text` escaped to be embedded in a line the command line lays out: like everything
    /// written, and its line feeds too, so a name or a value read from outside cannot start
    /// a line of its own.
    static func inline(_ text: some CustomStringConvertible) -> String {
        QuotedText.escapingUnsafe(text.description)
    }

    /// Whether standard input is a terminal.
    static var inputIsTerminal: Bool {
        isatty(STDIN_FILENO) != 0
    }

    /// Buffers `text`, then a newline when `endingLine`.
    private static func put(_ text: String, endingLine: Bool = false) {
        if let capture {
            capture.append(text.utf8, toError: false)
            if endingLine { capture.append([0x0A], toError: false) }
            return
        }
        if buffer(text, endingLine: endingLine, in: &pending) { flush() }
    }

    /// Adds `text`, then a newline when `endingLine`, to `pending` (framed in a worker),
    /// unless a write failed: one access to the buffer for the whole line.
    /// - Returns: Whether the buffer is full and must be flushed.
    private static func buffer(_ text: String, endingLine: Bool, in pending: inout Pending) -> Bool {
        guard pending.failure == nil else { return false }
        var text = text
        text.withUTF8 { utf8 in
            if writesFrames {
                pending.bytes += WorkerFrame.header(.output, count: utf8.count + (endingLine ? 1 : 0))
            }
            pending.bytes.append(contentsOf: utf8)
        }
        if endingLine { pending.bytes.append(0x0A) }
        return pending.bytes.count >= bufferSize
    }
}
