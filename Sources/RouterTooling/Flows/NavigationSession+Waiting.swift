public import Router
import RouterClock
import RouterRestoration

extension NavigationSession {
    /// Carries out one command as ``perform(_:)`` does, through ``queue`` when the app
    /// waits (a screen loads, or a condition is checked asynchronously), then lets the
    /// queue settle: its tasks run until the navigation ends or waits only for ``clock``.
    /// Time moves only with `wait`, which lets that much pass and runs what comes due in
    /// order. Never traps.
    ///
    /// - A tap of a `ListScreen` that routes through ``router``, a link and `go` go through
    ///   the queue, replacing a navigation in flight; a tap's payload is decided
    ///   once. A tap of any other screen goes through the queue when it would wait
    ///   (`NavigationQueue.waits(routing:)`), and is the screen's own otherwise, as in
    ///   ``perform(_:)``. A request that waits for nothing, with nothing in flight, commits
    ///   at once (`NavigationQueue.commitAtOnce(_:)`), without a task. A request refused on
    ///   its own (a rejected link) cancels nothing.
    /// - `sign-in` and `sign-out` report the change of conditions through the queue: the
    ///   screens whose condition no longer holds leave at once, a navigation in flight under
    ///   a guard prepares again, and the change's line (`signed out`) is the result
    ///   whatever is in flight.
    /// - `back`, `home` and `tab` act at once on the screens shown, then supersede what is in
    ///   flight and waiting when they changed something (a refusal cancels nothing);
    ///   `cancel` cancels it.
    /// - `restore` of a file refused before anything loads fails and cancels nothing;
    ///   otherwise it cancels what is in flight and waiting first, then restores through the
    ///   queue (`StackRestorer.restore(from:on:timeLimit:)`): the loaders of the restored
    ///   screens run, ``clock`` moving to each deadline they sleep until, at most
    ///   ``restoreTimeLimit`` in all. Restoring is one step: it has ended, restored or not,
    ///   when the command returns. `restore --dry-run` judges the file as the restore would,
    ///   loaders included (`StackRestorer.dryRun(from:on:timeLimit:)`), changing nothing.
    ///
    /// - Returns: What happened, as ``perform(_:)`` says it, or ``CommandResult/inFlight``
    ///   when the navigation still waits for time; its result then goes to ``onFinished``
    ///   when it ends. `wait` answers ``CommandResult/waited(_:)``.
    ///
    /// ``onPerform`` is told of every command, with its result, as ``perform(_:)`` tells it.
    @discardableResult
    public func performAndSettle(_ command: FlowCommand) async -> CommandResult {
        let result = await settled(command)
        onPerform?(command, result)
        return result
    }

    /// What ``tappedRow(_:)`` found for a tap: its list, the row's number and the row.
    typealias TappedRow = Result<(list: any TappableScreen, number: Int, row: ListRow), SessionError>

    /// ``performAndSettle(_:)`` for a command that ends without waiting, carried out
    /// without suspending: a tap the queue commits at once, `back`, `home` or `tab` with
    /// nothing in flight, or a command that never goes through the queue (`stack`,
    /// `expect`…). A flow of such steps then makes no asynchronous call a step.
    /// - Parameters:
    ///   - command: The command.
    ///   - tapped: What ``tappedRow(_:)`` answers for the command's tap, found already by
    ///     the caller on the same stack; `nil` to look it up.
    /// - Returns: What ``performAndSettle(_:)`` returns (``onPerform`` is told), or `nil`
    ///   when the command may wait: then nothing was done, and it goes through
    ///   ``performAndSettle(_:)``.
    func performedAtOnce(_ command: FlowCommand, tapped: TappedRow? = nil) -> CommandResult? {
        guard let result = settledAtOnce(command, tapped: tapped) else { return nil }
        onPerform?(command, result)
        return result
    }

    /// ``settled(_:)`` for the commands that end without waiting; `nil`, having done
    /// nothing, for any other.
    private func settledAtOnce(_ command: FlowCommand, tapped: TappedRow?) -> CommandResult? {
        if case .wait = command { return nil }
        guard waits else { return carryOut(command) }
        switch command {
        case .tap(let target):
            guard case .success(let (list, number, row)) = tapped ?? tappedRow(target) else { return carryOut(command) }
            switch queue.route(ofTapping: row, on: list) {
            case .throughQueue(let request): return navigatedAtOnce(request)
            case .screensOwn: return carryOut(command, tapping: (list, number))
            }
        case .back, .home, .tab:
            // At once on the screens shown, through the queue (`actOnScreensShown`); only
            // what it would supersede needs settling.
            guard queue.isIdle else { return nil }
            return carryOut(command)
        case .stack, .log, .help, .quit, .answer, .save, .link, .expect:
            return carryOut(command)
        case .wait, .open, .openInApp, .go, .signIn, .signOut, .restore, .restoreDryRun, .cancel:
            return nil
        }
    }

