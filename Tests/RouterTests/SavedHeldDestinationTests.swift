import Foundation
import Router
import RouterRestoration
import RouterTestSupport
import Testing

/// A destination a guard holds back is saved with the request for its result: restored, it
/// is shown once the condition holds and hands its result to the screen that asked.
@MainActor @Suite struct SavedHeldDestinationTests {
    /// A form that shows the guarded picker expecting the name picked.
    final class FormScreen: StatefulScreen {
        let name = "Form"
        let title = "Form"
        var picked: String?

        func render() -> String { title }

        func resultHandler(forScreenAbove screen: String) -> ResultHandler? {
            guard screen == "Picker" else { return nil }
            return ResultHandler(expecting: String.self) { [weak self] result in
                if case .value(let name) = result { self?.picked = name }
            }
        }
    }

    private let form = Destination(screen: "Form") { _ in FormScreen() }
    private let picker = Destination.push("Picker", requires: "signedIn") { _ in TextScreen(name: "Picker", title: "") }

    /// Home; Form; Plain; Picker (requires `signedIn`, presented SignIn).
    private func makeApp(conditions: FakeConditions) throws -> (NavigationRouter, RecordingNavigationStack) {
        let registry = try JumperRegistry { plugin in
            plugin.registerScreen("Form") { _ in FormScreen() }
            plugin.registerScreen("Picker", requires: "signedIn") { _ in TextScreen(name: "Picker", title: "") }
            plugin.registerScreen("SignIn") { _ in TextScreen(name: "SignIn", title: "") }
            plugin.registerScreen("Plain") { _ in TextScreen(name: "Plain", title: "") }
            plugin.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
        }
        return NavigationRouter.start(registry: registry, root: textDestination("Home"), conditions: conditions) {
            RecordingNavigationStack(root: $0)
        }
    }

    /// Home; Form; Picker (requires `signedIn`), whose guard shows an inline sign-in screen
    /// no plugin registers by name, as Guards.md teaches.
    private func makeInlineGuardApp(conditions: FakeConditions) throws -> (NavigationRouter, RecordingNavigationStack) {
        let registry = try JumperRegistry { plugin in
            plugin.registerScreen("Form") { _ in FormScreen() }
            plugin.registerScreen("Picker", requires: "signedIn") { _ in TextScreen(name: "Picker", title: "") }
            plugin.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
        }
        return NavigationRouter.start(registry: registry, root: textDestination("Home"), conditions: conditions) {
            RecordingNavigationStack(root: $0)
        }
    }

    @Test func aStackToppedByAnInlineGuardsScreenSavesItsHeldDestinationAndRestoringShowsTheScreenAgain() throws {
        let (router, stack) = try makeInlineGuardApp(conditions: FakeConditions())
        router.show(form)
        router.show(picker)
        let state = NavigationState(of: router)
        let (restoredRouter, restoredStack) = try makeInlineGuardApp(conditions: FakeConditions())

        let saved = try StackRestorer(registry: router.registry).save(router)
        try StackRestorer(registry: restoredRouter.registry).restore(saved, on: restoredRouter)

        #expect(state?.pending?.description == "Picker held by signedIn at 2")
        #expect(NavigationState(of: restoredRouter) == state)
        #expect(restoredStack.top.name == "SignIn")
        withExtendedLifetime(stack) {}
    }

    /// A session whose form showed the picker expecting a result, held back by the guard.
    private func savedHeldPicker() throws -> (saved: [UInt8], state: NavigationState?) {
        let (router, stack) = try makeApp(conditions: FakeConditions())
        router.show(form)
        router.show(picker, expecting: String.self) { _ in }
        let saved = try StackRestorer(registry: router.registry).save(router)
        return withExtendedLifetime(stack) { (saved, NavigationState(of: router)) }
    }

    @Test func aRestoredHeldDestinationHandsItsResultToTheScreenThatAsked() throws {
        let (saved, state) = try savedHeldPicker()
        let conditions = FakeConditions()
        let (router, stack) = try makeApp(conditions: conditions)

        try StackRestorer(registry: router.registry).restore(saved, on: router)
        let restored = NavigationState(of: router)
        conditions.holding = ["signedIn"]
        router.conditionsDidChange()
        router.back(returning: "Margherita")

        #expect(restored == state)
        #expect(state?.pending?.awaited == true)
        #expect(stack.log.lines.suffix(3) == ["dismiss SignIn", "push Picker", "pop Picker -> Margherita"])
        #expect((stack.top as? FormScreen)?.picked == "Margherita")
    }

    @Test(arguments: [
        ("awaited by nobody", "held back: entry 1 (Picker): the screen below it waits for no result of it"),
        ("a state", "held back: entry 1 (Picker): its state is refused: a screen not shown yet keeps no state"),
    ])
    func aHeldDestinationNoScreenWaitsForOrWithAStateRestoresNothing(tampering: String, message: String) throws {
        let (saved, _) = try savedHeldPicker()
        var document = try #require(try JSONSerialization.jsonObject(with: Data(saved)) as? [String: Any])
        var pending = try #require(document["pending"] as? [String: Any])
        var held = try #require(pending["stack"] as? [[String: Any]])
        var entries = try #require(document["stack"] as? [[String: Any]])
        switch tampering {
        case "awaited by nobody": entries[0]["screen"] = "Plain"
        default: held[0]["state"] = ["size": "large"]
        }
        pending["stack"] = held
        document["pending"] = pending
        document["stack"] = entries
        let (router, stack) = try makeApp(conditions: FakeConditions())

        let bytes = Array(try JSONSerialization.data(withJSONObject: document))

        let error = #expect(throws: RestoreError.self) { try StackRestorer(registry: router.registry).restore(bytes, on: router) }
        #expect(error?.description == message)
        #expect(stack.log.isEmpty)
    }
}
