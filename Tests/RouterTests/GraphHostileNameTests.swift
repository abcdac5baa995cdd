import Foundation
import Router
import RouterTestSupport
import RouterTooling
import Testing

/// Names from outside (a tab's, a screen's) never break the DOT a graph writes, nor what
/// Graphviz makes of it.
@MainActor @Suite struct GraphHostileNameTests {
    private static let hostileTab = "Tab\u{0}\"x\\l"
    private static let hostileScreen = "S\u{1}\r"

    private func dot() async -> String {
        let crawl = await NavigationCrawler(
            registry: JumperRegistry(), tabs: [TabRoot(Self.hostileTab, root: textDestination(Self.hostileScreen))]
        ).crawl()
        return NavigationGraph(crawl: crawl).dot()
    }

    @Test func aControlCharacterInANameIsWrittenAsAnEscapeNotRaw() async {
        let dot = await dot()

        #expect(dot.contains("    label=\"Tab\\\\u{0}\\\"x\\\\l\";\n"))
        #expect(dot.contains("    tab0_0 [label=\"S\\\\u{1}\\\\u{D}\"];\n"))
        #expect(!dot.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    /// Whether Graphviz's `dot` is at /usr/bin/dot.
    nonisolated static let dotIsInstalled = FileManager.default.isExecutableFile(atPath: "/usr/bin/dot")

    @Test(.enabled(if: dotIsInstalled, "Graphviz's dot is not at /usr/bin/dot; install the graphviz package"))
    func graphvizReadsTheEscapedNamesWhole() async throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/dot")
        process.arguments = ["-Tsvg"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data(await dot().utf8))
        try input.fileHandleForWriting.close()
        let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()

        #expect(process.terminationStatus == 0)
        #expect(svg.contains("Tab\\u{0}&quot;x\\l"))
        #expect(svg.contains("S\\u{1}\\u{D}"))
    }
}
