import Foundation
public import Router
import RouterClock
import RouterText

/// Saves a navigation stack as JSON (each screen's name, presentation, and payload encoded
/// with `Codable`) and restores it: all of it or nothing.
///
/// ```json
/// {"version": 3, "schemas": {"HomeEntry": 1, "Pizza": 1}, "stack": [
///   {"screen": "Menu", "presentation": "push", "payloadType": "HomeEntry", "payload": "menu"},
///   {"screen": "PizzaDetail", "presentation": "push", "payloadType": "Pizza", "payload": {…}}]}
/// ```
/// The root is not saved: a restored stack keeps its own root. An entry whose screen is a
/// `StatefulScreen` keeps its state (`"state": {"size": "large", "changed": "true"}`), and
/// an entry whose result the screen below waits for says so (`"awaited": true`): restoring
/// gives the screen its state back before it is shown and files the request again, so the
/// restored stack is the one that was saved. A destination a guard holds back (`pending`,
/// beside its stack) is saved too, with `"awaited": true` when the screen below the guard's
/// screen waits for its result: once restored, it is shown when the guard's condition holds
/// and hands that screen its result. The guard's own screen, on top of its stack, is derived
/// from the destination, not saved: restoring runs the guard again, which shows it (so an
/// inline sign-in screen, registered by no name, does not stop a save). An app with tabs
/// saves every tab at once:
///
/// ```json
/// {"version": 3, "schemas": {"Pizza": 1}, "selectedTab": "Menu", "tabs": [
///   {"name": "Home", "stack": []},
///   {"name": "Menu", "stack": [{"screen": "PizzaDetail", "presentation": "push", …}]}]}
/// ```
///
/// `schemas` gives the schema version of each payload type the file holds (see
/// `PluginRegistration.declareSchemaVersion(_:forPayload:)`). Files of versions 1 (one
/// stack) and 2 (tabs), written before payload types had schema versions, are read too,
/// their payloads at schema version 1.
///
/// A saved file is untrusted input: it says which screens to show and with which payloads,
/// nothing more. Restoring first migrates each entry with the migrations plugins
/// registered (`SavedStackMigration`; see <doc:MigratingSavedStacks>), then checks it
/// exactly as a tap to it would be checked:
/// - the payload decodes as its registered type and the type's validator vouches for it
///   (the app's own value is used, not the file's);
/// - the app's routing sends that payload to that screen, shown that way: the destination
///   restored is the one the router decides, with the guard the app gives it;
/// - an entry without a payload names a screen registered to show none, and requires what
///   that registration says;
/// - every guard condition required holds, and no guard's own screen is restored while
///   its condition already holds, nor right above itself;
/// - a saved state is one the screen takes back, and a screen below an awaited entry waits
///   for its result.
/// - with tabs, the file saves exactly the app's tabs, each once, selects one of them, and
///   puts a modal screen on top of no tab but the selected one.
/// Only then does it set each stack through the router in one `go` (with tabs, every tab's,
/// then selects the saved tab). Guards and
/// validation never come from the file: its `requires` keys, if any, are ignored.
public struct StackRestorer: Sendable {
    /// The most entries a saved stack may hold; a longer one is refused before anything is
    /// shown, counted before any of it is decoded. Real stacks hold a few dozen.
    public static let maxEntries = 1_000

    /// The most JSON values a saved stack may hold (each object, list, string, number,
    /// `true`, `false` and `null`, keys not counted); a file of more is refused before any of
    /// it is decoded, so refusing a file takes memory about its size, not many times it. Real
    /// stacks hold a dozen or so values per entry and three per tab.
    public static let maxValues = 500_000

    private let registry: JumperRegistry

    /// Creates a restorer for the screens and payload types of `registry`: the one the
    /// router restored onto routes with.
    public init(registry: JumperRegistry) {
        self.registry = registry
    }

    /// The JSON of the stack `router` shows, with the results its screens wait for (see
    /// `save(_:)` of a navigator).
    /// - Throws: As `save(_:)` of a navigator.
    @MainActor
    public func save(_ router: NavigationRouter) throws(RestoreError) -> [UInt8] {
        guard let navigator = router.navigator else { throw .malformed("the navigation stack is gone") }
        return try save(navigator, router: router)
    }

    /// The JSON of `navigator`'s stack above the root, each screen's state with it, and the
    /// schema version of each payload type it holds: version 3. For a
    /// `TabbedNavigationStack` with tabs, every tab's stack above its root, and the selected
    /// tab. Which results screens wait for is the router's to know:
    /// `save(_:)` of the router saves them too.
    /// - Throws: ``RestoreError/payloadTypeNotRegistered(index:screen:type:)`` for an entry
    ///   whose payload's type no plugin registers (`registerPayload`), or
    ///   ``RestoreError/notSavable(index:screen:)`` for an entry whose payload type
    ///   is not registered as `Codable` (inside ``RestoreError/inTab(_:_:)`` with tabs).
    @MainActor
    public func save(_ navigator: any NavigationStack) throws(RestoreError) -> [UInt8] {
        try save(navigator, router: nil)
    }

    @MainActor
    private func save(_ navigator: any NavigationStack, router: NavigationRouter?) throws(RestoreError) -> [UInt8] {
        let content: SavedStack.Content
        if let tabbed = navigator as? any TabbedNavigationStack, !tabbed.tabs.isEmpty,
            let selected = tabbed.selectedTab
        {
            var tabs: [SavedStack.Tab] = []
            for tab in tabbed.tabs {
                do throws(RestoreError) {
                    let entries = withoutGuardScreen(tabbed.entries(inTab: tab) ?? [], router: router, inTab: tab)
                    tabs.append(
                        SavedStack.Tab(
                            name: tab, stack: try saved(entries, router: router),
                            pending: try savedPending(of: router, inTab: tab)))
                } catch {
                    throw .inTab(tab, error)
                }
            }
            content = .tabs(tabs, selected: selected)
        } else {
            let entries = withoutGuardScreen(navigator.entries, router: router, inTab: nil)
            content = .stack(try saved(entries, router: router), pending: try savedPending(of: router, inTab: nil))
        }
        let document = SavedStack(content: content, schemas: schemas(of: content))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Every value is one JSON can hold (payloads were read back from their own JSON).
        let data = (try? encoder.encode(document)) ?? Data()
        return Array(data) + [UInt8(ascii: "\n")]
    }

    /// The schema version of each payload type the entries of `content` name (in every
    /// stack, tab and held-back list), by the name they save.
    private func schemas(of content: SavedStack.Content) -> [String: Int] {
        var schemas: [String: Int] = [:]
        for case let type? in SavedStack(content: content, schemas: [:]).allEntries.map(\.payloadType) {
            schemas[type] = registry.savedStackMigrations.schemaVersion(of: type)
        }
        return schemas
    }

