import Foundation
import Router
import RoutesFiles
import Yams

/// Benchmark 3, routes-file loading: the bytes of a generated routes file to a registry
/// that routes by it.
///
/// Ours: `RoutesFile(parsing:path:registry:)`: parse, validate against the registry the
/// plugins composed, check for duplicate and unreachable routes, and compile the jumpers
/// into the file's `registry`. Peers, which only parse: `Yams.load(yaml:)` on the same
/// text, and Foundation's `JSONSerialization` on the same document as JSON. Then the peak memory of each load of
/// the largest file, measured in a process of its own (see ``PeakMemory``).
enum RoutesFileBenchmark {
    static let sizes = [10, 100, 1_000, 10_000]

    static func run(_ harness: inout Harness) throws(BenchmarkFailure) -> [ResultRow] {
        let registry = try RoutesFileGenerator.registry()
        var rows: [ResultRow] = []
        for size in sizes where harness.includes(size) {
            let generator = RoutesFileGenerator(count: size)
            let yaml = generator.yaml
            let bytes = Array(yaml.utf8)
            let json: Data
            do { json = try generator.json } catch { throw BenchmarkFailure("cannot write JSON: \(error)") }
            try verify(generator, bytes: bytes, yaml: yaml, json: json, registry: registry)

            // Ours and both peers in turn: each ratio is a target.
            let (ours, yams, foundation) = harness.forSlowOperations { slow in
                let ours: Harness.Operation = .init { iterations in
                    var sum: UInt64 = 0
                    for _ in 0..<iterations {
                        sum &+= UInt64((try? load(bytes, registry: registry)) ?? 0)
                    }
                    return sum
                }
                let yams: Harness.Operation = .init(ours: false) { iterations in
                    var sum: UInt64 = 0
                    for _ in 0..<iterations {
                        sum &+= UInt64(((try? Yams.load(yaml: yaml)) as? [String: Any])?.count ?? 0)
                    }
                    return sum
                }
                let foundation: Harness.Operation = .init(ours: false) { iterations in
                    var sum: UInt64 = 0
                    for _ in 0..<iterations {
                        sum &+= UInt64(((try? JSONSerialization.jsonObject(with: json)) as? [String: Any])?.count ?? 0)
                    }
                    return sum
                }
                let figures = slow.timed(inTurn: [ours, yams, foundation])
                return (figures[0], figures[1], figures[2])
            }
            let label = "\(size) routes, \(megabytes(bytes.count))"
            rows.append(
                ResultRow(
                    "routes file: parse + validate + install", size: label, ours: ours, peer: "Yams.load(yaml:)", peerFigure: yams
                ))
            rows.append(
                ResultRow(
                    "routes file: parse + validate + install", size: label, ours: ours,
                    peer: "JSONSerialization (JSON, \(megabytes(json.count)))", peerFigure: foundation))
            if size == sizes.last, harness.measures {
                let peak = try PeakMemory.compare(yaml: bytes, json: json, routes: size)
                harness.note(peak.line)
                harness.peakMemoryPerFileByte = peak.ours
                let shapes = try PeakMemory.worstShapes(bytes: 16 << 20)
                harness.note(shapes.line)
                harness.yamlPeakMemoryPerByte = shapes.parsePerByte
            } else if size == sizes.last, harness.checkOnly {
                // The same loads in processes of their own, on small shapes; no figure kept.
                _ = try PeakMemory.compare(yaml: bytes, json: json, routes: size)
                _ = try PeakMemory.worstShapes(bytes: 64 << 10)
            }
        }
        return rows
    }

    /// Loads a routes file against `registry` (which has no jumpers); the number of payload
    /// types the file's registry routes.
    static func load(_ bytes: [UInt8], registry: JumperRegistry) throws -> Int {
        let file = try RoutesFile(parsing: bytes, path: "routes.yaml", registry: registry)
        return file.registry.count
    }

    /// The file loads with every route, sampled routes lead to their screens, and both
    /// peers read every route.
    private static func verify(
        _ generator: RoutesFileGenerator, bytes: [UInt8], yaml: String, json: Data, registry plugins: JumperRegistry
    ) throws(BenchmarkFailure) {
        let file: RoutesFile
        do {
            file = try RoutesFile(parsing: bytes, path: "routes.yaml", registry: plugins)
        } catch {
            throw BenchmarkFailure("the generated routes file does not load: \(error)")
        }
        try check(file.routes.count == generator.routes.count, "loaded \(file.routes.count) of \(generator.routes.count) routes")
        let registry = file.registry
        let step = max(1, generator.routes.count / 50)
        for route in stride(from: 0, to: generator.routes.count, by: step).map({ generator.routes[$0] }) {
            let decision = registry.decide(Product(sku: route.sku, region: route.region))
            let expected = route.requiresSignIn ? "\(route.screen) (requires signedIn)" : route.screen
            let actual = decision.destination.map { $0.screen + ($0.requirement.map { " (requires \($0))" } ?? "") }
            try check(actual == expected, "\(route.sku) led to \(actual ?? "nothing"), not \(expected)")
            try check(
                decision.destination?.presentation == (route.presents ? .modal : .push), "\(route.sku) was shown the wrong way")
        }
        try check(registry.decide(Product(sku: "sku-none", region: "eu-west")).destination == nil, "an unknown SKU led somewhere")

        let yamsRoutes = (((try? Yams.load(yaml: yaml)) as? [String: Any])?["routes"] as? [[String: Any]]) ?? []
        let jsonRoutes =
            (((try? JSONSerialization.jsonObject(with: json)) as? [String: Any])?["routes"] as? [[String: Any]]) ?? []
        for (name, routes) in [("Yams", yamsRoutes), ("JSONSerialization", jsonRoutes)] {
            try check(routes.count == generator.routes.count, "\(name) read \(routes.count) routes")
            let lastSKU = (routes.last?["when"] as? [String: Any])?["sku"] as? String
            try check(lastSKU == generator.routes.last?.sku, "\(name) read the last route's SKU as \(lastSKU ?? "nothing")")
        }
    }

    /// `1.62 MB` (10⁶ bytes) or `16.2 kB`.
    static func megabytes(_ count: Int) -> String {
        count >= 1_000_000
            ? formatFixed(Double(count) / 1e6, decimals: 2) + " MB" : formatFixed(Double(count) / 1e3, decimals: 1) + " kB"
    }
}
