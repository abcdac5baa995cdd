import Foundation
import LinkMatching
import Router
import Testing

/// Every input of the link fuzzer's corpus, matched against the fuzzer's table, gives the
/// answer recorded in `Golden/link-matches.txt`: a regression check of the whole link
/// reader and matcher (checks, decoding, specificity, parameters, query, error messages).
/// Rewrite the file with `UPDATE_LINK_GOLDEN=1 swift test --filter LinkMatcherGoldenTests`
/// after a deliberate change, and review its diff.
@MainActor @Suite struct LinkMatcherGoldenTests {
    static let patterns = [
        "giuseppe://menu", "giuseppe://menu/pizza/:name", "giuseppe://menu/drink/:name",
        "giuseppe://menu/dessert/:name", "giuseppe://menu/drinks/:id", "giuseppe://menu/:category",
        "giuseppe://menu/*/special", "giuseppe://menu/**rest", "giuseppe://menu/pizza%20special/:name",
        "giuseppe://typed/:type", "giuseppe://order/:pizza", "giuseppe://order/:pizza/size/:size",
        "giuseppe://about", "giuseppe://account/**", "giuseppe://files/*/*/:name", "giuseppe://files/**path",
        "giuseppe://a/b/c/d", "giuseppe://a/:x/c/:y", "giuseppe://a/*/*/e", "giuseppe://a/b/:z/**",
        "GIUSEPPE://Other.Host-1/:p/", "app+x.y://h/caf%C3%A9/*", "app+x.y://h/**",
    ]

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let goldenFile = root.appendingPathComponent("Golden/link-matches.txt")
    static let corpus = root.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz/Corpus/link")

    /// One line per input: the link (escaped), then what matching it gave.
    static func answers() throws -> String {
        var matcher = LinkMatcher<String>()
        for text in patterns { try matcher.add(LinkPattern(text), value: text) }
        let files = try FileManager.default.contentsOfDirectory(atPath: corpus.path).sorted()
        let links =
            try files.map { String(decoding: try Data(contentsOf: corpus.appendingPathComponent($0)), as: UTF8.self) }
            + ["giuseppe://menu/x?a=%zz", "giuseppe://menu/x?%zz=1", "giuseppe://menu/x?a=1&&b=%41"]
        return links.map { link in
            let shown = link.unicodeScalars.map {
                $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F ? String($0) : "\\u{\(String($0.value, radix: 16))}"
            }.joined()
            switch matcher.match(link) {
            case .success(let match):
                let parameters = match.parameters.sorted { $0.name < $1.name }.map { "\($0.name)=\($0.value)" }
                return
                    "\(shown) -> \(match.value) \(parameters) rest \(match.rest) query \(match.query.map { "\($0.name)=\($0.value)" })"
            case .failure(let rejection):
                return "\(shown) -> \(rejection)"
            }
        }.joined(separator: "\n") + "\n"
    }

    @Test func everyCorpusLinkGivesTheRecordedAnswer() throws {
        guard FileManager.default.fileExists(atPath: Self.corpus.path) else {
            Issue.record("Fuzz/Corpus/link is missing")
            return
        }
        let answers = try Self.answers()
        if ProcessInfo.processInfo.environment["UPDATE_LINK_GOLDEN"] == "1" {
            try answers.write(to: Self.goldenFile, atomically: true, encoding: .utf8)
        }
        let golden = try String(contentsOf: Self.goldenFile, encoding: .utf8)
        let differing = zip(answers.split(separator: "\n"), golden.split(separator: "\n")).filter { $0 != $1 }

        #expect(answers.split(separator: "\n").count == golden.split(separator: "\n").count)
        #expect(differing.isEmpty, "first differences: \(differing.prefix(3).map { "got \($0.0), recorded \($0.1)" })")
    }
}
