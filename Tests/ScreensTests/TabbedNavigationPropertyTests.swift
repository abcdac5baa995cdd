import AccountScreens
import Demo
import Router
import RouterTestSupport
import Screens
import Testing

/// Property: whatever a person does in the demo with tabs (taps, tab switches, links in
/// both placements, back, pop to root, go, sign-ins, sign-outs, in any order), a step
/// changes only the tabs it may change, every tab keeps its root, no guarded screen
/// outlives its condition, and the log names only the tabs the step may change.
@MainActor @Suite struct TabbedNavigationPropertyTests {
    /// One random thing a person (or the app) does.
    enum Step: CustomStringConvertible {
        case tap(Int)
        case select(String)
        case open(String, LinkPlacement)
        case back
        case popToRoot
        case go([HomeEntry])
        case signIn
        case signOut

        var description: String {
            switch self {
            case .tap(let row): "tap \(row)"
            case .select(let tab): "select \(tab)"
            case .open(let link, let placement): "open \(link) \(placement)"
            case .back: "back"
            case .popToRoot: "popToRoot"
            case .go(let entries): "go \(entries.map(\.rawValue))"
            case .signIn: "signIn anna"
            case .signOut: "signOut"
            }
        }
    }

    /// What a step may change, decided from the state before it.
    enum Allowed {
        /// Only these tabs' stacks, in any way.
        case only(Set<String>)
        /// `open … fromRoot`: the tab it ends up selecting, in any way; the tab selected
        /// before, only by dismissing its modal cover (everything from its first modal entry up).
        case fromRoot(previous: String)
        /// Sign-out: in any tab, only a guarded screen and what is above it.
        case guardedRemoved
        /// Sign-in: the pending destination's tab in any way; any other tab only by removing
        /// a guard's screen (the sign-in screen) and what is above it.
        case signIn(pendingTab: String?)
    }

    private static let links = [
        "giuseppe://menu", "giuseppe://typed", "giuseppe://about", "giuseppe://account",
        "giuseppe://menu/pizza/Margherita", "giuseppe://menu/drink/Chinotto", "giuseppe://menu/dessert/Tiramisù",
        "giuseppe://typed/A", "giuseppe://order/Diavola", "giuseppe://order/Hawaii", "giuseppe://nowhere",
    ]

    /// Screens the demo shows only while someone is signed in.
    private static let guardedScreens: Set<String> = ["Account", "Order"]

    private static func randomStep(tabs: [String], using generator: inout SplitMix64) -> Step {
        switch Int.random(in: 0..<20, using: &generator) {
        case 0..<6: return .tap(Int.random(in: 1...6, using: &generator))
        case 6..<9: return .select(tabs.randomElement(using: &generator) ?? "Home")
        case 9..<13:
            return .open(
                links.randomElement(using: &generator) ?? "", Bool.random(using: &generator) ? .fromRoot : .onTop)
        case 13..<15: return .back
        case 15: return .popToRoot
        case 16:
            let count = Int.random(in: 0...2, using: &generator)
            return .go((0..<count).map { _ in HomeEntry.allCases.randomElement(using: &generator) ?? .menu })
        case 17, 18: return .signIn
        default: return .signOut
        }
    }

    /// Runs `steps` random steps from `seed` on a fresh tabbed demo, checking every property
    /// after each; records the seed, the steps so far and what broke, and stops, at the first
    /// failure.
    /// - Returns: The seed and steps, then every problem found, or nothing when all held.
    private func run(seed: UInt64, steps: Int) -> [String] {
        var generator = SplitMix64(seed: seed)
        let account = DemoAccount()
        let (router, stack) = NavigationRouter.start(
            registry: DemoApp.makeRegistry(), tabs: DemoApp.tabs, conditions: account
        ) { RecordingNavigationStack(tabs: $0) }
        let tabs = stack.tabs
        let roots = tabs.map { stack.entries(inTab: $0)?.first?.screen }
        var history: [String] = []

        for _ in 0..<steps {
            let step = Self.randomStep(tabs: tabs, using: &generator)
            history.append(step.description)
            let before = Dictionary(uniqueKeysWithValues: tabs.map { ($0, stack.entries(inTab: $0) ?? []) })
            let selectedBefore = stack.selectedTab ?? ""
            let logBefore = stack.log.events.count
            let allowed: Allowed
            switch step {
            case .tap(let row):
                allowed = .only([selectedBefore])
                _ = (stack.top as? any TappableScreen)?.tap(number: row)
            case .select(let tab):
                allowed = .only([])
                router.select(tab: tab)
            case .open(let link, let placement):
                allowed = placement == .onTop ? .only([selectedBefore]) : .fromRoot(previous: selectedBefore)
                router.open(link, placement: placement)
            case .back:
                allowed = .only([selectedBefore])
                router.back()
            case .popToRoot:
                allowed = .only([selectedBefore])
                stack.popToRoot()
            case .go(let entries):
                allowed = .only([selectedBefore])
                router.go(payloads: entries)
            case .signIn:
                allowed = .signIn(pendingTab: router.pending?.tab)
                _ = account.signIn("anna")
                router.conditionsDidChange()
            case .signOut:
                allowed = .guardedRemoved
                account.signOut()
                router.conditionsDidChange()
            }
            let problems = check(
                allowed, before: before, stack: stack, roots: roots, signedIn: account.user != nil,
                newEvents: Array(stack.log.events[logBefore...]))
            if !problems.isEmpty {
                return ["seed \(seed), after \(history.count) steps: \(history.joined(separator: "; "))"] + problems
            }
        }
        return []
    }

