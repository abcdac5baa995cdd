import Foundation

/// Reads the files `routerdemo` is given: a path, or `-` for standard input.
enum InputFile {
    /// The most bytes read from one file: 64 MiB, six times the largest routes file the
    /// tests load (10 MB) and of a 1,000,000-step flow (11 MB). A larger or endless input
    /// (`/dev/zero`) is refused as soon as what was read passes the limit, so memory stays
    /// bounded.
    static let maxBytes = 64 << 20

    /// The bytes of `path`, or of standard input for `-`.
    /// - Throws: ``ReadError`` naming the path and the reason: no such file, a directory,
    ///   unreadable, or larger than ``maxBytes``.
    static func read(_ path: String, maxBytes: Int = maxBytes) throws(ReadError) -> [UInt8] {
        let handle: FileHandle
        if path == "-" {
            handle = FileHandle.standardInput
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw ReadError(path: path, reason: "no such file")
            }
            if isDirectory.boolValue { throw ReadError(path: path, reason: "it is a directory") }
            guard let opened = FileHandle(forReadingAtPath: path) else {
                throw ReadError(path: path, reason: "it could not be read")
            }
            handle = opened
        }
        defer { if path != "-" { try? handle.close() } }
        var bytes: [UInt8] = []
        do {
            while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
                bytes.append(contentsOf: chunk)
                if bytes.count > maxBytes {
                    throw ReadError(path: path, reason: "it is larger than the \(maxBytes >> 20) MiB limit")
                }
            }
        } catch let error as ReadError {
            throw error
        } catch {
            throw ReadError(path: path, reason: "it could not be read")
        }
        return bytes
    }

    /// A file that could not be read. Exit status 2.
    struct ReadError: Error, CustomStringConvertible {
        let path: String
        let reason: String

        var description: String { "routerdemo: cannot read '\(path)': \(reason)" }
    }
}
