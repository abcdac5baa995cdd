// Loading example: begin
import Router
import RouterTesting
import Testing

/// An order: what a row of the orders list emits.
struct Order: Sendable, Hashable {
    let number: Int
}

/// The server is offline: what the loader throws for order 0.
struct Offline: Error, CustomStringConvertible {
    var description: String { "the bakery is offline" }
}

/// Orders whose detail screen loads the order's receipt first, from a server that answers
/// in a second, on the clock it is given.
struct OrdersPlugin: RouterPlugin {
    let name = "orders"
    let clock: any Clock<Duration>

    func register(in plugin: inout PluginRegistration) {
        let clock = self.clock
        plugin.register(Jumper(for: Order.self) { .push(registered: "OrderDetail", payload: $0) })
        // A screen that loads: `load` runs before the screen is built, and only then.
        plugin.registerScreen("OrderDetail", for: Order.self, failureScreen: "OrderError") { order in
            try await clock.sleep(for: .seconds(1))  // the server; throws if the tap is replaced
            guard order.number > 0 else { throw Offline() }
            return "Receipt #\(order.number)"
        } make: { order, receipt, _ in
            TextScreen(name: "OrderDetail", title: receipt)
        }
        // Its failure screen, shown with what the loader threw.
        plugin.registerScreen("OrderError", for: LoadFailure.self) { failure, _ in
            TextScreen(name: "OrderError", title: failure.message)
        }
    }
}

@MainActor @Test func anOrderIsShownOnceItsReceiptIsLoaded() async throws {
    let clock = ManualClock()
    let registry = try JumperRegistry(plugins: [OrdersPlugin(clock: clock)])
    let (router, stack) = NavigationRouter.start(registry: registry, root: .push("Home") { _ in
        TextScreen(name: "Home", title: "Home")
    }) { RecordingNavigationStack(root: $0) }
    let queue = NavigationQueue(router: router, clock: clock)  // `loading NAME` after 150 ms

    let tap = Task { await queue.route(Order(number: 7)) }  // a tap, in a task as in an app
    await queue.settle(on: clock)                           // it has started: its loader sleeps
    await queue.runUntilIdle(advancing: clock)              // a second passes, in no time
    let offline = Task { await queue.route(Order(number: 0)) }
    await queue.settle(on: clock)
    await queue.runUntilIdle(advancing: clock)

    #expect(await tap.value == .committed(.pushed("OrderDetail")))
    #expect(await offline.value == .failed(LoadFailure(screen: "OrderDetail", message: "the bakery is offline")))
    #expect(stack.log.lines == [
        "loading OrderDetail", "loading done OrderDetail", "push OrderDetail",
        "loading OrderDetail", "loading failed OrderDetail", "push OrderError",
    ])
    #expect(router.route(Order(number: 8)) == .ignored(.notLoaded("OrderDetail")))  // the router alone never waits
}
// Loading example: end
