import Foundation
import Testing

// The tutorial "Build a Routed Command-Line App" (in `RouterCommandLine`'s catalog) grows the
// reader's package one step at a time: each step's `@Code` shows a file of the package, held
// by a file of the catalog's `Resources`. These tests read the tutorial itself, type-check
// the package as it stands after every step against the modules `swift build` built, and
// check that it ends with the `library` example and its test word for word (which the
// package builds and runs, and whose flows `RouterDemoTests` run), so no step can show code
// that does not compile.

/// A file a step shows: its name in the reader's package, and the catalog's resource
/// holding it as it stands at that step.
private struct ShownFile: Sendable, Hashable {
    /// The name the step shows, e.g. `LibraryPlugin.swift`.
    let name: String
    /// The resource shown, e.g. `library-02-04-LibraryPlugin.swift`.
    let resource: String
    /// The resource the step's diff starts from (`previousFile:`), if it names one.
    let previous: String?
    /// Where the step is, e.g. `section 2, step 4`.
    let step: String

    /// A file of the package's manifest, its app target, its test target, or a flow file.
    enum Kind { case manifest, source, test, flow }

    var kind: Kind {
        if name == "Package.swift" { return .manifest }
        if name.hasSuffix(".flow") { return .flow }
        return name.hasSuffix("Tests.swift") ? .test : .source
    }
}

/// The tutorial, its resources, and what each step shows.
private enum Tutorial {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let catalog = root.appendingPathComponent("Sources/RouterCommandLine/RouterCommandLine.docc")
    static let resources = catalog.appendingPathComponent("Resources")
    static let file = catalog.appendingPathComponent("Tutorials/BuildARoutedCommandLineApp.tutorial")

    /// Every `@Code` of the tutorial, in order.
    static func shownFiles() throws -> [ShownFile] {
        let text = try String(contentsOf: file, encoding: .utf8)
        let code = #/@Code\(name: "([^"]+)", file: "([^"]+)"(?:, previousFile: "([^"]+)")?\)/#
        var shown: [ShownFile] = []
        var section = 0
        var step = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("@Section(") {
                section += 1
                step = 0
            } else if line.hasPrefix("@Step {") {
                step += 1
            } else if let match = line.wholeMatch(of: code) {
                shown.append(
                    ShownFile(
                        name: String(match.1), resource: String(match.2), previous: match.3.map(String.init),
                        step: "section \(section), step \(step)"))
            } else if line.hasPrefix("@Code") {
                Issue.record("\(file.lastPathComponent): a @Code these tests cannot read: \(line)")
            }
        }
        return shown
    }

    /// The package after each step that shows a file: every file shown so far, each as the
    /// last step showing it left it, by name.
    static func states() throws -> [(step: ShownFile, files: [ShownFile])] {
        var files: [String: ShownFile] = [:]
        return try shownFiles().map { shown in
            files[shown.name] = shown
            return (shown, files.values.sorted { $0.name < $1.name })
        }
    }

    static func text(of resource: String) throws -> String {
        try String(contentsOf: resources.appendingPathComponent(resource), encoding: .utf8)
    }
}

/// Runs the toolchain's `swiftc` with `arguments`, without blocking a thread while it runs.
/// - Returns: Its exit status and what it printed.
private func swiftc(_ arguments: [String]) async throws -> (status: Int32, output: String) {
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("tutorial-swiftc-\(UUID().uuidString)")
    try Data().write(to: output)
    defer { try? FileManager.default.removeItem(at: output) }
    let handle = try FileHandle(forWritingTo: output)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swiftc"] + arguments
    process.standardOutput = handle
    process.standardError = handle
    let status: Int32 = try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
        do {
            try process.run()
        } catch {
            process.terminationHandler = nil
            continuation.resume(throwing: error)
        }
    }
    try handle.close()
    return (status, String(decoding: try Data(contentsOf: output), as: UTF8.self))
}

