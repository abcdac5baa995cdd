import Router

/// Benchmark 5, a navigation: a payload routed to a screen on a recording stack, guard,
/// hooks, push and log included.
///
/// - **Navigation**: `NavigationRouter.route(_:)` with an observer installed that lets
///   everything through and ignores every event (hooks installed but idle), a guard
///   condition checked on every other destination (it holds), the screen pushed onto a
///   `RecordingNavigationStack`, the event logged. The screen factories hand back screens
///   built beforehand, so the allocations counted are the router's and the stack's own.
///   The peer column is the same router without the observer: what idle hooks cost.
/// - **Queued navigation**: the same through `NavigationQueue.route(_:policy:)`, awaited in a
///   task started immediately on the main actor; nothing loads, so nothing suspends. Its
///   second row compares it with the router behind one `await` of a main-actor function in
///   the same kind of task: the floor of any asynchronous call there, whose executor
///   switches the queue pays too.
/// - **Full tap**: `ListScreen.tap(row:inSection:)` on a list of 16 rows of four payload
///   types: the data source's payload, the decision, the guard, the hooks, a new
///   `TextScreen` built by the factory, the push and the log line.
/// - **Floors**: both rows written without the router (``HandWrittenNavigator``): the
///   payload's type looked up in a dictionary of closures, the screen pushed onto an array,
///   the same event appended to another. The full tap's floor builds a new screen as the
///   factory does; the navigation's hands back the screen built beforehand, checks the
///   destination's condition through a closure and calls an observer closure before and
///   after the push. Each is timed in turn with its row.
///
/// Each batch starts from a new stack, router and list (a few hundred nanoseconds, spread
/// over the batch) and pushes every tap onto it; the batch's time includes releasing the
/// stack, its screens and its log at the end.
enum TapBenchmark {
    struct Pizza: Sendable { let id: Int }
    struct Drink: Sendable { let id: Int }
    struct Dessert: Sendable { let id: Int }
    struct Table: Sendable { let seats: Int }

    /// Lets every navigation through and ignores every event.
    @MainActor final class IdleObserver: NavigationObserver {}

    /// Every condition holds.
    final class SignedIn: GuardConditions {
        func holds(_ condition: String) -> Bool { true }
    }

    static let rowCount = 16

    /// The rows' names and their floors' peer names, which the targets look up.
    static let navigationRow = "navigation: route + guard + hooks + push + log"
    static let navigationFloorPeer = "hand-written: type → closure, guard and observer closures, array push + log (floor)"
    static let tapRow = "full tap: list row to pushed screen"
    static let tapFloorPeer = "hand-written: type → closure, new screen, array push + log (floor)"

    static func run(_ harness: inout Harness) throws(BenchmarkFailure) -> [ResultRow] {
        // The router and the screens live on the main actor, where this program's top level
        // runs.
        let result = MainActor.assumeIsolated { Result { () throws(BenchmarkFailure) in try measure(&harness) } }
        return try result.get()
    }

