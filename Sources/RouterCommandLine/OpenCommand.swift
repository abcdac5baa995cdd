import Router
import RouterClock
import RouterTooling

/// `open URL`: opens one deep link on a fresh app (nobody signed in), with its
/// tabs for `--tabs`, through the session's queue as the prompt and flows do: the screens
/// of its chain that load are loaded first, on the session's manual clock (no real time
/// passes).
@MainActor
enum OpenCommand {
    /// Prints the log, then the stack (one line per tab, the selected one marked, with
    /// tabs) and the outcome.
    /// - Returns: 0 when the link showed a screen (a guard's sign-in screen included), 1 when
    ///   it was rejected, its payload routed nowhere or a loader failed, 2 when the routes
    ///   file cannot be loaded.
    static func run(app: CommandLineApp, link: String, routes: String?, tabs: Bool) async -> Int32 {
        guard let (file, registry) = AppRouting.load(app: app, routes: routes) else { return 2 }
        let session =
            AppRouting.tabs(of: file, app: app, requested: tabs).map {
                NavigationSession(registry: registry, tabs: $0, account: app.account())
            } ?? NavigationSession(registry: registry, home: app.home, account: app.account())
        let result = await opened(link, in: session)
        for event in session.stack.log.events { Console.out(event.description) }
        if !session.stack.tabs.isEmpty {
            Console.out("stack:")
            for line in session.stackDescription.split(separator: "\n") { Console.out("  " + Console.inline(String(line))) }
        } else {
            Console.out("stack: " + session.stack.screenNames.joined(separator: " > "))
        }
        switch result {
        case .routed(let outcome) where !outcome.isRefusal:
            Console.out("outcome: \(outcome)")
            return 0
        case .routed(let outcome):
            Console.error("\(Console.program): \(outcome)")
        case .ended(let ended):
            Console.error("\(Console.program): \(ended)")
        default:
            Console.error("\(Console.program): the link did not end its navigation")
        }
        return 1
    }

    /// Opens `link` in `session` through its queue and lets the session's clock run until
    /// the navigation has ended (its loaders finished, or failed).
    /// - Returns: How it ended: ``CommandResult/routed(_:)`` with what the router did, or
    ///   ``CommandResult/ended(_:)`` when a loader failed.
    private static func opened(_ link: String, in session: NavigationSession) async -> CommandResult {
        var late: CommandResult?
        session.onFinished = { late = $0 }
        defer { session.onFinished = nil }
        let result = await session.performAndSettle(.open(link))
        guard case .inFlight = result else { return result }
        await session.queue.runUntilIdle(advancing: session.clock)
        // Hands the ended navigation's result to `onFinished`, without moving the clock.
        await session.performAndSettle(.wait(.zero))
        return late ?? result
    }
}
