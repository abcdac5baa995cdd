import Router
import RouterTooling
import Testing

@MainActor @Suite struct CommandLoopTests {
    private func runLoop(_ input: [String]) async throws -> (ok: Bool, text: [String], errors: [String]) {
        var lines = input[...]
        var text: [String] = []
        var errors: [String] = []
        let registry = try pizzaRegistry { $0.register(Jumper(for: Drink.self) { _ in nil }) }
        let session = NavigationSession(
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
        let ok = await CommandLoop(session: session, showsPrompt: false).run(readLine: { lines.popFirst() }) {
            switch $0 {
            case .text(let line): text.append(line)
            case .prompt: break
            case .error(let line): errors.append(line)
            }
        }
        return (ok, text, errors)
    }

    @Test func lineOverTheLimitIsReportedShortlyAndSkipped() async throws {
        let (ok, text, errors) = try await runLoop([
            String(repeating: "x", count: BoundedLineReader.defaultMaxLineBytes + 1), "1",
        ])

        #expect(!ok)
        #expect(errors == ["<stdin>:1: the line is longer than 65536 bytes; it was skipped"])
        #expect(text.last?.hasPrefix("push PizzaDetail") == true)
    }

    @Test func unknownLongWordIsQuotedShortened() async throws {
        let (_, _, errors) = try await runLoop([String(repeating: "w", count: 5_000)])

        #expect(errors.count == 1)
        #expect(errors[0].utf8.count < 400)
        #expect(errors[0].contains(String(repeating: "w", count: 64) + "…'"))
    }

    @Test func showsTheRootScreenFirst() async throws {
        let (ok, text, _) = try await runLoop([])

        #expect(ok)
        #expect(text == ["Home\n====\n  1. Margherita\n  2. Chinotto"])
    }

    @Test func tapPrintsTheEventAndTheNewScreen() async throws {
        let (_, text, _) = try await runLoop(["1"])

        #expect(text.last == "push PizzaDetail\n\nMargherita\n==========")
    }

    @Test func ignoredTapSaysWhy() async throws {
        let (_, text, _) = try await runLoop(["tap 2"])

        #expect(text.last == "ignored (the jumper for Drink declined the payload)")
    }

    @Test func problemsAreReportedWithTheirLineAndTheLoopGoesOn() async throws {
        let (ok, text, errors) = try await runLoop(["tpa", "tap 7", "expect top Menu", "stack"])

        #expect(!ok)
        #expect(
            errors == [
                "<stdin>:1:1: unknown command 'tpa'; did you mean 'tap'?",
                "<stdin>:2: Home has no row 7; it has 2 rows",
                "<stdin>:3: expected top Menu, got Home",
            ])
        #expect(text.last == "Home")
    }

    @Test func quitStopsReading() async throws {
        let (_, text, _) = try await runLoop(["quit", "tap 1"])

        #expect(text.count == 1)
    }
}

@MainActor @Suite struct CommandLoopTabHintTests {
    private func runLoop(_ input: [String], tabs: [String]) async throws -> [String] {
        var lines = input[...]
        var text: [String] = []
        let registry = try pizzaRegistry()
        let session =
            tabs.isEmpty
            ? NavigationSession(registry: registry, home: textDestination("Home"))
            : NavigationSession(registry: registry, tabs: tabs.map { TabRoot($0, root: textDestination($0)) })
        _ = await CommandLoop(session: session, showsPrompt: false).run(readLine: { lines.popFirst() }) {
            if case .text(let line) = $0 { text.append(line) }
        }
        return text
    }

    @Test func anUnknownTabAtThePromptListsTheTabsAndTheOneMeant() async throws {
        let text = try await runLoop(["tab menu"], tabs: ["Home", "Menu", "Drinks"])

        #expect(text.last == "tab refused (unknown tab)\nthe tabs are 'Home', 'Menu', 'Drinks'; did you mean 'Menu'?")
    }

    @Test func aTabAtThePromptOfAnAppWithoutTabsSaysSo() async throws {
        let text = try await runLoop(["tab Menu"], tabs: [])

        #expect(text.last == "tab refused (unknown tab)\nthis app has no tabs")
    }

    @Test func tabNamesInTheHintAreQuotedAndEscaped() async throws {
        let text = try await runLoop(["tab x"], tabs: ["A\u{1B}[2J"])

        #expect(text.last == "tab refused (unknown tab)\nthe tabs are 'A\\u{1B}[2J'")
    }
}
