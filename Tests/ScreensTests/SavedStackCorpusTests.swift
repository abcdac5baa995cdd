import AccountScreens
import Demo
import Foundation
import Router
import RouterRestoration
import RouterTooling
import Screens
import Testing

/// Every format of saved stack this package has written restores: SavedStacks/ holds a file
/// of each (version 1 with one stack, with the `requires` keys early files wrote, with a
/// held destination, with screen state; version 2 with tabs, with state, with a held
/// destination; version 3), each beside the state it must restore to. Its first line says
/// which app restores it: `one-stack` or `tabs`, and `signed-out`, `anna`, or `anna-accepted`
/// (signed in, the terms accepted).
@MainActor @Suite struct SavedStackCorpusTests {
    private static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("SavedStacks")

    private let restorer = StackRestorer(registry: DemoApp.makeRegistry())

    /// Each saved file's name (without `.json`), sorted.
    private static func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }
            .map { String($0.dropLast(5)) }.sorted()
    }

    private static func bytes(_ name: String, _ suffix: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name + suffix)))
    }

    /// The app the file's `.expected` header names, and the state it must restore to.
    private static func app(for name: String) throws -> (session: NavigationSession, expected: String) {
        let lines = String(decoding: try bytes(name, ".expected"), as: UTF8.self).split(separator: "\n")
        let header = try #require(lines.first).split(separator: " ").map(String.init)
        let account = DemoAccount()
        if header.contains("anna") || header.contains("anna-accepted") { _ = account.signIn("anna") }
        if header.contains("anna-accepted") { _ = account.acceptTerms() }
        let registry = DemoApp.makeRegistry()
        let session =
            header.contains("tabs")
            ? NavigationSession(registry: registry, tabs: DemoApp.tabs, account: account)
            : NavigationSession(registry: registry, home: DemoApp.home, account: account)
        return (session, lines.dropFirst().joined(separator: "\n"))
    }

    @Test func theCorpusHoldsEveryFormatThisPackageWrote() throws {
        let names = try Self.names()

        for prefix in ["v1-", "v2-", "v3-"] { #expect(names.contains { $0.hasPrefix(prefix) }, "\(prefix)") }
        #expect(names.count >= 9)
    }

    @Test func everySavedFileRestoresToTheStateBesideIt() throws {
        for name in try Self.names() {
            let (session, expected) = try Self.app(for: name)

            try restorer.restore(try Self.bytes(name, ".json"), on: session.router)

            #expect(NavigationState(of: session.router)?.description == expected, "\(name)")
        }
    }

    @Test func aDryRunOfEverySavedFileKeepsEveryEntryAndChangesNothing() throws {
        for name in try Self.names() {
            let (session, _) = try Self.app(for: name)
            let before = NavigationState(of: session.router)

            let report = try restorer.dryRun(try Self.bytes(name, ".json"), on: session.router)

            #expect(report.refusal == nil, "\(name)")
            #expect(report.verdicts.allSatisfy { $0.kind == .kept }, "\(name)")
            #expect(NavigationState(of: session.router) == before, "\(name)")
        }
    }

    @Test func aFileWrittenTodayIsWrittenAgainUnchangedOnceRestored() throws {
        for name in try Self.names() where name.hasPrefix("v3-") {
            let (session, _) = try Self.app(for: name)
            let saved = try Self.bytes(name, ".json")

            try restorer.restore(saved, on: session.router)

            #expect(try restorer.save(session.router) == saved, "\(name)")
        }
    }

    @Test func restoreDryRunAtThePromptPrintsAVerdictPerEntryAndChangesNothing() throws {
        let (session, _) = try Self.app(for: "v1-requires")
        let path = Self.directory.appendingPathComponent("v1-requires.json").path
        let flow = try Flow(parsing: "restore --dry-run \"\(path)\"", file: "dry.flow")
        let before = session.stack.log

        let result = session.perform(try #require(flow.steps.first).command)

        guard case .info(let text) = result else {
            Issue.record("expected the verdicts, got \(result)")
            return
        }
        #expect(
            text
                == [
                    "entry 1 (Menu): kept", "entry 2 (PizzaDetail): kept", "entry 3 (Order): kept", "restores",
                ].joined(separator: "\n"))
        #expect(session.stack.log == before)
    }
}
