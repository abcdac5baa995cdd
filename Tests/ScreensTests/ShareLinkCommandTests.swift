import AccountScreens
import Demo
import Router
import RouterTooling
import Screens
import Testing

/// `link` prints the link of the top screen, and opening that link shows the same stack;
/// `expect link` checks it in a flow.
@MainActor @Suite struct ShareLinkCommandTests {
    private func session() -> NavigationSession {
        NavigationSession(registry: DemoApp.makeRegistry(), home: DemoApp.home, account: DemoAccount())
    }

    private func info(_ result: CommandResult) -> String? {
        if case .info(let text) = result { text } else { nil }
    }

    @Test func linkPrintsTheTopScreensLink() {
        let session = session()
        session.perform(.tap(.title("Giuseppe's menu")))
        session.perform(.tap(.title("Margherita")))

        let printed = info(session.perform(.link))

        #expect(printed == "giuseppe://menu/pizza/Margherita")
    }

    @Test func openingThePrintedLinkShowsTheSameStack() throws {
        let tapping = session()
        tapping.perform(.tap(.title("Giuseppe's menu")))
        tapping.perform(.tap(.title("Chinotto")))
        let link = try #require(info(tapping.perform(.link)))

        let opening = session()
        opening.perform(.open(link))

        #expect(opening.stack.screenNames == tapping.stack.screenNames)
        #expect(opening.stack.top.title == tapping.stack.top.title)
    }

    @Test func aScreenWithoutALinkSaysWhy() {
        let session = session()

        let printed = info(session.perform(.link))

        #expect(printed == "Home has no link: it was shown without a payload, and a link is built from a payload.")
    }

    @Test func expectLinkHoldsOnlyForTheTopScreensLink() throws {
        let flow = try Flow(
            parsing: """
                tap "Giuseppe's menu"
                expect link giuseppe://menu
                tap Margherita
                expect link giuseppe://menu
                """, file: "share.flow")

        let report = FlowRunner(registry: DemoApp.makeRegistry(), home: DemoApp.home).run(flow)

        #expect(report.failures.map(\.message) == ["expected link giuseppe://menu, got giuseppe://menu/pizza/Margherita"])
        #expect(report.failures.map(\.line) == [4])
    }
}