    /// `entries` of `tab`'s stack (the only stack when `nil`) without the guard's screen on
    /// top that a destination held there explains: saved as that destination, the screen is
    /// shown again when restoring runs the guard again.
    @MainActor
    private func withoutGuardScreen(_ entries: [StackEntry], router: NavigationRouter?, inTab tab: String?)
        -> [StackEntry]
    {
        guard let waiting = router?.pending, NavigationState.equal(waiting.tab, tab), waiting.depth >= 1,
            waiting.depth == entries.count - 1,
            entries[waiting.depth].screen.name.isScalarEqual(to: waiting.redirectScreen)
        else { return entries }
        return Array(entries.dropLast())
    }

    /// The saved entries of `entries` above the root.
    @MainActor
    private func saved(_ entries: [StackEntry], router: NavigationRouter?) throws(RestoreError) -> [SavedStack.Entry] {
        var stack: [SavedStack.Entry] = []
        for (offset, entry) in entries.dropFirst().enumerated() {
            let state = (entry.screen as? any StatefulScreen)?.savedState
            stack.append(
                try saved(
                    screen: entry.screen.name, presentation: entry.presentation, payload: entry.payload,
                    index: offset + 1,
                    state: state.flatMap { $0.isEmpty ? nil : Dictionary($0.pairs, uniquingKeysWith: { first, _ in first }) },
                    awaited: router?.awaitsResult(of: entry.screen) == true))
        }
        return stack
    }

    /// The registered screen `name`, which shows `payload` (or none): the one rule for which
    /// screens a saved stack can hold, checked when saving and when restoring alike.
    /// - Throws: ``RestoreError/unknownScreen(index:screen:)`` when no screen of that name is
    ///   registered (a screen shown by code alone), or
    ///   ``RestoreError/screenDoesNotShowPayload(index:screen:)`` when it does not show that
    ///   payload's type (or no payload).
    private func registeredScreen(_ name: String, showing payload: (any Sendable)?, index: Int)
        throws(RestoreError) -> RegisteredScreen
    {
        guard let screen = registry.screen(named: name) else { throw .unknownScreen(index: index, screen: name) }
        guard screen.shows(payloadType: payload.map { ObjectIdentifier(type(of: $0)) }) else {
            throw .screenDoesNotShowPayload(index: index, screen: name)
        }
        return screen
    }

    /// Why a stack showing `payload` (or none) on the screen `screen` could not be saved, by
    /// the rule `save` follows for each entry; `nil` when it could. `check` asks this of
    /// every screen its crawl reaches.
    package func savingProblem(screen: String, payload: (any Sendable)?) -> RestoreError? {
        do throws(RestoreError) {
            _ = try saved(screen: screen, presentation: .push, payload: payload, index: 1)
            return nil
        } catch {
            return error
        }
    }

    /// The saved entry of one screen: its name, presentation and payload, its saved state
    /// and whether the screen below awaits its result; refused, naming the entry, when
    /// restoring could not show it (``registeredScreen(_:showing:index:)``).
    private func saved(
        screen: String, presentation: Presentation, payload: (any Sendable)?, index: Int,
        state: [String: String]? = nil, awaited: Bool = false
    ) throws(RestoreError) -> SavedStack.Entry {
        _ = try registeredScreen(screen, showing: payload, index: index)
        var payloadType: String?
        var json: JSONValue?
        if let payload {
            guard let registered = registry.payload(forType: ObjectIdentifier(type(of: payload))) else {
                throw .payloadTypeNotRegistered(index: index, screen: screen, type: String(describing: type(of: payload)))
            }
            guard let codec = PayloadCodec(registered), let data = try? codec.encode(payload),
                let value = try? JSONDecoder().decode(JSONValue.self, from: data)
            else { throw .notSavable(index: index, screen: screen) }
            payloadType = registered.name
            json = value
        }
        return SavedStack.Entry(
            screen: screen, presentation: presentation, payloadType: payloadType, payload: json, state: state,
            awaited: awaited ? true : nil)
    }

    /// What a guard holds back in `tab` (`nil` without tabs), or `nil` when nothing waits
    /// there.
    @MainActor
    private func savedPending(of router: NavigationRouter?, inTab tab: String?) throws(RestoreError) -> SavedStack.Held? {
        guard let waiting = router?.pending, NavigationState.equal(waiting.tab, tab) else { return nil }
        var stack: [SavedStack.Entry] = []
        for (offset, destination) in ([waiting.destination] + waiting.then).enumerated() {
            do throws(RestoreError) {
                stack.append(
                    try saved(
                        screen: destination.screen, presentation: destination.presentation, payload: destination.payload,
                        index: offset + 1, awaited: offset == 0 && router?.pendingAwaitsResult == true))
            } catch {
                throw .inPending(error)
            }
        }
        return SavedStack.Held(guardName: waiting.guardName, depth: waiting.depth, stack: stack)
    }

    /// Restores a saved stack onto `router`'s navigator: all entries or none, each migrated
    /// first. A file with tabs restores every tab (each with `NavigationRouter.go(to:inTab:)`), then selects
    /// the saved tab; a file of one stack restores it with
    /// `NavigationRouter.go(to:)`.
    /// - Returns: The events restoring logged: one `go` per stack (with its tab), then the
    ///   tab selection when the selected tab changes.
    /// - Throws: ``RestoreError`` naming the first bad entry (with its tab), or saying how
    ///   the file's tabs differ from the app's (a file with tabs for an app without, or the
    ///   other way round; a tab unknown, missing or saved twice; a modal screen on top of a
    ///   tab that is not selected), or ``RestoreError/blocked(_:)`` when a screen on a stack
    ///   refused to be left or an observer vetoed (every tab is asked before any changes),
    ///   or ``RestoreError/loadsData(index:screen:)`` for an entry whose screen loads its
    ///   data first (restore those through a queue, ``restore(_:on:timeLimit:)``); the
    ///   stack is then unchanged.
    @discardableResult
    @MainActor
    public func restore(_ bytes: [UInt8], on router: NavigationRouter) throws(RestoreError) -> [NavigationEvent] {
        try restore(Self.read(bytes), on: router, policy: .allOrNothing).events
    }

    /// Restores a saved stack onto `router`'s navigator as ``restore(_:on:)`` does, by
    /// `policy`: all of it or nothing, or each stack up to its first refused entry.
    /// - Returns: A verdict for each entry (kept, migrated, left out, refused, or not
    ///   restored above a refused one) and the events restoring logged.
    /// - Throws: As ``restore(_:on:)``; with ``RestorePolicy/longestValidPrefix``, only for
    ///   what is wrong with the whole file (its shape, its tabs) or a screen that refused to
    ///   be left.
    @discardableResult
    @MainActor
    public func restore(_ bytes: [UInt8], on router: NavigationRouter, policy: RestorePolicy) throws(RestoreError)
        -> RestoreReport
    {
        try restore(Self.read(bytes), on: router, policy: policy)
    }

