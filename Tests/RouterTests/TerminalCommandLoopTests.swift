import Router
import RouterTooling
import Testing

@MainActor @Suite struct TerminalCommandLoopTests {
    private func session() throws -> NavigationSession {
        let registry = try pizzaRegistry { $0.register(Jumper(for: Drink.self) { _ in nil }) }
        return NavigationSession(
            registry: registry,
            home: .push("Home") { context in
                ListScreen(
                    name: "Home", title: "Home",
                    dataSource: ListDataSource(sections: [
                        ListSection(rows: [
                            ListRow("Margherita", payload: Pizza.fixture()),
                            ListRow("Chinotto", payload: Drink.fixture()),
                        ])
                    ]),
                    router: context.router)
            })
    }

    private func run(_ input: [LineEditor.Input], on session: NavigationSession) async
        -> (ok: Bool, text: [String], errors: [String], prompts: [String])
    {
        var inputs = input[...]
        var text: [String] = []
        var errors: [String] = []
        var prompts: [String] = []
        let ok = await TerminalCommandLoop(session: session).run(read: { prompt in
            prompts.append(prompt)
            return inputs.popFirst() ?? .end
        }) {
            switch $0 {
            case .text(let line): text.append(line)
            case .prompt: break
            case .error(let line): errors.append(line)
            }
        }
        return (ok, text, errors, prompts)
    }

    @Test func thePromptShowsTheStack() async throws {
        let session = try session()
        let result = await run([.line("tap 1")], on: session)
        #expect(result.prompts == ["Home> ", "Home > PizzaDetail> "])
    }

    @Test func aDeepStackShowsItsRootAndTopScreensInThePrompt() async throws {
        let session = try session()
        for name in ["A", "B", "C", "D"] {
            session.stack.push(
                ListScreen(name: name, title: name, dataSource: ListDataSource(sections: []), router: session.router),
                requirement: nil, payload: nil)
        }
        #expect(TerminalCommandLoop.prompt(for: session) == "Home > ... > C > D> ")
    }

    @Test func everyEventIsPrintedThenTheScreen() async throws {
        let session = try session()
        let result = await run([.line("tap 1")], on: session)
        try #require(result.text.count == 2)
        #expect(result.text[1].hasPrefix("push PizzaDetail\n\n"))
        #expect(result.text[1].hasSuffix(session.screenText))
    }

    @Test func clearScreenShowsTheScreenAgain() async throws {
        let session = try session()
        let result = await run([.clearScreen], on: session)
        #expect(result.text == [session.screenText, session.screenText])
        #expect(result.prompts == ["Home> ", "Home> "])
    }

    @Test func infoIsPrintedWithoutTheScreen() async throws {
        let result = await run([.line("stack")], on: try session())
        #expect(result.text.last == "Home")
    }

    @Test func problemsAreReportedAndTheLoopGoesOn() async throws {
        let result = await run([.line("bogus"), .line("tap 9"), .line("stack")], on: try session())
        #expect(!result.ok)
        #expect(result.errors.count == 2)
        #expect(result.errors.allSatisfy { !$0.hasPrefix("<stdin>") })
        #expect(result.text.last == "Home")
    }

    @Test func aProblemAtThePromptIsTheMessageWithoutAFilePosition() async throws {
        let result = await run([.line("yes"), .line("tap 9")], on: try session())

        #expect(result.errors.first?.hasPrefix("unknown command 'yes'") == true)
        #expect(result.errors.last?.hasPrefix("Home has no row 9") == true)
    }

    @Test func aListenerTheStackHadStillHearsEveryEvent() async throws {
        let session = try session()
        var heard: [NavigationEvent] = []
        session.stack.onEvent = { heard.append($0) }
        _ = await run([.line("tap 1")], on: session)
        session.stack.pop()
        #expect(heard.map(\.description) == ["push PizzaDetail", "pop PizzaDetail"])
    }

    @Test func quitEndsTheLoop() async throws {
        let result = await run([.line("quit"), .line("tap 1")], on: try session())
        #expect(result.ok)
        #expect(result.prompts.count == 1)
    }
}
