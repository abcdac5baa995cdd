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
/// `RouterTooling`'s Running Flows in a Test, and the two versions of a plugin in its
/// Migrating Saved Stacks; the decoder of a payload's link, written with no annotation, in
/// Deep Links.
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
        "RouterTooling/RouterTooling.docc/MigratingSavedStacks.md"
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
