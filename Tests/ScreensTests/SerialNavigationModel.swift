import AccountScreens
import Router
import RouterTooling

/// What an app's navigation must come to when its requests run one after another: a second
/// run of the app, on a session of its own (its own stack, router, queue, clock and account),
/// given only the requests another run accepted, in the order they took effect there, each
/// run to its end (its clock moved until nothing is in flight) before the next is made.
/// Nothing ever overlaps here, so nothing is superseded, dropped or cancelled: what the
/// other run committed, with requests overlapping, must equal what this one committed.
///
/// Requests take effect in the order they were made, but for a change of conditions
/// (sign-in, sign-out), which is two things: the change itself, an event at once that takes
/// off the screens whose condition no longer holds, whatever is in flight (a navigation in
/// flight then prepares again under the new conditions, so the change comes before it); and
/// the request that resumes what a guard holds, which waits its turn and may be superseded
/// or cancelled like any other. A row that changes conditions (accepting the terms) is one
/// request: its change is made when it commits.
@MainActor
final class SerialNavigationModel {
    /// A request as the model is given it: what it was decided to be when it was made.
    enum Request: CustomStringConvertible {
        /// A tap the queue routes: its row's payload, as the tap decided it on the screen
        /// shown then (routed on whatever is shown when its turn comes).
        case route(Any, row: String)
        /// A command the session carries out: a screen's own tap, back, home, a tab, a link,
        /// `go`.
        case command(FlowCommand)
        /// The change of conditions of `sign-in` or `sign-out`, at once: who is signed in,
        /// and the screens whose condition no longer holds taken off.
        case conditionChange(FlowCommand)
        /// The request a change of conditions makes: what a guard holds resumes when its
        /// condition holds now.
        case resume
        /// A restore of the file's bytes as they were when it was restored.
        case restore([UInt8])

        var description: String {
            switch self {
            case .route(_, let row): "route \(row)"
            case .command(let command): "\(command)"
            case .conditionChange(let command): "\(command) (the change)"
            case .resume: "conditions changed (the request)"
            case .restore: "restore"
            }
        }
    }

    let session: NavigationSession
    let account: DemoAccount

    /// A fresh run of the app on `registry`, from `home`, nobody signed in.
    init(registry: JumperRegistry, home: Destination) {
        account = DemoAccount()
        session = NavigationSession(registry: registry, home: home, account: account)
    }

    /// A fresh run of the app with tabs on `registry`, each tab from its root, the first
    /// selected, nobody signed in: `tab`, back at a tab's root and links that name a tab
    /// select tabs as in any run of the app, and the state compared is every tab's.
    init(registry: JumperRegistry, tabs: [TabRoot]) {
        account = DemoAccount()
        session = NavigationSession(registry: registry, tabs: tabs, account: account)
    }

    /// What the model has committed.
    var state: CommittedState { CommittedState(session, account: account) }

    /// Runs `request` to its end.
    /// - Returns: What went wrong running it, or `nil`.
    func run(_ request: Request) async -> String? {
        let queue = session.queue
        switch request {
        case .route(let payload, _):
            // What waits for nothing commits at once, before the call returns.
            if queue.waits(routing: payload) {
                let routing = Task { @MainActor in await queue.route(payload, policy: .queue) }
                await queue.runUntilIdle(advancing: session.clock)
                _ = await routing.value
            } else {
                await queue.route(payload, policy: .queue)
            }
        case .command(let command):
            _ = await session.performAndSettle(command)
        case .conditionChange(let command):
            switch command {
            case .signIn(let name): _ = account.signIn(name)
            case .signOut: account.signOut()
            default: return "\(command) is no change of conditions"
            }
            session.router.unwindScreensWhoseConditionsFail()
        case .resume:
            // With nothing held, nothing resumes: the change commits at once.
            if session.router.pending == nil {
                await queue.conditionsDidChange(policy: .queue)
            } else {
                let resuming = Task { @MainActor in await queue.conditionsDidChange(policy: .queue) }
                await queue.runUntilIdle(advancing: session.clock)
                _ = await resuming.value
            }
        case .restore(let bytes):
            let (restorer, limit) = (session.restorer, session.restoreTimeLimit)
            let restoring = Task { @MainActor in try? await restorer.restore(bytes, on: queue, timeLimit: limit) }
            await queue.runUntilIdle(advancing: session.clock)
            _ = await restoring.value
        }
        if !queue.isIdle { await queue.runUntilIdle(advancing: session.clock) }
        return queue.isIdle ? nil : "the model's \(request) did not end"
    }
}
