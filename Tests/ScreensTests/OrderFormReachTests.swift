import AccountScreens
import Demo
import Router
import RouterTestSupport
import RouterTooling
import Screens
import Testing

/// The order form, its size picker and the terms it requires are found by the crawler,
/// and the order form survives a save and restore.
@MainActor @Suite struct OrderFormReachTests {
    @Test(arguments: DemoSetup.allCases)
    func theCrawlerReachesTheOrderFormItsSizePickerAndTheTerms(setup: DemoSetup) async throws {
        let registry = try setup.registry()

        let reached = Set(await setup.crawledStates(in: registry).map(\.name))

        let wanted = [DemoScreen.orderForm.name, DemoScreen.sizePicker.name, DemoScreen.terms.name]
        #expect(wanted.filter { !reached.contains($0) } == [], "\(setup) reached \(reached.sorted())")
    }

    @Test(arguments: DemoSetup.allCases)
    func anOrderFormOnTopRoundTripsThroughSaveAndRestore(setup: DemoSetup) async throws {
        let registry = try setup.registry()
        let path = await setup.crawledStates(in: registry).first { $0.name == DemoScreen.orderForm.name }?.path ?? []
        let (session, _) = setup.replay(path, registry: registry, guardSteps: 2)
        session.perform(.tap(.title("Size: Medium")))
        session.perform(.tap(.title("Large")))
        let form = try #require(session.stack.top as? OrderFormScreen)
        #expect(form.size == .large)
        let saved = try session.restorer.save(session.stack)
        let (restored, _) = setup.replay([], registry: registry, guardSteps: 2)

        try restored.restorer.restore(saved, on: restored.router)

        #expect(SessionSnapshot(restored).names == SessionSnapshot(session).names)
        #expect(restored.allEntries.map(\.screen.title) == session.allEntries.map(\.screen.title))
        #expect(restored.stack.selectedTab == session.stack.selectedTab)
        let copy = try #require(restored.stack.top as? OrderFormScreen)
        #expect(copy.pizza == form.pizza)
        // Only the form's payload (its pizza) is saved: the size chosen, and the unsaved
        // change it makes, are not (copy.size is .medium).
    }
}
