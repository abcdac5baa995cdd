#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output (buffered, for results) and standard error (for problems).
enum Console {
    /// Writes `text` and a newline to standard output.
    static func out(_ text: String) {
        print(text)
    }

    /// Writes `text` to standard output without a newline and flushes, for prompts.
    static func prompt(_ text: String) {
        print(text, terminator: "")
        flush()
    }

    /// Writes `text` and a newline to standard error, after flushing standard output so
    /// the two stay in order on a terminal.
    static func error(_ text: String) {
        flush()
        let bytes = Array((text + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes {
                write(STDERR_FILENO, $0.baseAddress! + written, $0.count - written)
            }
            guard result > 0 else { return }
            written += result
        }
    }

    /// Flushes buffered standard output (`fflush(NULL)` flushes every output stream).
    static func flush() {
        fflush(nil)
    }

    /// Whether standard input is a terminal.
    static var inputIsTerminal: Bool {
        isatty(STDIN_FILENO) != 0
    }
}
