import AccountScreens
import Demo
import Router
import RouterTooling

/// The demo configurations the crawler-driven and random tests run over.
enum DemoSetup: String, CaseIterable, CustomStringConvertible, Sendable {
    case jumpers, routesFile, tabbedJumpers, tabbedRoutesFile

    var description: String { rawValue }

    var isTabbed: Bool { self == .tabbedJumpers || self == .tabbedRoutesFile }

    func registry() throws -> JumperRegistry {
        switch self {
        case .jumpers, .tabbedJumpers: DemoApp.makeRegistry()
        case .routesFile, .tabbedRoutesFile: try DemoApp.loadRoutes().registry
        }
    }

    /// Every state the crawler reaches: each screen with a path of row titles to it (with
    /// tabs, from every tab, the tab's name first).
    @MainActor func crawledStates(in registry: JumperRegistry) async -> [(name: String, path: [String])] {
        guard isTabbed else { return await NavigationCrawler(registry: registry, home: DemoApp.home).crawl().screens }
        return await NavigationCrawler(registry: registry, tabs: DemoApp.tabs).crawl().tabs.flatMap(\.screens)
    }

    /// A fresh demo session on `account`, with `observer` added before anything happens.
    @MainActor
    func session(_ registry: JumperRegistry, account: DemoAccount, observer: (any NavigationObserver)? = nil)
        -> NavigationSession
    {
        let session =
            isTabbed
            ? NavigationSession(registry: registry, tabs: DemoApp.tabs, account: account)
            : NavigationSession(registry: registry, home: DemoApp.home, account: account)
        if let observer { session.router.addObserver(observer) }
        return session
    }

    /// A fresh session that took the first `guardSteps` steps of the demo's guard chain (1:
    /// signed in, 2: and accepted the terms), then tapped `path` (with tabs, after selecting
    /// the tab the path starts with).
    @MainActor
    func replay(
        _ path: [String], registry: JumperRegistry, guardSteps: Int, observer: (any NavigationObserver)? = nil
    ) -> (session: NavigationSession, account: DemoAccount) {
        let account = DemoAccount()
        let session = session(registry, account: account, observer: observer)
        if guardSteps >= 1 { session.perform(.signIn("anna")) }
        if guardSteps >= 2 { _ = account.acceptTerms() }
        var taps = path[...]
        if isTabbed, let tab = taps.popFirst() { session.perform(.tab(tab)) }
        for title in taps { session.perform(.tap(.title(title))) }
        return (session, account)
    }

    /// The fewest guard steps with which `path` reaches `name`.
    @MainActor
    func guardSteps(reaching name: String, by path: [String], registry: JumperRegistry) -> Int {
        (0...2).first { replay(path, registry: registry, guardSteps: $0).session.stack.top.name == name } ?? 0
    }
}

/// Records every event the router tells it of, and every request it is asked about;
/// vetoes every request when `vetoing`.
@MainActor
final class RecordingObserver: NavigationObserver {
    private(set) var events: [NavigationEvent] = []
    private(set) var requests: [NavigationRequest] = []
    let vetoing: Bool

    init(vetoing: Bool = false) {
        self.vetoing = vetoing
    }

    func willNavigate(_ request: NavigationRequest) -> NavigationVerdict {
        requests.append(request)
        return vetoing ? .veto("test") : .proceed
    }

    func didNavigate(_ event: NavigationEvent) {
        events.append(event)
    }
}

/// What navigation may change: every tab's stack (screen identities), the selected tab and
/// the pending destination.
struct SessionSnapshot: Equatable, CustomStringConvertible {
    let stacks: [[ObjectIdentifier]]
    let names: [[String]]
    let selectedTab: String?
    let pending: String?

    @MainActor init(_ session: NavigationSession) {
        let stack = session.stack
        let entries = stack.tabs.isEmpty ? [stack.entries] : stack.tabs.map { stack.entries(inTab: $0) ?? [] }
        stacks = entries.map { $0.map { ObjectIdentifier($0.screen) } }
        names = entries.map { $0.map(\.screen.name) }
        selectedTab = stack.selectedTab
        pending = session.router.pending.map { "\($0.destination.screen) at \($0.depth) in \($0.tab ?? "-")" }
    }

    var description: String {
        "stacks \(names), tab \(selectedTab ?? "-"), pending \(pending ?? "none")"
    }
}

extension NavigationSession {
    /// Every entry on every tab's stack (or the only stack).
    var allEntries: [StackEntry] {
        stack.tabs.isEmpty ? stack.entries : stack.tabs.flatMap { stack.entries(inTab: $0) ?? [] }
    }
}
