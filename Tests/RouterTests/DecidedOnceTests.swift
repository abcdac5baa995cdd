import Router
import RouterTestSupport
import RouterTooling
import Synchronization
import Testing

/// How many times a jumper was asked where a payload leads.
private final class DecisionCount: Sendable {
    private let count = Mutex(0)

    func add() { count.withLock { $0 += 1 } }

    var value: Int { count.withLock { $0 } }
}

/// Routes dishes for the kitchen (``KitchenPlugin``, which then routes none itself),
/// counting each decision: `Plain` pushes a screen that loads nothing, any other dish its
/// detail, which loads.
private struct CountingDishes: RouterPlugin {
    let name = "counting"
    let count: DecisionCount

    func register(in plugin: inout PluginRegistration) {
        let count = count
        plugin.register(
            Jumper(for: Dish.self) { dish in
                count.add()
                return .push(registered: dish.name == "Plain" ? "Plain" : "DishDetail", payload: dish)
            })
    }
}

/// A navigation decides its payload once, whichever way it goes: at once, or through the
/// queue while a screen loads.
@MainActor @Suite struct DecidedOnceTests {
    private func makeSession(_ count: DecisionCount) throws -> NavigationSession {
        let registry = try JumperRegistry(plugins: [
            KitchenPlugin(clock: nil, record: KitchenRecord(), routesDishes: false), CountingDishes(count: count),
        ])
        return NavigationSession(
            registry: registry, home: FlowWaitingTests.list("Home", dishes: ["Margherita", "Plain"]),
            account: KitchenAccount())
    }

    @Test func aTapOfAScreenThatLoadsIsDecidedOnce() async throws {
        // Arrange
        let count = DecisionCount()
        let session = try makeSession(count)

        // Act
        await session.performAndSettle(.tap(.title("Margherita")))
        await session.performAndSettle(.wait(.seconds(2)))

        // Assert
        #expect(session.stack.screenNames == ["Home", "DishDetail"])
        #expect(count.value == 1)
    }

    @Test func aTapOfAScreenThatLoadsNothingIsDecidedOnceInAnAppThatMayWait() async throws {
        // Arrange
        let count = DecisionCount()
        let session = try makeSession(count)

        // Act
        await session.performAndSettle(.tap(.title("Plain")))

        // Assert
        #expect(session.stack.screenNames == ["Home", "Plain"])
        #expect(count.value == 1)
    }

    @Test func aPayloadRoutedThroughTheQueueIsDecidedOnceWhetherItLoadsOrNot() async throws {
        // Arrange
        let count = DecisionCount()
        let session = try makeSession(count)

        // Act
        await session.queue.route(Dish.fixture(name: "Plain"))
        session.stack.clearLog()
        await session.performAndSettle(.back)
        let plain = count.value
        let loading = Task { await session.queue.route(Dish.fixture()) }
        await session.performAndSettle(.wait(.seconds(2)))
        _ = await loading.value

        // Assert
        #expect(plain == 1)
        #expect(count.value == 2)
        #expect(session.stack.screenNames == ["Home", "DishDetail"])
    }
    @Test func aLinkToAScreenThatLoadsIsDecidedOnce() async throws {
        // Arrange
        let count = DecisionCount()
        let session = try makeSession(count)

        // Act
        await session.performAndSettle(.open("kitchen://dish/Margherita"))
        await session.performAndSettle(.wait(.seconds(2)))

        // Assert
        #expect(session.stack.screenNames == ["Home", "DishDetail"])
        #expect(count.value == 1)
    }

    @Test func aLinkOpenedThroughTheQueueWhileAnotherLoadsIsDecidedOnce() async throws {
        // Arrange
        let count = DecisionCount()
        let session = try makeSession(count)
        let first = Task { await session.queue.route(Dish.fixture()) }
        await session.queue.settle(on: session.clock)
        let before = count.value

        // Act
        let opening = Task { await session.queue.open("kitchen://dish/Diavola") }
        await session.performAndSettle(.wait(.seconds(2)))
        _ = await (first.value, opening.value)

        // Assert
        #expect(session.stack.screenNames == ["Home", "DishDetail"])
        #expect(count.value - before == 1)
    }
}
