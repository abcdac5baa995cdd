import AccountScreens
import Demo
import Router
import RouterTooling

/// Fresh sessions of the demo app on its embedded routes, and the log the line mode gives:
/// what the full-screen tests compare their keys with.
@MainActor
enum DemoSessions {
    /// A fresh demo session, with its tabs when `tabbed`, its router navigating the stack
    /// `show` makes of the recording stack (the recording stack itself by default).
    static func session<Shown: TabbedNavigationStack>(
        tabbed: Bool = false, shownOn show: (RecordingNavigationStack) -> Shown = { $0 }
    ) throws -> NavigationSession {
        let registry = try DemoApp.loadRoutes().registry
        return tabbed
            ? NavigationSession(registry: registry, tabs: DemoApp.tabs, account: DemoAccount(), shownOn: show)
            : NavigationSession(registry: registry, home: DemoApp.home, account: DemoAccount(), shownOn: show)
    }

    /// The log of a fresh session after `lines` typed in the line mode.
    static func lineModeLog(_ lines: [String], tabbed: Bool = false) async throws -> [String] {
        await log(of: try session(tabbed: tabbed), after: lines)
    }

    /// The log of `session` after `lines` typed in the line mode.
    static func log(of session: NavigationSession, after lines: [String]) async -> [String] {
        var input = lines[...]
        _ = await CommandLoop(session: session, showsPrompt: false).run(readLine: { input.popFirst() }, write: { _ in })
        return session.stack.log.lines
    }
}
