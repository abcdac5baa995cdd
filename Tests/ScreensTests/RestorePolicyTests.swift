import AccountScreens
import Demo
import Foundation
import Router
import RouterRestoration
import RouterTooling
import Screens
import Testing

/// Restoring the longest valid prefix, asked for explicitly: each stack (each tab's) up to
/// its first refused entry, what a guard held back above a cut dropped, and the report says
/// what was dropped and why.
@MainActor @Suite struct RestorePolicyTests {
    private let restorer = StackRestorer(registry: DemoApp.makeRegistry())

    /// The corpus file `name`, its Margherita renamed `pizza` (a pizza not on the menu).
    private func saved(_ name: String, pizza: String = "Calzone") throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("SavedStacks/\(name).json")
        let text = try String(contentsOf: url, encoding: .utf8)
        return Array(text.replacingOccurrences(of: "Margherita", with: pizza).utf8)
    }

    private func session(tabs: Bool, signedIn: Bool) -> NavigationSession {
        let account = DemoAccount()
        if signedIn { _ = account.signIn("anna") }
        return tabs
            ? NavigationSession(registry: DemoApp.makeRegistry(), tabs: DemoApp.tabs, account: account)
            : NavigationSession(registry: DemoApp.makeRegistry(), home: DemoApp.home, account: account)
    }

    @Test func eachTabKeepsItsEntriesBelowTheFirstRefusedOne() throws {
        let target = session(tabs: true, signedIn: true)

        let report = try restorer.restore(try saved("v2-tabs"), on: target.router, policy: .longestValidPrefix)

        #expect(NavigationState(of: target.router)?.description == "* Home: Home > About (modal)\nMenu: Menu\nTyped: TypedList")
        #expect(report.dropped.count == 1)
        #expect(report.dropped.first?.description.hasPrefix("tab 'Menu', entry 1 (PizzaDetail): refused: ") == true)
    }

    @Test func whatAGuardHeldAboveACutIsDropped() throws {
        let target = session(tabs: false, signedIn: false)

        let report = try restorer.restore(try saved("v1-pending"), on: target.router, policy: .longestValidPrefix)

        #expect(NavigationState(of: target.router)?.description == "Home > Menu")
        #expect(
            report.dropped.map(\.description).dropFirst() == [
                "entry 3 (SignIn): not restored: entry 2 below it is refused",
                "held back, entry 1 (Order): not restored: entry 2 below it is refused",
            ])
    }

    @Test func allOrNothingStaysTheDefaultAndChangesNothing() throws {
        let target = session(tabs: false, signedIn: false)
        let before = target.stack.log

        #expect(throws: RestoreError.self) { try restorer.restore(try saved("v1-pending"), on: target.router) }
        #expect(target.stack.log == before)
    }
}
