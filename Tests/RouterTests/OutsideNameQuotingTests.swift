import Foundation
import LinkMatching
import Router
import RouterRestoration
import RouterText
import RoutesFiles
import Testing

@testable import RouterTooling

/// Every message that quotes a name from outside (a routes file, a saved file, a flow, a
/// link, a plugin) quotes it by the one rule: a 1,000-character name as its first 64
/// characters and `…`, and `'`, `\` and every character a terminal acts on escaped, written
/// as text (`\u{1B}`).
@MainActor @Suite struct OutsideNameQuotingTests {
    private let huge = String(repeating: "n", count: 1_000)
    /// `huge` as every message quotes it.
    private let hugeQuoted = "'" + String(repeating: "n", count: 64) + "…'"
    /// A name that would clear a terminal and start a control sequence, if written raw.
    private let hostile = "a\u{1B}[2J\u{9B}b"
    private let hostileQuoted = #"'a\u{1B}[2J\u{9B}b'"#

    /// Whether `message` quotes `huge` shortly: its 64 characters and `…`, in a message of
    /// less than 200 characters.
    private func quotesHugeShortly(_ message: String) -> Bool {
        message.contains(hugeQuoted) && message.count < 200
    }

    // MARK: Routes files

    @Test func aRoutesFileProblemEscapesAQuoteAndBidirectionalFormattingInAName() {
        let problem = RoutesFileProblem.Kind.unknownKey("it's\u{202E}", suggestion: nil, allowed: [])

        #expect(problem.description == #"unknown key 'it\'s\u{202E}'"#)
    }

    @Test func aRoutesFileProblemQuotesItsSuggestionByTheRule() {
        let problem = RoutesFileProblem.Kind.unknownGuard("its", suggestion: "it's", known: [])

        #expect(problem.description == #"unknown guard 'its'; did you mean 'it\'s'?"#)
    }

    @Test func aRoutesFileProblemBoundsALinkParameterItNamesUnquoted() {
        let problem = RoutesFileProblem.Kind.missingLinkParameter(huge, payload: "Pizza")

        let message = problem.description

        #expect(message.count < 300, "\(message.prefix(300))")
        #expect(message.contains(hugeQuoted))
    }

    /// The routes file loader, for a payload `Cafe` linkable by `name` and shown by `CafePage`.
    private func loadingProblems(_ text: String) throws -> String {
        struct Cafe: Sendable {}
        let registry = try JumperRegistry { plugin in
            plugin.registerPayload(Cafe.self, name: "Cafe", link: LinkDecoder(parameters: ["name"]) { _ in Cafe() })
            plugin.registerScreen("CafePage", for: Cafe.self) { _, _ in TextScreen(name: "CafePage", title: "") }
        }
        do {
            _ = try RoutesFile(parsing: text, path: "r.yaml", registry: registry)
            return "(loaded)"
        } catch {
            return error.description
        }
    }

    @Test func aRoutesFileQuotesAHugeParameterGivenNoValueShortly() throws {
        let text = "version: 1\nroutes: []\nlinks:\n  - {link: \"giuseppe://cafe/:name\", payload: Cafe, with: {\(huge): [a]}}\n"

        let message = try loadingProblems(text)

        #expect(quotesHugeShortly(message), "\(message.prefix(300))")
        #expect(message.contains("expected a value for \(hugeQuoted)"))
    }

    @Test func aRoutesFileQuotesAHugeFieldGivenNoValueShortly() throws {
        let text = "version: 1\nroutes:\n  - {payload: Cafe, push: CafePage, when: {\(huge): [a]}}\n"

        let message = try loadingProblems(text)

        #expect(message.contains("expected a value for \(hugeQuoted)"), "\(message.prefix(300))")
    }

    // MARK: Router

    @Test func aTabRootProblemQuotesItsGuardBoundedAndEscaped() {
        #expect(quotesHugeShortly(TabRootProblem.guarded(huge).description))
        #expect(TabRootProblem.guarded(hostile).description.hasPrefix("it requires \(hostileQuoted);"))
    }

    @Test func aSchemaVersionDeclaredWronglyQuotesItsPayloadTypeShortly() {
        var message = ""

        do {
            _ = try JumperRegistry { plugin in plugin.declareSchemaVersion(0, forPayload: huge) }
        } catch {
            message = error.problems.map(\.description).joined(separator: "\n")
        }

        #expect(quotesHugeShortly(message), "\(message.prefix(300))")
    }

    @Test func aFieldRenameQuotesItsFieldsBoundedAndEscaped() throws {
        let registry = try JumperRegistry { plugin in
            plugin.registerMigration(.renameField("Cake", fromVersion: 1, from: huge, to: hostile))
        }

        let step = try #require(registry.savedStackMigrations.step(of: "Cake", from: 1))

        #expect(step.name == "rename the field \(hugeQuoted) to \(hostileQuoted)")
    }

    @Test func replacingAnUnregisteredGuardOrScreenQuotesItsNameBoundedAndEscaped() {
        var messages: [String] = []

        do {
            _ = try JumperRegistry { plugin in
                plugin.replaceGuard(RouteGuard(huge, redirect: textDestination("Login")))
                plugin.replaceScreen(hostile, for: Int.self) { _, _ in TextScreen(name: "Nowhere", title: "") }
            }
        } catch {
            messages = error.problems.map(\.description)
        }

        #expect(messages.count == 2)
        #expect(messages.first.map(quotesHugeShortly) == true, "\(messages)")
        #expect(messages.last?.contains("replaces the screen \(hostileQuoted),") == true, "\(messages)")
    }

