import AccountScreens
import Demo
import Foundation
import Router
import RouterRestoration
import RouterTestSupport
import RouterTooling
import Screens
import Testing

/// A saved stack gives back an equal navigation state: screens' own state (the order form's
/// size and unsaved change), the results screens wait for (the size picker's), and what a
/// guard holds back; a saved state a screen does not take back restores nothing.
@MainActor @Suite struct SavedScreenStateTests {
    /// The demo app, routed by code (`.jumpers`) or by the embedded routes file.
    enum Routing: CaseIterable, Sendable {
        case jumpers, routesFile
    }

    private static func registry(_ routing: Routing) throws -> JumperRegistry {
        switch routing {
        case .jumpers: DemoApp.makeRegistry()
        case .routesFile: try DemoApp.loadRoutes().registry
        }
    }

    private static func session(
        _ registry: JumperRegistry, tabs: Bool, account: DemoAccount = DemoAccount()
    ) -> NavigationSession {
        tabs
            ? NavigationSession(registry: registry, tabs: DemoApp.tabs, account: account)
            : NavigationSession(registry: registry, home: DemoApp.home, account: account)
    }

    /// An account in the same state as `account`: the same acceptances, the same user.
    private static func copy(of account: DemoAccount) -> DemoAccount {
        let copy = DemoAccount(knownUsers: account.knownUsers)
        for name in account.acceptedBy.sorted() {
            _ = copy.signIn(name)
            _ = copy.acceptTerms()
            copy.signOut()
        }
        if let user = account.user { _ = copy.signIn(user) }
        return copy
    }

    /// Saves `session`, restores the file on a new session of the same app and account, and
    /// answers the new session.
    private static func roundTrip(_ session: NavigationSession, registry: JumperRegistry, tabs: Bool) throws
        -> NavigationSession
    {
        let restorer = StackRestorer(registry: registry)
        let saved = try restorer.save(session.router)
        let account = try #require(session.account as? DemoAccount)
        let copy = Self.session(registry, tabs: tabs, account: Self.copy(of: account))
        try restorer.restore(saved, on: copy.router)
        return copy
    }

    private func perform(_ lines: [String], on session: NavigationSession) throws {
        let flow = try Flow(parsing: lines.joined(separator: "\n"), file: "steps.flow")
        for step in flow.steps { session.perform(step.command) }
    }

    @Test func aRestoredOrderFormKeepsItsSizeAndItsUnsavedChange() throws {
        let registry = DemoApp.makeRegistry()
        let session = Self.session(registry, tabs: false)
        try perform(orderFormWithChangeSteps, on: session)

        let restored = try Self.roundTrip(session, registry: registry, tabs: false)
        let back = restored.perform(.back)

        #expect(NavigationState(of: restored.router) == NavigationState(of: session.router))
        #expect((restored.stack.top as? OrderFormScreen)?.size == .large)
        #expect("\(back)".contains("leave refused OrderForm"))
    }

    @Test func aRestoredSizePickerStillHandsItsValueToTheForm() throws {
        let registry = DemoApp.makeRegistry()
        let session = Self.session(registry, tabs: false)
        try perform(orderFormWithChangeSteps.dropLast(), on: session)

        let restored = try Self.roundTrip(session, registry: registry, tabs: false)
        restored.perform(.tap(.title("Small")))

        #expect(restored.stack.log.lines.last == "pop SizePicker -> Small")
        #expect((restored.stack.top as? OrderFormScreen)?.size == .small)
        #expect((restored.stack.top as? OrderFormScreen)?.hasUnsavedChanges == true)
    }

    @Test func aRestoredSignInScreenStillHoldsItsDestination() throws {
        let registry = DemoApp.makeRegistry()
        let session = Self.session(registry, tabs: false)
        try perform(["tap \"Giuseppe's menu\"", "tap Margherita", "tap Order"], on: session)
        try #require(session.router.pending != nil)

        let restored = try Self.roundTrip(session, registry: registry, tabs: false)
        restored.perform(.signIn("anna"))

        #expect(NavigationState(of: restored.router) != nil)
        #expect(restored.stack.screenNames == ["Home", "Menu", "PizzaDetail", "Order"])
    }

    // MARK: Untrusted states

    /// A saved file of the order form with the picker open, its entries edited.
    private func tampered(_ edit: (inout [[String: Any]]) -> Void) throws -> [UInt8] {
        let registry = DemoApp.makeRegistry()
        let session = Self.session(registry, tabs: false)
        try perform(orderFormWithChangeSteps.dropLast(), on: session)
        let saved = try StackRestorer(registry: registry).save(session.router)
        var document = try #require(try JSONSerialization.jsonObject(with: Data(saved)) as? [String: Any])
        var stack = try #require(document["stack"] as? [[String: Any]])
        edit(&stack)
        document["stack"] = stack
        return Array(try JSONSerialization.data(withJSONObject: document))
    }

