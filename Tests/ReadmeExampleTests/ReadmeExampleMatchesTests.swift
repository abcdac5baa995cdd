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

/// The documentation catalogs' articles show the compiled examples, word for word: the
/// library example in Getting Started, the plugin example (which the README leaves to the
/// article) in Writing a Plugin, the example of leave guards, results, observers and
/// guard chains in Screens That Take Part, and the example of a screen that loads, tested
/// on a manual clock, in Loading and Waiting (all in `Router`'s catalog); the app with a
/// sign-in service in `RouterCommandLine`'s Adding Sign-In, and the flow run on it in
/// `RouterTooling`'s Running Flows in a Test, and the two versions of a plugin in
/// `RouterRestoration`'s Migrating Saved Stacks; the decoder of a payload's link, written
/// with no annotation, in Deep Links.
@MainActor
@Test(arguments: [
    ("ReadmeExample.swift", "// README example: begin\n", "// README example: end", "Router/Router.docc/GettingStarted.md"),
    ("PluginExample.swift", "// Plugin example: begin\n", "// Plugin example: end", "Router/Router.docc/WritingAPlugin.md"),
    (
        "ScreenInteractionExample.swift", "// Screen interaction example: begin\n",
        "// Screen interaction example: end", "Router/Router.docc/ScreensThatTakePart.md"
    ),
    (
        "LoadingExample.swift", "// Loading example: begin\n", "// Loading example: end",
        "Router/Router.docc/LoadingAndWaiting.md"
    ),
    (
        "SignInExample.swift", "// Sign-in example: begin\n", "// Sign-in example: end",
        "RouterCommandLine/RouterCommandLine.docc/AddingSignIn.md"
    ),
    (
        "SignInExample.swift", "// Flow runner example: begin\n", "// Flow runner example: end",
        "RouterTooling/RouterTooling.docc/RunningFlowsInATest.md"
    ),
    (
        "MigrationExample.swift", "// Migration example: begin\n", "// Migration example: end",
        "RouterRestoration/RouterRestoration.docc/MigratingSavedStacks.md"
    ),
    (
        "DeepLinksExample.swift", "// Deep links decoder example: begin\n", "// Deep links decoder example: end",
        "Router/Router.docc/DeepLinks.md"
    ),
])
func articleShowsTheCompiledExample(source file: String, begin: String, end: String, article: String) throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(contentsOf: here.appendingPathComponent(file), encoding: .utf8)
    let sources = root.appendingPathComponent("Sources")
    let text = try String(contentsOf: sources.appendingPathComponent(article), encoding: .utf8)
    let example = try #require(
        source.components(separatedBy: begin).last?.components(separatedBy: end).first)

    #expect(text.contains("```swift\n" + example + "```"))
}

/// The README's example of a typed result is compiled and run too, word for word.
@Test func readmeShowsTheCompiledScreensExample() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
    let source = try String(contentsOf: here.appendingPathComponent("ReadmeScreensExample.swift"), encoding: .utf8)
    let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    let lines = try #require(
        source.components(separatedBy: "    // README screens example: begin\n").last?
            .components(separatedBy: "    // README screens example: end").first)
    // The example sits in a test function: the README shows it without that indentation.
    let example = lines.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")

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

/// Every Swift code block of every documentation article is compiled by a test: it is, word
/// for word, in one of this target's sources or an example's (at the top level, or indented
/// as the body of a function or a type is), so a block that no longer compiles, or that
/// drifts from the compiled code, fails here. The test names each block no source holds.
@Test func everySwiftBlockOfEveryArticleIsCompiled() throws {
    let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    let root = here.deletingLastPathComponent().deletingLastPathComponent()
    let files = FileManager.default
    var compiled: [String] = []
    for folder in [here, root.appendingPathComponent("Examples/Bakery"), root.appendingPathComponent("Examples/Kitchen")] {
        for name in try files.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            compiled.append(try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
        }
    }
    let sources = root.appendingPathComponent("Sources")
    var articles: [String] = []
    for module in try files.contentsOfDirectory(atPath: sources.path) {
        let catalog = sources.appendingPathComponent(module).appendingPathComponent("\(module).docc")
        guard let names = try? files.contentsOfDirectory(atPath: catalog.path) else { continue }
        articles += names.filter { $0.hasSuffix(".md") }.map { "\(module)/\(module).docc/\($0)" }
    }
    try #require(articles.count > 10)

    var notCompiled: [String] = []
    for article in articles.sorted() {
        let text = try String(contentsOf: sources.appendingPathComponent(article), encoding: .utf8)
        for (number, block) in text.components(separatedBy: "```swift\n").dropFirst().enumerated() {
            let code = block.components(separatedBy: "```").first ?? ""
            var lines = code.split(separator: "\n", omittingEmptySubsequences: false)
            // A block's leading imports are its file's; the rest may be a function's body.
            let imports = lines.prefix { $0.hasPrefix("import ") }.map { "\n\($0)\n" }
            lines.removeFirst(imports.count)
            if !imports.isEmpty { lines = Array(lines.drop { $0.isEmpty }) }
            let found = [0, 4, 8].contains { indent in
                let indented = lines.map { $0.isEmpty ? "" : String(repeating: " ", count: indent) + $0 }
                    .joined(separator: "\n")
                return compiled.contains { source in
                    source.contains(indented) && imports.allSatisfy { ("\n" + source).contains($0) }
                }
            }
            if !found { notCompiled.append("\(article), Swift block \(number + 1)") }
        }
    }

    #expect(notCompiled == [])
}
