import Router
import RouterTestSupport
import Testing

/// The queue under concurrent callers and random interleavings: serial in queue order, one
/// outcome per request, logged, and no guarded screen shown while its guard does not hold.
@MainActor @Suite struct NavigationQueueConcurrencyTests {
    /// A request of the concurrency tests.
    enum Request: CustomStringConvertible {
        case tap(String)
        case link(String)
        case plain
        case back

        static func random(using generator: inout SplitMix64) -> Request {
            let dishes = ["Margherita", "Diavola", "Burnt", "Secret"]
            switch generator.next() % 8 {
            case 0, 1, 2: return .tap(dishes[Int(generator.next() % 4)])
            case 3: return .link(dishes[Int(generator.next() % 4)])
            case 4: return .plain
            default: return .back
            }
        }

        @MainActor
        func perform(on queue: NavigationQueue, policy: BusyPolicy) async -> QueuedOutcome {
            switch self {
            case .tap(let name): await queue.route(Dish(name: name), policy: policy)
            case .link(let name): await queue.open("kitchen://dish/\(name)", policy: policy)
            case .plain: await queue.go(to: [.push(registered: "Plain", payload: 0)], policy: policy)
            case .back: await queue.back(policy: policy)
            }
        }

        var description: String {
            switch self {
            case .tap(let name): "tap \(name)"
            case .link(let name): "link \(name)"
            case .plain: "plain"
            case .back: "back"
            }
        }
    }

    @Test func eightConcurrentCallersGiveTheLogOfASerialRunInQueueOrder() async {
        let kitchen = Kitchen(latency: .zero)
        let order = RequestOrder()
        let queue = kitchen.queue

        await withTaskGroup(of: Void.self) { group in
            for caller in 0..<8 {
                group.addTask { await Self.call(as: caller, on: queue, noting: order) }
            }
        }
        let serial = Kitchen(latency: .zero)
        for request in order.requests { _ = await request.perform(on: serial.queue, policy: .queue) }

        #expect(order.requests.count == 8_000)
        #expect(kitchen.queue.isIdle)
        #expect(firstDifference(kitchen.stack.log.lines, serial.stack.log.lines) == nil)
        #expect(kitchen.stack.log.lines.contains("loading failed DishDetail"))
    }

    /// Makes 1,000 random requests as caller number `caller`, noting each as it enters.
    private static func call(as caller: Int, on queue: NavigationQueue, noting order: RequestOrder) async {
        var generator = SplitMix64(seed: UInt64(caller + 1))
        for _ in 0..<1_000 {
            let request = Request.random(using: &generator)
            order.requests.append(request)
            _ = await request.perform(on: queue, policy: .queue)
        }
    }

    @Test(arguments: Array(1...40))
    func randomInterleavingsEndEachRequestOnceLogItAndNeverShowAGuardedScreenWhileItsGuardFails(seed: Int) async {
        let conditions = FakeConditions()
        let watcher = GuardWatcher(conditions: conditions)
        let kitchen = Kitchen(conditions: conditions, observers: [watcher])
        watcher.stack = kitchen.stack
        var generator = SplitMix64(seed: UInt64(seed))
        var tasks: [Task<QueuedOutcome, Never>] = []

        for _ in 0..<60 {
            switch generator.next() % 10 {
            case 0, 1, 2, 3:
                let request = Request.random(using: &generator)
                let policy = BusyPolicy.allCases[Int(generator.next() % 3)]
                tasks.append(await kitchen.start { await request.perform(on: $0, policy: policy) })
            case 4, 5:
                await kitchen.clock.advance(by: .milliseconds(Int64(generator.next() % 1_500)))
            case 6:
                kitchen.queue.cancel()
            case 7:
                if let task = tasks.randomElement(using: &generator) { task.cancel() }
            default:
                if conditions.holding.contains("signedIn") {
                    conditions.holding.remove("signedIn")
                } else {
                    conditions.holding.insert("signedIn")
                }
                tasks.append(await kitchen.start { await $0.conditionsDidChange() })
            }
            await kitchen.queue.settle(on: kitchen.clock)
        }
        let idle = await kitchen.queue.runUntilIdle(advancing: kitchen.clock)
        var outcomes: [QueuedOutcome] = []
        for task in tasks { outcomes.append(await task.value) }

        #expect(idle)
        #expect(kitchen.clock.sleeperCount == 0)
        #expect(watcher.violations.isEmpty)
        let lines = kitchen.stack.log.lines
        func count(_ prefix: String) -> Int { lines.filter { $0.hasPrefix(prefix) }.count }
        #expect(outcomes.filter { $0 == .superseded }.count == count("loading superseded "))
        #expect(outcomes.filter { if case .cancelled = $0 { true } else { false } }.count == count("loading cancelled "))
        #expect(outcomes.filter { if case .failed = $0 { true } else { false } }.count == count("loading failed "))
        #expect(outcomes.filter { $0 == .refused(.ignored(.busy)) }.count == count("loading dropped "))
        #expect(count("loading done ") <= count("loading DishDetail"))
    }
}

/// The first line where `first` and `second` differ, with its index, or `nil` when equal.
func firstDifference(_ first: [String], _ second: [String]) -> String? {
    guard first != second else { return nil }
    let index = first.indices.first { $0 >= second.count || first[$0] != second[$0] } ?? second.count
    let around = { (lines: [String]) in lines[max(0, index - 3)..<min(lines.count, index + 3)].joined(separator: " | ") }
    return "line \(index) of \(first.count) / \(second.count): \(around(first)) ≠ \(around(second))"
}

/// The order requests entered the queue in.
@MainActor
final class RequestOrder {
    var requests: [NavigationQueueConcurrencyTests.Request] = []
}

/// Records every moment a screen that requires `signedIn` was shown while it did not hold.
@MainActor
final class GuardWatcher: NavigationObserver {
    let conditions: FakeConditions
    weak var stack: RecordingNavigationStack?
    var violations: [String] = []

    init(conditions: FakeConditions) {
        self.conditions = conditions
    }

    func didNavigate(_ event: NavigationEvent) {
        guard let stack, event.changedStack else { return }
        for entry in stack.entries where entry.requirement != nil && !conditions.holding.contains("signedIn") {
            violations.append("\(event): \(entry.screen.name) shown signed out")
        }
    }
}
