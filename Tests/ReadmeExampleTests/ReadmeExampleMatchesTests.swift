import Foundation
import Testing

/// The README's library example is this target's `ReadmeExample.swift`, word for word, so
/// the example is compiled and run by `swift test` and cannot drift.
@MainActor @Test func readmeShowsTheCompiledExample() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(contentsOf: here.appendingPathComponent("ReadmeExample.swift"), encoding: .utf8)
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let example = try #require(
        source.components(separatedBy: "// README example: begin\n").last?
            .components(separatedBy: "// README example: end").first)

    #expect(readme.contains("```swift\n" + example + "```"))
}

/// The README's plugin example is this target's `PluginExample.swift`, word for word.
@MainActor @Test func readmeShowsTheCompiledPluginExample() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(contentsOf: here.appendingPathComponent("PluginExample.swift"), encoding: .utf8)
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let example = try #require(
        source.components(separatedBy: "// Plugin example: begin\n").last?
            .components(separatedBy: "// Plugin example: end").first)

    #expect(readme.contains("```swift\n" + example + "```"))
}

/// The README's command line example is the bakery example's `main.swift`, word for word.
@Test func readmeShowsTheBakerysMain() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let main = try String(contentsOf: root.appendingPathComponent("Examples/Bakery/main.swift"), encoding: .utf8)
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)

    #expect(readme.contains("```swift\n" + main + "```"))
}
