// libFuzzer target: restoring saved stacks (Sources/RouterRestoration), the richest
// untrusted input: tabs, screen states, awaited results and what a guard holds back.
//
// The app below is small and complete: a list, a modal, a detail per item (a validated
// Codable payload), a guarded order screen and its modal sign-in screen, a form that keeps
// state and waits for a picker's result. Each input is restored four times: onto the app
// without tabs and with tabs, signed out and signed in.
//
// Contract checked for every input and every one of the four apps:
//  1. `StackRestorer.restore(_:on:)` either throws a `RestoreError` and the navigation
//     state (`NavigationState`) is exactly what it was, or it succeeds;
//  2. the error's description is one line with no character a terminal acts on;
//  3. a restored state keeps every rule of the router: each screen's guard chain holds, no
//     guard's screen is shown while its condition holds or right above itself, a modal
//     screen stands only in the selected tab, and what a guard holds waits behind its
//     screen;
//  4. the restored state saves, and that save restores onto a fresh app of the same kind
//     to an equal navigation state (the round trip loses nothing).
import Glibc

public func stackFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    MainActor.assumeIsolated { StackFuzz.check(bytes) }
    return 0
}

// MARK: The app

enum FuzzStackSection: String, Codable, Sendable { case list, about, order, form }
struct FuzzStackItem: Codable, Sendable, Hashable { var name: String }

final class FuzzStackConditions: GuardConditions {
    let holding: Set<String>
    init(holding: Set<String>) { self.holding = holding }
    func holds(_ condition: String) -> Bool { holding.contains(condition) }
}

/// A form that keeps its size and waits for the picker's result.
final class FuzzStackForm: StatefulScreen {
    let name = "Form"
    let title = "Form"
    var size = "small"

    func render() -> String { title }

    var savedState: ScreenState { ["size": size] }

    func restoreState(_ state: ScreenState) throws(InvalidScreenState) {
        guard state.pairs.count == 1, let size = state["size"], ["small", "large"].contains(size) else {
            throw InvalidScreenState("'size' is not small or large")
        }
        self.size = size
    }

    func resultHandler(forScreenAbove screen: String) -> ResultHandler? {
        guard screen == "Picker" else { return nil }
        return ResultHandler(expecting: String.self) { [weak self] result in
            if case .value(let size) = result { self?.size = size }
        }
    }
}

@MainActor
enum StackFuzz {
    static let target = "stack"

    static let registry: JumperRegistry = {
        do {
            return try JumperRegistry(plugin: "fuzz") { plugin in
                plugin.registerPayload(FuzzStackSection.self, name: "Section")
                plugin.registerPayload(
                    FuzzStackItem.self, name: "Item",
                    validate: .oneOf([FuzzStackItem(name: "Margherita"), FuzzStackItem(name: "Caf\u{E9}")]))
                plugin.registerScreen("List", for: FuzzStackSection.self) { _, _ in TextScreen(name: "List", title: "") }
                plugin.registerScreen("About", for: FuzzStackSection.self) { _, _ in TextScreen(name: "About", title: "") }
                plugin.registerScreen("Order", for: FuzzStackSection.self, requires: "signedIn") { _, _ in
                    TextScreen(name: "Order", title: "")
                }
                plugin.registerScreen("Form", for: FuzzStackSection.self) { _, _ in FuzzStackForm() }
                plugin.registerScreen("Detail", for: FuzzStackItem.self) { item, _ in TextScreen(name: "Detail", title: item.name)
                }
                plugin.registerScreen("Picker") { _ in TextScreen(name: "Picker", title: "") }
                plugin.registerScreen("SignIn") { _ in TextScreen(name: "SignIn", title: "") }
                plugin.register(
                    Jumper(for: FuzzStackSection.self) { section in
                        switch section {
                        case .list: Destination(screen: "List", payload: section) { _ in TextScreen(name: "List", title: "") }
                        case .about: .present("About") { _ in TextScreen(name: "About", title: "") }
                        case .order: .push("Order") { _ in TextScreen(name: "Order", title: "") }
                        case .form: .push("Form") { _ in FuzzStackForm() }
                        }
                    })
                plugin.register(
                    Jumper(for: FuzzStackItem.self) { _ in .push("Detail") { _ in TextScreen(name: "Detail", title: "") } })
                plugin.registerGuard(
                    RouteGuard("signedIn", redirect: .present("SignIn") { _ in TextScreen(name: "SignIn", title: "") }))
            }
        } catch {
            fatalError("the fuzz app does not compose: \(error)")
        }
    }()

