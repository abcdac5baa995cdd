import Foundation
import RouterYAML

/// Finds the shared yaml-test-suite by walking up from this file: the first
/// ancestor directory `A` with `A/shared/yaml-test-suite` wins (a folder beside the
/// package's own checkout, say).
enum SharedSuite {
    static let directory: URL? = {
        var url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while url.path != "/" && !url.path.isEmpty {
            let candidate = url.appendingPathComponent("shared/yaml-test-suite")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return candidate
            }
            url = url.deletingLastPathComponent()
        }
        print("note: shared/yaml-test-suite was not found above \(#filePath); suite-based tests are skipped")
        return nil
    }()

    static var exists: Bool { directory != nil }

    /// `route-subset.txt` next to the suite (`shared/tools/`), as case ids.
    static var routeSubset: Set<String> {
        guard let suite = directory else { return [] }
        let file = suite.deletingLastPathComponent().appendingPathComponent("tools/route-subset.txt")
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        var ids: Set<String> = []
        for line in text.split(separator: "\n") {
            let id =
                line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first?
                .trimmingCharacters(in: .whitespaces) ?? ""
            if !id.isEmpty { ids.insert(id) }
        }
        return ids
    }

    /// Whether case `id` is selected by `subset`: listed itself, or its
    /// top-level id is listed (a bare id takes all its sub-cases).
    static func isSelected(_ id: String, by subset: Set<String>) -> Bool {
        if subset.contains(id) { return true }
        guard let slash = id.firstIndex(of: "/") else { return false }
        return subset.contains(String(id[..<slash]))
    }

    /// One case of the suite: a folder with `in.yaml`.
    struct Case {
        var id: String
        var folder: URL
    }

    /// Every case, top-level folders and their numbered sub-cases, sorted by id.
    static var cases: [Case] {
        guard let suite = directory else { return [] }
        let fm = FileManager.default
        var result: [Case] = []
        let top = (try? fm.contentsOfDirectory(atPath: suite.path)) ?? []
        for name in top.sorted() where !name.hasPrefix(".") && name != "name" && name != "tags" {
            let folder = suite.appendingPathComponent(name)
            if fm.fileExists(atPath: folder.appendingPathComponent("in.yaml").path) {
                result.append(Case(id: name, folder: folder))
            }
            let subs = (try? fm.contentsOfDirectory(atPath: folder.path)) ?? []
            for sub in subs.sorted() {
                let subFolder = folder.appendingPathComponent(sub)
                if fm.fileExists(atPath: subFolder.appendingPathComponent("in.yaml").path) {
                    result.append(Case(id: name + "/" + sub, folder: subFolder))
                }
            }
        }
        return result
    }

    static func bytes(_ url: URL) -> [UInt8] {
        (try? Data(contentsOf: url)).map { [UInt8]($0) } ?? []
    }
}

/// Compares JSON texts as parsed `JSONSerialization` objects: objects by key
/// set, numbers by value (1 == 1.0) but never across types (a bool is not a
/// number, "1" is not 1, null is not "").
enum JSONComparison {
    /// The JSON values in `text`: none for blank text, one for a single value,
    /// `nil` when the text is not one JSON value (for example several documents).
    static func values(_ text: String) -> [Any]? {
        if text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return [] }
        guard let data = text.data(using: .utf8),
            let value = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        else { return nil }
        return [value]
    }

    static func isBool(_ number: NSNumber) -> Bool {
        String(describing: type(of: number)).contains("Boolean") || String(cString: number.objCType) == "c"
    }

    static func equal(_ a: Any, _ b: Any) -> Bool {
        switch (a, b) {
        case (is NSNull, is NSNull):
            return true
        case (let x as NSNumber, let y as NSNumber):
            if isBool(x) || isBool(y) { return isBool(x) && isBool(y) && x.boolValue == y.boolValue }
            return x.doubleValue == y.doubleValue || (x.doubleValue.isNaN && y.doubleValue.isNaN)
        case (let x as String, let y as String):
            return x == y
        case (let x as [Any], let y as [Any]):
            return x.count == y.count && zip(x, y).allSatisfy { equal($0, $1) }
        case (let x as [String: Any], let y as [String: Any]):
            guard Set(x.keys) == Set(y.keys) else { return false }
            return x.allSatisfy { key, value in y[key].map { equal(value, $0) } ?? false }
        default:
            return false
        }
    }
}

/// SplitMix64: a tiny, seedable, deterministic random number generator.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension YAMLParser {
    /// Parses `text`, returning the error instead of throwing it (for tests).
    func result(_ text: String) -> Result<YAMLNode?, YAMLError> {
        Result { () throws(YAMLError) -> YAMLNode? in try parse(text) }
    }

    /// The error `text` throws, or `nil` when it parses.
    func error(_ text: String) -> YAMLError? {
        if case .failure(let error) = result(text) { return error }
        return nil
    }

    /// The JSON rendering of `text`, or `nil` when it throws or has no document.
    func json(_ text: String) -> String? {
        if case .success(let node) = result(text) { return node?.jsonText }
        return nil
    }
}