    @Test(arguments: [
        ("size not offered", "entry 3 (OrderForm): its state is refused: 'size' is not one of small, medium, large"),
        ("flag not a flag", "entry 3 (OrderForm): its state is refused: 'changed' is not true or false"),
        ("state on a screen that keeps none", "entry 2 (PizzaDetail): its state is refused: this screen keeps no state"),
        ("awaited by a screen that waits for nothing", "entry 2 (PizzaDetail): the screen below it waits for no result of it"),
    ])
    func aStateNoScreenTakesBackRestoresNothing(tampering: String, message: String) throws {
        let bytes = try tampered { stack in
            switch tampering {
            case "size not offered": stack[2]["state"] = ["size": "huge", "changed": "true"]
            case "flag not a flag": stack[2]["state"] = ["size": "large", "changed": "yes"]
            case "state on a screen that keeps none": stack[1]["state"] = ["size": "large"]
            case "awaited by a screen that waits for nothing": stack[1]["awaited"] = true
            default: break
            }
        }
        let account = DemoAccount()
        _ = account.signIn("anna")
        _ = account.acceptTerms()
        let target = Self.session(DemoApp.makeRegistry(), tabs: false, account: account)
        target.perform(.tap(.title("About")))
        let before = target.stack.log

        do {
            try StackRestorer(registry: DemoApp.makeRegistry()).restore(bytes, on: target.router)
            Issue.record("restored \(target.stack.screenNames)")
        } catch {
            #expect(error.description == message)
        }
        #expect(target.stack.screenNames == ["Home", "About"])
        #expect(target.stack.log == before)
    }

    // MARK: Every state sessions reach

    /// One random command a person could type next.
    private static func randomCommand(_ session: NavigationSession, tabs: Bool, using random: inout SplitMix64)
        -> FlowCommand
    {
        let rows = (session.stack.top as? any TappableScreen)?.rows.count ?? 0
        switch Int.random(in: 0..<12, using: &random) {
        case 0: return .back
        case 1: return .home
        case 2: return .signIn("anna")
        case 3: return .signIn("nobody")
        case 4: return .signOut
        case 5: return .answer(true)
        case 6 where tabs: return .tab(DemoApp.tabs.randomElement(using: &random)?.name ?? "Home")
        default: return rows > 0 ? .tap(.number(Int.random(in: 1...rows, using: &random))) : .back
        }
    }

    @Test(arguments: Routing.allCases, [false, true])
    func everyStateARandomSessionReachesRoundTripsToAnEqualState(routing: Routing, tabs: Bool) throws {
        let registry = try Self.registry(routing)
        var random = SplitMix64(seed: tabs ? 26 : 62)
        var checked = 0
        var seen = (held: 0, awaited: 0, changed: 0)
        for _ in 0..<12 {
            let session = Self.session(registry, tabs: tabs)
            // Each walk starts some way along the order form's steps, so deep states (a held
            // destination, an open picker, a changed form) are reached as often as shallow ones.
            let prefix = try Flow(parsing: orderFormWithChangeSteps.joined(separator: "\n"), file: "prefix.flow").steps
                .prefix(Int.random(in: 2...orderFormWithChangeSteps.count, using: &random)).map(\.command)
            for step in 0..<30 {
                let command =
                    step < prefix.count ? prefix[step] : Self.randomCommand(session, tabs: tabs, using: &random)
                session.perform(command)
                let state = try #require(NavigationState(of: session.router))
                let entries = state.stacks.flatMap(\.entries)
                if state.pending != nil { seen.held += 1 }
                if entries.contains(where: \.awaited) { seen.awaited += 1 }
                if entries.contains(where: { $0.state["changed"] == "true" }) { seen.changed += 1 }

                let restored = try Self.roundTrip(session, registry: registry, tabs: tabs)

                let restoredState = try #require(NavigationState(of: restored.router))
                #expect(restoredState == state, "saved:\n\(state)\nrestored:\n\(restoredState)")
                checked += 1
                if restoredState != state { return }
            }
        }
        #expect(checked == 360)
        // The walks reach the states a save used to lose: held destinations, open pickers,
        // forms with an unsaved change.
        #expect(seen.held >= 5, "held back in \(seen.held) states")
        #expect(seen.awaited >= 5, "an open picker in \(seen.awaited) states")
        #expect(seen.changed >= 5, "a changed form in \(seen.changed) states")
    }
}