    /// ``navigating(_:policy:)`` when the queue commits `request` at once; `nil` when it
    /// does not, having done nothing but forget the last question (which that call does
    /// first too).
    private func navigatedAtOnce(_ request: NavigationQueue.Request) -> CommandResult? {
        confirmations.forgetLastQuestion()
        guard let outcome = queue.commitAtOnce(request) else { return nil }
        confirmations.nextAnswer = nil
        return remember(Self.result(of: outcome))
    }

    /// ``performAndSettle(_:)`` without telling ``onPerform``.
    private func settled(_ command: FlowCommand) async -> CommandResult {
        if case .wait(let duration) = command {
            await pass(duration)
            return .waited(duration)
        }
        guard waits else { return carryOut(command) }
        switch command {
        case .tap(let target):
            guard case .success(let (list, number, row)) = tappedRow(target) else { return carryOut(command) }
            // The queue's one rule for a tap: a list routing its rows through the router
            // goes through the queue, decided once; any other screen's tap that waits for
            // nothing is the screen's own, as `perform` taps it.
            switch queue.route(ofTapping: row, on: list) {
            case .throughQueue(let request): return await navigating(request)
            case .screensOwn: return carryOut(command, tapping: (list, number))
            }
        case .open(let link):
            return await navigating(queue.request(opening: link, placement: .fromRoot))
        case .openInApp(let link):
            return await navigating(queue.request(opening: link, placement: .onTop))
        case .go(let links):
            switch path(of: links) {
            case .failure(let refusal): return remember(.routed(refusal.outcome))
            case .success(let path): return await navigating(.go(path))
            }
        case .signIn(let name):
            guard let account else { return .failed(.noAccount) }
            switch account.signIn(name) {
            case .signedIn:
                signedInAs = name
                return await changedConditions(saying: Self.signedInText(name))
            case .failed(let reason, let destination):
                return signInFailed(reason, showing: destination)
            }
        case .signOut:
            guard let account else { return .failed(.noAccount) }
            account.signOut()
            return await changedConditions(saying: "signed out")
        case .restore(let path):
            // A file refused before anything loads changes nothing and cancels nothing.
            if let refusal = restorer.refusalBeforeLoading(from: path, on: router) {
                return .failed(.restoreFailed(refusal))
            }
            await cancelAll()
            confirmations.forgetLastQuestion()
            defer { confirmations.nextAnswer = nil }
            return await restoreLoading(from: path)
        case .back, .home, .tab:
            // Through the queue, at once, on the screens shown (`actOnScreensShown`): what is
            // in flight is superseded only when the command changed something; a refusal (no
            // such tab, a modal screen covering the tabs, only the root left, a screen that
            // refuses to be left) changes nothing and cancels nothing. Behind a change of
            // conditions waiting its turn, it waits its turn too, superseding nothing.
            let request: NavigationQueue.Request
            switch command {
            case .home: request = .home
            case .tab(let name): request = .selectTab(name)
            default: request = .back
            }
            guard queue.actsAtOnce(request) else { return await navigating(request, policy: .queue) }
            let result = carryOut(command)
            // What it superseded winds down, and its request is reported ended. (With nothing
            // in flight, nothing to wait for: no task is let run, so a flow's step stays on
            // its thread.)
            if !queue.isIdle { await queue.settle(on: clock) }
            reportFinished()
            return result
        case .restoreDryRun(let path):
            // Judged as `restore` judges it: loaders and asynchronous checks included, on the
            // dry run's own queue and clock, so nothing here changes.
            do {
                let report = try await restorer.dryRun(from: path, on: router, timeLimit: restoreTimeLimit)
                return .info(report.lines.joined(separator: "\n"))
            } catch {
                return .failed(.restoreFailed(error))
            }
        case .cancel:
            guard !queue.isIdle else { return .info(Self.nothingToCancel) }
            await cancelAll()
            return .ended(.cancelled(.requested))
        case .stack, .log, .help, .quit, .answer, .save, .link, .wait, .expect:
            return carryOut(command)
        }
    }

