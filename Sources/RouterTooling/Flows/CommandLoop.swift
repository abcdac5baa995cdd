import Router

/// The read-eval-print loop behind `routerdemo`'s interactive mode: reads commands one per
/// line, carries them out on a ``NavigationSession``, prints every event a command causes
/// as `run` prints it, and the screen after each change (under the tab bar, in an app with
/// tabs: ``NavigationSession/screenText``).
///
/// It takes its input and output as closures, so an app can run it on a terminal, on a
/// pipe, or in a test. Problems (a malformed line, a row that does not exist, a failed
/// expectation) are written with ``Output/error(_:)`` as `SOURCE:LINE[:COLUMN]: message`
/// and the loop goes on.
@MainActor
public struct CommandLoop {
    /// Where the loop writes.
    public enum Output {
        /// Normal output (screens, events, info), one or more lines.
        case text(String)
        /// The prompt, written before reading each command; no newline.
        case prompt(String)
        /// A problem, one or more lines.
        case error(String)
    }

    private let session: NavigationSession
    private let source: String
    private let showsPrompt: Bool
    private let maxLineBytes: Int

    /// Creates a loop.
    /// - Parameters:
    ///   - session: The app to drive.
    ///   - source: The input's name in messages, e.g. `<stdin>`.
    ///   - showsPrompt: Whether to write a prompt before each command (on a terminal).
    ///   - maxLineBytes: A longer line is reported and skipped, not parsed (read lines with
    ///     a ``BoundedLineReader`` so such a line is never held whole).
    public init(
        session: NavigationSession, source: String = "<stdin>", showsPrompt: Bool,
        maxLineBytes: Int = BoundedLineReader.defaultMaxLineBytes
    ) {
        self.session = session
        self.source = source
        self.showsPrompt = showsPrompt
        self.maxLineBytes = maxLineBytes
    }

    /// Runs until `readLine` returns `nil` or the user types `quit`.
    /// - Returns: `true` when every command was understood, carried out, and every
    ///   expectation held.
    ///
    /// A navigation that waits (a screen that loads, a condition checked asynchronously)
    /// is waited for in real time before the next line is read.
    public func run(readLine: () -> String?, write: (Output) -> Void) async -> Bool {
        let step = CommandStep(session: session, source: source, maxLineBytes: maxLineBytes)
        var allWell = true
        var lineNumber = 0
        write(.text(session.screenText))
        while true {
            if showsPrompt { write(.prompt("\(session.stack.top.name)> ")) }
            guard let line = readLine() else { break }
            lineNumber += 1
            switch await step.run(line, lineNumber: lineNumber, write: write) {
            case .done, .asked: continue  // This loop prints the hint to type 'answer yes'.
            case .problem: allWell = false
            case .quit: return allWell
            }
        }
        return allWell
    }
}