    /// What restoring `bytes` onto `router` by `policy` would do, without doing it: the
    /// verdict of each entry and why the file would be refused, reached by the very checks
    /// ``restore(_:on:policy:)`` makes. The stack is not touched.
    /// - Throws: ``RestoreError`` only when `bytes` are not a saved stack (their shape,
    ///   their version, their size); any other refusal is in the report.
    @MainActor
    public func dryRun(_ bytes: [UInt8], on router: NavigationRouter, policy: RestorePolicy = .allOrNothing)
        throws(RestoreError) -> RestoreReport
    {
        dryRun(try Self.read(bytes), on: router, policy: policy)
    }

    /// What restoring the file at `path` would do: as ``dryRun(_:on:policy:)``.
    /// - Throws: As ``dryRun(_:on:policy:)``; ``RestoreError/file(path:reason:)`` when the
    ///   file cannot be read, or the path is `-`.
    @MainActor
    public func dryRun(from path: String, on router: NavigationRouter, policy: RestorePolicy = .allOrNothing)
        throws(RestoreError) -> RestoreReport
    {
        try Self.refuseStandardStreams(path)
        return dryRun(try Self.read(file: path), on: router, policy: policy)
    }

    /// Restores a saved stack through `queue`, running the loaders of the restored screens
    /// that load their data first: all of it or nothing, loaded within `timeLimit`.
    ///
    /// Every entry is checked first as ``restore(_:on:)`` checks it (decoded, validated,
    /// routed, its guard's condition holding), so no data is loaded for a file that would
    /// be refused. Then the loaders of the screens that load run concurrently, as a
    /// navigation's do (under `LoaderClock` set to the queue's clock), as one
    /// request of the queue: it replaces a navigation in flight. Once every one of them has
    /// finished, the whole stack is checked again and set at once, as ``restore(_:on:)``
    /// sets it, each loading screen built from its loaded data. A file whose screens load
    /// nothing is restored at once, as ``restore(_:on:)`` restores it.
    ///
    /// Nothing changes when anything goes wrong: no failure screen is shown when a loader
    /// fails, and the loaders still running are cancelled.
    /// - Parameters:
    ///   - bytes: The saved stack, as `save(_:)` wrote it; untrusted input.
    ///   - queue: The queue in front of the router to restore onto.
    ///   - timeLimit: How long the loaders may take in all, measured on the queue's clock.
    /// - Returns: The events restoring logged, as ``restore(_:on:)``.
    /// - Throws: As ``restore(_:on:)``; ``RestoreError/loadFailed(index:screen:message:)``
    ///   naming the entry whose loader failed (inside ``RestoreError/inTab(_:_:)`` with
    ///   tabs), ``RestoreError/timeLimitPassed(limit:)`` when the loaders had not finished
    ///   within `timeLimit`, or ``RestoreError/interrupted(_:)`` when the caller's task was
    ///   cancelled, the queue cancelled it, a later request superseded it, or the stack
    ///   changed underneath while it loaded. The stack is then unchanged.
    @discardableResult
    @MainActor
    public func restore(_ bytes: [UInt8], on queue: NavigationQueue, timeLimit: Duration) async throws(RestoreError)
        -> [NavigationEvent]
    {
        try await restore(Self.read(bytes), on: queue, timeLimit: timeLimit)
    }

    /// Restores the stack saved in the file at `path` through `queue`: as
    /// ``restore(_:on:timeLimit:)``.
    /// - Throws: As ``restore(_:on:timeLimit:)``; ``RestoreError/file(path:reason:)`` when
    ///   the file cannot be read, or the path is `-` (never standard input).
    @discardableResult
    @MainActor
    public func restore(from path: String, on queue: NavigationQueue, timeLimit: Duration) async throws(RestoreError)
        -> [NavigationEvent]
    {
        try Self.refuseStandardStreams(path)
        return try await restore(Self.read(file: path), on: queue, timeLimit: timeLimit)
    }

    /// Restores `saved` through `queue`: as ``restore(_:on:timeLimit:)``. The queue loads;
    /// the one synchronous restore, run with the loaded data in place, checks and commits.
    @MainActor
    private func restore(_ saved: SavedStack, on queue: NavigationQueue, timeLimit: Duration) async throws(RestoreError)
        -> [NavigationEvent]
    {
        try await loading(saved, through: queue, timeLimit: timeLimit) { router throws(RestoreError) in
            let events = try self.restore(saved, on: router, policy: .allOrNothing).events
            return (events, .committed(.went(tab: nil, stack: router.navigator?.entries.map(\.screen.name) ?? [])))
        }
    }

    /// What restoring the file at `path` through a queue would do, without doing it: the
    /// loaders of its screens that load run, and the conditions checked asynchronously are
    /// asked, as ``restore(from:on:timeLimit:)`` runs and asks them, on a queue and a manual
    /// clock of the dry run's own (it moves only as far as the loaders sleep, up to
    /// `timeLimit`), and then the very checks of ``dryRun(_:on:policy:)`` run with their
    /// data and answers in place. So a file whose screens load is judged as the restore
    /// judges it, and a screen whose guard is checked asynchronously too. The stack, its
    /// log and anything in flight on the router's own queue are not touched.
    /// - Throws: As ``dryRun(from:on:policy:)``, and what ``restore(from:on:timeLimit:)``
    ///   throws when a loader fails or `timeLimit` passes; an entry refused before anything
    ///   loads is in the report, not thrown.
    @MainActor
    public func dryRun(from path: String, on router: NavigationRouter, timeLimit: Duration) async throws(RestoreError)
        -> RestoreReport
    {
        try Self.refuseStandardStreams(path)
        let clock = ManualClock()
        let queue = NavigationQueue(router: router, clock: clock, loadingThreshold: timeLimit + .seconds(1))
        queue.notesLoading = false
        final class Answer {
            var result: Result<RestoreReport, RestoreError>?
        }
        let answer = Answer()
        let restorer = self
        let checking = Task { @MainActor in
            do throws(RestoreError) {
                let saved = try Self.read(file: path)
                // The entries below one that is refused load, so the report names that
                // entry's refusal, as the restore would, not the loading of those below it.
                answer.result = .success(
                    try await restorer.loading(saved, through: queue, timeLimit: timeLimit, upToARefusal: true) { router in
                        // Nothing is committed: the queue is told the request was refused.
                        (restorer.dryRun(saved, on: router, policy: .allOrNothing), .refused(.ignored(.navigatorGone)))
                    })
            } catch {
                answer.result = .failure(error)
            }
        }
        // The clock moves to each deadline the loaders sleep until, past the time limit if
        // need be (which stops them); a loader waiting on something else is waited for ten
        // times about two seconds at most, then stopped: the dry run never waits forever.
        for _ in 0..<10 where answer.result == nil {
            await queue.runUntilIdle(advancing: clock, upTo: timeLimit + .seconds(1))
            if answer.result == nil { await Task.yield() }
        }
        if answer.result == nil { checking.cancel() }
        await checking.value
        guard let result = answer.result else { throw .interrupted(.cancelled(.callerCancelled)) }
        return try result.get()
    }