    /// Restores the file at `path` through the queue, moving ``clock`` to each deadline
    /// its loaders sleep until, up to ``restoreTimeLimit``, until the restore has ended.
    private func restoreLoading(from path: String) async -> CommandResult {
        final class Ended {
            var result: Result<[NavigationEvent], RestoreError>?
        }
        let ended = Ended()
        let (restorer, queue, limit) = (restorer, queue, restoreTimeLimit)
        let restoring = Task { @MainActor in
            do throws(RestoreError) {
                ended.result = .success(try await restorer.restore(from: path, on: queue, timeLimit: limit))
            } catch {
                ended.result = .failure(error)
            }
        }
        let end = clock.now.advanced(by: limit)
        // The queue's time limit sleeps until `end`: moving there ends the restore, however
        // its loaders sleep. A loader waiting on something other than the clock is waited
        // for as ``settle(on:)`` waits, a bounded number of times.
        for _ in 0..<10_000 where ended.result == nil {
            await queue.settle(on: clock)
            guard ended.result == nil else { break }
            if !queue.isIdle, let next = clock.nextDeadline, next <= end {
                await clock.advance(to: next)
            } else {
                await Task.yield()
            }
        }
        switch ended.result {
        case .success: return restored(from: path)
        case .failure(let error): return .failed(.restoreFailed(error))
        case nil:
            // Still loading after every bound: stopped, so it never commits later.
            restoring.cancel()
            return .failed(.restoreFailed(.interrupted(.cancelled(.callerCancelled))))
        }
    }

    /// Cancels the navigation in flight and every one waiting its turn, and lets their
    /// tasks end: afterwards the queue is idle (unless a loader ignores cancellation and
    /// waits on something other than ``clock``; the queue's own settling bounds that).
    public func cancelAll() async {
        // Each cancel lets the next request waiting run; it is cancelled in turn. Once the
        // queue is idle nothing is left to cancel: stopping there keeps a long flow linear
        // (checking every request ever made, at every `home`, made it quadratic).
        for _ in 0...lastRequest {
            guard !queue.isIdle else { break }
            queue.cancel()
            await queue.settle(on: clock)
        }
        reportFinished()
    }

    /// A navigating command through the queue: it uses up the answer given for it. It
    /// commits at once when it waits for nothing and nothing is in flight
    /// (`NavigationQueue.commitAtOnce(_:)`): no task, no settling.
    private func navigating(_ request: NavigationQueue.Request, policy: BusyPolicy = .replace) async
        -> CommandResult
    {
        confirmations.forgetLastQuestion()
        defer { confirmations.nextAnswer = nil }
        if let outcome = queue.commitAtOnce(request) { return remember(Self.result(of: outcome)) }
        // Back, home or a tab that waited its turn says what it did as it does at once:
        // its event (`pop refused (root only)`), not the outcome made of it; any other
        // request has no event, and says its outcome.
        return await self.request { queue in
            let (outcome, event) = await queue.submitted(request, policy: policy)
            return event.map(CommandResult.navigated) ?? Self.result(of: outcome)
        }
    }

    /// Reports a change of the app's conditions (a sign-in or sign-out) through the queue,
    /// after what is in flight, which prepares again under the new conditions. The change's
    /// own line (`message`) is the result, unless the change resumed a destination a guard
    /// held (then the resumed navigation is, and the line is printed before its events);
    /// it is the result too when the change waits its turn behind a navigation in flight.
    private func changedConditions(saying message: String) async -> CommandResult {
        let result = await navigating(.conditionsChanged, policy: .queue)
        switch result {
        case .routed(.conditionsChanged), .inFlight: return .info(message)
        default: return result
        }
    }

    /// Asks the queue in a task of its own, as an app does, and lets it settle.
    /// - Returns: What it ended in, or ``CommandResult/inFlight`` when it waits for time.
    private func request(_ ask: @escaping @MainActor (NavigationQueue) async -> CommandResult) async -> CommandResult {
        lastRequest += 1
        let number = lastRequest
        openRequests.insert(number)
        let queue = self.queue
        Task { @MainActor [weak self] in
            let result = await ask(queue)
            self?.finished(number, result)
        }
        // Until the request has ended, or waits in the queue for time to pass: a task just
        // made may not have reached the queue yet, and one just ended not reported yet.
        settling = number
        defer { settling = nil }
        for _ in 0..<1_000 {
            await queue.settle(on: clock)
            if finishedRequests[number] != nil || !queue.isIdle { break }
            await Task.yield()
        }
        guard let result = finishedRequests.removeValue(forKey: number) else { return .inFlight }
        openRequests.remove(number)
        return remember(result)
    }

