#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads and writes whole files with one size limit: every file the library and
/// `routerdemo` read (routes files, flows, golden logs, saved stacks, `-` for standard
/// input) goes through ``read(_:limit:)``.
///
/// Reading never holds more than the limit plus one chunk: a regular file larger than the
/// limit (a sparse one included) is refused from its size before anything is read, and any
/// other input (a pipe, a FIFO, `/dev/zero`) is refused as soon as what was read passes the
/// limit. Opening does not wait for a FIFO's writer. A directory is refused.
public enum BoundedFile {
    /// The most bytes read from one file: 64 MiB, six times the largest routes file the
    /// tests load (10 MB) and of a 1,000,000-step flow (11 MB).
    public static let defaultLimit = 64 << 20

    /// The path that names standard input.
    public static let standardInput = "-"

    /// The bytes of the file at `path`, or of standard input for `-`.
    /// - Parameter limit: The most bytes accepted.
    /// - Throws: ``BoundedFileError`` naming the path and why: no such file, a directory,
    ///   larger than `limit`, or what the system said.
    /// - Complexity: O(*n*) in the bytes read, at most `limit` plus one chunk.
    public static func read(_ path: String, limit: Int = defaultLimit) throws(BoundedFileError) -> [UInt8] {
        func fail(_ reason: BoundedFileError.Reason) -> BoundedFileError {
            BoundedFileError(path: path, operation: .read, reason: reason)
        }
        let descriptor: Int32
        if path == standardInput {
            descriptor = STDIN_FILENO
        } else {
            descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { throw fail(.system(errno, reading: true)) }
            // Opened without waiting for a FIFO's writer; read with waiting.
            let flags = fcntl(descriptor, F_GETFL)
            if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        }
        defer { if path != standardInput { close(descriptor) } }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw fail(.system(errno, reading: true)) }
        let kind = status.st_mode & S_IFMT
        if kind == S_IFDIR { throw fail(.isDirectory) }
        var expected = 1 << 16
        if kind == S_IFREG {
            guard Int(status.st_size) <= limit else { throw fail(.tooLarge(limit: limit)) }
            expected = Int(status.st_size) + 1
        }

        var bytes: [UInt8] = []
        bytes.reserveCapacity(min(expected, limit + 1))
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { buffer in
                systemRead(descriptor, buffer.baseAddress, buffer.count)
            }
            if count < 0 {
                if errno == EINTR { continue }
                throw fail(.system(errno, reading: true))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw fail(.tooLarge(limit: limit)) }
        }
    }

    /// Writes `bytes` to the file at `path`, creating it or replacing its contents.
    /// - Throws: ``BoundedFileError`` naming the path and why: no such directory, a
    ///   directory, permission denied, or what the system said.
    public static func write(_ bytes: [UInt8], to path: String) throws(BoundedFileError) {
        func fail(_ code: Int32) -> BoundedFileError {
            BoundedFileError(path: path, operation: .write, reason: .system(code, reading: false))
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw fail(errno) }
        if let code = writeAll(bytes, to: descriptor) {
            close(descriptor)
            throw fail(code)
        }
        guard close(descriptor) == 0 else { throw fail(errno) }
    }

    /// Writes every byte to an open descriptor (a file, standard output), retrying short
    /// and interrupted writes; a write that makes no progress counts as an I/O error.
    /// - Returns: `nil`, or the `errno` of the write that failed.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + written, buffer.count - written)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : EIO }
            written += count
        }
        return nil
    }
}

/// The system's `read`, which ``BoundedFile/read(_:limit:)`` hides by name.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}

/// The system's `write`, which ``BoundedFile/write(_:to:)`` hides by name.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
