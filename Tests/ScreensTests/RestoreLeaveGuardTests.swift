import AccountScreens
import Demo
import Router
import RouterRestoration
import RouterTooling
import Screens
import Testing

/// Restoring a saved stack removes every screen above the roots: a screen that refuses to
/// be left stops all of it, in every tab, before anything changes.
@MainActor @Suite struct RestoreLeaveGuardTests {
    /// A session on the demo, signed in with the terms accepted, whose order form has an
    /// unsaved size (`tabs` for the demo with tabs).
    private func sessionWithChangedOrderForm(tabs: Bool = false) -> NavigationSession {
        let account = DemoAccount()
        let registry = DemoApp.makeRegistry()
        let session =
            tabs
            ? NavigationSession(registry: registry, tabs: DemoApp.tabs, account: account)
            : NavigationSession(registry: registry, home: DemoApp.home, account: account)
        session.perform(.signIn("anna"))
        _ = account.acceptTerms()
        session.perform(.open("giuseppe://menu/pizza/Margherita"))
        session.perform(.tap(.title("Customize order")))
        session.perform(.tap(.number(1)))
        session.perform(.tap(.title("Large")))
        return session
    }

    private func savedMenu(tabs: Bool = false) throws -> [UInt8] {
        let registry = DemoApp.makeRegistry()
        let other =
            tabs
            ? NavigationSession(registry: registry, tabs: DemoApp.tabs, account: DemoAccount())
            : NavigationSession(registry: registry, home: DemoApp.home, account: DemoAccount())
        other.perform(.open("giuseppe://menu"))
        return try other.restorer.save(other.stack)
    }

    private func identities(_ session: NavigationSession) -> [[ObjectIdentifier]] {
        let tabs = session.stack.tabs
        guard !tabs.isEmpty else { return [session.stack.entries.map { ObjectIdentifier($0.screen) }] }
        return tabs.map { (session.stack.entries(inTab: $0) ?? []).map { ObjectIdentifier($0.screen) } }
    }

    @Test(arguments: [false, true])
    func aRefusingScreenStopsTheRestoreAndChangesNothing(tabs: Bool) throws {
        let session = sessionWithChangedOrderForm(tabs: tabs)
        let saved = try savedMenu(tabs: tabs)
        let before = identities(session)
        let selected = session.stack.selectedTab

        #expect(throws: RestoreError.self) { try session.restorer.restore(saved, on: session.router) }

        #expect(identities(session) == before)
        #expect(session.stack.selectedTab == selected)
        #expect(session.stack.top.name == "OrderForm")
        #expect(session.stack.log.lines.last?.hasSuffix("leave refused OrderForm") == true)
    }

    @Test(arguments: [false, true])
    func aConfirmedLeaveLetsTheRestoreHappen(tabs: Bool) throws {
        let session = sessionWithChangedOrderForm(tabs: tabs)
        let saved = try savedMenu(tabs: tabs)
        session.confirmations.nextAnswer = true

        try session.restorer.restore(saved, on: session.router)

        #expect(session.stack.top.name == "Menu")
    }

    @Test func aVetoStopsTheRestoreOfEveryTabBeforeAnyChanges() throws {
        let session = sessionWithChangedOrderForm(tabs: true)
        session.confirmations.nextAnswer = true
        let saved = try savedMenu(tabs: true)
        let before = identities(session)
        let observer = VetoingObserver(vetoing: "Typed")
        session.router.addObserver(observer)

        #expect(throws: RestoreError.self) { try session.restorer.restore(saved, on: session.router) }

        #expect(identities(session) == before)
        #expect(session.stack.log.lines.last == "Typed: veto restoring Typed")
    }
}

/// Vetoes every navigation in the named tab.
@MainActor private final class VetoingObserver: NavigationObserver {
    let tab: String
    init(vetoing tab: String) { self.tab = tab }

    func willNavigate(_ request: NavigationRequest) -> NavigationVerdict {
        request.tab == tab ? .veto("restoring \(tab)") : .proceed
    }
}