    /// Why restoring the file at `path` onto `router` through a queue would be refused before
    /// anything loads: the file cannot be read or is no saved stack, or an entry is refused
    /// by the checks ``restore(from:on:timeLimit:)`` makes first (migrated, decoded,
    /// validated, routed, its guard asked); `nil` when it would go on to load. Reads the
    /// file and changes nothing: what a caller asks before it cancels what is in flight for
    /// the restore, so a refused restore cancels nothing.
    @MainActor
    package func refusalBeforeLoading(from path: String, on router: NavigationRouter) -> RestoreError? {
        do throws(RestoreError) {
            try Self.refuseStandardStreams(path)
            _ = try entriesToLoad(Self.read(file: path), router: router)
            return nil
        } catch {
            return error
        }
    }

    /// Runs `body` on `queue`'s router once the loaders of the screens of `saved` that load
    /// have run through `queue` (its asynchronous guards asked first), with their data and
    /// answers in place; at once when none loads. `body` answers its result and what the
    /// queue is told of it.
    @MainActor
    private func loading<Result>(
        _ saved: SavedStack, through queue: NavigationQueue, timeLimit: Duration, upToARefusal: Bool = false,
        _ body: @escaping (NavigationRouter) throws(RestoreError) -> (Result, QueuedOutcome)
    ) async throws(RestoreError) -> Result {
        if Task.isCancelled { throw .interrupted(.cancelled(.callerCancelled)) }
        let router = queue.router
        let loading = try entriesToLoad(saved, router: router, upToARefusal: upToARefusal)
        guard !loading.isEmpty else { return try body(router).0 }
        var answered: Swift.Result<Result, RestoreError>?
        let (outcome, prepared) = await queue.load(loading.map(\.destination), within: timeLimit) {
            // What the body answers is kept aside; the queue is told only whether it went.
            do throws(RestoreError) {
                let (result, told) = try body(router)
                answered = .success(result)
                return told
            } catch {
                answered = .failure(error)
                if case .blocked(let outcome) = error { return .refused(outcome) }
                return .refused(.ignored(.navigatorGone))
            }
        }
        if let answered { return try answered.get() }
        if prepared.timedOut { throw .timeLimitPassed(limit: timeLimit) }
        if case .failed(let failure) = outcome, let position = prepared.failedAt {
            let entry = loading[position]
            let error = RestoreError.loadFailed(index: entry.index, screen: entry.destination.screen, message: failure.message)
            throw entry.tab.map { RestoreError.inTab($0, error) } ?? error
        }
        throw .interrupted(outcome)
    }

    /// The entries of `saved` whose screens load their data first, each checked as
    /// restoring checks it (``destination(for:index:above:router:held:)``) and numbered as its
    /// errors number it, with its tab. What a guard holds back is not shown, so not loaded:
    /// it loads when its guard lets it through. The first entry refused throws, or, when
    /// `upToARefusal`, ends its stack's entries (a dry run still judges those below it).
    @MainActor
    private func entriesToLoad(_ saved: SavedStack, router: NavigationRouter, upToARefusal: Bool = false)
        throws(RestoreError) -> [(tab: String?, index: Int, destination: Destination)]
    {
        let stacks: [(tab: String?, entries: [SavedStack.Entry])]
        let schemas = saved.schemas
        switch saved.content {
        case .stack(let entries, _): stacks = [(nil, entries)]
        case .tabs(let tabs, _): stacks = tabs.map { ($0.name, $0.stack) }
        }
        var loading: [(tab: String?, index: Int, destination: Destination)] = []
        for stack in stacks {
            do throws(RestoreError) {
                // The screen each entry is shown above: the stack's root, then the entry before.
                let tabbed = router.navigator as? any TabbedNavigationStack
                var below = (stack.tab.map { tabbed?.entries(inTab: $0)?.first } ?? router.navigator?.entries.first)?
                    .screen.name
                for (offset, saved) in stack.entries.enumerated() {
                    let index = offset + 1
                    guard let entry = try migrator.migrate(saved, index: index, schemas: schemas).entry else { continue }
                    let destination = try destination(for: entry, index: index, above: below, router: router)
                    below = destination.screen
                    if router.registry.loader(for: destination) != nil {
                        loading.append((stack.tab, index, destination))
                    }
                }
            } catch {
                if upToARefusal { continue }
                throw stack.tab.map { .inTab($0, error) } ?? error
            }
        }
        return loading
    }

    /// Restores `saved`, read from a file: as ``restore(_:on:policy:)``.
    @MainActor
    private func restore(_ saved: SavedStack, on router: NavigationRouter, policy: RestorePolicy) throws(RestoreError)
        -> RestoreReport
    {
        let checked = check(saved, router: router, policy: policy)
        let events = try commit(checked.plan.get(), on: router)
        return RestoreReport(verdicts: checked.verdicts, events: events, refusal: nil)
    }

    /// What a dry run of `saved` finds: ``check(_:router:policy:)``, nothing committed.
    @MainActor
    private func dryRun(_ saved: SavedStack, on router: NavigationRouter, policy: RestorePolicy) -> RestoreReport {
        let checked = check(saved, router: router, policy: policy)
        var refusal: RestoreError?
        if case .failure(let error) = checked.plan { refusal = error }
        return RestoreReport(verdicts: checked.verdicts, events: [], refusal: refusal)
    }

    /// What checking a file found: a verdict for each entry, and what to show or why not.
    @MainActor
    private struct Checked {
        let verdicts: [RestoreVerdict]
        let plan: Result<Plan, RestoreError>
    }

    /// The one rule for what restoring `saved` does, entry by entry: migrated, decoded,
    /// validated, routed, its guards asked, its screen built with its state. A dry run and
    /// a restore both ask it, so the verdicts a dry run prints are the restore's.
    @MainActor
    private func check(_ saved: SavedStack, router: NavigationRouter, policy: RestorePolicy) -> Checked {
        var verdicts: [RestoreVerdict] = []
        do throws(RestoreError) {
            let plan = try validate(saved, router: router, policy: policy, verdicts: &verdicts)
            return Checked(verdicts: verdicts, plan: .success(plan))
        } catch {
            return Checked(verdicts: verdicts, plan: .failure(error))
        }
    }