    @Test func anUnknownSavedEventIsQuotedBoundedAndEscaped() throws {
        func reason(_ kind: String) throws -> String {
            let json = try JSONSerialization.data(withJSONObject: ["event": kind])
            do {
                _ = try JSONDecoder().decode(NavigationEvent.self, from: json)
            } catch DecodingError.dataCorrupted(let context) {
                return context.debugDescription
            }
            return "(decoded)"
        }

        #expect(try reason(huge) == "unknown event \(hugeQuoted)")
        #expect(try reason(hostile) == "unknown event \(hostileQuoted)")
    }

    @Test func aLookAlikeLinkNameIsQuotedShortlyWithItsScalarsWritten() {
        let items = [huge + "\u{E9}"]
        var message = ""

        do {
            _ = try LinkLookup.item(named: huge + "e\u{301}", in: items, name: { $0 }) { "nothing is named \($0)" }
        } catch {
            message = error.message
        }

        #expect(
            message
                == "nothing is named \(hugeQuoted) (names are compared by Unicode scalars; \(hugeQuoted) is spelt with others)")
    }

    // MARK: Link matching

    @Test func aLinkConflictQuotesItsPatternsShortly() throws {
        var matcher = LinkMatcher<String>()
        try matcher.add(LinkPattern("giuseppe://m/\(huge)/:a"), value: "first")
        let second = try LinkPattern("giuseppe://m/\(huge)/:b")
        var message = ""

        do {
            try matcher.add(second, value: "second")
        } catch {
            message = error.description
        }

        #expect(message.hasSuffix(", as specifically"), "\(message.prefix(300))")
        #expect(message.count < 200, "\(message.prefix(300))")
    }

    @Test func aLinkRejectionQuotesTheSchemeAndHostBoundedAndEscaped() {
        #expect(quotesHugeShortly(LinkRejection.unknownScheme(huge).description))
        #expect(LinkRejection.unknownHost(hostile).description == "no link pattern uses the host \(hostileQuoted)")
    }

    // MARK: Sessions, flows and restoring

    @Test func aRowTitleIsQuotedInDoubleQuotesWithItsQuotesAndControlsEscaped() {
        let missing = SessionError.noRowTitled("say \"hi\"\u{1B}[2J", screen: "Menu", suggestion: nil)
        let several = SessionError.ambiguousTitle(huge, screen: "Menu", rowNumbers: [1, 2])

        #expect(missing.description == #"Menu has no row titled "say \"hi\"\u{1B}[2J""#)
        #expect(several.description.contains("\"" + String(repeating: "n", count: 64) + "…\" (rows 1, 2)"))
    }

    @Test func aFlowProblemEscapesAQuoteInAWord() {
        let problem = FlowProblem.Kind.unknownCommand("it's", suggestion: "tap")

        #expect(problem.description == #"unknown command 'it\'s'; did you mean 'tap'?"#)
    }

    @Test func aTabHintSpellsALookAlikeSuggestionWithOneBackslashPerEscape() {
        let hint = CommandStep.tabHint(for: "Cafe\u{301}", tabs: ["Caf\u{E9}"])

        #expect(hint == #"the tabs are 'Café'; did you mean 'Caf\u{E9}'?"#)
    }

    @Test func aRestoreErrorEscapesAQuoteInATabName() {
        #expect(RestoreError.unknownTab("it's").description == #"the file names the tab 'it\'s', which this app does not have"#)
    }

    @Test func aRestoreVerdictEscapesAQuoteInItsTab() {
        let verdict = RestoreVerdict(tab: "it's", isHeld: false, index: 1, screen: "Menu", kind: .kept)

        #expect(verdict.description == #"tab 'it\'s', entry 1 (Menu): kept"#)
    }

    private func start(_ registry: JumperRegistry) -> (NavigationRouter, RecordingNavigationStack) {
        NavigationRouter.start(registry: registry, root: textDestination("Home")) { RecordingNavigationStack(root: $0) }
    }

    @Test func aScreenADryRunLeavesOutIsQuotedShortly() throws {
        let (router, stack) = start(try JumperRegistry { $0.registerMigration(.dropScreen(huge, fallback: nil)) })
        let saved = #"{"stack":[{"presentation":"push","screen":"\#(huge)"}],"version":1}"#

        let report = try withExtendedLifetime(stack) {
            try StackRestorer(registry: router.registry).dryRun(Array(saved.utf8), on: router)
        }

        let verdict = try #require(report.verdicts.first).description
        #expect(verdict.hasSuffix("left out: screen \(hugeQuoted) left out"), "\(verdict.prefix(300))")
        #expect(verdict.count < 200)
    }

    @Test func aPayloadKeyThatNoLongerDecodesIsQuotedShortly() throws {
        struct Bag: Codable, Sendable {
            var counts: [String: Int]
        }
        let (router, stack) = start(
            try JumperRegistry { plugin in
                plugin.registerPayload(Bag.self, name: "Bag")
                plugin.registerScreen("BagPage", for: Bag.self) { _, _ in TextScreen(name: "BagPage", title: "") }
            })
        let saved = #"""
            {"stack":[{"presentation":"push","screen":"BagPage","payloadType":"Bag",
            "payload":{"counts":{"\#(huge)":"many"}}}],"version":1}
            """#
        var message = ""

        do {
            _ = try StackRestorer(registry: router.registry).restore(Array(saved.utf8), on: router)
        } catch {
            message = error.description
        }
        withExtendedLifetime(stack) {}

        #expect(message.contains("'counts', \(hugeQuoted)"), "\(message.prefix(300))")
        #expect(message.count < 300, "\(message.prefix(300))")
    }
}
