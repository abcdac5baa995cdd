import AccountScreens
import Demo
import Router
import RouterTestSupport
import RouterTooling
import Screens
import Testing

/// Property: whatever a person does (taps, links, back, home, sign-ins, sign-outs, in any
/// order),
/// no screen stays on the stack while the guard condition it requires does not hold.
@MainActor @Suite struct GuardPropertyTests {
    private static let commands: [FlowCommand] =
        (1...5).map { .tap(.number($0)) }
        + [.back, .home, .signIn("anna"), .signIn("mallory"), .signOut]
        + [
            "giuseppe://account", "giuseppe://order/Diavola", "giuseppe://menu/pizza/Margherita",
            "giuseppe://about", "giuseppe://order/Hawaii",
        ].map(FlowCommand.open)

    /// Performs 60 random commands from seed `seed` on a fresh demo session, checking
    /// `holds` after each; records the history of the first command after which it fails.
    private func randomSession(
        seed: UInt64, _ what: String,
        holds: (FlowCommand, NavigationSession, DemoAccount) -> Bool
    ) throws {
        var generator = SplitMix64(seed: seed)
        let account = DemoAccount()
        let session = NavigationSession(
            registry: try DemoApp.loadRoutes().registry, home: DemoApp.home,
            account: account)
        var history: [FlowCommand] = []

        for _ in 0..<60 {
            let command = Self.commands.randomElement(using: &generator)!
            history.append(command)
            session.perform(command)

            guard holds(command, session, account) else {
                Issue.record("\(what) after: \(history.map(\.description))")
                return
            }
        }
    }

    @Test(arguments: 0..<40)
    func noGuardedScreenOutlivesItsCondition(seed: UInt64) throws {
        try randomSession(seed: seed, "guarded screen left on the stack") { _, session, account in
            session.stack.entries.allSatisfy { entry in entry.requirement.map(account.holds) ?? true }
        }
    }

    @Test(arguments: 0..<40)
    func noSignInScreenStaysAfterSigningIn(seed: UInt64) throws {
        // Right after a sign-in succeeds, nothing may still ask for it.
        try randomSession(seed: seed, "sign-in screen left on the stack") { command, session, _ in
            command != .signIn("anna") || !session.stack.screenNames.contains("SignIn")
        }
    }

    @Test func theDemoRoutesFileGuardsTheSameScreens() throws {
        let account = DemoAccount()
        let session = NavigationSession(
            registry: try DemoApp.loadRoutes().registry, home: DemoApp.home,
            account: account)

        session.perform(.tap(.title("Account")))
        let redirected = session.stack.top.name
        session.perform(.signIn("anna"))
        let resumed = session.stack.top.name
        session.perform(.signOut)

        #expect([redirected, resumed] == ["SignIn", "Account"])
        #expect(session.stack.screenNames == ["Home"])
    }
}