/// The folder of the modules `swift build` built (`Router.swiftmodule`...), found from the
/// test bundle's path.
private func builtModules() throws -> URL {
    var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/Router.swiftmodule").path),
        folder.pathComponents.count > 1
    {
        folder.deleteLastPathComponent()
    }
    let modules = folder.appendingPathComponent("Modules")
    try #require(
        FileManager.default.fileExists(atPath: modules.appendingPathComponent("Router.swiftmodule").path),
        "no Modules/Router.swiftmodule above \(CommandLine.arguments[0]): build the package first")
    return modules
}

/// `PackageDescription`'s folder in the toolchain, for type-checking a manifest.
private func manifestAPI() async throws -> URL {
    let (status, output) = try await swiftc(["-print-target-info"])
    try #require(status == 0, "swiftc -print-target-info failed: \(output)")
    struct TargetInfo: Decodable {
        struct Paths: Decodable { let runtimeResourcePath: String }
        let paths: Paths
    }
    let info = try JSONDecoder().decode(TargetInfo.self, from: Data(output.utf8))
    return URL(fileURLWithPath: info.paths.runtimeResourcePath).appendingPathComponent("pm/ManifestAPI")
}

/// One compilation of the package as a step left it: its manifest, or its app target (with
/// its test target, type-checked against the app's module, when the package has tests).
private struct Compilation: Sendable {
    let step: ShownFile
    let files: [ShownFile]

    /// What the compiler said, with each file named by its resource, when the files do not
    /// compile; `nil` when they do.
    func failure(modules: URL, manifestAPI: URL) async throws -> String? {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tutorial-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func paths(_ kind: ShownFile.Kind) throws -> [String] {
            let kindFolder = folder.appendingPathComponent("\(kind)")
            try FileManager.default.createDirectory(at: kindFolder, withIntermediateDirectories: true)
            return try files.filter { $0.kind == kind }.map { file in
                let path = kindFolder.appendingPathComponent(file.name)
                try Data(try Tutorial.text(of: file.resource).utf8).write(to: path)
                return path.path
            }
        }
        // The package's own settings, no warning, in one frontend process (-wmo) that loads
        // the modules once.
        let strict = [
            "-wmo", "-warnings-as-errors", "-swift-version", "6", "-enable-upcoming-feature", "ExistentialAny",
            "-enable-upcoming-feature", "InternalImportsByDefault",
        ]
        var runs: [[String]] = []
        if let manifest = try paths(.manifest).first, let file = files.first(where: { $0.kind == .manifest }) {
            // `// swift-tools-version: 6.0` is PackageDescription's version 6.0.0.
            let tools = try Tutorial.text(of: file.resource).split(separator: "\n").first ?? ""
            var version = (tools.components(separatedBy: "swift-tools-version:").last ?? "")
                .trimmingCharacters(in: .whitespaces).split(separator: ".").map(String.init)
            while version.count < 3 { version.append("0") }
            runs.append([
                "-typecheck", "-warnings-as-errors", "-swift-version", "6", "-I", manifestAPI.path,
                "-package-description-version", version.joined(separator: "."), manifest,
            ])
        } else {
            let sources = try paths(.source)
            let tests = try paths(.test)
            let main = sources.contains { $0.hasSuffix("/main.swift") } ? [] : ["-parse-as-library"]
            let app = strict + main + ["-module-name", "library", "-I", modules.path] + sources
            if tests.isEmpty {
                runs.append(["-typecheck"] + app)
            } else {
                // The tests import the app's module (`@testable import library`): emit it first.
                let module = folder.appendingPathComponent("module")
                let emitted = module.appendingPathComponent("library.swiftmodule").path
                runs.append(["-emit-module", "-enable-testing", "-emit-module-path", emitted] + app)
                let testModule = ["-parse-as-library", "-module-name", "libraryTests", "-I", modules.path, "-I", module.path]
                runs.append(["-typecheck"] + strict + testModule + tests)
            }
        }
        for arguments in runs {
            let (status, output) = try await swiftc(arguments)
            guard status != 0 else { continue }
            var said = output
            for file in files {
                said = said.replacingOccurrences(
                    of: folder.appendingPathComponent("\(file.kind)/\(file.name)").path, with: "Resources/\(file.resource)")
            }
            return "\(step.step) shows \(step.name) (\(step.resource)), and the package does not compile there:\n"
                + said.split(separator: "\n", omittingEmptySubsequences: false).prefix(40).joined(separator: "\n")
        }
        return nil
    }
}

