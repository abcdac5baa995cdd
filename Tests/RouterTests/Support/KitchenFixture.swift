import Foundation
import Router
import RouterTestSupport
import RoutesFiles
import Synchronization

/// A dish of the kitchen test app, whose detail screen loads its recipe first; `Codable`,
/// so a stack showing it can be saved.
struct Dish: Hashable, Sendable, Codable {
    let name: String

    static func fixture(name: String = "Margherita") -> Dish {
        Dish(name: name)
    }
}

/// What the kitchen's loaders did, in order: `load NAME`, `loaded NAME`, `cancelled NAME`.
final class KitchenRecord: Sendable {
    private let lines = Mutex<[String]>([])
    /// Taken around every use of `lines`: a pthread lock, whose ordering ThreadSanitizer
    /// sees (it does not see inside `Mutex`, whose library it does not instrument, and took
    /// two loaders adding at once for a race).
    private let ordering = NSLock()

    func add(_ line: String) {
        ordering.lock()
        defer { ordering.unlock() }
        lines.withLock { $0.append(line) }
    }

    var all: [String] {
        ordering.lock()
        defer { ordering.unlock() }
        return lines.withLock { $0 }
    }
}

/// The kitchen: a `Dish` pushes `DishDetail`, whose loader waits `latency` on `clock` (on
/// the loaders' clock, ``LoaderClock``, when `nil`) and
/// returns the recipe (the dish named `Burnt` always fails; a dish whose name starts with
/// `Slow` waits ten times as long). Dishes named `Secret...` require `signedIn`, whose guard
/// presents `SignIn`. `LoadError` shows a `LoadFailure`; `NotFound` shows a link.
struct KitchenPlugin: RouterPlugin {
    let name = "kitchen"
    let clock: ManualClock?
    var latency: Duration = .seconds(1)
    let record: KitchenRecord
    /// Whether the plugin routes dishes itself (not when a routes file does).
    var routesDishes = true

    struct KitchenClosed: Error, CustomStringConvertible {
        var description: String { "the kitchen burnt it" }
    }

    func register(in plugin: inout PluginRegistration) {
        let (clock, latency, record) = (clock, latency, record)
        if routesDishes {
            plugin.register(
                Jumper(for: Dish.self) { dish in
                    .push(registered: "DishDetail", payload: dish, requires: dish.name.hasPrefix("Secret") ? "signedIn" : nil)
                })
        }
        plugin.registerScreen("DishDetail", for: Dish.self) { dish in
            record.add("load \(dish.name)")
            do {
                let wait = dish.name.hasPrefix("Slow") ? latency * 10 : latency
                try await (clock.map { $0 as any Clock<Duration> } ?? LoaderClock.current).sleep(for: wait)
            } catch {
                record.add("cancelled \(dish.name)")
                throw error
            }
            guard dish.name != "Burnt" else { throw KitchenClosed() }
            record.add("loaded \(dish.name)")
            return "recipe of \(dish.name)"
        } make: { dish, recipe, _ in
            TextScreen(name: "DishDetail", title: recipe)
        }
        plugin.registerScreen("LoadError", for: LoadFailure.self) { failure, _ in
            TextScreen(name: "LoadError", title: failure.message)
        }
        plugin.registerScreen("NotFound", for: String.self) { link, _ in
            TextScreen(name: "NotFound", title: link)
        }
        plugin.registerScreen("Plain") { _ in TextScreen(name: "Plain", title: "Plain") }
        plugin.registerGuard(
            RouteGuard(
                "signedIn",
                redirect: Destination(screen: "SignIn", presentation: .modal) { _ in
                    TextScreen(name: "SignIn", title: "Sign in")
                }))
        plugin.registerPayload(Dish.self, name: "Dish", fields: [PayloadField("name") { $0.name }])
        plugin.registerLink(
            "kitchen://dish/:name", decoder: LinkDecoder(parameters: ["name"]) { Dish(name: $0["name"] ?? "") })
    }
}

/// The kitchen app on a recording stack rooted at Home, behind a queue on a manual clock
/// (loading noted after 150 ms, failures shown on `LoadError`, unknown links on `NotFound`).
@MainActor
struct Kitchen {
    let clock = ManualClock()
    let record = KitchenRecord()
    let conditions: FakeConditions
    let stack: RecordingNavigationStack
    let router: NavigationRouter
    let queue: NavigationQueue

    init(
        conditions: FakeConditions = FakeConditions(), asyncConditions: (any AsyncGuardConditions)? = nil,
        latency: Duration = .seconds(1), observers: [any NavigationObserver] = [], routes: String? = nil
    ) {
        self.conditions = conditions
        var registry = try! JumperRegistry(plugins: [
            KitchenPlugin(clock: clock, latency: latency, record: record, routesDishes: routes == nil)
        ])
        if let routes { registry = try! RoutesFile(parsing: routes, path: "kitchen.yaml", registry: registry).registry }
        stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        router = NavigationRouter(
            registry: registry, navigator: stack, conditions: asyncConditions ?? conditions, observers: observers)
        queue = NavigationQueue(
            router: router, clock: clock, loadingThreshold: .milliseconds(150), failureScreen: "LoadError",
            notFoundScreen: "NotFound")
    }

    /// Starts `request` in a task of its own, as a tap in a running app does, and returns
    /// once it waits for time to pass (or has ended).
    func start(_ request: @escaping @MainActor (NavigationQueue) async -> QueuedOutcome) async -> Task<QueuedOutcome, Never> {
        let queue = queue
        let task = Task { await request(queue) }
        await queue.settle(on: clock)
        return task
    }
}