    /// A fresh app: with or without tabs, signed in or not. The stack is returned so the
    /// caller keeps it (the router holds it weakly).
    static func makeApp(tabs: Bool, signedIn: Bool) -> (NavigationRouter, RecordingNavigationStack) {
        let conditions = FuzzStackConditions(holding: signedIn ? ["signedIn"] : [])
        let home = Destination(screen: "Home") { _ in TextScreen(name: "Home", title: "") }
        guard tabs else {
            return NavigationRouter.start(registry: registry, root: home, conditions: conditions) {
                RecordingNavigationStack(root: $0)
            }
        }
        let list = Destination(screen: "List", payload: FuzzStackSection.list) { _ in TextScreen(name: "List", title: "") }
        return NavigationRouter.start(
            registry: registry, tabs: [TabRoot("Home", root: home), TabRoot("Menu", root: list)], conditions: conditions
        ) { RecordingNavigationStack(tabs: $0) }
    }

    static func check(_ bytes: [UInt8]) {
        for tabs in [false, true] {
            for signedIn in [false, true] {
                checkOne(bytes, tabs: tabs, signedIn: signedIn)
            }
        }
    }

    static func checkOne(_ bytes: [UInt8], tabs: Bool, signedIn: Bool) {
        let (router, stack) = makeApp(tabs: tabs, signedIn: signedIn)
        let restorer = StackRestorer(registry: registry)
        let before = NavigationState(of: router)
        do {
            try restorer.restore(bytes, on: router)
        } catch {
            fuzzCheck(
                NavigationState(of: router) == before, target, input: bytes,
                "a refused restore changed the state (\(error)):\n\(String(describing: NavigationState(of: router)))")
            let text = error.description
            fuzzCheck(
                !text.unicodeScalars.contains(where: QuotedText.isUnsafe), target, input: bytes,
                "the error's description holds a character a terminal acts on: \(text)")
            fuzzStat("refused \(caseName(error))")
            return
        }
        if let broken = brokenRule(router, stack) {
            fuzzFail(target, "a restored state breaks a rule: \(broken)", input: bytes)
        }
        let saved: [UInt8]
        do {
            saved = try restorer.save(router)
        } catch {
            fuzzFail(target, "a restored state does not save: \(error)", input: bytes)
        }
        let (again, againStack) = makeApp(tabs: tabs, signedIn: signedIn)
        do {
            try restorer.restore(saved, on: again)
        } catch {
            fuzzFail(target, "the save of a restored state is refused: \(error)", input: bytes)
        }
        fuzzCheck(
            NavigationState(of: again) == NavigationState(of: router), target, input: bytes,
            "the round trip changed the state:\n\(String(describing: NavigationState(of: router)))\nbecame\n"
                + String(describing: NavigationState(of: again)))
        withExtendedLifetime((stack, againStack)) {}
        fuzzStat("restored\(tabs ? " with tabs" : "")\(signedIn ? " signed in" : "")")
    }

    /// The first rule of the router that the state of `router` breaks, or `nil`.
    static func brokenRule(_ router: NavigationRouter, _ stack: RecordingNavigationStack) -> String? {
        let tabs: [String?] = stack.tabs.isEmpty ? [nil] : stack.tabs
        for tab in tabs {
            let entries = tab.flatMap { stack.entries(inTab: $0) } ?? stack.entries
            for (index, entry) in entries.enumerated().dropFirst() {
                let name = entry.screen.name
                if let requirement = entry.requirement, !router.allows(requirement) {
                    return "\(name) is shown although '\(requirement)' does not hold"
                }
                if let satisfied = router.satisfiedGuard(showing: name) {
                    return "\(name) is shown although its guard '\(satisfied)' holds"
                }
                if router.repeatedGuard(showing: name, above: entries[index - 1].screen.name) != nil {
                    return "\(name) is shown right above itself"
                }
                if let tab, !NavigationState.equal(tab, stack.selectedTab), entry.presentation == .modal {
                    return "\(name) is modal in the tab \(tab), which is not selected"
                }
            }
        }
        if let waiting = router.pending {
            if router.allows(waiting.guardName) { return "\(waiting.destination.screen) is held by a guard that holds" }
            let entries = waiting.tab.flatMap { stack.entries(inTab: $0) } ?? stack.entries
            guard waiting.depth < entries.count, entries[waiting.depth].screen.name.isScalarEqual(to: waiting.redirectScreen)
            else { return "\(waiting.destination.screen) is held while its guard's screen is not at \(waiting.depth)" }
        }
        return nil
    }
}
