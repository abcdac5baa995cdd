import Router
import Testing

@Suite struct CommandLoopTests {
    private func runLoop(_ input: [String]) -> (ok: Bool, text: [String], errors: [String]) {
        var lines = input[...]
        var text: [String] = []
        var errors: [String] = []
        var registry = pizzaRegistry()
        registry.register(Jumper(for: Drink.self) { _ in nil })
        let session = NavigationSession(
            registry: registry,
            home: .push("Home") { context in
                ListScreen(
                    name: "Home", title: "Home",
                    dataSource: ListDataSource(sections: [ListSection(rows: [
                        ListRow("Margherita", payload: Pizza.fixture()),
                        ListRow("Chinotto", payload: Drink.fixture()),
                    ])]),
                    router: context.router)
            })
        let ok = CommandLoop(session: session, showsPrompt: false).run(readLine: { lines.popFirst() }) {
            switch $0 {
            case .text(let line): text.append(line)
            case .prompt: break
            case .error(let line): errors.append(line)
            }
        }
        return (ok, text, errors)
    }

    @Test func lineOverTheLimitIsReportedShortlyAndSkipped() {
        let (ok, text, errors) = runLoop([String(repeating: "x", count: BoundedLineReader.defaultMaxLineBytes + 1), "1"])

        #expect(!ok)
        #expect(errors == ["<stdin>:1: the line is longer than 65536 bytes; it was skipped"])
        #expect(text.last?.hasPrefix("push PizzaDetail") == true)
    }

    @Test func unknownLongWordIsQuotedShortened() {
        let (_, _, errors) = runLoop([String(repeating: "w", count: 5_000)])

        #expect(errors.count == 1)
        #expect(errors[0].utf8.count < 400)
        #expect(errors[0].contains(String(repeating: "w", count: 64) + "…'"))
    }

    @Test func showsTheRootScreenFirst() {
        let (ok, text, _) = runLoop([])

        #expect(ok)
        #expect(text == ["Home\n====\n  1. Margherita\n  2. Chinotto"])
    }

    @Test func tapPrintsTheEventAndTheNewScreen() {
        let (_, text, _) = runLoop(["1"])

        #expect(text.last == "push PizzaDetail\n\nMargherita\n==========")
    }

    @Test func ignoredTapSaysWhy() {
        let (_, text, _) = runLoop(["tap 2"])

        #expect(text.last == "ignored (the jumper for Drink declined the payload)")
    }

    @Test func problemsAreReportedWithTheirLineAndTheLoopGoesOn() {
        let (ok, text, errors) = runLoop(["tpa", "tap 7", "expect top Menu", "stack"])

        #expect(!ok)
        #expect(errors == [
            "<stdin>:1:1: unknown command 'tpa'; did you mean 'tap'?",
            "<stdin>:2: Home has no row 7; it has 2 rows",
            "<stdin>:3: expected top Menu, got Home",
        ])
        #expect(text.last == "Home")
    }

    @Test func quitStopsReading() {
        let (_, text, _) = runLoop(["quit", "tap 1"])

        #expect(text.count == 1)
    }
}
