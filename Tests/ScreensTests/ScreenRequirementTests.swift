import AccountScreens
import Demo
import Router
import RouterTestSupport
import RouterTooling
import RoutesFiles
import Screens
import Testing

/// What a screen requires is the app's word: a routes file that leaves `requires:` out
/// cannot open a guarded screen.
@MainActor @Suite struct ScreenRequirementTests {
    /// The shipped routes file with every `requires: signedIn` line deleted.
    private func routesWithoutGuards() throws -> RoutesFile {
        let text = DefaultRoutes.text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("requires: signedIn") }.joined(separator: "\n")
        return try DemoApp.loadRoutes(Array(text.utf8), path: "unguarded.yaml")
    }

    private func makeSession() throws -> NavigationSession {
        NavigationSession(
            registry: try routesWithoutGuards().registry, home: DemoApp.home,
            account: DemoAccount())
    }

    @Test func orderStaysGuardedWhenTheRoutesFileDropsItsGuard() throws {
        let session = try makeSession()

        for title in ["Giuseppe's menu", "Margherita", "Order"] { session.perform(.tap(.title(title))) }

        #expect(session.stack.screenNames == ["Home", "Menu", "PizzaDetail", "SignIn"])
    }

    @Test func accountLinkStaysGuardedWhenTheRoutesFileDropsItsGuard() throws {
        let session = try makeSession()

        session.perform(.open("giuseppe://account"))

        #expect(session.stack.screenNames == ["Home", "SignIn"])
    }

    @Test func screenShownUnderTheAppsGuardLeavesOnSignOut() throws {
        let session = try makeSession()
        session.perform(.signIn("anna"))
        session.perform(.tap(.title("Account")))

        session.perform(.signOut)

        #expect(session.stack.screenNames == ["Home"])
    }

    @Test func codeJumpersGetTheSameScreenGuards() throws {
        let registry = DemoApp.makeRegistry()

        #expect(try registry.requirement(of: .push("Order") { _ in TextScreen(name: "Order", title: "") }) == "signedIn")
        #expect(try registry.requirement(of: .push("Menu") { _ in TextScreen(name: "Menu", title: "") }) == nil)
    }

    // MARK: One requirement rule: nothing is dropped

    /// The shipped routes file with `old` replaced by `new` (which must be there).
    private func routes(replacing old: String, with new: String, adding more: String = "") throws -> RoutesFile {
        let text = DefaultRoutes.text
        try #require(text.contains(old))
        return try DemoApp.loadRoutes(Array((text.replacingOccurrences(of: old, with: new) + more).utf8), path: "r.yaml")
    }

    @Test func aRoutesRequirementBeyondTheScreensOwnIsKept() throws {
        let routes = try routes(
            replacing: "    push: Account\n    requires: signedIn", with: "    push: Account\n    requires: acceptedTerms")
        let session = NavigationSession(registry: routes.registry, home: DemoApp.home, account: DemoAccount())
        session.perform(.signIn("anna"))

        session.perform(.tap(.title("Account")))

        #expect(session.stack.screenNames == ["Home", "Terms"])
    }

    @Test func aGuardsScreenShownByAPlainRouteWaitsForSignIn() throws {
        let routes = try routes(replacing: "    present: About ", with: "    present: Terms ")
        let session = NavigationSession(registry: routes.registry, home: DemoApp.home, account: DemoAccount())

        session.perform(.tap(.title("About")))

        #expect(session.stack.screenNames == ["Home", "SignIn"])
    }

    @Test func aGuardsScreenIsNoTabRoot() throws {
        let tabs = "tabs:\n  - tab: Home\n    root: giuseppe://menu\n  - tab: Legal\n    root: giuseppe://about\n"

        #expect {
            _ = try routes(replacing: "    present: About ", with: "    push: Terms ", adding: tabs)
        } throws: { error in
            "\(error)".contains("the root of the tab 'Legal' requires 'signedIn'")
        }
    }

    @Test func tryAgainWhileSomeoneIsSignedInShowsNoSignInScreen() {
        let session = NavigationSession(registry: DemoApp.makeRegistry(), home: DemoApp.home, account: DemoAccount())
        session.perform(.signIn("anna"))
        session.perform(.signIn("bob"))

        let result = session.perform(.tap(.title("Try Again")))

        #expect(session.stack.screenNames == ["Home", "SignInError"])
        #expect("\(result)".contains("'SignIn' is the screen of 'signedIn', which holds already"))
    }
}
