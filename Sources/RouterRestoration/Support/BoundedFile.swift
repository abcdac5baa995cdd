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
package enum BoundedFile {
    /// The most bytes read from one file: 64 MiB, six times the largest routes file the
    /// tests load (10 MB) and of a 1,000,000-step flow (11 MB).
    package static let defaultLimit = 64 << 20

    /// The path that names standard input.
    package static let standardInput = "-"

    /// The bytes of the file at `path`, or of standard input for `-`.
    /// - Parameter limit: The most bytes accepted.
    /// - Throws: ``BoundedFileError`` naming the path and why: no such file, a directory,
    ///   larger than `limit`, or what the system said.
    /// - Complexity: O(*n*) in the bytes read, at most `limit` plus one chunk.
    package static func read(_ path: String, limit: Int = defaultLimit) throws(BoundedFileError) -> [UInt8] {
        try read(path, limit: limit, following: true)
    }

    /// ``read(_:limit:)``, following a symbolic link at `path` only when `following`.
    private static func read(_ path: String, limit: Int, following: Bool) throws(BoundedFileError) -> [UInt8] {
        func fail(_ reason: BoundedFileError.Reason) -> BoundedFileError {
            BoundedFileError(path: path, operation: .read, reason: reason)
        }
        let descriptor: Int32
        if path == standardInput {
            descriptor = STDIN_FILENO
        } else {
            descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | (following ? 0 : O_NOFOLLOW))
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

    /// Writes `bytes` to the file at `path`, creating it, or replacing it only when it is one
    /// of the caller's own files, and never through anything else:
    /// - what exists at `path` must be a regular file: a symbolic link, a FIFO, a device or a
    ///   directory is refused, and nothing is written;
    /// - an existing file is read first (within ``defaultLimit``, not following a link), and
    ///   replaced only when `isOwn` says it is one the caller wrote (a saved stack, a golden
    ///   log); any other file is refused and kept as it is;
    /// - the bytes go to a new file beside it (created exclusively, never through a link),
    ///   which is then renamed over `path`: a reader sees the old file or the new one, never
    ///   part of either. A replaced file keeps its permissions.
    /// Nothing waits: no open blocks on a FIFO, and nothing is read from a terminal.
    /// - Parameters:
    ///   - bytes: What to write.
    ///   - path: The file's path. `-` is a file named `-`; say `./-` to mean it.
    ///   - isOwn: Whether the contents of an existing file are the caller's own, to replace.
    /// - Throws: ``BoundedFileError`` naming the path and why: not a regular file, not the
    ///   caller's own, no such directory, a directory, permission denied, or what the system
    ///   said. The path then holds what it held before.
    package static func write(_ bytes: [UInt8], to path: String, replacing isOwn: ([UInt8]) -> Bool)
        throws(BoundedFileError)
    {
        func fail(_ reason: BoundedFileError.Reason) -> BoundedFileError {
            BoundedFileError(path: path, operation: .write, reason: reason)
        }
        var mode: mode_t = 0o644
        var status = stat()
        if lstat(path, &status) == 0 {
            let kind = status.st_mode & S_IFMT
            if kind == S_IFDIR { throw fail(.isDirectory) }
            guard kind == S_IFREG else { throw fail(.notRegularFile) }
            let existing: [UInt8]
            do {
                existing = try read(path, limit: defaultLimit, following: false)
            } catch {
                throw BoundedFileError(path: path, operation: .write, reason: error.reason)
            }
            guard existing.isEmpty || isOwn(existing) else { throw fail(.notOwnFile) }
            mode = status.st_mode & 0o7777
        } else if errno != ENOENT {
            throw fail(.system(errno, reading: false))
        }
        let temporary = temporaryPath(beside: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, mode)
        guard descriptor >= 0 else { throw fail(.system(errno, reading: false)) }
        var failure = writeAll(bytes, to: descriptor)
        if failure == nil, fchmod(descriptor, mode) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            unlink(temporary)
            throw fail(.system(failure, reading: false))
        }
    }

    /// A path for a new file in the folder of `path`, hidden, named after it and unique to
    /// this process and moment.
    private static func temporaryPath(beside path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return folder + "." + name + ".\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    }

    /// Writes every byte to an open descriptor (a file, standard output), retrying short
    /// and interrupted writes; a write that makes no progress counts as an I/O error.
    /// - Returns: `nil`, or the `errno` of the write that failed.
    package static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32? {
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

/// The system's `write`, which ``BoundedFile/writeAll(_:to:)`` hides by name.
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, buffer, count)
    #else
    Darwin.write(descriptor, buffer, count)
    #endif
}