    @MainActor
    private static func measure(_ harness: inout Harness) throws(BenchmarkFailure) -> [ResultRow] {
        let shared = try registry(buildingScreens: false)
        let building = try registry(buildingScreens: true)
        let rows = (0..<rowCount).map { number in ListRow("Row \(number)", payload: payload(number)) }
        let payloads = rows.map(\.payload)
        let root = TextScreen(name: "Home", title: "Home")
        let conditions = SignedIn()
        try verify(shared, payloads: payloads, root: root, conditions: conditions)
        try verify(building, payloads: payloads, root: root, conditions: conditions)
        let sharedRoutes = handWrittenRoutes(buildingScreens: false)
        let buildingRoutes = handWrittenRoutes(buildingScreens: true)
        try verifyFloors(
            shared: shared, building: building, sharedRoutes: sharedRoutes, buildingRoutes: buildingRoutes, rows: rows,
            root: root, conditions: conditions)

        func routing(observed: Bool) -> (Int) -> UInt64 {
            { iterations in
                let stack = RecordingNavigationStack(root: root)
                let router = NavigationRouter(
                    registry: shared, navigator: stack, conditions: conditions, observers: observed ? [IdleObserver()] : [])
                var sum: UInt64 = 0
                for index in 0..<iterations {
                    if case .pushed = router.route(payloads[index & (rowCount - 1)]) { sum &+= 1 }
                }
                return withExtendedLifetime(stack) { sum }
            }
        }
        // The floor: the same navigation written by hand, guard and observer as closures.
        let navigationFloor = { (iterations: Int) -> UInt64 in
            let navigator = HandWrittenNavigator(
                root: root, routes: sharedRoutes, holds: { conditions.holds($0) }, willNavigate: { _ in true },
                didNavigate: { _ in })
            var sum: UInt64 = 0
            for index in 0..<iterations where navigator.navigate(payloads[index & (rowCount - 1)]) != nil {
                sum &+= 1
            }
            return sum
        }
        // The router, the router without observers, the floor, the queue and the awaited router
        // in turn: the router's time over the floor's and the queue's over the router's are
        // targets.
        var operations: [Harness.Operation] = [
            .init(routing(observed: true)), .init(routing(observed: false), ours: false), .init(navigationFloor, ours: false),
        ]
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            try verifyQueue(shared, payloads: payloads, root: root, conditions: conditions)
            operations.append(
                .init { iterations in
                    let stack = RecordingNavigationStack(root: root)
                    let router = NavigationRouter(
                        registry: shared, navigator: stack, conditions: conditions, observers: [IdleObserver()])
                    let sum = routeThroughQueue(NavigationQueue(router: router), payloads: payloads, iterations: iterations)
                    return withExtendedLifetime(stack) { sum ?? 0 }
                })
            // The floor of any asynchronous call in that task: the router itself behind one
            // `await` of a main-actor function, no queue. Profiled too, so that callgrind
            // counts what the queue adds to it.
            operations.append(
                .init { iterations in
                    let stack = RecordingNavigationStack(root: root)
                    let router = NavigationRouter(
                        registry: shared, navigator: stack, conditions: conditions, observers: [IdleObserver()])
                    let sum = routeBehindAwait(router, payloads: payloads, iterations: iterations)
                    return withExtendedLifetime(stack) { sum ?? 0 }
                })
        }
        let figures = harness.timed(inTurn: operations)
        let (navigation, bare, navigationFloorFigure) = (figures[0], figures[1], figures[2])
        var queuedRow: [ResultRow] = []
        if figures.count > 4 {
            let (queued, awaited) = (figures[3], figures[4])
            queuedRow = [
                ResultRow(
                    "queued navigation: NavigationQueue.route, nothing to load", size: "hooks idle", ours: queued,
                    peer: "the router alone", peerFigure: navigation),
                ResultRow(
                    "queued navigation: the queue's own cost", size: "hooks idle", ours: queued,
                    peer: "the router behind one await (floor)", peerFigure: awaited),
            ]
        }
        let tapBatch = { (iterations: Int) -> UInt64 in
            let stack = RecordingNavigationStack(root: root)
            let router = NavigationRouter(
                registry: building, navigator: stack, conditions: conditions, observers: [IdleObserver()])
            let list = ListScreen(
                name: "Menu", title: "Menu", dataSource: ListDataSource(sections: [ListSection(rows: rows)]), router: router)
            var sum: UInt64 = 0
            for index in 0..<iterations {
                if case .pushed = list.tap(row: index & (rowCount - 1), inSection: 0) { sum &+= 1 }
            }
            return withExtendedLifetime(stack) { sum }
        }
        // The floor: the same tap written by hand, the row's payload from an array.
        let tapFloor = { (iterations: Int) -> UInt64 in
            let navigator = HandWrittenNavigator(root: root, routes: buildingRoutes)
            var sum: UInt64 = 0
            for index in 0..<iterations where navigator.tap(rows[index & (rowCount - 1)].payload) != nil { sum &+= 1 }
            return sum
        }
        let tapFigures = harness.timed(inTurn: [.init(tapBatch), .init(tapFloor, ours: false)])
        let (tap, tapFloorFigure) = (tapFigures[0], tapFigures[1])
        return [
            ResultRow(
                navigationRow, size: "hooks idle", ours: navigation, peer: "the same, no observer", peerFigure: bare),
            ResultRow(
                navigationRow, size: "hooks idle", ours: navigation, peer: navigationFloorPeer,
                peerFigure: navigationFloorFigure),
            ResultRow(tapRow, size: "hooks idle", ours: tap, peer: tapFloorPeer, peerFigure: tapFloorFigure),
        ] + queuedRow
    }

    /// Routes `iterations` payloads through `queue`, each awaited, in one task started
    /// immediately: a navigation that loads nothing never suspends, so the task ends before
    /// this returns. `nil` when one did suspend (then the figures would not be the queue's).
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @MainActor
    private static func routeThroughQueue(_ queue: NavigationQueue, payloads: [Any], iterations: Int) -> UInt64? {
        countedInImmediateTask {
            var sum: UInt64 = 0
            for index in 0..<iterations {
                if case .committed(.pushed) = await queue.route(payloads[index & (rowCount - 1)]) { sum &+= 1 }
            }
            return sum
        }
    }

    /// Routes `iterations` payloads through `router` behind an `await`, in a task started as
    /// ``routeThroughQueue(_:payloads:iterations:)`` starts its own: what the two switches to
    /// the main actor's executor of an awaited main-actor call cost in that task, with no
    /// queue. `nil` when a call suspended. A loop of its own, as the queue's is: one loop
    /// calling an asynchronous closure per payload would add that closure's executor switches
    /// to both.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @MainActor
    private static func routeBehindAwait(_ router: NavigationRouter, payloads: [Any], iterations: Int) -> UInt64? {
        countedInImmediateTask {
            var sum: UInt64 = 0
            for index in 0..<iterations {
                if case .pushed = await awaitedRoute(router, payloads[index & (rowCount - 1)]) { sum &+= 1 }
            }
            return sum
        }
    }

    /// The router's `route`, as an asynchronous main-actor call (inlined, as the queue's
    /// `route` is).
    @MainActor
    private static func awaitedRoute(_ router: NavigationRouter, _ payload: Any?) async -> RouteOutcome {
        router.route(payload)
    }

    /// Runs `count` in a task started immediately on the main actor and returns what it
    /// counted; `nil` when it suspended (it has not ended when this returns). One task per
    /// batch: its start is spread over the batch, and each loop stays in its own body, where
    /// the call it times is inlined.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @MainActor
    private static func countedInImmediateTask(_ count: sending @escaping @MainActor () async -> UInt64) -> UInt64? {
        let result = QueuedSum()
        Task.immediate { @MainActor in result.sum = await count() }
        return result.sum
    }

    /// What the task of ``countedInImmediateTask(_:)`` counted, once it ended.
    @MainActor private final class QueuedSum {
        var sum: UInt64?
    }

    /// Through the queue, and through the router behind an `await`, every row pushes its own
    /// screen before the call returns.
    @available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *)
    @MainActor
    private static func verifyQueue(
        _ registry: JumperRegistry, payloads: [Any], root: TextScreen, conditions: SignedIn
    ) throws(BenchmarkFailure) {
        let stack = RecordingNavigationStack(root: root)
        let router = NavigationRouter(registry: registry, navigator: stack, conditions: conditions, observers: [IdleObserver()])
        let sum = routeThroughQueue(NavigationQueue(router: router), payloads: payloads, iterations: payloads.count)
        try check(sum == UInt64(payloads.count), "the queue pushed \(sum.map(String.init) ?? "nothing before returning")")
        try check(stack.log.events.count == payloads.count, "the log holds \(stack.log.events.count) events")
        let floorStack = RecordingNavigationStack(root: root)
        let floorRouter = NavigationRouter(
            registry: registry, navigator: floorStack, conditions: conditions, observers: [IdleObserver()])
        let floorSum = routeBehindAwait(floorRouter, payloads: payloads, iterations: payloads.count)
        try check(
            floorSum == UInt64(payloads.count),
            "the awaited router pushed \(floorSum.map(String.init) ?? "nothing before returning")")
    }

    /// Every row pushes its own screen, whichever way it is routed.
    @MainActor
    private static func verify(
        _ registry: JumperRegistry, payloads: [Any], root: TextScreen, conditions: SignedIn
    ) throws(BenchmarkFailure) {
        let stack = RecordingNavigationStack(root: root)
        let router = NavigationRouter(registry: registry, navigator: stack, conditions: conditions, observers: [IdleObserver()])
        for (number, payload) in payloads.enumerated() {
            let outcome = router.route(payload)
            guard case .pushed(let screen) = outcome, screen == screenName(number) else {
                throw BenchmarkFailure("row \(number) gave \(outcome), not a push of \(screenName(number))")
            }
        }
        try check(stack.entries.count == payloads.count + 1, "the stack holds \(stack.entries.count) screens")
        try check(stack.log.events.count == payloads.count, "the log holds \(stack.log.events.count) events")
    }

    /// The floors push the screens the router pushes and log the same lines, for the same
    /// payloads: the full tap's floor as the list's taps (a new screen each), the
    /// navigation's as the router with an idle observer.
    @MainActor
    private static func verifyFloors(
        shared: JumperRegistry, building: JumperRegistry, sharedRoutes: [ObjectIdentifier: (Any) -> HandWrittenNavigator.Route],
        buildingRoutes: [ObjectIdentifier: (Any) -> HandWrittenNavigator.Route], rows: [ListRow], root: TextScreen,
        conditions: SignedIn
    ) throws(BenchmarkFailure) {
        func compare(_ stack: RecordingNavigationStack, _ navigator: HandWrittenNavigator, _ what: String)
            throws(BenchmarkFailure)
        {
            let routed = stack.entries.map(\.screen.name)
            let handWritten = navigator.stack.map(\.name)
            try check(routed == handWritten, "\(what) pushed \(handWritten), the router \(routed)")
            let lines = navigator.log.map(\.description)
            try check(stack.log.lines == lines, "\(what) logged \(lines), the router \(stack.log.lines)")
        }
        let tapStack = RecordingNavigationStack(root: root)
        let router = NavigationRouter(
            registry: building, navigator: tapStack, conditions: conditions, observers: [IdleObserver()])
        let list = ListScreen(
            name: "Menu", title: "Menu", dataSource: ListDataSource(sections: [ListSection(rows: rows)]), router: router)
        let tapFloor = HandWrittenNavigator(root: root, routes: buildingRoutes)
        for row in rows.indices {
            list.tap(row: row, inSection: 0)
            try check(tapFloor.tap(rows[row].payload) != nil, "the full tap's floor found no screen for row \(row)")
        }
        try compare(tapStack, tapFloor, "the full tap's floor")

        let navigationStack = RecordingNavigationStack(root: root)
        let navigationRouter = NavigationRouter(
            registry: shared, navigator: navigationStack, conditions: conditions, observers: [IdleObserver()])
        var asked = 0
        var told = 0
        let navigationFloor = HandWrittenNavigator(
            root: root, routes: sharedRoutes, holds: { conditions.holds($0) },
            willNavigate: { _ in
                asked += 1
                return true
            }, didNavigate: { _ in told += 1 })
        for (number, row) in rows.enumerated() {
            navigationRouter.route(row.payload)
            try check(navigationFloor.navigate(row.payload) != nil, "the navigation's floor found no screen for row \(number)")
        }
        try compare(navigationStack, navigationFloor, "the navigation's floor")
        try check(
            asked == rows.count && told == rows.count,
            "the navigation's floor asked its observer \(asked) times and told it \(told), not \(rows.count)")
    }

    /// The floors' closures: for each payload type, its row's screen and whether it requires
    /// `signedIn`, as ``registry(buildingScreens:)``'s jumpers and destinations give them.
    /// With `buildingScreens`, each call builds a new screen, as the factory does; otherwise
    /// it hands back one built here.
    @MainActor
    private static func handWrittenRoutes(buildingScreens: Bool) -> [ObjectIdentifier: (Any) -> HandWrittenNavigator.Route] {
        let names = (0..<rowCount).map(screenName)
        let requirements = (0..<rowCount).map { $0 % 2 == 0 ? "signedIn" : nil }
        let screens = names.map { TextScreen(name: $0, title: $0) }
        func route(_ number: Int) -> HandWrittenNavigator.Route {
            guard buildingScreens else { return (screens[number], requirements[number]) }
            let name = names[number]
            return (TextScreen(name: name, title: name), requirements[number])
        }
        return [
            ObjectIdentifier(Pizza.self): { route(($0 as! Pizza).id) },
            ObjectIdentifier(Drink.self): { route(($0 as! Drink).id) },
            ObjectIdentifier(Dessert.self): { route(($0 as! Dessert).id) },
            ObjectIdentifier(Table.self): { route(($0 as! Table).seats) },
        ]
    }

    /// Row `number`'s payload: four types, four rows each.
    private static func payload(_ number: Int) -> Any {
        switch number % 4 {
        case 0: Pizza(id: number)
        case 1: Drink(id: number)
        case 2: Dessert(id: number)
        default: Table(seats: number)
        }
    }

    private static func screenName(_ number: Int) -> String {
        "\(["Pizza", "Drink", "Dessert", "Table"][number % 4])\(number)"
    }

    /// Four jumpers, one per payload type, each pushing the row's own screen; pizzas and
    /// tables require `signedIn`. With `buildingScreens`, each push builds a new screen;
    /// otherwise the screens are built here, once, and handed back.
    @MainActor
    private static func registry(buildingScreens: Bool) throws(BenchmarkFailure) -> JumperRegistry {
        func destination(_ number: Int, requires requirement: String?) -> Destination {
            let name = screenName(number)
            if buildingScreens {
                return .push(name, requires: requirement) { _ in TextScreen(name: name, title: name) }
            }
            let screen = TextScreen(name: name, title: name)
            return .push(name, requires: requirement) { _ in screen }
        }
        let destinations = (0..<rowCount).map { destination($0, requires: $0 % 2 == 0 ? "signedIn" : nil) }
        do {
            return try JumperRegistry(plugin: "taps") { registration in
                registration.register(Jumper(for: Pizza.self) { destinations[$0.id] })
                registration.register(Jumper(for: Drink.self) { destinations[$0.id] })
                registration.register(Jumper(for: Dessert.self) { destinations[$0.id] })
                registration.register(Jumper(for: Table.self) { destinations[$0.seats] })
                registration.registerGuard(
                    RouteGuard("signedIn", redirect: .present("SignIn") { _ in TextScreen(name: "SignIn", title: "Sign in") }))
            }
        } catch {
            throw BenchmarkFailure("the tap registry does not compose: \(error)")
        }
    }
}
