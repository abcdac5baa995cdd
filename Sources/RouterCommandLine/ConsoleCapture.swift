import Synchronization

/// What the command line wrote while ``Console/capture`` was set: standard output and
/// standard error, each as the bytes that would have reached it.
package final class ConsoleCapture: Sendable {
    private let streams = Mutex<(output: [UInt8], error: [UInt8])>(([], []))

    /// An empty capture.
    package init() {}

    /// What went to standard output.
    package var output: String {
        streams.withLock { String(decoding: $0.output, as: UTF8.self) }
    }

    /// What went to standard error.
    package var error: String {
        streams.withLock { String(decoding: $0.error, as: UTF8.self) }
    }

    /// Adds `bytes` to standard error when `toError`, else to standard output.
    func append(_ bytes: some Sequence<UInt8>, toError: Bool) {
        streams.withLock { streams in
            if toError { streams.error.append(contentsOf: bytes) } else { streams.output.append(contentsOf: bytes) }
        }
    }
}
