import AccountScreens
import Demo
import Router
import RouterTooling
import Screens
import Testing

/// The decision side is `Sendable`: one registry, built from the routes file, answers payloads
/// and links from many tasks at once exactly as it answers them one at a time. Run under
/// `swift test --sanitize=thread` (CI does), this is also the data-race check.
@Suite struct ConcurrencyStressTests {
    static let links = [
        "giuseppe://menu/pizza/Margherita", "GIUSEPPE://Menu/dessert/Tiramis%C3%B9/",
        "giuseppe://order/Diavola", "giuseppe://typed/B", "giuseppe://typed/100",
        "giuseppe://menu/pizza/Hawaii", "giuseppe://menu/pizza/..%2F..", "http://menu/pizza/Margherita",
    ]

    static func payloads() -> [Any?] {
        let menu = Menu.giuseppe
        let models: [Any] = HomeEntry.allCases + menu.pizzas + menu.drinks + menu.desserts + TypedModel.demoList
        return models + [OrderRequest(pizza: .fixture()), SignInRetry(), nil, "a foreign type", 42]
    }

    /// Every decision of one round, as text, in a fixed order.
    static func answers(of registry: JumperRegistry, payloads: [Any?]) -> [String] {
        payloads.map { "\(registry.decide($0))" } + links.map { "\(registry.decide(link: $0))" }
    }

    @Test func routesFileRegistryAnswersManyTasksAsItAnswersOne() async throws {
        // Arrange
        let registry = try DemoApp.loadRoutes().registry
        let expected = Self.answers(of: registry, payloads: Self.payloads())

        // Act
        let rounds = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    let payloads = Self.payloads()
                    var last: [String] = []
                    for _ in 0..<200 { last = Self.answers(of: registry, payloads: payloads) }
                    return last
                }
            }
            return await group.reduce(into: [[String]]()) { $0.append($1) }
        }

        // Assert
        #expect(rounds.count == 8)
        #expect(rounds.allSatisfy { $0 == expected })
        #expect(expected.contains("push PizzaDetail"))
    }

    @Test func loadingTheRoutesFileFromManyTasksGivesOneResult() async throws {
        let expected = try DemoApp.loadRoutes().summary

        let summaries = await withTaskGroup(of: String.self) { group in
            for _ in 0..<8 {
                group.addTask { (try? DemoApp.loadRoutes().summary) ?? "failed" }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }

        #expect(summaries == [expected])
    }

    /// A whole demo session (router, recording stack, list and detail screens, the jumpers
    /// that made them) forms no retain cycle: once dropped, nothing is left alive.
    @MainActor @Test func droppedDemoSessionLeavesNothingAlive() throws {
        weak var weakSession: NavigationSession?
        weak var weakRouter: NavigationRouter?
        weak var weakStack: RecordingNavigationStack?
        weak var weakTop: (any Screen)?
        weak var weakRoot: (any Screen)?
        do {
            let registry = try DemoApp.loadRoutes().registry
            let session = NavigationSession(registry: registry, home: DemoApp.home)
            session.perform(.open("giuseppe://typed/B"))
            session.perform(.home)
            session.perform(.tap(.number(1)))
            session.perform(.tap(.number(1)))
            #expect(session.stack.screenNames.count >= 3)
            weakSession = session
            weakRouter = session.router
            weakStack = session.stack
            weakTop = session.stack.top
            weakRoot = session.stack.entries.first?.screen
        }

        #expect(weakSession == nil)
        #expect(weakRouter == nil)
        #expect(weakStack == nil)
        #expect(weakTop == nil)
        #expect(weakRoot == nil)
    }
}