    /// Shows what `plan` says: each stack set through the router in one `go`.
    @MainActor
    private func commit(_ plan: Plan, on router: NavigationRouter) throws(RestoreError) -> [NavigationEvent] {
        guard router.navigator != nil else { throw .malformed("the navigation stack is gone") }
        // Going to a new stack takes any guard's screen off, and with it what was pending.
        switch plan {
        case .stack(let stack):
            let outcome = router.go(to: stack.path)
            if outcome.isRefusal { throw .blocked(outcome) }
            Self.settle(stack, on: router)
            return Self.event(outcome).map { [$0] } ?? []
        case .tabs(let stacks, let selected):
            guard let tabbed = router.navigator as? any TabbedNavigationStack else { return [] }
            let current = tabbed.selectedTab
            // The selected tab last, so the tab selected next is never covered by a modal
            // screen the file does not keep.
            let ordered =
                stacks.filter { !NavigationState.equal($0.tab, current) }
                + stacks.filter { NavigationState.equal($0.tab, current) }
            let paths = ordered.map { (tab: $0.tab ?? "", path: $0.path) }
            switch router.go(toEach: paths, selecting: selected) {
            case .failure(let block): throw .blocked(block.outcome)
            case .success(let events):
                for stack in stacks { Self.settle(stack, on: router) }
                return events
            }
        }
    }

    /// Once `stack` is shown: files again, for each restored screen whose result was
    /// awaited, the request of the screen below it, and holds back again what its guard held.
    @MainActor
    private static func settle(_ stack: RestoredStack, on router: NavigationRouter) {
        for entry in stack.entries {
            if let handler = entry.handler { router.awaitResult(of: entry.screen, with: handler) }
        }
        if let held = stack.held {
            // Checked before anything changed: the entry at `depth` is the guard's screen.
            _ = router.hold(
                held.destinations, behind: held.routeGuard, depth: held.depth, inTab: stack.tab, awaiting: held.handler)
        }
    }

    /// The `go` event of an outcome, as the stack logs it.
    private static func event(_ outcome: RouteOutcome) -> NavigationEvent? {
        guard case .went(let tab, let stack) = outcome else { return nil }
        return tab.map { .inTab($0, .go(stack)) } ?? .go(stack)
    }

    /// What restoring shows: every entry, checked, its screen built with its state.
    private enum Plan {
        case stack(RestoredStack)
        case tabs([RestoredStack], selected: String)
    }

    /// One stack checked: its entries, and what its guard holds back.
    @MainActor
    private struct RestoredStack {
        /// The tab, or `nil` without tabs.
        let tab: String?
        let entries: [RestoredEntry]
        let held: Held?

        typealias Held = (
            destinations: [Destination], routeGuard: RouteGuard, depth: Int, handler: ResultHandler?,
            guardScreen: Destination?
        )

        /// What one `go` shows: the entries, then the guard's screen when it is shown again.
        var path: [Destination] {
            entries.map(\.destination) + (held?.guardScreen.map { [$0] } ?? [])
        }
    }

    /// An entry checked, with its screen built and given its saved state: its destination
    /// shows that very screen.
    @MainActor
    private struct RestoredEntry {
        let destination: Destination
        let screen: any Screen
        /// The request of the screen below, when it waits for this screen's result.
        let handler: ResultHandler?
    }

    /// A screen built before it is shown, for the destination that shows it. Held weakly:
    /// the restored entry keeps the screen until the stack does, and a destination kept
    /// longer (what a guard holds, say) never keeps a screen that keeps the router.
    @MainActor
    private final class BuiltScreen {
        weak var screen: (any Screen)?

        init(_ screen: any Screen) {
            self.screen = screen
        }
    }

    /// Checks every entry (and every tab) and builds its destination, changing nothing; each
    /// entry's verdict is added to `verdicts`, in the file's order.
    @MainActor
    private func validate(
        _ saved: SavedStack, router: NavigationRouter, policy: RestorePolicy, verdicts: inout [RestoreVerdict]
    ) throws(RestoreError) -> Plan {
        let context = Context(router: router, schemas: saved.schemas, policy: policy)
        let tabbed = (router.navigator as? any TabbedNavigationStack).flatMap { $0.tabs.isEmpty ? nil : $0 }
        switch saved.content {
        case .stack(let entries, let pending):
            guard tabbed == nil else { throw .tabsDiffer(fileHasTabs: false) }
            return .stack(
                try restored(
                    entries, pending: pending, tab: nil, above: router.navigator?.entries.first?.screen, context: context,
                    verdicts: &verdicts))
        case .tabs(let tabs, let selected):
            guard let tabbed else { throw .tabsDiffer(fileHasTabs: true) }
            let appTabs = tabbed.tabs
            // Each app tab's position, its first one for a repeated name: one look-up per
            // tab, so checking every tab takes time linear in the tabs.
            var positions: [ExactText: Int] = [:]
            positions.reserveCapacity(appTabs.count)
            for (position, name) in appTabs.enumerated() where positions[ExactText(name)] == nil {
                positions[ExactText(name)] = position
            }
            // The stacks in the file's order, and which of them each app tab has.
            var stacks: [RestoredStack] = []
            var stackOfTab = [Int?](repeating: nil, count: appTabs.count)
            for tab in tabs {
                guard let position = positions[ExactText(tab.name)] else { throw .unknownTab(tab.name) }
                guard stackOfTab[position] == nil else { throw .duplicateTab(tab.name) }
                let name = appTabs[position]
                do throws(RestoreError) {
                    let root = tabbed.entries(inTab: name)?.first?.screen
                    stacks.append(
                        try restored(
                            tab.stack, pending: tab.pending, tab: name, above: root, context: context, verdicts: &verdicts))
                    stackOfTab[position] = stacks.count - 1
                } catch {
                    throw .inTab(name, error)
                }
            }
            let ordered = appTabs.map { name in positions[ExactText(name)].flatMap { stackOfTab[$0] } }
            if let missing = ordered.firstIndex(of: nil) { throw .missingTab(appTabs[missing]) }
            guard let selectedName = positions[ExactText(selected)].map({ appTabs[$0] }) else {
                throw .unknownTab(selected)
            }
            if let covered = router.tabHoldingModal(
                stacks.map { ($0.tab ?? "", $0.entries.map(\.destination)) }, selected: selectedName)
            {
                throw .modalInUnselectedTab(covered)
            }
            return .tabs(ordered.compactMap { $0.map { stacks[$0] } }, selected: selectedName)
        }
    }

    /// What every stack of one file is checked with.
    @MainActor
    private struct Context {
        let router: NavigationRouter
        /// The file's schema version of each payload type it names.
        let schemas: [String: Int]
        let policy: RestorePolicy
    }

    /// The migrations the registry's plugins registered, applied entry by entry.
    private var migrator: SavedEntryMigrator {
        SavedEntryMigrator(migrations: registry.savedStackMigrations, registry: registry)
    }

