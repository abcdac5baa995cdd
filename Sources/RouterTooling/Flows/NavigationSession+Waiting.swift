import Router

extension NavigationSession {
    /// Carries out one command as ``perform(_:)`` does, through ``queue`` when the app
    /// waits (a screen loads, or a condition is checked asynchronously), then lets the
    /// queue settle: its tasks run until the navigation ends or waits only for ``clock``.
    /// Time moves only with `wait`, which lets that much pass and runs what comes due in
    /// order. Never traps.
    ///
    /// - A tap whose navigation would wait (``Router/NavigationQueue/waits(routing:)``), a
    ///   link, `go` and `back` go through the queue, replacing a navigation in flight; a
    ///   tap that would not wait is the screen's own, as in ``perform(_:)``.
    /// - `sign-in` and `sign-out` report the change of conditions through the queue, after
    ///   what is in flight.
    /// - `home`, `tab` and `restore` cancel what is in flight and waiting first, then act at
    ///   once.
    ///
    /// - Returns: What happened, as ``perform(_:)`` says it, or ``CommandResult/inFlight``
    ///   when the navigation still waits for time; its result then goes to ``onFinished``
    ///   when it ends. `wait` answers ``CommandResult/waited(_:)``.
    @discardableResult
    public func performAndSettle(_ command: FlowCommand) async -> CommandResult {
        if case .wait(let duration) = command {
            await pass(duration)
            return .waited(duration)
        }
        guard waits else { return perform(command) }
        switch command {
        case .tap(let target):
            guard case .success(let (list, number)) = row(target), let payload = list.row(numbered: number)?.payload,
                queue.waits(routing: payload)
            else { return perform(command) }
            confirmations.forgetLastQuestion()
            defer { confirmations.nextAnswer = nil }
            return await request { await $0.route(payload) }
        case .back:
            return await navigating { await $0.back() }
        case .open(let link):
            return await navigating { await $0.open(link) }
        case .openInApp(let link):
            return await navigating { await $0.open(link, placement: .onTop) }
        case .go(let links):
            switch path(of: links) {
            case .failure(let refusal): return remember(.routed(refusal.outcome))
            case .success(let path): return await navigating { await $0.go(to: path) }
            }
        case .signIn(let name):
            guard let account else { return .failed(.noAccount) }
            switch account.signIn(name) {
            case .signedIn:
                signedInAs = name
                let result = await navigating { await $0.conditionsDidChange() }
                guard case .routed(.conditionsChanged) = result else { return result }
                return .info(Self.signedInText(name))
            case .failed(let reason, let destination):
                return signInFailed(reason, showing: destination)
            }
        case .signOut:
            guard let account else { return .failed(.noAccount) }
            account.signOut()
            let result = await navigating { await $0.conditionsDidChange() }
            guard case .routed(.conditionsChanged) = result else { return result }
            return .info("signed out")
        case .home, .tab, .restore:
            await cancelAll()
            return perform(command)
        case .stack, .log, .help, .quit, .answer, .save, .wait, .expect:
            return perform(command)
        }
    }

    /// Cancels the navigation in flight and every one waiting its turn, and lets their
    /// tasks end: afterwards the queue is idle (unless a loader ignores cancellation and
    /// waits on something other than ``clock``; the queue's own settling bounds that).
    public func cancelAll() async {
        // Each cancel lets the next request waiting run; it is cancelled in turn.
        for _ in 0...lastRequest where !queue.isIdle {
            queue.cancel()
            await queue.settle(on: clock)
        }
    }

    /// A navigating command through the queue: it uses up the answer given for it.
    private func navigating(_ ask: @escaping @MainActor (NavigationQueue) async -> QueuedOutcome) async
        -> CommandResult
    {
        confirmations.forgetLastQuestion()
        defer { confirmations.nextAnswer = nil }
        return await request(ask)
    }

    /// Asks the queue in a task of its own, as an app does, and lets it settle.
    /// - Returns: What it ended in, or ``CommandResult/inFlight`` when it waits for time.
    private func request(_ ask: @escaping @MainActor (NavigationQueue) async -> QueuedOutcome) async -> CommandResult {
        lastRequest += 1
        let number = lastRequest
        let queue = self.queue
        Task { @MainActor [weak self] in
            let outcome = await ask(queue)
            self?.finished(number, outcome)
        }
        await queue.settle(on: clock)
        guard let outcome = finishedRequests.removeValue(forKey: number) else { return .inFlight }
        return remember(Self.result(of: outcome))
    }

    /// Keeps how request `number` ended for its command, or, when its command has returned
    /// already, tells ``onFinished``.
    private func finished(_ number: Int, _ outcome: QueuedOutcome) {
        finishedRequests[number] = outcome
        Task { @MainActor [weak self] in
            // The command that asked may still be settling: it takes its own outcome.
            guard let self, let outcome = finishedRequests.removeValue(forKey: number) else { return }
            onFinished?(remember(Self.result(of: outcome)))
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
    }
}
