import RouterRestoration
import RouterTooling

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a ``FullScreenBrowser`` on the process's terminal: raw mode, the alternate screen,
/// keys from standard input, and only the changed cells written after each key
/// (``GridUpdate``).
///
/// The terminal is put back (the main screen, the cursor, the saved settings) on every way
/// out: q, Ctrl-C (a key in raw mode), the end of input, and a signal that ends the process
/// (`SIGTERM`, `SIGHUP`, `SIGQUIT`). Ctrl-Z stops the process with the terminal put back;
/// `fg` draws the whole screen again. A new size (`SIGWINCH`) lays the screen out again.
/// The terminal is asked to report clicks (xterm's SGR mouse mode, which most terminals
/// speak): a click on a row taps it, a click on a tab selects it.
@MainActor
public enum FullScreenTerminal {
    /// Switches to the alternate screen, hides the cursor and asks for clicks to be reported.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1006h"
    /// Stops the reports of clicks, shows the cursor, resets the style and switches back to
    /// the main screen.
    static let leaveSequence = "\u{1B}[?1006l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

    /// Why the full-screen interface cannot run here, or `nil` when it can: standard input
    /// or output is not a terminal, or `TERM` is unset or `dumb`.
    /// - Parameter term: The value of `TERM`, `nil` when it is unset.
    public static func unavailability(term: String?) -> String? {
        guard isatty(STDIN_FILENO) != 0 else { return "standard input is not a terminal" }
        guard isatty(STDOUT_FILENO) != 0 else { return "standard output is not a terminal" }
        let term = term ?? ""
        guard !term.isEmpty, term != "dumb" else { return "TERM is \(term.isEmpty ? "unset" : term)" }
        return nil
    }

    /// Runs `browser` until q, Ctrl-C or the end of input.
    /// - Returns: `false` when the terminal could not be put in raw mode (nothing was drawn).
    public static func run(_ browser: FullScreenBrowser) async -> Bool {
        guard RawTerminal.enter(fileDescriptor: STDIN_FILENO, restoring: leaveSequence) else { return false }
        defer {
            browser.onWaiting = nil
            browser.interrupted = { false }
            write(leaveSequence)
            RawTerminal.leave()
        }
        write(enterSequence)
        var shown: ScreenGrid?
        var decoder = KeyDecoder()
        var typedAhead: [UInt8] = []
        func draw(_ content: ScreenContent) {
            let size = terminalSize()
            browser.terminalRows = size.rows
            let grid = ScreenRenderer.render(content, columns: size.columns, rows: size.rows)
            write(GridUpdate(from: shown, to: grid).output)
            shown = grid
        }
        browser.onWaiting = { draw($0) }
        // A session started on a terminal stack draws each change as the router makes it.
        let terminalStack = browser.session.navigator as? TerminalNavigationStack
        terminalStack?.onChange = { draw(browser.content) }
        defer { terminalStack?.onChange = nil }
        browser.interrupted = {
            let bytes = readAvailable(waiting: 0)
            guard let interrupt = bytes.firstIndex(of: 0x03) else {
                typedAhead += bytes
                return false
            }
            typedAhead += bytes[(interrupt + 1)...]
            return true
        }
        draw(browser.content)
        while true {
            var bytes = typedAhead
            typedAhead = []
            if bytes.isEmpty {
                var descriptors = [
                    pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                    pollfd(fd: RawTerminal.eventDescriptor, events: Int16(POLLIN), revents: 0),
                ]
                let ready = poll(&descriptors, nfds_t(descriptors.count), -1)
                if ready < 0, errno != EINTR { return true }
                if descriptors[1].revents & Int16(POLLIN) != 0 {
                    let events = RawTerminal.takeEvents()
                    if events.continued {
                        write(enterSequence)
                        shown = nil
                    }
                    if events.resized || events.continued { draw(browser.content) }
                }
                guard descriptors[0].revents & Int16(POLLIN | POLLHUP) != 0 else { continue }
                bytes = readAvailable(waiting: 0)
                if bytes.isEmpty { return true }  // the end of input
            }
            for key in decoder.keys(from: bytes) {
                guard let action = KeyMap.action(for: key, in: browser.mode) else { continue }
                switch action {
                case .suspend:
                    RawTerminal.suspend()
                case .redraw:
                    shown = nil
                case .click(let row, let column):
                    guard let target = shown?.action(atRow: row, column: column) else { continue }
                    guard await browser.handle(target) else { return true }
                default:
                    guard await browser.handle(action) else { return true }
                }
            }
            draw(browser.content)
        }
    }

    /// The terminal's size, 80 × 24 when it cannot be asked.
    private static func terminalSize() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// The bytes standard input has now, waiting at most `waiting` milliseconds for the first.
    private static func readAvailable(waiting: Int32) -> [UInt8] {
        var ready = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&ready, 1, waiting) > 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 256)
        let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
        return count > 0 ? Array(buffer[..<count]) : []
    }

    /// Writes `text` to standard output, all of it (a failed write is dropped: the screen is
    /// drawn again after the next key).
    private static func write(_ text: String) {
        guard !text.isEmpty else { return }
        _ = BoundedFile.writeAll(Array(text.utf8), to: STDOUT_FILENO)
    }
}
