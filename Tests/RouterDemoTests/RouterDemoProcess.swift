import Foundation

/// Runs the built `routerdemo` the way a person does, capturing stdout, stderr and status.
struct RouterDemoProcess {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the process ended by exiting (not by a signal such as a crash).
        var exited: Bool
    }

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The built binary: beside the test bundle, where `swift build` puts products.
    static let binary = builtProgram("routerdemo")

    /// The built executable `name`: beside the test bundle, where `swift build` puts products.
    static func builtProgram(_ name: String) -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        for _ in 0..<4 {
            folder.deleteLastPathComponent()
            let candidate = folder.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return packageRoot.appendingPathComponent(".build/debug/\(name)")
    }

    /// Runs `routerdemo arguments…` (or the `program` given) with `stdin` as its standard
    /// input; standard output goes to the file at `stdoutPath` when given (then
    /// `Result.stdout` is empty), e.g. `/dev/full`. `environment` replaces the test's own
    /// environment when given.
    static func run(
        _ arguments: [String], stdin: Data = Data(), in directory: URL? = nil, stdoutPath: String? = nil,
        program: URL = binary, environment: [String: String]? = nil
    ) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("routerdemo-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inURL = scratch.appendingPathComponent("in")
        let outURL = scratch.appendingPathComponent("out")
        let errURL = scratch.appendingPathComponent("err")
        try stdin.write(to: inURL)
        try Data().write(to: outURL)
        try Data().write(to: errURL)

        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.currentDirectoryURL = directory ?? scratch
        process.standardInput = try FileHandle(forReadingFrom: inURL)
        process.standardOutput = try FileHandle(forWritingTo: stdoutPath.map { URL(fileURLWithPath: $0) } ?? outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: outURL), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errURL), as: UTF8.self),
            exited: process.terminationReason == .exit)
    }

    /// Writes `text` to a new temporary flow file and returns its path.
    static func flowFile(_ text: String, name: String = "test.flow") throws -> String {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("routerdemo-flows-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }
}
