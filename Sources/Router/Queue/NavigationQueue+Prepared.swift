/// A commit the queue prepares by loading destinations its caller names, then carries out
/// through the caller's closure: how restoring a saved stack loads its screens.
@MainActor
package final class PreparedCommit {
    /// The destinations to load, in the order they will be shown.
    let destinations: [Destination]
    /// How long, on the queue's clock, the loaders may take in all.
    let timeLimit: Duration
    /// Commits, with the loaded data in place (`NavigationRouter.committing(_:_:)`).
    let commit: () -> QueuedOutcome
    /// Where the destination whose loader failed stands in ``destinations``; `nil` when no
    /// loader failed (or a guard's screen's did).
    package internal(set) var failedAt: Int?
    /// Whether the loaders were stopped because ``timeLimit`` passed.
    package internal(set) var timedOut = false

    init(destinations: [Destination], timeLimit: Duration, commit: @escaping () -> QueuedOutcome) {
        self.destinations = destinations
        self.timeLimit = timeLimit
        self.commit = commit
    }
}

extension NavigationQueue {
    /// Loads `destinations` as a navigation to them would (guards first, then their
    /// loaders concurrently, under ``LoaderClock`` set to ``clock``), one navigation at a
    /// time like every request, and once every loader has finished within `timeLimit` on
    /// ``clock``, runs `commit` with the loaded data in place (all or nothing).
    ///
    /// Unlike a navigation, a failing loader shows no failure screen: nothing changes, and
    /// the outcome is ``QueuedOutcome/failed(_:)`` with `failedAt` (or
    /// `timedOut`) saying why. Cancelled, superseded or refused as busy, it
    /// ends as any request does, without committing.
    /// - Returns: What `commit` answered, or how the request ended before it; and the
    ///   prepared commit, which says which loader failed.
    package func load(
        _ destinations: [Destination], within timeLimit: Duration, policy: BusyPolicy = .replace,
        thenCommit commit: @escaping () -> QueuedOutcome
    ) async -> (outcome: QueuedOutcome, prepared: PreparedCommit) {
        let prepared = PreparedCommit(destinations: destinations, timeLimit: timeLimit, commit: commit)
        return (await submit(.prepared(prepared), policy: policy), prepared)
    }
}
