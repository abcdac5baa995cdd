import Dispatch
import Foundation

/// Graphviz's `dot`, found on `PATH` and run to render DOT text as SVG.
enum Graphviz {
    /// The longest `dot` may take before it is stopped: 60 seconds.
    static let timeLimit = 60

    /// The first executable file named `dot` in the folders of `path` (a `PATH` value, the
    /// process's own by default), in order; `nil` when there is none. Empty entries are
    /// skipped (they do not mean the current folder here).
    static func dot(onPath path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        for folder in (path ?? "").split(separator: ":", omittingEmptySubsequences: true) {
            let candidate = (folder.hasSuffix("/") ? String(folder) : folder + "/") + "dot"
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate)
            {
                return candidate
            }
        }
        return nil
    }

    /// `text` (DOT) rendered as SVG by the `dot` at `executable` (`dot -Tsvg`): the text is
    /// written to its standard input while its standard output and standard error are
    /// read, so neither side waits on a full pipe.
    /// - Throws: ``GraphvizError``: `dot` could not be started, ended with a status other
    ///   than 0 (what it said on standard error is kept), or ran longer than `seconds` and
    ///   was stopped.
    static func svg(fromDOT text: String, executable: String, seconds: Int = timeLimit) throws(GraphvizError) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        // A `dot` that stops reading must fail the write, not end this process.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        do {
            try process.run()
        } catch {
            throw .cannotStart("\(error)")
        }
        let collected = Collected()
        let group = DispatchGroup()
        let bytes = Data(text.utf8)
        DispatchQueue.global().async(group: group) {
            try? input.fileHandleForWriting.write(contentsOf: bytes)
            try? input.fileHandleForWriting.close()
        }
        DispatchQueue.global().async(group: group) {
            collected.set(output: output.fileHandleForReading.readDataToEndOfFile())
        }
        DispatchQueue.global().async(group: group) {
            collected.set(errors: errors.fileHandleForReading.readDataToEndOfFile())
        }
        if group.wait(timeout: .now() + .seconds(seconds)) == .timedOut {
            process.terminate()
            if group.wait(timeout: .now() + .seconds(2)) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                // Whatever still blocks on a pipe is left behind: the command ends soon.
                _ = group.wait(timeout: .now() + .seconds(2))
            }
            throw .timedOut(seconds: seconds)
        }
        process.waitUntilExit()
        let (svg, message) = collected.values
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            throw .failed(
                status: process.terminationStatus,
                message: String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return String(decoding: svg, as: UTF8.self)
    }

    /// What the readers of `dot`'s output collected, behind a lock.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var output = Data()
        private var errors = Data()

        func set(output data: Data) { lock.withLock { output = data } }
        func set(errors data: Data) { lock.withLock { errors = data } }
        var values: (output: Data, errors: Data) { lock.withLock { (output, errors) } }
    }
}