    /// One stack checked: its entries (see the overload without `pending`), and what its
    /// guard held back (`pending`), each destination checked as an entry is but for its
    /// guard condition, and held by the guard the file names, behind that guard's screen at
    /// entry `depth`. With ``RestorePolicy/longestValidPrefix``, what was held back is kept
    /// up to its first refused destination, and dropped when the stack below it was cut or
    /// the guard would not hold it.
    @MainActor
    private func restored(
        _ entries: [SavedStack.Entry], pending: SavedStack.Held?, tab: String?, above root: (any Screen)?,
        context: Context, verdicts: inout [RestoreVerdict]
    ) throws(RestoreError) -> RestoredStack {
        let stack = try restored(entries, tab: tab, above: root, context: context, verdicts: &verdicts)
        let restored = stack.entries
        guard let pending else { return RestoredStack(tab: tab, entries: restored, held: nil) }
        let router = context.router
        func verdict(_ index: Int, _ kind: RestoreVerdict.Kind) -> RestoreVerdict {
            RestoreVerdict(tab: tab, isHeld: true, index: index, screen: pending.stack[index - 1].screen, kind: kind)
        }
        if let cut = stack.refusedAt {
            verdicts += pending.stack.indices.map { verdict($0 + 1, .belowRefused(refusedEntry: cut)) }
            return RestoredStack(tab: tab, entries: restored, held: nil)
        }
        var held: [RestoreVerdict] = []
        var destinations: [Destination] = []
        var kept: [SavedStack.Entry] = []
        for (offset, saved) in pending.stack.enumerated() {
            let index = offset + 1
            do throws(RestoreError) {
                let migrated = try migrator.migrate(saved, index: index, schemas: context.schemas)
                guard let entry = migrated.entry else {
                    held.append(verdict(index, .leftOut(migrated.changes.joined(separator: "; "))))
                    continue
                }
                destinations.append(
                    try destination(
                        for: entry, index: index, above: destinations.last?.screen, router: router, held: true))
                // A destination held back has no screen yet, so nothing of a screen's own.
                if let state = entry.state, !state.isEmpty {
                    throw .stateRefused(index: index, screen: entry.screen, reason: "a screen not shown yet keeps no state")
                }
                if entry.awaited == true, !kept.isEmpty { throw .resultNotAwaited(index: index, screen: entry.screen) }
                kept.append(entry)
                held.append(verdict(index, migrated.kind))
            } catch {
                held.append(verdict(index, .refused(error)))
                held += pending.stack.indices.dropFirst(index).map { verdict($0 + 1, .belowRefused(refusedEntry: index)) }
                if context.policy == .allOrNothing {
                    verdicts += held
                    throw .inPending(error)
                }
                if destinations.count > kept.count { destinations.removeLast() }
                break
            }
        }
        do throws(RestoreError) {
            let holding = try holding(
                destinations, of: pending, kept: kept, restored: stack, saved: entries.count, root: root, router: router)
            verdicts += held
            return RestoredStack(tab: tab, entries: restored, held: holding)
        } catch {
            guard context.policy == .longestValidPrefix else {
                verdicts += held
                throw error
            }
            verdicts += held.map { $0.isRestored ? verdict($0.index, .refused(error)) : $0 }
            return RestoredStack(tab: tab, entries: restored, held: nil)
        }
    }

    /// How the guard the file names holds `destinations` (the held-back entries `kept`)
    /// behind its screen, or `nil` when there are none. The screen is the file's entry at
    /// the depth it names, or, when that depth is just above the file's `saved` entries (the
    /// guard's screen is not saved), the guard's screen shown again on top.
    /// - Throws: ``RestoreError/notHeld(guardName:depth:)`` when that guard would not hold
    ///   them there, or ``RestoreError/inPending(_:)`` when the screen below waits for no
    ///   result of the first.
    @MainActor
    private func holding(
        _ destinations: [Destination], of pending: SavedStack.Held, kept: [SavedStack.Entry], restored stack: CheckedStack,
        saved: Int, root: (any Screen)?, router: NavigationRouter
    ) throws(RestoreError) -> RestoredStack.Held? {
        guard let first = destinations.first else { return nil }
        let restored = stack.entries
        guard let routeGuard = router.holdingGuard(of: first), routeGuard.name.isScalarEqual(to: pending.guardName)
        else { throw .notHeld(guardName: pending.guardName, depth: pending.depth) }
        // The depth the file saves counts its entries; entries a migration left out are gone.
        let depth: Int
        var guardScreen: Destination?
        if let position = stack.indices.firstIndex(of: pending.depth) {
            guard restored[position].destination.screen.isScalarEqual(to: routeGuard.redirect.screen) else {
                throw .notHeld(guardName: pending.guardName, depth: pending.depth)
            }
            depth = position + 1
        } else if pending.depth == saved + 1, stack.indices.count == saved,
            router.repeatedGuard(
                showing: routeGuard.redirect.screen, above: restored.last?.destination.screen ?? root?.name) == nil
        {
            // Not saved: the guard, run again, shows its screen on top, as a redirect does.
            depth = restored.count + 1
            guardScreen = routeGuard.redirect.requiring(routeGuard.requires)
        } else {
            throw .notHeld(guardName: pending.guardName, depth: pending.depth)
        }
        var handler: ResultHandler?
        if let first = kept.first, first.awaited == true {
            // The request comes from the screen below the guard's, which showed the destination.
            let below = depth >= 2 ? restored[depth - 2].screen : root
            handler = (below as? any StatefulScreen)?.resultHandler(forScreenAbove: first.screen)
            if handler == nil { throw .inPending(.resultNotAwaited(index: 1, screen: first.screen)) }
        }
        return (destinations, routeGuard, depth, handler, guardScreen)
    }

    /// A stack's entries checked: those restored, the number each has in the file, and the
    /// entry refused first when the policy keeps the entries below it.
    @MainActor
    private struct CheckedStack {
        let entries: [RestoredEntry]
        let indices: [Int]
        let refusedAt: Int?
    }

