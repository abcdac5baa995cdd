import Router
import RouterRestoration

/// Reads the files the command line is given, a path or `-` for standard input, through the
/// library's one bounded reader (``BoundedFile``) and its limit.
enum InputFile {
    /// The most bytes read from one file: ``BoundedFile/defaultLimit`` (64 MiB).
    static let maxBytes = BoundedFile.defaultLimit

    /// The bytes of `path`, or of standard input for `-`.
    /// - Throws: ``ReadError`` naming the path and the reason: no such file, a directory,
    ///   unreadable, or larger than ``maxBytes``.
    static func read(_ path: String, maxBytes: Int = maxBytes) throws(ReadError) -> [UInt8] {
        do {
            return try BoundedFile.read(path, limit: maxBytes)
        } catch {
            throw ReadError(underlying: error)
        }
    }

    /// A file that could not be read. Exit status 2.
    struct ReadError: Error, CustomStringConvertible {
        let underlying: BoundedFileError

        var description: String { "\(Console.program): \(underlying)" }
    }
}
