import Router
import AccountScreens
import Demo
import Screens
import RouterTooling

/// `routerdemo open URL`: opens one deep link on a fresh demo (nobody signed in), with its
/// tabs for `--tabs`.
@MainActor
enum OpenCommand {
    /// Prints the log, then the stack (one line per tab, the selected one marked, with
    /// tabs) and the outcome.
    /// - Returns: 0 when the link showed a screen (a guard's sign-in screen included), 1 when
    ///   it was rejected or its payload routed nowhere, 2 when the routes file cannot be loaded.
    static func run(link: String, routes: String?, tabs: Bool) -> Int32 {
        guard let (file, registry) = DemoRoutes.load(routes: routes) else { return 2 }
        let session = DemoRoutes.tabs(of: file, requested: tabs).map {
            NavigationSession(registry: registry, tabs: $0, account: DemoAccount())
        } ?? NavigationSession(registry: registry, home: DemoApp.home, account: DemoAccount())
        let outcome = session.router.open(link)
        for event in session.stack.log.events { Console.out(event.description) }
        if !session.stack.tabs.isEmpty {
            Console.out("stack:")
            for line in session.stackDescription.split(separator: "\n") { Console.out("  " + Console.inline(String(line))) }
        } else {
            Console.out("stack: " + session.stack.screenNames.joined(separator: " > "))
        }
        switch outcome {
        case .rejected, .ignored:
            Console.error("routerdemo: \(outcome)")
            return 1
        case .pushed, .presented, .redirected, .went:
            Console.out("outcome: \(outcome)")
            return 0
        }
    }
}
