import Router
import RouterRestoration
import RouterTooling
import RoutesFiles
import Testing

/// Messages that quote what was typed stay short, and a suggestion that looks like what was
/// typed shows how it differs.
@Suite struct MessageSpellingTests {
    @Test func aSuggestionSpeltWithOtherScalarsShowsTheDifference() {
        let tap = SessionError.noRowTitled("Cafe\u{301}", screen: "Menu", suggestion: "Caf\u{E9}")
        let routes = RoutesFileProblem.Kind.unknownScreen("Cafe\u{301}", suggestion: "Caf\u{E9}")
        let plain = SessionError.noRowTitled("Cafe", screen: "Menu", suggestion: "Café")

        #expect(tap.description == #"Menu has no row titled "Cafe\u{301}"; did you mean "Caf\u{E9}"?"#)
        #expect(routes.description == #"unknown screen 'Cafe\u{301}'; did you mean 'Caf\u{E9}'?"#)
        #expect(plain.description == #"Menu has no row titled "Cafe"; did you mean "Café"?"#)
    }

    @Test func aHugeTitleIsQuotedOnceAndShort() {
        let title = String(repeating: "x", count: 1_000_000)

        let message = SessionError.noRowTitled(title, screen: "Menu", suggestion: nil).description

        #expect(message == "Menu has no row titled \"" + String(repeating: "x", count: 64) + "…\"")
    }

    @Test func aRestoreErrorQuotesAHugeNameShortly() {
        let name = String(repeating: "S", count: 1_000_000)

        let message = RestoreError.inTab(name, .unknownScreen(index: 1, screen: name)).description

        let short = String(repeating: "S", count: 64) + "…"
        #expect(message == "tab '\(short)': entry 1 (\(short)): no screen of that name is registered")
    }
}
