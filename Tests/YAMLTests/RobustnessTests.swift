import Foundation
import RouterYAML
import Synchronization
import Testing

/// Hostile input never crashes or hangs the parser: it returns a tree or
/// throws an error with a plausible position.
@Suite("robustness")
struct RobustnessTests {
    let parser = YAMLParser()

    @Test func deepNestingBeyondLimitThrows() {
        // Arrange
        let brackets = String(repeating: "[", count: 100_000)

        // Act
        let error = parser.error(brackets)

        // Assert
        #expect(error == YAMLError(.nestingTooDeep(limit: 200), line: 1, column: 201))
    }

    @Test func deepBlockNestingBeyondLimitThrows() {
        let dashes = String(repeating: "- ", count: 50_000) + "x\n"
        #expect(parser.error(dashes) == YAMLError(.nestingTooDeep(limit: 200), line: 1, column: 401))
        var indented = ""
        for level in 0..<300 { indented += String(repeating: " ", count: level) + "k:\n" }
        #expect(parser.error(indented)?.kind == .nestingTooDeep(limit: 200))
    }

    @Test func nestingUpToTheLimitParses() {
        let text = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        #expect(parser.json(text) == text)
        #expect(parser.error("[" + text + "]")?.kind == .nestingTooDeep(limit: 200))
    }

    @Test func depthLimitIsConfigurableAndClamped() {
        let strict = YAMLParser(limits: .init(maxDepth: 2))
        #expect(strict.json("a: {b: 1}\n") == #"{"a":{"b":1}}"#)
        #expect(strict.error("a: {b: [1]}\n") == YAMLError(.nestingTooDeep(limit: 2), line: 1, column: 8))
        let huge = YAMLParser(limits: .init(maxDepth: Int.max))
        let tooDeep = String(repeating: "[", count: YAMLParser.Limits.maxDepthCeiling + 1)
        #expect(huge.error(tooDeep)?.kind == .nestingTooDeep(limit: YAMLParser.Limits.maxDepthCeiling))
    }

    @Test func deepInputIsSafeOnASmallThreadStack() {
        // Arrange: 512 KB is the default size of secondary threads on Apple platforms.
        let deepest = YAMLParser(limits: .init(maxDepth: YAMLParser.Limits.maxDepthCeiling))
        let flow = String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)
        let block = (0..<1000).map { String(repeating: " ", count: $0) + "k:\n" }.joined()
        let brackets = String(repeating: "{a: [", count: 100_000)
        let outcome = Mutex(["not run"])

        // Act
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            var results: [String] = []
            for (parser, text) in [(deepest, flow), (deepest, block), (YAMLParser(), brackets)] {
                switch Result(catching: { () throws(YAMLError) in try parser.parse(text) }) {
                case .success(let node):
                    // Compare with a second, separately built tree (not with itself).
                    let again = try? parser.parse(text)
                    results.append(node.map { $0 == again && !$0.jsonText.isEmpty ? "tree" : "?" } ?? "nil")
                case .failure(let error):
                    results.append("\(error.kind)")
                }
            }
            outcome.withLock { $0 = results }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()

