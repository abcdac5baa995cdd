import Foundation
import Testing

/// End-to-end tests of the `library` example, the app the tutorial "Build a Routed
/// Command-Line App" (in `RouterCommandLine`'s catalog) ends with: the tutorial's flows pass
/// on it, and its command line prints what the tutorial says it prints.
@Suite struct LibraryCLITests {
    static let library = RouterDemoProcess.builtProgram("library")
    static let catalog = RouterDemoProcess.packageRoot
        .appendingPathComponent("Sources/RouterCommandLine/RouterCommandLine.docc")
    static let resources = catalog.appendingPathComponent("Resources")

    private func run(_ arguments: [String], in directory: URL? = nil) throws -> RouterDemoProcess.Result {
        try RouterDemoProcess.run(arguments, in: directory, program: Self.library)
    }

    @Test func everyFlowTheTutorialShowsPasses() throws {
        let flows = try FileManager.default.contentsOfDirectory(atPath: Self.resources.path)
            .filter { $0.hasSuffix(".flow") }.sorted()
        try #require(flows.count >= 2)

        for flow in flows {
            let result = try run(["run", Self.resources.appendingPathComponent(flow).path])

            #expect(result.status == 0, "\(flow): \(result.stderr)")
            #expect(result.stdout.contains("\n1 flow, 0 failed, "), "\(flow): \(result.stdout)")
        }
    }

    @Test func theExampleFlowRunsSixteenStepsAndAWrongExpectationNamesItsLine() throws {
        let flow = try String(
            contentsOf: RouterDemoProcess.packageRoot.appendingPathComponent("Examples/Library/library.flow"),
            encoding: .utf8)
        var lines = flow.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        try #require(lines[3].hasPrefix("expect top Shelf"))
        lines[3] = "expect top Book"
        let folder = URL(fileURLWithPath: try RouterDemoProcess.flowFile(flow, name: "library.flow"))
            .deletingLastPathComponent()
        let wrong = URL(fileURLWithPath: try RouterDemoProcess.flowFile(lines.joined(separator: "\n"), name: "library.flow"))
            .deletingLastPathComponent()

        let passed = try run(["run", "library.flow"], in: folder)
        let failed = try run(["run", "library.flow"], in: wrong)

        #expect(passed.status == 0)
        #expect(passed.stdout.hasSuffix("\n1 flow, 0 failed, 16 steps\n"))
        #expect(failed.status == 1)
        #expect(failed.stderr == "library.flow:4: expected top Book, got Shelf\n")
    }

    @Test func openingABookPrintsWhatTheTutorialShows() throws {
        let tutorial = try String(
            contentsOf: Self.catalog.appendingPathComponent("Tutorials/BuildARoutedCommandLineApp.tutorial"),
            encoding: .utf8)
        // The tutorial's one listing, indented as the steps around it are.
        let listing = try #require(tutorial.components(separatedBy: "```\n").dropFirst().first)
        let expected: [String] = listing.split(separator: "\n").map { (line: Substring) -> String in
            line.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }

        let result = try run(["open", "library://book/3"])

        #expect(result.status == 0)
        let printed: [String] = result.stdout.split(separator: "\n").map(String.init)
        #expect(printed == expected)
    }

    @Test func aBookTheLibraryDoesNotHaveIsRejectedWithTheDecodersReason() throws {
        let result = try run(["open", "library://book/9"])

        #expect(result.status == 1)
        #expect(result.stderr.contains("no book has the id '9'"), "\(result.stderr)")
    }

    @Test func checkFindsEveryScreenSavable() throws {
        let result = try run(["check"])

        #expect(result.status == 0)
        #expect(result.stdout == "library (plugins): ok, 3 jumpers, 3 screens, 2 links\n")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    @Test func aSavedBorrowScreenIsRefusedAfterSignOut() throws {
        let flow = try RouterDemoProcess.flowFile(
            """
            tap "Novels"
            tap "Middlemarch"
            wait 1s
            tap "Borrow"
            sign-in ada
            save stack.json
            sign-out
            restore stack.json
            """)

        let result = try run(["run", flow], in: URL(fileURLWithPath: flow).deletingLastPathComponent())

        #expect(result.status == 1)
        #expect(result.stderr.contains("entry 3 (Borrow): it requires 'signedIn', which does not hold"), "\(result.stderr)")
    }
}
