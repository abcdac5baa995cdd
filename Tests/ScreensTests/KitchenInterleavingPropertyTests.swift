import AccountScreens
import Demo
import Foundation
import Router
import RouterTestSupport
import RouterTooling
import Testing

/// Random interleavings of what a person or a flow asks of the kitchen (taps on screens that
/// load, links, rejected links, links to no tab, `go`, back, home, an unknown tab, sign-in,
/// sign-out, save, restore, a refused restore, cancel and waits of random length, with the
/// broken oven's failing loader among them), checked after every step: a refused command
/// changes nothing, shown or in flight, and no screen whose condition does not hold is left
/// on the stack.
@MainActor @Suite struct KitchenInterleavingPropertyTests {
    /// How many seeded interleavings run, each from a fresh session.
    static let seeds = 2_000
    /// The commands of each interleaving.
    static let steps = 24

    /// What a refused command must leave as it was: the screens shown, by identity, and
    /// what is in flight.
    struct Snapshot: Equatable {
        let screens: [ObjectIdentifier]
        let idle: Bool
        let loading: String?
        /// The navigations ended without committing so far (superseded, cancelled).
        let stopped: Int

        @MainActor init(_ session: NavigationSession) {
            screens = session.stack.entries.map { ObjectIdentifier($0.screen) }
            idle = session.queue.isIdle
            loading = session.queue.loadingScreen
            stopped =
                session.stack.log.lines.filter {
                    $0.hasPrefix("loading superseded ") || $0.hasPrefix("loading cancelled ")
                }.count
        }
    }

    @Test func aRefusalChangesNothingAndNoScreenOutlivesItsCondition() async throws {
        let registry = try JumperRegistry(plugins: DemoApp.plugins() + [KitchenPlugin()])
        let saved = FileManager.default.temporaryDirectory
            .appendingPathComponent("kitchen-interleavings-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: saved) }
        var problems: [String] = []
        var refusals = 0
        var guardedShown = 0

        for seed in 1...Self.seeds where problems.count < 5 {
            var generator = SplitMix64(seed: UInt64(seed))
            let account = DemoAccount()
            let session = NavigationSession(registry: registry, home: KitchenPlugin.home, account: account)
            var history: [String] = []
            for _ in 0..<Self.steps {
                let command = Self.command(using: &generator, saved: saved)
                history.append(command.description)
                let before = Snapshot(session)

                let result = await session.performAndSettle(command)

                if Self.isRefusal(result, of: command) {
                    refusals += 1
                    let after = Snapshot(session)
                    if after != before {
                        problems.append(
                            "seed \(seed), \(history.joined(separator: "; ")): refused (\(result)), yet \(before) became \(after)"
                        )
                    }
                }
                for entry in session.stack.entries {
                    guard let requirement = entry.requirement else { continue }
                    guardedShown += 1
                    if !account.holds(requirement) {
                        problems.append(
                            "seed \(seed), \(history.joined(separator: "; ")): \(entry.screen.name) is shown without \(requirement)"
                        )
                    }
                }
            }
            await session.cancelAll()
        }

        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
        // The interleavings reach both sides of what they check.
        #expect(refusals > Self.seeds)
        #expect(guardedShown > 0)
    }

    /// A random command: mostly taps and waits, so that navigations load and overlap.
    static func command(using generator: inout SplitMix64, saved: String) -> FlowCommand {
        switch generator.next() % 20 {
        case 0, 1, 2, 3: return .tap(.number(Int(generator.next() % 4) + 1))
        case 4, 5, 6: return .wait(.milliseconds(Int64(generator.next() % 1_500)))
        case 7: return .back
        case 8: return .home
        case 9:
            return .open(["kitchen://board", "kitchen://board/Margherita", "kitchen://board/Diavola"][Int(generator.next() % 3)])
        case 10: return .open(["no-scheme", "kitchen://board#tab=Nowhere", "kitchen://nowhere"][Int(generator.next() % 3)])
        case 11: return .go(["kitchen://board", "kitchen://board/Capricciosa"])
        case 12: return .tab("Nowhere")
        case 13: return .signIn("anna")
        case 14: return .signOut
        case 15: return .save(saved)
        case 16: return .restore(saved)
        case 17: return .restore("/nonexistent/kitchen.json")
        case 18: return .cancel
        default: return .wait(.milliseconds(300))
        }
    }

    /// Whether `result` of `command` says it was refused: nothing was to change.
    static func isRefusal(_ result: CommandResult, of command: FlowCommand) -> Bool {
        switch result {
        case .routed(let outcome): return outcome.isRefusal
        case .navigated(let event): return !event.changedStack
        case .failed(.restoreFailed):
            // A restore refused before anything loads; one that failed loading had begun.
            if case .restore(let path) = command { return path.hasPrefix("/nonexistent/") }
            return false
        case .failed: return true
        case .info(let text): return text == "nothing is loading: nothing to cancel"
        default: return false
        }
    }
}