/// Every step leaves a package that compiles: its manifest, its app target and its tests,
/// as they stand after that step. Each distinct state is compiled once, two at a time.
@Test func everyStepOfTheTutorialLeavesAPackageThatCompiles() async throws {
    let modules = try builtModules()
    let api = try await manifestAPI()
    var compilations: [Compilation] = []
    var seen: Set<[String]> = []
    for (step, files) in try Tutorial.states() {
        let manifest = files.filter { $0.kind == .manifest }
        let code = files.filter { $0.kind == .source || $0.kind == .test }
        if !manifest.isEmpty, seen.insert(manifest.map(\.resource)).inserted {
            compilations.append(Compilation(step: step, files: manifest))
        }
        if code.contains(where: { $0.kind == .source }), seen.insert(code.map(\.resource)).inserted {
            compilations.append(Compilation(step: step, files: code))
        }
    }
    try #require(compilations.count > 10)

    var failures: [String] = []
    try await withThrowingTaskGroup(of: String?.self) { group in
        var next = compilations.makeIterator()
        for _ in 0..<2 {
            if let compilation = next.next() {
                group.addTask { try await compilation.failure(modules: modules, manifestAPI: api) }
            }
        }
        while let failure = try await group.next() {
            if let failure { failures.append(failure) }
            if let compilation = next.next() {
                group.addTask { try await compilation.failure(modules: modules, manifestAPI: api) }
            }
        }
    }

    for failure in failures.sorted() {
        Issue.record(Comment(rawValue: failure))
    }
}

/// Every resource of the tutorial but its image is shown by a step, every file shown is
/// there, and a step's diff starts from the version of its file the step before it showed.
@Test func everyStepShowsAResourceOfTheCatalogAndDiffsFromTheFileItChanges() throws {
    let shown = try Tutorial.shownFiles()
    let resources = try FileManager.default.contentsOfDirectory(atPath: Tutorial.resources.path)
        .filter { !$0.hasSuffix(".svg") }

    #expect(Set(resources) == Set(shown.map(\.resource)))
    var last: [String: String] = [:]
    for file in shown {
        if let previous = file.previous {
            #expect(previous == last[file.name], "\(file.step): the diff of \(file.name) starts from \(previous)")
        }
        last[file.name] = file.resource
    }
}

/// The package the tutorial ends with is the `library` example (`Examples/Library`) and its
/// test (`Tests/LibraryTests`), word for word: those are built, run and tested.
@Test func theTutorialEndsWithTheLibraryExample() throws {
    let end = try #require(try Tutorial.states().last).files
    let example = Tutorial.root.appendingPathComponent("Examples/Library")

    for file in end where file.kind != .manifest {
        let path =
            file.kind == .test
            ? Tutorial.root.appendingPathComponent("Tests/LibraryTests/LibraryTests.swift")
            : example.appendingPathComponent(file.name)
        let compiled = try String(contentsOf: path, encoding: .utf8)
        #expect(try Tutorial.text(of: file.resource) == compiled, "\(file.resource) differs from \(path.lastPathComponent)")
    }
    let exampleFiles = try FileManager.default.contentsOfDirectory(atPath: example.path)
    #expect(Set(exampleFiles) == Set(end.filter { $0.kind == .source || $0.kind == .flow }.map(\.name)))
}
