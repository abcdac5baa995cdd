#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output for the results, standard error for progress and failures.
enum Console {
    /// Writes `text` and a newline to standard output.
    static func out(_ text: String) {
        print(text)
    }

    /// Writes `text` and a newline to standard error, after flushing standard output.
    static func error(_ text: String) {
        fflush(nil)
        let bytes = Array((text + "\n").utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(STDERR_FILENO, $0.baseAddress! + written, $0.count - written) }
            guard result > 0 else { return }
            written += result
        }
    }
}
