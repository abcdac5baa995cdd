import Foundation

/// This process's own executable, which `run --jobs` starts again as its workers.
enum OwnExecutable {
    /// Whether the process runs the app's command line from its own arguments
    /// (``CommandLineApp/main()``), so that starting its executable again with other
    /// arguments runs the app's command line on them; set by `main()`. A process that calls
    /// ``CommandLineApp/run(_:)`` itself (a test runner, say) may be another program, which
    /// must not be started as a worker: `run --jobs` then runs its flows in order, in the
    /// process.
    nonisolated(unsafe) static var runsCommandLine = false

    /// The path that starts this process's executable again: on Linux `/proc/self/exe`
    /// (the running file, even when it was replaced or removed since), else
    /// `Bundle.main.executablePath`, else the program's first argument, made absolute
    /// against the current folder or looked up on `PATH`; `nil` when none of these names
    /// an executable file.
    static var path: String? {
        let files = FileManager.default
        if files.isExecutableFile(atPath: "/proc/self/exe") { return "/proc/self/exe" }
        if let path = Bundle.main.executablePath, files.isExecutableFile(atPath: path) { return path }
        guard let first = CommandLine.arguments.first, !first.isEmpty else { return nil }
        if first.contains("/") {
            let url = URL(fileURLWithPath: first, relativeTo: URL(fileURLWithPath: files.currentDirectoryPath))
            return files.isExecutableFile(atPath: url.path) ? url.standardizedFileURL.path : nil
        }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        return folders.map { "\($0)/\(first)" }.first { files.isExecutableFile(atPath: $0) }
    }
}
