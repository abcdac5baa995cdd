import AccountScreens
import Demo
import Router
import RoutesFiles
import Screens
import Testing

/// The demo's deep links build their back stack from the root, whether the plugins' code or
/// the routes file declares the parents.
@Suite struct DemoLinkChainTests {
    private func registry(_ routing: DemoRouting) throws -> JumperRegistry {
        routing == .jumpers ? DemoApp.makeRegistry() : try DemoApp.loadRoutes().registry
    }

    @Test(arguments: [DemoRouting.jumpers, .routesFile])
    func aPizzaLinkSitsAboveTheMenu(routing: DemoRouting) throws {
        let registry = try registry(routing)

        let decided = try registry.decide(link: "giuseppe://menu/pizza/Margherita").get()

        #expect(decided.chain.map { $0.destination?.screen } == ["Menu", "PizzaDetail"])
        #expect(decided.parents.map(\.link) == ["giuseppe://menu"])
        #expect(decided.parents.first?.destination?.payload as? HomeEntry == .menu)
        #expect((decided.destination?.payload as? Pizza)?.name == "Margherita")
    }

    @Test(arguments: [DemoRouting.jumpers, .routesFile])
    func anOrderLinkSitsAboveItsPizzaAboveTheMenu(routing: DemoRouting) throws {
        let registry = try registry(routing)

        let decided = try registry.decide(link: "giuseppe://order/Diavola").get()

        #expect(decided.chain.count == 3)
        #expect(decided.chain.map { $0.destination?.screen } == ["Menu", "PizzaDetail", "Order"])
        #expect(decided.parents.map(\.link) == ["giuseppe://menu", "giuseppe://menu/pizza/Diavola"])
        #expect(decided.parents.last?.parents.map(\.link) == ["giuseppe://menu"])
    }

    @Test(arguments: [DemoRouting.jumpers, .routesFile])
    func aTypeLinkSitsAboveTheTypedList(routing: DemoRouting) throws {
        let registry = try registry(routing)

        let decided = try registry.decide(link: "giuseppe://typed/A").get()

        #expect(decided.chain.map { $0.destination?.screen } == ["TypedList", "AType"])
    }

    @Test(arguments: [DemoRouting.jumpers, .routesFile])
    func aLinkWithoutAParentHasOnlyItsOwnDecision(routing: DemoRouting) throws {
        let registry = try registry(routing)

        let decided = try registry.decide(link: "giuseppe://menu").get()

        #expect(decided.parents.isEmpty)
        #expect(decided.chain.map { $0.destination?.screen } == ["Menu"])
    }

    @Test(arguments: [DemoRouting.jumpers, .routesFile])
    func anOrderForAPizzaNotOnTheMenuFailsAtItsOwnLink(routing: DemoRouting) throws {
        let registry = try registry(routing)

        let decided = registry.decide(link: "giuseppe://order/Hawaii")

        #expect(throws: LinkFailure.self) { try decided.get() }
    }
}
