import Router
import RouterTooling

/// `open URL`: opens one deep link on a fresh app (nobody signed in), with its
/// tabs for `--tabs`.
@MainActor
enum OpenCommand {
    /// Prints the log, then the stack (one line per tab, the selected one marked, with
    /// tabs) and the outcome.
    /// - Returns: 0 when the link showed a screen (a guard's sign-in screen included), 1 when
    ///   it was rejected or its payload routed nowhere, 2 when the routes file cannot be loaded.
    static func run(app: CommandLineApp, link: String, routes: String?, tabs: Bool) -> Int32 {
        guard let (file, registry) = AppRouting.load(app: app, routes: routes) else { return 2 }
        let session =
            AppRouting.tabs(of: file, app: app, requested: tabs).map {
                NavigationSession(registry: registry, tabs: $0, account: app.account())
            } ?? NavigationSession(registry: registry, home: app.home, account: app.account())
        let outcome = session.router.open(link)
        for event in session.stack.log.events { Console.out(event.description) }
        if !session.stack.tabs.isEmpty {
            Console.out("stack:")
            for line in session.stackDescription.split(separator: "\n") { Console.out("  " + Console.inline(String(line))) }
        } else {
            Console.out("stack: " + session.stack.screenNames.joined(separator: " > "))
        }
        if outcome.isRefusal {
            Console.error("\(Console.program): \(outcome)")
            return 1
        }
        Console.out("outcome: \(outcome)")
        return 0
    }
}