    /// Everything wrong with the stacks after a step, compared with `before`.
    private func check(
        _ allowed: Allowed, before: [String: [StackEntry]], stack: RecordingNavigationStack,
        roots: [(any Screen)?], signedIn: Bool, newEvents: [NavigationEvent]
    ) -> [String] {
        var problems: [String] = []
        let selected = stack.selectedTab ?? ""
        var mayLog: Set<String> = []
        for (index, tab) in stack.tabs.enumerated() {
            let old = before[tab] ?? []
            let new = stack.entries(inTab: tab) ?? []
            let names = new.map(\.screen.name)
            // (b) never empty, root kept.
            if new.isEmpty || roots[index] == nil || new[0].screen !== roots[index] {
                problems.append("tab \(tab) lost its root: \(names)")
            }
            // (c) no guarded screen while signed out.
            if !signedIn, new.contains(where: { $0.requirement != nil || Self.guardedScreens.contains($0.screen.name) }) {
                problems.append("tab \(tab) keeps a guarded screen while signed out: \(names)")
            }
            // (a) only the tabs the step may change changed, only as they may.
            let same = Self.same(old, new)
            let removedFrom = Self.isPrefix(new, of: old) ? new.count : nil
            let ok: Bool
            switch allowed {
            case .only(let tabs):
                ok = same || tabs.contains(tab)
                if tabs.contains(tab) { mayLog.insert(tab) }
            case .fromRoot(let previous):
                let cover = old.firstIndex { $0.presentation == .modal }
                if tab == selected {
                    ok = true
                    mayLog.insert(tab)
                } else if tab == previous, let cover {
                    ok = same || removedFrom == cover
                    mayLog.insert(tab)
                } else {
                    ok = same
                }
            case .guardedRemoved:
                ok = same || removedFrom.map { old[$0].requirement != nil } ?? false
                if old.contains(where: { $0.requirement != nil }) { mayLog.insert(tab) }
            case .signIn(let pendingTab):
                if tab == pendingTab {
                    ok = true
                    mayLog.insert(tab)
                } else {
                    ok = same || removedFrom.map { old[$0].screen.name == "SignIn" } ?? false
                    if old.contains(where: { $0.screen.name == "SignIn" }) { mayLog.insert(tab) }
                }
            }
            if !ok {
                problems.append("tab \(tab) changed as it may not: \(old.map(\.screen.name)) -> \(names)")
            }
        }
        // (d) the log names only tabs the step may change.
        for event in newEvents {
            if case .inTab(let tab, _) = event, !mayLog.contains(tab) {
                problems.append("the log names tab \(tab), which the step may not change: \(event)")
            }
        }
        return problems
    }

    /// Whether both stacks hold the same screens (the same objects), in order.
    private static func same(_ first: [StackEntry], _ second: [StackEntry]) -> Bool {
        first.count == second.count && zip(first, second).allSatisfy { $0.screen === $1.screen }
    }

    /// Whether `short` is `long` with entries taken off its top (or `long` itself).
    private static func isPrefix(_ short: [StackEntry], of long: [StackEntry]) -> Bool {
        short.count <= long.count && zip(short, long).allSatisfy { $0.screen === $1.screen }
    }

    @Test(arguments: 0..<16)
    func everyStepChangesOnlyTheTabsItMayChange(seed: UInt64) {
        let problems = run(seed: seed, steps: 400)

        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }
}
