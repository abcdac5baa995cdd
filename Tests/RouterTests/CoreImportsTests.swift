import Foundation
import Testing

/// The core (`Router` and the modules it uses) imports no Foundation: what needs it, such as
/// the JSON of saved stacks (`RouterRestoration`), lives in the modules above it.
@Suite struct CoreImportsTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// The Swift files of `module` whose imports name a Foundation module (`Foundation`,
    /// `FoundationEssentials`, …), whatever the access level, attributes or conditions.
    static func filesImportingFoundation(in module: String) throws -> (checked: Int, importing: [String]) {
        let directory = sources.appendingPathComponent(module)
        let files = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".swift") }
        let importing = try files.filter { file in
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            return text.split(whereSeparator: \.isNewline).contains { line in
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                guard let keyword = words.firstIndex(of: "import"), keyword + 1 < words.count else { return false }
                return words[keyword + 1].hasPrefix("Foundation")
            }
        }
        return (files.count, importing.sorted())
    }

    @Test(arguments: ["Router", "RouterText", "LinkMatching"])
    func theCoreImportsNoFoundation(module: String) throws {
        let (checked, importing) = try Self.filesImportingFoundation(in: module)
        #expect(checked > 0)
        #expect(importing.isEmpty, "\(module) imports Foundation in \(importing)")
    }

    @Test func theModuleThatSavesStacksIsSeenImportingFoundation() throws {
        let (_, importing) = try Self.filesImportingFoundation(in: "RouterRestoration")
        #expect(importing.contains("PayloadCodec.swift"))
    }
}
