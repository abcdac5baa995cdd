import Router
import RoutesFiles

/// What run time does with a reference app, found by brute force: breadth first over the
/// navigation states the real router reaches on a recording stack, from the start, by
/// tapping every row, making every guard condition hold and selecting every tab. A
/// condition is never made to stop holding: that only removes the screens requiring it from
/// the stacks (see the guards' sign-out), and the model takes what follows to show nothing
/// the states before it do not. A state is
/// left by one action at a time: each but the last on a fresh app that replays the
/// state's actions.
///
/// What the taps show, the routes the router reports deciding them, and the tap edges are
/// recorded twice: for every state (``full``), and for the states reached without tapping
/// a row a returned value added (``withoutResults``).
@MainActor
struct ReferenceModel {
    /// A tap that showed a screen: from a screen, a row, to a screen.
    struct Edge: Hashable, CustomStringConvertible {
        let from: String
        let row: String
        let to: String
        let modal: Bool
        let requirement: String?

        var description: String {
            "\(from) -\(row)-> \(to)\(modal ? " (modal)" : "")\(requirement.map { " [requires \($0)]" } ?? "")"
        }
    }

    /// What the states found show.
    struct Findings {
        /// Every screen on a stack of a state.
        var reached: Set<String> = []
        var edges: Set<Edge> = []
        /// The routes the router reported deciding a navigation.
        var routesUsed: Set<RouteRule> = []

        mutating func formUnion(_ other: Findings) {
            reached.formUnion(other.reached)
            edges.formUnion(other.edges)
            routesUsed.formUnion(other.routesUsed)
        }
    }

    private(set) var full = Findings()
    private(set) var withoutResults = Findings()
    /// The distinct states found.
    private(set) var states = 0
    /// Whether a bound left a state unexplored.
    private(set) var truncated = false

    /// Explores `app` on `file` from home, or from its tabs when `tabbed`, at most
    /// `maxActions` actions deep and `maxStates` states wide. A state whose stack holds one
    /// screen twice (same name, same rows, both awaited for a result or neither) is recorded
    /// but not explored further: what it can reach, the state with the first one on top
    /// reaches too.
    init(app: ReferenceApp, file: RoutesFile, tabbed: Bool, maxActions: Int = 40, maxStates: Int = 3_000) {
        func start() -> ReferenceSession { ReferenceSession(app: app, file: file, tabbed: tabbed) }
        let first = start()
        // Each state waiting to be explored with the app in that state, used for its last
        // action (the others replay the actions on a fresh app).
        var queue: [(actions: [ReferenceAction], viaResult: Bool, session: ReferenceSession?)] = [([], false, first)]
        var seen: Set<String> = ["0" + first.key]
        record(first, from: 0, viaResult: false)
        var head = 0
        while head < queue.count {
            let (actions, viaResult, live) = queue[head]
            queue[head].session = nil
            head += 1
            let possible = live?.actions ?? []
            for (index, action) in possible.enumerated() {
                let session = index == possible.count - 1 ? live ?? start() : replay(start(), actions)
                let from = session.traces.count
                var via = viaResult
                var edge: (from: String, row: String)?
                if case .tap(let number) = action, let screen = session.top {
                    let row = session.topRows[number - 1]
                    via = via || row.item.title.hasPrefix(ReferenceApp.chosenPrefix)
                    // A row that changes conditions shows what was waiting for them, which
                    // is no edge of its own.
                    if !(row.payload is any ConditionAction) { edge = (screen.name, row.item.title) }
                }
                let outcome = session.perform(action)
                if let edge, let outcome, let found = Self.edge(edge, outcome, session, actions + [action], start) {
                    full.edges.insert(found)
                    if !via { withoutResults.edges.insert(found) }
                }
                record(session, from: from, viaResult: via)
                guard seen.insert((via ? "1" : "0") + session.key).inserted else { continue }
                states += 1
                guard !Self.repeatsAScreen(session) else { continue }
                guard actions.count + 1 < maxActions, states < maxStates else {
                    truncated = true
                    continue
                }
                queue.append((actions + [action], via, session))
            }
        }
    }

    /// The edge of the tap of `row` on `from` that had `outcome` in `session`: to the screen
    /// it showed or, when a guard held the destination back, to the screen shown once every
    /// condition holds (replayed on a fresh app, as `makeSession` makes one, by `actions`).
    private static func edge(
        _ tap: (from: String, row: String), _ outcome: RouteOutcome, _ session: ReferenceSession,
        _ actions: [ReferenceAction], _ makeSession: () -> ReferenceSession
    ) -> Edge? {
        var shown = session
        switch outcome {
        case .pushed, .presented: break
        case .redirected:
            guard let waiting = session.router.pending?.destination.screen else { return nil }
            shown = makeSession()
            for action in actions { shown.perform(action) }
            shown.makeEveryConditionHold()
            guard shown.top?.name == waiting else { return nil }
        default: return nil
        }
        guard let entry = shown.stack.entries.last else { return nil }
        return Edge(
            from: tap.from, row: tap.row, to: entry.screen.name, modal: entry.presentation == .modal,
            requirement: entry.requirement)
    }

    /// `session` after `actions`.
    private func replay(_ session: ReferenceSession, _ actions: [ReferenceAction]) -> ReferenceSession {
        for action in actions { session.perform(action) }
        return session
    }

    /// Records the screens on the stacks of `session` and the routes of its traces from
    /// position `from` on.
    private mutating func record(_ session: ReferenceSession, from: Int, viaResult: Bool) {
        var found = Findings()
        for entries in session.allEntries { found.reached.formUnion(entries.map(\.screen.name)) }
        for trace in session.traces[from...] {
            if case .route(let rule) = trace { found.routesUsed.insert(rule) }
        }
        full.formUnion(found)
        if !viaResult { withoutResults.formUnion(found) }
    }

    /// Whether a stack of `session` holds the same screen twice.
    private static func repeatsAScreen(_ session: ReferenceSession) -> Bool {
        session.allEntries.contains { entries in
            var seen: Set<String> = []
            return entries.contains { !seen.insert(session.identity(of: $0)).inserted }
        }
    }
}