    /// Each entry migrated and checked, its screen built (above `root`, the stack's root
    /// screen) and given its saved state, and the request of the screen below it when it is
    /// awaited; its verdict added to `verdicts`. The first refused entry ends the check:
    /// with ``RestorePolicy/allOrNothing`` by throwing its error.
    @MainActor
    private func restored(
        _ entries: [SavedStack.Entry], tab: String?, above root: (any Screen)?, context: Context,
        verdicts: inout [RestoreVerdict]
    ) throws(RestoreError) -> CheckedStack {
        let router = context.router
        var restored: [RestoredEntry] = []
        var indices: [Int] = []
        restored.reserveCapacity(entries.count)
        func verdict(_ index: Int, _ kind: RestoreVerdict.Kind) -> RestoreVerdict {
            RestoreVerdict(tab: tab, isHeld: false, index: index, screen: entries[index - 1].screen, kind: kind)
        }
        for (offset, saved) in entries.enumerated() {
            let index = offset + 1
            do throws(RestoreError) {
                let migrated = try migrator.migrate(saved, index: index, schemas: context.schemas)
                guard let entry = migrated.entry else {
                    verdicts.append(verdict(index, .leftOut(migrated.changes.joined(separator: "; "))))
                    continue
                }
                let checked = try destination(
                    for: entry, index: index, above: restored.last?.destination.screen ?? root?.name, router: router)
                let screen: any Screen
                switch router.makeScreen(for: checked) {
                case .success(let built): screen = built
                // Only a restore through the queue has its data (see `restore(_:on:timeLimit:)`).
                case .failure(.notLoaded): throw .loadsData(index: index, screen: entry.screen)
                case .failure(let reason): throw .notShown(index: index, screen: entry.screen, reason: reason)
                }
                if let state = entry.state, !state.isEmpty {
                    guard let stateful = screen as? any StatefulScreen else {
                        throw .stateRefused(index: index, screen: entry.screen, reason: "this screen keeps no state")
                    }
                    do throws(InvalidScreenState) {
                        try stateful.restoreState(ScreenState(state.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
                    } catch {
                        throw .stateRefused(index: index, screen: entry.screen, reason: error.reason)
                    }
                }
                var handler: ResultHandler?
                if entry.awaited == true {
                    let below = restored.last?.screen ?? root
                    handler = (below as? any StatefulScreen)?.resultHandler(forScreenAbove: screen.name)
                    if handler == nil { throw .resultNotAwaited(index: index, screen: entry.screen) }
                }
                let built = BuiltScreen(screen)
                let destination = Destination(
                    screen: checked.screen, presentation: checked.presentation, requires: checked.requirement,
                    route: checked.route, payload: checked.payload
                ) { _ in
                    // Only once the restore is over can the screen be gone: a plain screen then.
                    built.screen ?? TextScreen(name: checked.screen, title: checked.screen)
                }
                restored.append(RestoredEntry(destination: destination, screen: screen, handler: handler))
                indices.append(index)
                verdicts.append(verdict(index, migrated.kind))
            } catch {
                verdicts.append(verdict(index, .refused(error)))
                verdicts += entries.indices.dropFirst(index).map { verdict($0 + 1, .belowRefused(refusedEntry: index)) }
                if context.policy == .allOrNothing { throw error }
                return CheckedStack(entries: restored, indices: indices, refusedAt: index)
            }
        }
        return CheckedStack(entries: restored, indices: indices, refusedAt: nil)
    }

    /// The destination a tap to `entry` would show right above the screen named `below`
    /// (`nil`: the root, or no screen that matters), after the same checks: the router's own
    /// plan of showing it (``NavigationRouter/plan(showing:above:tracing:)``). For a
    /// destination a guard holds back (`held`), every check but whether its guard condition
    /// holds.
    @MainActor
    private func destination(
        for entry: SavedStack.Entry, index: Int, above below: String?, router: NavigationRouter, held: Bool = false
    ) throws(RestoreError) -> Destination {
        let name = entry.screen
        let payload = try decodePayload(entry, index: index)
        let screen = try registeredScreen(name, showing: payload, index: index)
        var destination: Destination
        if let payload {
            // The app's routing decides, as for a tap: its screen, presentation and guard.
            guard case .show(let decided) = router.decide(payload) else {
                throw .notRoutedThere(index: index, screen: name, routedTo: nil)
            }
            guard decided.screen.isScalarEqual(to: name) else {
                throw .notRoutedThere(index: index, screen: name, routedTo: decided.screen)
            }
            destination = decided.payload == nil ? decided.carrying(payload) : decided
        } else {
            // Checked above: the screen is registered to show any payload, or none.
            guard let make = screen.anyPayload else { throw .screenDoesNotShowPayload(index: index, screen: name) }
            destination = Destination(screen: name, presentation: entry.presentation, make: make)
        }
        guard destination.presentation == entry.presentation else {
            throw .presentationDiffers(index: index, screen: name, shown: destination.presentation)
        }
        // Where showing it stands, by the plan every navigation makes: what it requires (its
        // screen's, its route's, and for a guard's own screen, what that guard requires
        // first), whether it is a guard's screen not to be shown there, its guard chain.
        switch router.plan(showing: destination, above: .screen(below), tracing: false) {
        case .show(let resolved):
            return resolved
        case .held(let resolved, _):
            guard held else { throw .guardDoesNotHold(index: index, screen: name, guardName: resolved.requirement ?? "") }
            return resolved
        case .ignored(.guardHoldsAlready(_, let guardName)):
            throw .guardHoldsAlready(index: index, screen: name, guardName: guardName)
        case .ignored(let reason):
            throw .notShown(index: index, screen: name, reason: reason)
        }
    }

    /// The file's shape: an object of version 1, 2 or 3 with at most ``maxEntries``
    /// entries and ``maxValues`` JSON values in all. Both are counted before anything is
    /// decoded (decoding takes memory many times the file's size), so a file of too many is
    /// refused for that, whatever else is wrong with it.
    private static func read(_ bytes: [UInt8]) throws(RestoreError) -> SavedStack {
        let size = SavedStackSize(bytes)
        guard size.entries <= maxEntries else {
            throw .tooManyEntries(count: size.entries, limit: maxEntries)
        }
        guard size.values <= maxValues else {
            throw .tooManyValues(count: size.values, limit: maxValues)
        }
        let saved: SavedStack
        do {
            // The decoder reads the file's own bytes, not a copy of them (up to 64 MiB); the
            // data does not outlive the call.
            saved = try bytes.withUnsafeBytes { buffer in
                let data =
                    buffer.baseAddress.map {
                        Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: $0), count: buffer.count, deallocator: .none)
                    } ?? Data()
                return try JSONDecoder().decode(SavedStack.self, from: data)
            }
        } catch let error as SavedStack.UnsupportedVersion {
            throw .unsupportedVersion(String(error.version))
        } catch is SavedStack.AmbiguousShape {
            throw .malformed("a version-3 file holds either 'stack' or 'tabs', and this one holds both or neither")
        } catch {
            // Not JSON, not an object, or a bad `version`: the envelope; the schema versions;
            // else an entry.
            let keys = (error as? DecodingError).map { Self.codingPath(of: $0).map(\.stringValue) } ?? []
            let expecting =
                if keys.contains("payload") {
                    // Any JSON value reads as a payload, but for a number beyond a `Double`.
                    "a number no larger than a 64-bit floating-point number holds"
                } else {
                    switch keys.first ?? "version" {
                    case "version": "a JSON object with a whole-number 'version'"
                    case "schemas": "'schemas', an object of whole-number schema versions by payload type"
                    default: "'stack', a list of entries with 'screen' and 'presentation' (push or modal)"
                    }
                }
            throw .malformed(reason(error, expecting: expecting))
        }
        guard saved.entryCount <= maxEntries else {
            throw .tooManyEntries(count: saved.entryCount, limit: maxEntries)
        }
        return saved
    }

