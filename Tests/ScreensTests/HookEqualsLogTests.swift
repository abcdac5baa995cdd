import AccountScreens
import Demo
import Router
import RouterTestSupport
import RouterTooling
import Testing

/// Property: an observer's after-hook is told every event the router causes, exactly as the
/// recording stack logs it, from every state the crawler reaches, whatever is done next;
/// and a vetoing observer is asked before every navigation, which its veto then stops.
@MainActor @Suite struct HookEqualsLogTests {
    /// One action of the battery run from each crawled state.
    private enum Action: CustomStringConvertible {
        case command(FlowCommand)
        case saveThenRestore
        case answerYesThenBack

        var description: String {
            switch self {
            case .command(let command): command.description
            case .saveThenRestore: "save then restore"
            case .answerYesThenBack: "answer yes + back"
            }
        }
    }

    private static let links = ["giuseppe://menu/pizza/Margherita", "giuseppe://order/Diavola", "giuseppe://about"]

    /// The fixed battery: back, home, links in both placements, go, a tab switch (with
    /// tabs), sign-out, sign-in, save then restore, answer yes + back.
    private func battery(tabbed: Bool) -> [Action] {
        var commands: [FlowCommand] = [.back, .home]
        commands += Self.links.flatMap { [FlowCommand.open($0), .openInApp($0)] }
        commands += [.go(["giuseppe://menu", "giuseppe://menu/pizza/Diavola"]), .go([])]
        if tabbed { commands += [.tab("Menu"), .tab("Home"), .tab("Nowhere")] }
        commands += [.signOut, .signIn("anna"), .signIn("nobody")]
        return commands.map(Action.command) + [.saveThenRestore, .answerYesThenBack]
    }

    private func perform(_ action: Action, on session: NavigationSession) {
        switch action {
        case .command(let command):
            session.perform(command)
        case .saveThenRestore:
            if let saved = try? session.restorer.save(session.stack) {
                _ = try? session.restorer.restore(saved, on: session.router)
            }
        case .answerYesThenBack:
            session.perform(.answer(true))
            session.perform(.back)
        }
    }

    /// Each crawled state of `setup` with its guard steps, and the row count of its top.
    private func states(_ setup: DemoSetup, _ registry: JumperRegistry) async
        -> [(name: String, path: [String], guardSteps: Int, rows: Int)]
    {
        let states = await setup.crawledStates(in: registry)
        #expect(states.count >= 12, "\(setup) crawl")
        return states.map { name, path in
            let steps = setup.guardSteps(reaching: name, by: path, registry: registry)
            let top = setup.replay(path, registry: registry, guardSteps: steps).session.stack.top
            return (name, path, steps, (top as? any TappableScreen)?.rowCount ?? 0)
        }
    }

    private func expectHookEqualsLog(
        _ observer: RecordingObserver, _ session: NavigationSession, _ context: @autoclosure () -> String
    ) {
        let told = observer.events.map(\.description)
        let logged = session.stack.log.events.map(\.description)
        #expect(
            told == logged,
            "\(context()): the after-hook was told\n\(told.joined(separator: "\n"))\nbut the log says\n\(logged.joined(separator: "\n"))"
        )
    }

    @Test(arguments: DemoSetup.allCases)
    func theAfterHookIsToldEveryLoggedEventFromEveryCrawledState(setup: DemoSetup) async throws {
        let registry = try setup.registry()
        for state in await states(setup, registry) {
            var actions = battery(tabbed: setup.isTabbed)
            actions += (1...max(state.rows, 1)).map { Action.command(.tap(.number($0))) }
            for action in actions {
                let observer = RecordingObserver()
                let (session, _) = setup.replay(state.path, registry: registry, guardSteps: state.guardSteps, observer: observer)

                perform(action, on: session)

                expectHookEqualsLog(observer, session, "\(setup) \(state.path) then \(action)")
            }
            // The whole battery in a row, the log never cleared: leave questions, refusals
            // and returned results come up on the way.
            let observer = RecordingObserver()
            let (session, _) = setup.replay(state.path, registry: registry, guardSteps: state.guardSteps, observer: observer)
            let sequence: [Action] =
                [.command(.tap(.number(1))), .command(.tap(.number(3))), .command(.back)]
                + battery(tabbed: setup.isTabbed) + [.command(.tap(.title("Customize order")))]
            for action in sequence { perform(action, on: session) }

            expectHookEqualsLog(observer, session, "\(setup) \(state.path) then the whole battery")
        }
    }

    @Test(arguments: DemoSetup.allCases)
    func aVetoingObserverIsAskedOnEveryPathAndItsVetoChangesNothing(setup: DemoSetup) async throws {
        let registry = try setup.registry()
        for state in await states(setup, registry) {
            var actions = battery(tabbed: setup.isTabbed)
            actions += (1...max(state.rows, 1)).map { Action.command(.tap(.number($0))) }
            for action in actions {
                // Whether the action navigates at all, left alone.
                let free = setup.replay(state.path, registry: registry, guardSteps: state.guardSteps).session
                let freeBefore = SessionSnapshot(free)
                perform(action, on: free)
                let navigates = SessionSnapshot(free) != freeBefore
                let observer = RecordingObserver(vetoing: true)
                let (session, account) = setup.replay(state.path, registry: registry, guardSteps: state.guardSteps)
                session.router.addObserver(observer)
                let before = SessionSnapshot(session)
                let conditionsBefore = (account.user, account.acceptedBy)

                perform(action, on: session)

                // A change of the app's conditions (a sign-in or out, accepting the terms)
                // unwinds whatever observers say: security first.
                guard account.user == conditionsBefore.0, account.acceptedBy == conditionsBefore.1 else { continue }
                let context = "\(setup) \(state.path) then \(action)"
                if navigates { #expect(!observer.requests.isEmpty, "\(context): the observer was not asked") }
                #expect(
                    SessionSnapshot(session) == before, "\(context): vetoed, yet \(before) became \(SessionSnapshot(session))")
            }
        }
    }
}
