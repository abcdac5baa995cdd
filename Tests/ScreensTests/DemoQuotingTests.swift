import AccountScreens
import Demo
import Router
import RouterTooling
import Screens
import Testing

/// The demo's plugins quote a name from outside (a link, a sign-in) as every message does:
/// its first 64 characters and `…`, with `'`, `\` and every character a terminal acts on
/// escaped.
@MainActor @Suite struct DemoQuotingTests {
    private let huge = String(repeating: "n", count: 1_000)
    private var hugeQuoted: String { "'" + String(repeating: "n", count: 64) + "…'" }

    @Test func anUnknownHomeEntryInALinkIsQuotedShortly() throws {
        let routes = "version: 1\nroutes: []\nlinks:\n  - {link: \"giuseppe://home/:entry\", payload: HomeEntry}\n"
        let registry = try DemoApp.loadRoutes(Array(routes.utf8)).registry
        var message = ""

        if case .failure(.undecodable(_, let error)) = registry.decide(link: "giuseppe://home/\(huge)") {
            message = error.message
        }

        #expect(message == "no home entry is named \(hugeQuoted)")
    }

    @Test func anUnknownUserIsQuotedBoundedAndEscaped() {
        let account = DemoAccount()

        let long = account.signIn(huge)
        let hostile = account.signIn("it's\u{1B}[2J")

        guard case .failed(let longReason, _) = long, case .failed(let hostileReason, _) = hostile else {
            Issue.record("an unknown user signed in")
            return
        }
        #expect(longReason == "unknown user \(hugeQuoted)")
        #expect(hostileReason == #"unknown user 'it\'s\u{1B}[2J'"#)
    }
}
