import AccountScreens
import Demo
import Router
import RouterRestoration
import RouterTestSupport
import RouterTooling
import Screens
import Testing

/// Property: through every way of navigating (taps, back, home, links from the root and in
/// the app, `go`, tabs, sign-in and sign-out, answers, cancelling what a guard holds, and
/// restoring a stack saved earlier), with the demo's guard chain (`acceptedTerms` needs
/// `signedIn`) and its tabs, no screen is ever on any stack while the requirement rule says
/// it needs a condition that does not hold, and the other rules of the stacks' shape hold;
/// and a step that answers that it did nothing (ignored, rejected, vetoed, refused) changed
/// nothing: every path commits all of a navigation or none of it.
@MainActor @Suite struct EveryEntryPathPropertyTests {
    /// One step a session takes.
    private enum Step: CustomStringConvertible {
        case command(FlowCommand)
        case cancelPending
        case save
        case restore(Int)

        var description: String {
            switch self {
            case .command(let command): command.description
            case .cancelPending: "cancel pending"
            case .save: "save"
            case .restore(let index): "restore save #\(index)"
            }
        }
    }

    private static let links = [
        "giuseppe://menu", "giuseppe://typed", "giuseppe://about", "giuseppe://account",
        "giuseppe://menu/pizza/Margherita", "giuseppe://menu/pizza/Diavola", "giuseppe://typed/A",
        "giuseppe://order/Diavola", "giuseppe://order/Hawaii",
    ]

    private static func randomStep(tabs: Bool, saves: Int, using random: inout SplitMix64) -> Step {
        let link = links.randomElement(using: &random) ?? links[0]
        switch Int.random(in: 0..<20, using: &random) {
        case 0: return .command(.back)
        case 1: return .command(.home)
        case 2: return .command(.signIn("anna"))
        case 3: return .command(.signIn("mallory"))
        case 4: return .command(.signOut)
        case 5: return .command(.answer(Bool.random(using: &random)))
        case 6: return .command(.open(link))
        case 7: return .command(.openInApp(link))
        case 8:
            let count = Int.random(in: 0...3, using: &random)
            return .command(.go((0..<count).map { _ in links.randomElement(using: &random) ?? link }))
        case 9 where tabs: return .command(.tab(DemoApp.tabs.randomElement(using: &random)?.name ?? "Home"))
        case 10: return .cancelPending
        case 11: return .save
        case 12 where saves > 0: return .restore(Int.random(in: 0..<saves, using: &random))
        default: return .command(.tap(.number(Int.random(in: 1...5, using: &random))))
        }
    }

    /// The first rule the session's stacks break, or `nil`.
    static func brokenRule(_ session: NavigationSession, registry: JumperRegistry) -> String? {
        let router = session.router
        let stack = session.stack
        let tabs: [String?] = stack.tabs.isEmpty ? [nil] : stack.tabs
        for tab in tabs {
            let entries = tab.flatMap { stack.entries(inTab: $0) } ?? stack.entries
            for (index, entry) in entries.enumerated().dropFirst() {
                let name = entry.screen.name
                let requirement: String?
                do {
                    requirement = try registry.requirement(forScreen: name, declared: entry.requirement)
                } catch {
                    return "\(name) is shown although what it requires conflicts"
                }
                if let requirement, !router.allows(requirement) {
                    return "\(name) is shown although '\(requirement)' does not hold"
                }
                if let satisfied = router.satisfiedGuard(showing: name) {
                    return "\(name) is shown although its guard '\(satisfied)' holds"
                }
                if router.repeatedGuard(showing: name, above: entries[index - 1].screen.name) != nil {
                    return "\(name) is shown right above itself"
                }
                if let tab, tab != stack.selectedTab, entry.presentation == .modal {
                    return "\(name) is modal in the tab \(tab), which is not selected"
                }
            }
        }
        if let waiting = router.pending {
            if router.allows(waiting.guardName) { return "\(waiting.destination.screen) is held by a guard that holds" }
            let entries = waiting.tab.flatMap { stack.entries(inTab: $0) } ?? stack.entries
            guard waiting.depth < entries.count, entries[waiting.depth].screen.name == waiting.redirectScreen else {
                return "\(waiting.destination.screen) is held while its guard's screen is not at \(waiting.depth)"
            }
        }
        return nil
    }

    /// Whether `result` says the command did nothing.
    private static func saysNothingChanged(_ result: CommandResult) -> Bool {
        switch result {
        case .routed(.ignored), .routed(.rejected), .routed(.vetoed), .routed(.leaveRefused), .failed: true
        case .navigated(let event): !event.changedStack
        default: false
        }
    }

    @Test(arguments: [false, true], 0..<40)
    func everyPathKeepsTheRulesAndAStepThatDidNothingChangedNothing(tabs: Bool, seed: UInt64) throws {
        let registry = try DemoApp.loadRoutes().registry
        let restorer = StackRestorer(registry: registry)
        let session =
            tabs
            ? NavigationSession(registry: registry, tabs: DemoApp.tabs, account: DemoAccount())
            : NavigationSession(registry: registry, home: DemoApp.home, account: DemoAccount())
        var random = SplitMix64(seed: seed + (tabs ? 100 : 0))
        var saves: [[UInt8]] = []
        var history: [Step] = []

        for _ in 0..<120 {
            let step = Self.randomStep(tabs: tabs, saves: saves.count, using: &random)
            history.append(step)
            let before = NavigationState(of: session.router)
            let didNothing: Bool
            switch step {
            case .command(let command): didNothing = Self.saysNothingChanged(session.perform(command))
            case .cancelPending: didNothing = !(session.router.cancelPending()?.changedStack ?? false)
            case .save:
                saves.append(try restorer.save(session.router))
                didNothing = true
            // A restore of a state that no longer fits (signed out since) is refused: fine.
            case .restore(let index): didNothing = (try? restorer.restore(saves[index], on: session.router)) == nil
            }

            if didNothing, NavigationState(of: session.router) != before {
                Issue.record(
                    "a step that did nothing changed the state after: \(history.map(\.description))\nlog:\n\(session.stack.log)")
                return
            }

            if let broken = Self.brokenRule(session, registry: registry) {
                Issue.record("\(broken) after: \(history.map(\.description))\nlog:\n\(session.stack.log)")
                return
            }
        }
    }
}
