import Foundation

/// Reads the files `routerdemo` is given: a path, or `-` for standard input.
enum InputFile {
    /// The bytes of `path`, or of standard input for `-`.
    /// - Throws: ``ReadError`` naming the path and the reason.
    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        if path == "-" { return Array(FileHandle.standardInput.readDataToEndOfFile()) }
        do {
            return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            let reason = FileManager.default.fileExists(atPath: path)
                ? "it could not be read" : "no such file"
            throw ReadError(path: path, reason: reason)
        }
    }

    /// A file that could not be read. Exit status 2.
    struct ReadError: Error, CustomStringConvertible {
        let path: String
        let reason: String

        var description: String { "routerdemo: cannot read '\(path)': \(reason)" }
    }
}
