import Foundation
import Router
import RouterClock
import RouterRestoration
import RouterTestSupport
import RouterTooling
import Testing

/// Restoring a saved stack whose screens load: through the queue, their loaders run again,
/// all of them within a time limit, or nothing changes.
@MainActor @Suite struct RestoringLoadedScreensTests {
    /// The stack of a kitchen that pushed `DishDetail` for each of `dishes` through its
    /// queue, saved.
    private func savedStack(of dishes: [String]) async throws -> [UInt8] {
        let kitchen = Kitchen()
        for dish in dishes {
            let request = await kitchen.start { await $0.route(Dish.fixture(name: dish)) }
            await kitchen.queue.runUntilIdle(advancing: kitchen.clock)
            _ = await request.value
        }
        return try StackRestorer(registry: kitchen.router.registry).save(kitchen.router)
    }

    /// `saved` with every `from` replaced by `to`: a stack the app could not have saved.
    private func replacing(_ from: String, with to: String, in saved: [UInt8]) -> [UInt8] {
        Array(String(decoding: saved, as: UTF8.self).replacingOccurrences(of: from, with: to).utf8)
    }

    /// Restores `saved` onto `kitchen` through its queue, in a task of its own, letting its
    /// clock run until the queue is idle.
    private func restore(_ saved: [UInt8], on kitchen: Kitchen, timeLimit: Duration = .seconds(5)) async
        -> Result<[NavigationEvent], RestoreError>
    {
        let restoring = Self.restoring(saved, on: kitchen, timeLimit: timeLimit)
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)
        return await restoring.value
    }

    private static func restoring(_ saved: [UInt8], on kitchen: Kitchen, timeLimit: Duration)
        -> Task<Result<[NavigationEvent], RestoreError>, Never>
    {
        let (restorer, queue) = (StackRestorer(registry: kitchen.router.registry), kitchen.queue)
        return Task {
            do throws(RestoreError) {
                return .success(try await restorer.restore(saved, on: queue, timeLimit: timeLimit))
            } catch {
                return .failure(error)
            }
        }
    }

    private func screens(_ kitchen: Kitchen) -> [String] {
        kitchen.stack.entries.map(\.screen.name)
    }

    private func titles(_ kitchen: Kitchen) -> [String] {
        kitchen.stack.entries.compactMap { ($0.screen as? TextScreen)?.title }
    }

    @Test func aRestoredScreenThatLoadsShowsWhatItsLoaderFetched() async throws {
        let saved = try await savedStack(of: ["Margherita", "Funghi"])
        let kitchen = Kitchen()

        let result = await restore(saved, on: kitchen)

        #expect(throws: Never.self) { try result.get() }
        #expect(screens(kitchen) == ["Home", "DishDetail", "DishDetail"])
        #expect(titles(kitchen) == ["Home", "recipe of Margherita", "recipe of Funghi"])
        #expect(Set(kitchen.record.all) == ["load Margherita", "load Funghi", "loaded Margherita", "loaded Funghi"])
        #expect(kitchen.clock.now.offset == .seconds(1))  // concurrently: one latency, not two
        #expect(kitchen.queue.isIdle)
    }

    @Test func aRestoreWhoseLoaderFailsChangesNothingAndNamesTheEntry() async throws {
        let saved = replacing("Funghi", with: "Burnt", in: try await savedStack(of: ["Margherita", "Funghi"]))
        let kitchen = Kitchen()
        kitchen.router.show(.push(registered: "Plain", payload: 0))

        let result = await restore(saved, on: kitchen)

        let error = RestoreError.loadFailed(index: 2, screen: "DishDetail", message: "the kitchen burnt it")
        #expect(throws: error) { try result.get() }
        #expect(screens(kitchen) == ["Home", "Plain"])  // no failure screen either
        #expect("\(error)" == "entry 2 (DishDetail): its loader failed: the kitchen burnt it; nothing was restored")
    }

    @Test func aRestoreSlowerThanItsTimeLimitChangesNothingAndSaysTheLimit() async throws {
        let saved = try await savedStack(of: ["Margherita"])
        let kitchen = Kitchen()

        let result = await restore(saved, on: kitchen, timeLimit: .milliseconds(500))

        #expect(throws: RestoreError.timeLimitPassed(limit: .milliseconds(500))) { try result.get() }
        #expect(screens(kitchen) == ["Home"])
        #expect(kitchen.record.all == ["load Margherita", "cancelled Margherita"])
        #expect(kitchen.clock.now.offset == .milliseconds(500))
        #expect(
            "\(RestoreError.timeLimitPassed(limit: .milliseconds(500)))"
                == "nothing was restored: the loaders did not finish within the time limit of 0.5 seconds")
    }

    @Test func aRestoreWhoseCallerIsCancelledChangesNothing() async throws {
        let saved = try await savedStack(of: ["Margherita"])
        let kitchen = Kitchen()

        let restoring = Self.restoring(saved, on: kitchen, timeLimit: .seconds(5))
        await kitchen.queue.settle(on: kitchen.clock)
        restoring.cancel()
        await kitchen.queue.runUntilIdle(advancing: kitchen.clock)
        let result = await restoring.value

        #expect(throws: RestoreError.interrupted(.cancelled(.callerCancelled))) { try result.get() }
        #expect(screens(kitchen) == ["Home"])
        #expect(kitchen.record.all == ["load Margherita", "cancelled Margherita"])
    }

    @Test func aRestoreOfScreensThatLoadNothingNeedsNoTime() async throws {
        let saved = Array(#"{"version": 1, "stack": [{"screen": "Plain", "presentation": "push"}]}"#.utf8)
        let fresh = Kitchen()

        let result = await restore(saved, on: fresh)

        #expect(throws: Never.self) { try result.get() }
        #expect(screens(fresh) == ["Home", "Plain"])
        #expect(fresh.clock.now.offset == .zero)
    }

    @Test func theSynchronousRestoreRefusesAScreenThatLoadsSayingToUseTheQueue() async throws {
        let saved = try await savedStack(of: ["Margherita"])
        let kitchen = Kitchen()

        let error = #expect(throws: RestoreError.self) {
            try StackRestorer(registry: kitchen.router.registry).restore(saved, on: kitchen.router)
        }

        #expect(error == .loadsData(index: 1, screen: "DishDetail"))
        #expect("\(error.map { "\($0)" } ?? "")".contains("restore through the navigation queue"))
        #expect(screens(kitchen) == ["Home"])
        #expect(kitchen.record.all == [])
    }

    /// A session of the kitchen (its loaders on the session's clock) whose `restore` reads
    /// `saved` from a file of its own, its loaders given at most `limit`.
    private func session(restoring saved: [UInt8], limit: Duration) throws -> (NavigationSession, String) {
        let registry = try JumperRegistry(plugins: [KitchenPlugin(clock: nil, record: KitchenRecord())])
        let session = NavigationSession(registry: registry, home: textDestination("Home"))
        session.restoreTimeLimit = limit
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("restore-\(UUID().uuidString).json").path
        try Data(saved).write(to: URL(fileURLWithPath: path))
        return (session, path)
    }

    @Test func aSessionsRestoreMovesItsClockOnlyAsFarAsTheLoadersNeed() async throws {
        let (session, path) = try session(restoring: try await savedStack(of: ["Margherita"]), limit: .seconds(30))
        defer { try? FileManager.default.removeItem(atPath: path) }

        let result = await session.performAndSettle(.restore(path))

        guard case .info(let text) = result else {
            Issue.record("expected info, got \(result)")
            return
        }
        #expect(text.hasPrefix("restored 1 screen from"))
        #expect(session.stack.entries.map(\.screen.name) == ["Home", "DishDetail"])
        #expect(session.clock.now.offset == .seconds(1))
        #expect(session.queue.isIdle)
    }

    @Test func aSessionsRestoreSlowerThanItsLimitEndsAtTheLimitChangingNothing() async throws {
        let (session, path) = try session(restoring: try await savedStack(of: ["Margherita"]), limit: .milliseconds(500))
        defer { try? FileManager.default.removeItem(atPath: path) }

        let result = await session.performAndSettle(.restore(path))

        guard case .failed(let error) = result else {
            Issue.record("expected a failure, got \(result)")
            return
        }
        #expect(error == .restoreFailed(.timeLimitPassed(limit: .milliseconds(500))))
        #expect(session.stack.entries.map(\.screen.name) == ["Home"])
        #expect(session.clock.now.offset == .milliseconds(500))
        #expect(session.queue.isIdle)
    }
}
