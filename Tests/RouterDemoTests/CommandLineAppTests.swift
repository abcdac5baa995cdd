import Router
import RouterCommandLine
import Testing

/// A plugin with one guard, `signedIn`, whose screen is SignIn.
private struct SignInPlugin: RouterPlugin {
    let name = "sign-in"

    func register(in plugin: inout PluginRegistration) {
        plugin.registerGuard(
            RouteGuard("signedIn", redirect: .present("SignIn") { _ in TextScreen(name: "SignIn", title: "Sign in") }))
    }
}

/// `CommandLineApp` run in process, for an app described in a few lines.
@MainActor @Suite struct CommandLineAppTests {
    /// An app with one screen, no tabs and no routes file.
    let bare = CommandLineApp(
        name: "bare", version: "0.0.1", plugins: { [] },
        home: .push("Home") { _ in TextScreen(name: "Home", title: "Home") })

    @Test func tabsForAnAppWithoutTabsIsAUsageError() {
        #expect(bare.run(["--tabs", "explore"]) == 2)
        #expect(bare.run(["open", "--tabs", "bare://x"]) == 2)
    }

    @Test func anAppWithoutRoutesRunsOnItsPlugins() {
        #expect(bare.run(["explore"]) == 0)
        #expect(bare.run(["check", "--strict"]) == 0)
    }

    @Test func checkRefusesATabDeclaredInCodeWhoseRootRequiresAGuard() {
        let home = Destination.push("Home") { _ in TextScreen(name: "Home", title: "Home") }
        let account = Destination.push("Account", requires: "signedIn") { _ in TextScreen(name: "Account", title: "Account") }
        let guarded = CommandLineApp(
            name: "guarded", version: "0.0.1", plugins: { [SignInPlugin()] }, home: home,
            tabs: [TabRoot("Home", root: home), TabRoot("Account", root: account)])
        let plain = CommandLineApp(
            name: "plain", version: "0.0.1", plugins: { [SignInPlugin()] }, home: home,
            tabs: [TabRoot("Home", root: home)])

        #expect(guarded.run(["check"]) == 1)
        #expect(plain.run(["check"]) == 0)
    }
}
