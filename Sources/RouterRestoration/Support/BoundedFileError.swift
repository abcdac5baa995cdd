import RouterText

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why ``BoundedFile`` could not read or write a file.
package struct BoundedFileError: Error, Hashable, Sendable {
    /// Reading or writing.
    package enum Operation: Hashable, Sendable {
        case read
        case write
    }

    /// What went wrong.
    package enum Reason: Hashable, Sendable {
        /// Nothing exists at the path.
        case noSuchFile
        /// The folder the file would go in does not exist.
        case noSuchDirectory
        /// The path names a directory.
        case isDirectory
        /// The file is larger than `limit` bytes.
        case tooLarge(limit: Int)
        /// The file or its folder may not be read or written.
        case permissionDenied
        /// The path names something other than a regular file or a directory (a symbolic
        /// link, a FIFO, a device), which a write never replaces or writes through.
        case notRegularFile
        /// The path names a file the writer did not write (not a saved stack, not a golden
        /// log), which it never replaces.
        case notOwnFile
        /// Another system error, as the system words it.
        case other(String)

        /// The reason for the system error `code`.
        static func system(_ code: Int32, reading: Bool) -> Reason {
            switch code {
            case ENOENT: reading ? .noSuchFile : .noSuchDirectory
            case EISDIR: .isDirectory
            case EACCES, EPERM: .permissionDenied
            default: .other(String(cString: strerror(code)))
            }
        }
    }

    /// The path as given.
    package let path: String
    /// Whether the file was being read or written.
    package let operation: Operation
    /// What went wrong.
    package let reason: Reason

    /// Creates an error.
    package init(path: String, operation: Operation, reason: Reason) {
        self.path = path
        self.operation = operation
        self.reason = reason
    }
}

extension BoundedFileError.Reason: CustomStringConvertible {
    /// The reason as the end of a sentence, e.g. `it is larger than the 64 MiB limit`.
    package var description: String {
        switch self {
        case .noSuchFile: "no such file"
        case .noSuchDirectory: "no such directory"
        case .isDirectory: "it is a directory"
        case .tooLarge(let limit):
            limit % (1 << 20) == 0
                ? "it is larger than the \(limit >> 20) MiB limit" : "it is larger than the \(limit)-byte limit"
        case .permissionDenied: "permission denied"
        case .notRegularFile: "it is not a regular file (a symbolic link, a FIFO or a device), so it is left as it is"
        case .notOwnFile: "it holds something this tool did not write, so it is left as it is"
        case .other(let text): text.lowercased()
        }
    }
}

extension BoundedFileError: CustomStringConvertible {
    /// The problem as a sentence: `cannot read 'routes.yaml': it is a directory`.
    package var description: String {
        "cannot \(operation == .read ? "read" : "write") '\(QuotedText.escapingUnsafe(path))': \(reason)"
    }
}