    /// Decodes the entry's payload with its type's codec and has the type's validator vouch
    /// for it; `nil` when the entry has none.
    private func decodePayload(_ entry: SavedStack.Entry, index: Int) throws(RestoreError) -> (any Sendable)? {
        guard let typeName = entry.payloadType else { return nil }
        guard let registered = registry.payloads[typeName], let codec = PayloadCodec(registered) else {
            throw .unknownPayloadType(index: index, screen: entry.screen, payloadType: typeName)
        }
        let decoded: any Sendable
        do {
            let data = try JSONEncoder().encode(entry.payload ?? .null)
            decoded = try codec.decode(data)
        } catch {
            throw .undecodablePayload(
                index: index, screen: entry.screen,
                reason: Self.numberThatDoesNotFit(error, in: entry.payload ?? .null) ?? Self.reason(error))
        }
        guard let validate = registered.validate else { return decoded }
        do throws(InvalidPayload) {
            return try validate(decoded)
        } catch {
            throw .invalidPayload(index: index, screen: entry.screen, reason: error.reason)
        }
    }

    /// Why `payload` does not decode, when the decoder's `error` names no field: the JSON
    /// decoder refuses a number its field's type cannot hold (a fraction for an `Int`, a
    /// number beyond it) as "not valid JSON", with no key. The payload was written by this
    /// reader, so it is valid JSON, and the field is found in it: its first number that is
    /// not a whole number fitting an `Int` (keys in order), else its first number. `nil` for
    /// any other error, or a payload holding no number.
    private static func numberThatDoesNotFit(_ error: any Error, in payload: JSONValue) -> String? {
        guard case DecodingError.dataCorrupted(let context) = error, context.codingPath.isEmpty else { return nil }
        var beyondInt: (path: [String], value: String)?
        var whole: (path: [String], value: String)?
        var pending: [(path: [String], value: JSONValue)] = [([], payload)]
        while beyondInt == nil, let (path, value) = pending.popLast() {
            switch value {
            case .number(let number): beyondInt = (path, "\(number)")
            case .unsigned(let number): beyondInt = (path, "\(number)")
            case .integer(let number): if whole == nil { whole = (path, "\(number)") }
            case .array(let items):
                pending += items.enumerated().reversed().map { (path + ["item \($0.offset + 1)"], $0.element) }
            case .object(let fields):
                pending += fields.sorted { $0.key > $1.key }.map {
                    (path + [QuotedText.quoted($0.key)], $0.value)
                }
            case .null, .bool, .string: break
            }
        }
        guard let (path, number) = beyondInt ?? whole else { return nil }
        return (path.isEmpty ? "" : path.joined(separator: ", ") + ": ")
            + "the number \(number) does not fit the type of its field"
    }

    private static func reason(_ error: any Error, expecting: String? = nil) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            path(context).map { "\($0): the key \(QuotedText.quoted(key.stringValue)) is missing" }
                ?? "the key \(QuotedText.quoted(key.stringValue)) is missing"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
            DecodingError.dataCorrupted(let context):
            (path(context).map { "\($0): " } ?? "") + (expecting.map { "expected \($0)" } ?? context.debugDescription)
        default: "\(error)"
        }
    }

    private static func codingPath(of error: DecodingError) -> [any CodingKey] {
        switch error {
        case .keyNotFound(_, let context), .typeMismatch(_, let context), .valueNotFound(_, let context),
            .dataCorrupted(let context):
            context.codingPath
        @unknown default: []
        }
    }

    /// The coding path as `'stack', entry 2, 'screen'`, or `nil` at the top.
    private static func path(_ context: DecodingError.Context) -> String? {
        let keys = context.codingPath.map { key in key.intValue.map { "entry \($0 + 1)" } ?? QuotedText.quoted(key.stringValue) }
        return keys.isEmpty ? nil : keys.joined(separator: ", ")
    }

    /// Saves the stack `router` shows, with the results its screens wait for, to the file
    /// at `path` (see `save(_:)` of the router). It replaces only a saved stack (or an empty
    /// file), never a file of another kind, a symbolic link, a FIFO or a device, and writes a
    /// new file that is then renamed over `path`, so a reader sees the old stack or the new
    /// one, never part of either.
    /// - Throws: As `save(_:)` of the router; ``RestoreError/file(path:reason:)`` when the file
    ///   cannot be written or is not one to replace, or the path is `-` (a saved stack goes to
    ///   a file, never to standard output).
    @MainActor
    public func save(_ router: NavigationRouter, to path: String) throws(RestoreError) {
        try Self.refuseStandardStreams(path)
        try write(try save(router), to: path)
    }

    /// Saves `navigator`'s stack to the file at `path` (see `save(_:)` of a navigator, and
    /// `save(_:to:)` of a router for what is replaced).
    @MainActor
    public func save(_ navigator: any NavigationStack, to path: String) throws(RestoreError) {
        try Self.refuseStandardStreams(path)
        try write(try save(navigator), to: path)
    }

    private func write(_ bytes: [UInt8], to path: String) throws(RestoreError) {
        do {
            try BoundedFile.write(bytes, to: path, replacing: Self.isSavedStack)
        } catch {
            throw .file(path: path, reason: error.reason.description)
        }
    }

    /// Whether `bytes` are a saved stack this restorer reads (its shape and sizes, whatever
    /// its entries say): a file `save(_:to:)` may replace. Read as a restore reads it, so
    /// the same bounds hold before anything is decoded.
    static func isSavedStack(_ bytes: [UInt8]) -> Bool {
        (try? read(bytes)) != nil
    }

    /// Refuses `-`: saved stacks are files. Standard input is where flows and commands come
    /// from, so reading a stack there would wait for the person at the terminal.
    private static func refuseStandardStreams(_ path: String) throws(RestoreError) {
        guard path != BoundedFile.standardInput else {
            throw .file(path: path, reason: "a saved stack is a file; name it (./- for a file named '-')")
        }
    }

    /// Restores the stack saved in the file at `path`: all of it or nothing.
    /// - Throws: As ``restore(_:on:)``; ``RestoreError/file(path:reason:)`` when the file
    ///   cannot be read, or the path is `-` (never standard input).
    @discardableResult
    @MainActor
    public func restore(from path: String, on router: NavigationRouter) throws(RestoreError) -> [NavigationEvent] {
        try restore(from: path, on: router, policy: .allOrNothing).events
    }

    /// Restores the stack saved in the file at `path` by `policy`: as
    /// ``restore(_:on:policy:)``.
    /// - Throws: As ``restore(_:on:policy:)``; ``RestoreError/file(path:reason:)`` when the
    ///   file cannot be read, or the path is `-`.
    @discardableResult
    @MainActor
    public func restore(from path: String, on router: NavigationRouter, policy: RestorePolicy) throws(RestoreError)
        -> RestoreReport
    {
        try Self.refuseStandardStreams(path)
        return try restore(Self.read(file: path), on: router, policy: policy)
    }

    /// The saved stack in the file at `path`. The file's bytes are let go before any payload
    /// is decoded, so refusing a file holds at most three copies of its largest value.
    private static func read(file path: String) throws(RestoreError) -> SavedStack {
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.read(path)
        } catch {
            throw .file(path: path, reason: error.reason.description)
        }
        return try read(bytes)
    }
}
