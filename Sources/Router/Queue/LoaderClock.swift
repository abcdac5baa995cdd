/// The clock of the queue preparing the navigation a loader or an asynchronous check runs
/// for: what it should sleep on when it waits for time.
///
/// A ``NavigationQueue`` sets it while it checks a navigation's conditions and runs its
/// loaders (and the tasks they start in a task group, or with `Task {}`, inherit it). A
/// loader that sleeps on it waits in real time in an app and not at all in a test or a flow
/// that drives a manual clock, without being handed a clock when it is registered:
///
/// ```swift
/// plugin.registerScreen("OrderDetail", for: Order.self) { order in
///     try await LoaderClock.current.sleep(for: .seconds(1))  // the server's latency
///     return try await server.receipt(for: order)
/// } make: { order, receipt, _ in ... }
/// ```
///
/// Outside a queue's preparation (the router used directly, a detached task) it is the
/// continuous clock.
public enum LoaderClock {
    /// The clock of the queue whose navigation is being prepared; the continuous clock
    /// outside one.
    @TaskLocal public static var current: any Clock<Duration> = ContinuousClock()
}
