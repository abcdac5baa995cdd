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

    @Test func codeJumpersGetTheSameScreenGuards() {
        let registry = DemoApp.makeRegistry()

        #expect(registry.requirement(of: .push("Order") { _ in TextScreen(name: "Order", title: "") }) == "signedIn")
        #expect(registry.requirement(of: .push("Menu") { _ in TextScreen(name: "Menu", title: "") }) == nil)
    }
}
