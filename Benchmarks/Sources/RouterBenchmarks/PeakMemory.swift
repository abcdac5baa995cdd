import Foundation
import Router
import RouterYAML
import Yams

/// The peak memory of loading a file, measured in a process of its own.
///
/// The parent writes the file and runs this program again with `--peak-memory PARSER FILE`.
/// The child reads the file and prepares the parser's input (bytes, a `String`, `Data`),
/// reads its resident set size (`VmRSS` in `/proc/self/status`), resets the kernel's
/// high-water mark by writing `5` to `/proc/self/clear_refs`, loads, and reads the new
/// high-water mark (`VmHWM`). Peak growth = `VmHWM` after − `VmRSS` before: every page the
/// load touched at its peak, allocator overhead included, nothing else the program did.
enum PeakMemory {
    /// The parsers the child can run.
    static let parsers = ["ours", "yams", "json", "yaml", "dump"]

    /// Parent side: the peak growth of each parser on the files, as one line for the notes.
    /// - Returns: The line, and our peak growth per byte of the file.
    static func compare(yaml: [UInt8], json: Data, routes: Int) throws(BenchmarkFailure) -> (line: String, ours: Double) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("router-benchmarks-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let yamlFile = directory.appendingPathComponent("routes.yaml")
        let jsonFile = directory.appendingPathComponent("routes.json")
        let output = directory.appendingPathComponent("peak.txt")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(yaml).write(to: yamlFile)
            try json.write(to: jsonFile)
        } catch {
            throw BenchmarkFailure("cannot write the files to measure memory with: \(error)")
        }
        var figures: [String] = []
        var ours = 0.0
        for (parser, file, size) in [
            ("ours", yamlFile, yaml.count), ("yams", yamlFile, yaml.count), ("json", jsonFile, json.count),
        ] {
            let status = try Subprocess.run(
                Subprocess.currentExecutable, ["--peak-memory", parser, file.path], stdout: output.path)
            let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
            guard status == 0, let peak = Int(text.split(separator: " ").first ?? "") else {
                throw BenchmarkFailure("measuring the memory of \(parser) failed (status \(status)): \(text)")
            }
            if parser == "ours" { ours = Double(peak) / Double(size) }
            let name = ["ours": "ours", "yams": "Yams.load", "json": "JSONSerialization"][parser] ?? parser
            figures.append(
                "\(name) \(RoutesFileBenchmark.megabytes(peak)) (\(formatFixed(Double(peak) / Double(size), decimals: 1))× its \(RoutesFileBenchmark.megabytes(size)) file)"
            )
        }
        let line =
            "peak memory of one load of the \(routes)-route file, RSS growth in a fresh process "
            + "(VmHWM after − VmRSS before, high-water mark reset through /proc/self/clear_refs): "
            + figures.joined(separator: ", ")
        return (line, ours)
    }

    /// Parent side: the peak growth of `YAMLParser.parse(bytes:)` (and of writing the tree's
    /// JSON, as `routerdemo dump` does) on each of ``YAMLShapes`` at about `bytes` bytes, as
    /// one line for the notes.
    static func worstShapes(bytes: Int) throws(BenchmarkFailure) -> (line: String, parsePerByte: [(shape: String, ratio: Double)])
    {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("router-shapes-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("peak.txt")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw BenchmarkFailure("cannot create \(directory.path): \(error)")
        }
        var figures: [String] = []
        var parsePerByte: [(shape: String, ratio: Double)] = []
        for shape in YAMLShapes.names {
            let document = YAMLShapes.document(shape, bytes: bytes)
            let file = directory.appendingPathComponent("shape.yaml")
            do { try Data(document).write(to: file) } catch {
                throw BenchmarkFailure("cannot write \(file.path): \(error)")
            }
            var peaks: [String] = []
            for parser in ["yaml", "dump"] {
                let status = try Subprocess.run(
                    Subprocess.currentExecutable, ["--peak-memory", parser, file.path], stdout: output.path)
                let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
                guard status == 0, let peak = Int(text.split(separator: " ").first ?? "") else {
                    throw BenchmarkFailure("measuring the memory of \(parser) on \(shape) failed (status \(status)): \(text)")
                }
                peaks.append("\(formatFixed(Double(peak) / Double(document.count), decimals: 1))×")
                if parser == "yaml" { parsePerByte.append((shape, Double(peak) / Double(document.count))) }
            }
            figures.append("\(shape) \(peaks[0]) parse, \(peaks[1]) parse + JSON")
        }
        let line =
            "peak memory of YAMLParser.parse on \(RoutesFileBenchmark.megabytes(bytes)) of the worst shapes, "
            + "RSS growth per input byte in a fresh process: " + figures.joined(separator: "; ")
        return (line, parsePerByte)
    }

    /// Child side: loads `file` with `parser`; `PEAK RETAINED` in bytes.
    static func measureLoad(parser: String, file: String) throws(BenchmarkFailure) -> String {
        guard parsers.contains(parser) else { throw BenchmarkFailure("--peak-memory takes one of \(parsers)") }
        guard let data = FileManager.default.contents(atPath: file) else { throw BenchmarkFailure("cannot read \(file)") }
        let bytes = [UInt8](data)
        let text = String(decoding: bytes, as: UTF8.self)
        let registry = try RoutesFileGenerator.registry()

        let before = try statusField("VmRSS")
        guard let clear = fopen("/proc/self/clear_refs", "w"), fputs("5", clear) >= 0, fclose(clear) == 0 else {
            throw BenchmarkFailure("cannot reset the peak RSS through /proc/self/clear_refs")
        }
        let loaded: Int
        switch parser {
        case "ours":
            do { loaded = try RoutesFileBenchmark.load(bytes, registry: registry) } catch {
                throw BenchmarkFailure("the routes file does not load: \(error)")
            }
        case "yams":
            loaded = ((try? Yams.load(yaml: text)) as? [String: Any])?.count ?? 0
        case "yaml":
            loaded = ((try? YAMLParser().parse(bytes: bytes)) ?? nil) == nil ? 0 : 1
        case "dump":
            var written = 0
            if let tree = (try? YAMLParser().parse(bytes: bytes)) ?? nil {
                tree.writeJSON { written += $0.count }
            }
            loaded = written
        default:
            loaded = ((try? JSONSerialization.jsonObject(with: data)) as? [String: Any])?.count ?? 0
        }
        let peak = try statusField("VmHWM")
        let after = try statusField("VmRSS")
        try check(loaded > 0, "\(parser) loaded nothing from \(file)")
        return "\(peak - before) \(after - before)"
    }

    /// A `/proc/self/status` field in bytes (the file gives kB).
    private static func statusField(_ name: String) throws(BenchmarkFailure) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            throw BenchmarkFailure("cannot read /proc/self/status")
        }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            if let kilobytes = Int(line.dropFirst(name.count + 1).filter(\.isNumber)) { return kilobytes * 1024 }
        }
        throw BenchmarkFailure("no \(name) in /proc/self/status")
    }
}