    /// Keeps how request `number` ended for its command, or, when its command has returned
    /// already, tells ``onFinished``.
    private func finished(_ number: Int, _ result: CommandResult) {
        finishedRequests[number] = result
        // The command that asked may still be settling: it takes its own outcome.
        Task { @MainActor [weak self] in self?.reportFinished() }
    }

    /// Tells ``onFinished`` how each request whose command has returned ended, in order.
    private func reportFinished() {
        for number in finishedRequests.keys.sorted() where openRequests.contains(number) {
            // A request still settling in ``request(_:)`` takes its own outcome there.
            guard number != settling, let result = finishedRequests.removeValue(forKey: number) else { continue }
            openRequests.remove(number)
            onFinished?(remember(result))
        }
    }

    /// A queue's outcome as a command's result: what the router did, or how the request
    /// ended without reaching it (failed, cancelled, superseded).
    static func result(of outcome: QueuedOutcome) -> CommandResult {
        switch outcome {
        case .committed(let routed), .refused(let routed): .routed(routed)
        case .failed, .cancelled, .superseded: .ended(outcome)
        }
    }

    /// Lets `duration` pass on ``clock``: each deadline that falls within it in turn, the
    /// queue settling after each, then the rest of the time.
    private func pass(_ duration: Duration) async {
        let end = clock.now.advanced(by: duration)
        await queue.settle(on: clock)
        while let next = clock.nextDeadline, next <= end {
            await clock.advance(to: next)
            await queue.settle(on: clock)
        }
        await clock.advance(to: end)
        await queue.settle(on: clock)
        reportFinished()
    }
}

extension NavigationSession {
    /// How a person at a prompt waits for a navigation in flight: in real time, shown
    /// something while it loads, and able to cancel it.
    public struct RealTimeWaiting {
        /// Called about twenty times a second while a navigation is in flight, with the
        /// screen noted as loading (`nil` before the loading threshold), and once with `nil`
        /// when the wait ends: a spinner draws itself from it.
        public var status: (String?) -> Void
        /// Asked as often: whether the person asked to cancel (Ctrl-C). Then everything in
        /// flight is cancelled, not the app.
        public var interrupted: () -> Bool

        /// Waiting that shows `status` and stops when `interrupted` says so.
        public init(status: @escaping (String?) -> Void = { _ in }, interrupted: @escaping () -> Bool = { false }) {
            self.status = status
            self.interrupted = interrupted
        }
    }

    /// Carries out `command` as ``performAndSettle(_:)`` does, collecting every event it
    /// causes as ``performCollectingEvents(_:hints:)`` does. A navigation left in flight is
    /// then waited for in real time (the session's clock follows the real one) until it
    /// ends or `waiting` is interrupted, which cancels it.
    /// - Returns: What happened (the in-flight navigation's own result once it ended), the
    ///   events, and their lines as `run` prints them.
    public func performAndSettleCollectingEvents(
        _ command: FlowCommand, hints: Bool = true, waiting: RealTimeWaiting = RealTimeWaiting()
    ) async -> (result: CommandResult, events: [NavigationEvent], lines: [String]) {
        let collection = collectEvents()
        var result = await performAndSettle(command)
        if case .inFlight = result {
            var late: CommandResult?
            let listener = onFinished
            onFinished = {
                late = $0
                listener?($0)
            }
            await passInRealTime(waiting)
            onFinished = listener
            result = late ?? result
        }
        return collected(collection, result: result, hints: hints)
    }

    /// Lets real time pass until nothing is in flight: whenever the real time since the
    /// start reaches the next deadline on ``clock``, moves the clock there.
    private func passInRealTime(_ waiting: RealTimeWaiting) async {
        let started = ContinuousClock.now
        let origin = clock.now
        defer { waiting.status(nil) }
        while !queue.isIdle || !openRequests.isEmpty {
            reportFinished()
            // Cancelled as the command `cancel`, so a recording writes what cancelled it.
            if waiting.interrupted() {
                _ = await performAndSettle(.cancel)
                return
            }
            let due = origin.advanced(by: ContinuousClock.now - started)
            if let next = clock.nextDeadline, next <= due {
                await clock.advance(to: next)
                await queue.settle(on: clock)
                continue
            }
            waiting.status(queue.loadingScreen)
            try? await Task.sleep(for: .milliseconds(50))
        }
    }
}
