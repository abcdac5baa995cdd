public import Router

extension NavigationQueue {
    /// Runs the queue until it is idle: lets its tasks run and, whenever all of them wait
    /// for time to pass (``settle(on:)``), advances `clock` to the next deadline a task
    /// sleeps until.
    ///
    /// Loaders and checks that wait only on `clock` run deterministically: time moves only
    /// when nothing else can. One that waits on something else (or computes) is waited for
    /// in real time, about 2 seconds at most each time.
    /// - Parameters:
    ///   - clock: The manual clock the queue and its loaders sleep on.
    ///   - limit: The most clock time to advance; a loader sleeping longer stays pending.
    /// - Returns: Whether the queue is idle (`false` when the limit or the real-time bound
    ///   was reached first).
    @discardableResult
    public func runUntilIdle(advancing clock: ManualClock, upTo limit: Duration = .seconds(86_400)) async -> Bool {
        let end = clock.now.advanced(by: limit)
        // A request just made in a task of its own may not have reached the queue yet.
        await ManualClock.letOthersRun()
        while !isIdle {
            guard await settle(on: clock), !isIdle else { return isIdle }
            guard let next = clock.nextDeadline, next <= end else { return false }
            await clock.advance(to: next)
        }
        return true
    }

    /// Lets the queue's tasks run, without moving time, until the queue is idle or its
    /// navigation in flight waits only for `clock`: every loader and asynchronous check
    /// still out, and every loading timer, sleeps on it.
    /// - Returns: Whether it got there within about 2 seconds of real time (`false` when a
    ///   loader waits on something else, or computes, for longer).
    @discardableResult
    public func settle(on clock: ManualClock) async -> Bool {
        for _ in 0..<4_000 {
            await ManualClock.letOthersRun()
            if isIdle || (waitsOnLoaders && clock.sleeperCount >= runningWaits + armedTimers) { return true }
            try? await Task.sleep(for: .microseconds(500))
        }
        return false
    }
}
