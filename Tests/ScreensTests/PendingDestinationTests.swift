import AccountScreens
import Demo
import Router
import RouterTestSupport
import RouterTooling
import Screens
import Testing

/// What happens to a destination held back by the sign-in guard, on the demo app.
@MainActor @Suite struct PendingDestinationTests {
    private func makeSession() throws -> NavigationSession {
        NavigationSession(
            registry: try DemoApp.loadRoutes().registry, home: DemoApp.home,
            account: DemoAccount())
    }

    private func tapOrderSignedOut(_ session: NavigationSession) {
        for title in ["Giuseppe's menu", "Margherita", "Order"] { session.perform(.tap(.title(title))) }
    }

    @Test func orderTappedThenHomeThenSignInStaysHome() throws {
        let session = try makeSession()
        tapOrderSignedOut(session)
        session.perform(.home)

        session.perform(.signIn("anna"))

        #expect(session.stack.screenNames == ["Home"])
        #expect(session.router.pending == nil)
    }

    @Test func orderTappedThenBackThenSignInStaysOnTheDetail() throws {
        let session = try makeSession()
        tapOrderSignedOut(session)
        session.perform(.back)

        session.perform(.signIn("anna"))

        #expect(session.stack.screenNames == ["Home", "Menu", "PizzaDetail"])
    }

    @Test func orderTappedThenAnotherLinkThenSignInDropsTheOrder() throws {
        let session = try makeSession()
        tapOrderSignedOut(session)
        session.perform(.open("giuseppe://about"))
        session.perform(.back)
        session.perform(.home)

        session.perform(.signIn("anna"))

        #expect(session.stack.screenNames == ["Home"])
    }

    @Test func laterGuardedLinkReplacesThePendingOrderAndNoSignInScreenStays() throws {
        let session = try makeSession()
        tapOrderSignedOut(session)
        session.perform(.open("giuseppe://account"))

        session.perform(.signIn("anna"))

        #expect(session.stack.screenNames == ["Home", "Account"])
    }
}
