extension NavigationQueue {
    /// One request, from the moment it is made until it ends: where it stands (``Phase``),
    /// what stopped its preparation (``Interruption``), and what its loading notes say.
    @MainActor
    final class Ticket {
        let request: Request
        /// Where the request stands: waiting its turn, ended before it ran, or let run.
        private(set) var phase: Phase
        /// Why its preparation stopped early, once something stopped it: the first reason
        /// given stays, except that a stop overrides every other and a time limit a change of
        /// conditions (a stop ends the request, a time limit fails it, a change of
        /// conditions only makes it prepare again).
        private(set) var interruption: Interruption?
        /// The task preparing it, while it does.
        private(set) var work: Task<PreparedNavigation, any Error>?
        /// The screen it is going to, named in its loading notes.
        var target = ""
        /// Whether `loading NAME` was noted for it.
        var loadingNoted = false
        /// Whether a destination it prepares requires a guard condition: a change of
        /// conditions makes it prepare again.
        var guarded = false

        /// Where a request stands.
        enum Phase {
            /// Waiting its turn behind the request in flight; resumed through the
            /// continuation (once it has one).
            case waiting(CheckedContinuation<Void, Never>?)
            /// Superseded while it waited: it ends as ``QueuedOutcome/superseded`` without
            /// running.
            case supersededWhileWaiting
            /// Let run: preparing, committing, or winding down after a stop.
            case running
        }

        /// What stopped a request's preparation.
        enum Interruption: Equatable {
            /// Superseded or cancelled in flight: it ends without committing.
            case stopped(EventNote)
            /// Its time limit passed (a prepared commit): it fails.
            case timedOut
            /// The app's conditions changed: it prepares again under the new ones.
            case conditionsChanged
        }

        /// A ticket for `request`, let run at once (`waiting` false) or waiting its turn.
        init(_ request: Request, waiting: Bool) {
            self.request = request
            self.phase = waiting ? .waiting(nil) : .running
        }

        /// Whether the request changes the app's conditions (a change reported, or a
        /// ``ConditionAction`` tapped): a destination a guard held may resume after it.
        var changesConditions: Bool {
            switch request {
            case .conditionsChanged: true
            case .route(let payload, let decided): NavigationQueue.isConditionAction(payload, decided: decided)
            case .open, .go, .back, .home, .selectTab, .prepared: false
            }
        }

        /// How it was stopped in flight, if it was.
        var stopped: EventNote? {
            if case .stopped(let how) = interruption { return how }
            return nil
        }

        /// Whether it is preparing now (its task has not handed back its result).
        var isPreparing: Bool { work != nil }

        /// Waits for its turn; returns at once when it was let run or superseded already.
        func awaitTurn() async {
            guard case .waiting = phase else { return }
            await withCheckedContinuation { phase = .waiting($0) }
        }

        /// Lets the request that waited its turn run.
        func letRun() {
            resume(into: .running)
        }

        /// Ends the request that waited its turn as superseded.
        func supersede() {
            resume(into: .supersededWhileWaiting)
        }

        private func resume(into next: Phase) {
            guard case .waiting(let turn) = phase else { return }
            phase = next
            turn?.resume()
        }

        /// Stops it in flight (`how`: superseded or cancelled): its task sees cancellation.
        func stop(as how: EventNote) {
            interruption = .stopped(how)
            work?.cancel()
        }

        /// Stops its preparation because its time limit passed, unless it was stopped.
        func timeOut() {
            guard stopped == nil else { return }
            interruption = .timedOut
            work?.cancel()
        }

        /// Stops its preparation, which starts again, because the app's conditions changed;
        /// nothing when it is not preparing or something else stopped it already.
        func conditionsChanged() {
            guard let work, interruption == nil else { return }
            interruption = .conditionsChanged
            work.cancel()
        }

        /// Runs one preparation, `body`, as its task (the task it is cancelled through),
        /// and answers its result; a change of conditions reported before is forgotten (this
        /// preparation is under the new ones).
        func prepare(_ body: @escaping @Sendable @MainActor () async throws -> PreparedNavigation) async -> Result<
            PreparedNavigation, any Error
        > {
            if interruption == .conditionsChanged { interruption = nil }
            let task = Task { @MainActor in try await body() }
            work = task
            defer { work = nil }
            return await withTaskCancellationHandler {
                await task.result
            } onCancel: {
                task.cancel()
            }
        }

        /// Whether the last preparation was stopped by a change of conditions alone: it
        /// prepares again.
        var preparesAgain: Bool { interruption == .conditionsChanged }
    }
}
