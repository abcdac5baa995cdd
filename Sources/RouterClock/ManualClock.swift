import Foundation
import Synchronization

/// A clock whose time moves only when a test moves it: a loader that sleeps for an hour
/// on it finishes as soon as the test advances it an hour, in microseconds.
///
/// Give it to a `NavigationQueue` (and to the loaders and services of the app under
/// test), then move time with ``advance(by:)``, or let
/// `NavigationQueue.runUntilIdle(advancing:upTo:)` move it to each deadline in turn.
///
/// ```swift
/// let clock = ManualClock()
/// let queue = NavigationQueue(router: router, clock: clock)
/// async let outcome = queue.route(pizza)
/// await clock.advance(by: .seconds(2))
/// #expect(await outcome == .committed(.pushed("PizzaDetail")))
/// ```
///
/// Sleepers whose deadline has passed wake in deadline order (those of one deadline in the
/// order they slept); a sleeper whose task is cancelled wakes at once with
/// `CancellationError`.
public final class ManualClock: Clock, Sendable {
    /// A moment on a manual clock: how long after its start.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// How long after the clock's start this moment is.
        public let offset: Duration

        /// The moment `offset` after the clock's start.
        public init(offset: Duration) {
            self.offset = offset
        }

        /// The clock's start.
        public static let zero = Instant(offset: .zero)

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset, e.g. `1.5 seconds`.
        public var description: String { "\(offset)" }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now: Instant
        var sleepers: [Sleeper] = []
        var lastID = 0
    }

    private let state: Mutex<State>
    /// Taken around every use of `state`: a pthread lock, whose ordering ThreadSanitizer
    /// sees (it does not see inside `Mutex`, whose library it does not instrument).
    private let ordering = NSLock()

    /// Runs `body` on the state, locked.
    private func locked<T>(_ body: (inout State) -> T) -> T {
        ordering.lock()
        defer { ordering.unlock() }
        return state.withLock { body(&$0) }
    }

    /// Creates a clock standing at `now`.
    public init(now: Instant = .zero) {
        state = Mutex(State(now: now))
    }

    /// The clock's current moment.
    public var now: Instant { locked { $0.now } }

    /// Any duration can be slept exactly.
    public var minimumResolution: Duration { .zero }

    /// How many tasks sleep on the clock now.
    public var sleeperCount: Int { locked { $0.sleepers.count } }

    /// The earliest deadline a task sleeps until, or `nil` when none sleeps.
    public var nextDeadline: Instant? { locked { $0.sleepers.map(\.deadline).min() } }

    /// Sleeps until the clock is advanced to `deadline` (returns at once when it is there
    /// already), or throws `CancellationError` when the task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = locked { state in
            state.lastID += 1
            return state.lastID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let wake: Result<Void, any Error>? = locked { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let wake { continuation.resume(with: wake) }
            }
        } onCancel: {
            let sleeper = locked { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward by `duration`, waking each sleeper at its deadline in turn and
    /// letting the tasks woken run before time moves on.
    public func advance(by duration: Duration) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves time forward to `moment` (never back), waking each sleeper at its deadline in
    /// turn and letting the tasks woken run before time moves on.
    public func advance(to moment: Instant) async {
        while true {
            let woken = locked { state -> [Sleeper] in
                guard let next = state.sleepers.map(\.deadline).min(), next <= moment else {
                    if state.now < moment { state.now = moment }
                    return []
                }
                if state.now < next { state.now = next }
                let due = state.sleepers.filter { $0.deadline <= next }
                state.sleepers.removeAll { $0.deadline <= next }
                return due
            }
            guard !woken.isEmpty else { break }
            for sleeper in woken { sleeper.continuation.resume() }
            await Self.letOthersRun()
        }
        await Self.letOthersRun()
    }

    /// Yields often enough for tasks just woken, and those they wake, to reach their next
    /// suspension.
    package static func letOthersRun() async {
        for _ in 0..<24 { await Task.yield() }
    }
}