        // Assert
        #expect(outcome.withLock { $0 } == ["tree", "tree", "nestingTooDeep(limit: 200)"])
    }

    @Test func hugeLinesAndFilesParse() throws {
        // A 1 MB plain scalar, a 1 MB single-quoted scalar and a 1 MB flow sequence.
        let megabyte = String(repeating: "a", count: 1 << 20)
        #expect(try parser.parse("key: " + megabyte + "\n")?["key"]?.scalar?.text.utf8.count == 1 << 20)
        #expect(try parser.parse("'" + megabyte + "'")?.scalar?.text.utf8.count == 1 << 20)
        let flow = "[" + String(repeating: "x, ", count: 300_000) + "]"
        #expect(try parser.parse(flow)?.sequence?.count == 300_000)
        // About 10 MB of routes.
        var routes = "routes:\n"
        for index in 0..<60_000 {
            routes += "  - path: \"/items/\(index)/details\"\n    screen: ItemDetail\(index)\n    presentation: push\n"
        }
        #expect(routes.utf8.count > 5_000_000)
        #expect(try parser.parse(routes)?["routes"]?.sequence?.count == 60_000)
    }

    @Test func unterminatedConstructsAtHugeSizesFailFast() {
        let megabyte = String(repeating: "a ", count: 1 << 19)
        #expect(parser.error("\"" + megabyte)?.kind == .unterminatedDoubleQuoted)
        #expect(parser.error("[" + megabyte)?.kind == .unterminatedFlowCollection)
        #expect(parser.error(String(repeating: "{a: ", count: 1000))?.kind == .nestingTooDeep(limit: 200))
    }

    @Test func randomBytesNeverCrash() {
        // Arrange
        var random = SplitMix64(seed: 0x5EED_1234)
        let alphabet = Array("ab:- \t\n#'\"[]{},|>?&*!%@`\\.~0x1é".utf8)
        let tokens = [
            "a", "b: ", "- ", "  ", "\t", "\n", "#c", "'q'", "\"d\\n\"", "[", "]", "{", "}", ", ",
            "|", ">-", "? ", ": ", "---", "...", "&a ", "*a", "!t ", "\"\\", "''", "\r\n", "\u{FEFF}", "😀",
        ]
        var inputs: [[UInt8]] = []
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<64, using: &random)
            inputs.append((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) })
        }
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<80, using: &random)
            inputs.append((0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
        }
        for _ in 0..<2_000 {
            let count = Int.random(in: 0..<30, using: &random)
            inputs.append(Array((0..<count).map { _ in tokens[Int.random(in: 0..<tokens.count, using: &random)] }.joined().utf8))
        }
        inputs += Self.mutatedSuiteInputs(using: &random)

        // Act and assert
        var parsed = 0
        var rejected = 0
        for input in inputs {
            switch Result(catching: { () throws(YAMLError) in try parser.parse(bytes: input) }) {
            case .success(let node):
                parsed += 1
                Self.checkTree(node, for: input)
            case .failure(let error):
                rejected += 1
                Self.checkPosition(error, for: input)
            }
        }
        Attachment.record("random inputs: \(inputs.count), parsed \(parsed), rejected \(rejected)", named: "counts.txt")
        #expect(parsed > 100 && rejected > 100, "the generators should produce both outcomes")
    }

    /// Every suite input with one to three random byte-level edits (when the suite is present).
    static func mutatedSuiteInputs(using random: inout SplitMix64) -> [[UInt8]] {
        let pieces = Array(" \t\n:-#'\"[]{},|>?\\".utf8)
        var result: [[UInt8]] = []
        for suiteCase in SharedSuite.cases {
            let original = SharedSuite.bytes(suiteCase.folder.appendingPathComponent("in.yaml"))
            for _ in 0..<4 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let index = Int.random(in: 0...bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes.insert(pieces[Int.random(in: 0..<pieces.count, using: &random)], at: index)
                    case 1: if index < bytes.count { bytes.remove(at: index) }
                    default: if index < bytes.count { bytes[index] = UInt8.random(in: 0...255, using: &random) }
                    }
                }
                result.append(bytes)
            }
        }
        return result
    }

    /// A parsed tree renders valid JSON (unless it holds .inf/.nan), re-parses
    /// to the same tree, and has positions inside the input.
    static func checkTree(_ node: YAMLNode?, for input: [UInt8]) {
        guard let node else { return }
        let lines = input.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
        var stack = [node]
        while let current = stack.popLast() {
            #expect(
                current.line >= 1 && current.line <= lines + 1 && current.column >= 1,
                "position \(current.line):\(current.column) outside \(input)")
            switch current.kind {
            case .scalar: break
            case .sequence(let items): stack += items
            case .mapping(let entries): stack += entries.flatMap { [$0.key, $0.value] }
            }
        }
        let json = node.jsonText
        if !json.contains("Infinity") && !json.contains("NaN") {
            #expect(JSONComparison.values(json)?.count == 1, "invalid JSON \(json) from \(input)")
        }
        let again = Result(catching: { () throws(YAMLError) in try YAMLParser().parse(bytes: input) })
        #expect((try? again.get()) == node, "parsing is not deterministic for \(input)")
    }

    static func checkPosition(_ error: YAMLError, for input: [UInt8]) {
        let lines = input.filter { $0 == 0x0A || $0 == 0x0D }.count + 1
        #expect(
            error.line >= 1 && error.line <= lines + 1 && error.column >= 1,
            "error position \(error.line):\(error.column) outside \(input): \(error)")
        #expect(!error.description.isEmpty)
    }
}
