import Foundation
import Synchronization

/// What the command line wrote while ``Console/capture`` was set: standard output and
/// standard error, each as the bytes that would have reached it.
package final class ConsoleCapture: Sendable {
    private let streams = Mutex<(output: [UInt8], error: [UInt8])>(([], []))
    /// Taken around every use of `streams`: a pthread lock, whose ordering ThreadSanitizer
    /// sees (it does not see inside `Mutex`, whose library it does not instrument).
    private let ordering = NSLock()

    private func locked<T>(_ body: (inout (output: [UInt8], error: [UInt8])) -> T) -> T {
        ordering.lock()
        defer { ordering.unlock() }
        return streams.withLock { body(&$0) }
    }

    /// An empty capture.
    package init() {}

    /// What went to standard output.
    package var output: String {
        locked { String(decoding: $0.output, as: UTF8.self) }
    }

    /// What went to standard error.
    package var error: String {
        locked { String(decoding: $0.error, as: UTF8.self) }
    }

    /// Adds `bytes` to standard error when `toError`, else to standard output.
    func append(_ bytes: some Sequence<UInt8>, toError: Bool) {
        locked { streams in
            if toError { streams.error.append(contentsOf: bytes) } else { streams.output.append(contentsOf: bytes) }
        }
    }
}
