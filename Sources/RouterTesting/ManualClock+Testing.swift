public import RouterClock

/// The manual clock, named here for tests that import only this module: time moves only
/// when the test moves it (`ManualClock` in RouterClock). The flow runner drives the
/// same clock for `wait`, and a queue runs to idle on it with
/// `NavigationQueue.runUntilIdle(advancing:upTo:)`.
public typealias ManualClock = RouterClock.ManualClock
