// README example: begin
import Router
import Testing

/// A payload: the domain value a tapped row emits.
struct Pizza: Sendable {
    let name: String
}

/// A jumper: decides where a pizza leads. Pure, no navigation stack in sight.
struct PizzaJumper: JumperProtocol {
    func destination(for pizza: Pizza) -> Destination? {
        .push("PizzaDetail") { _ in TextScreen(name: "PizzaDetail", title: pizza.name) }
    }
}

@Test func tappedPizzaPushesItsDetailScreen() throws {
    let registry = try JumperRegistry { registry in
        registry.register(PizzaJumper())
    }
    let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
    let router = NavigationRouter(registry: registry, navigator: stack)

    let tapped: Any = Pizza(name: "Margherita")  // what a list row hands over
    let outcome = router.route(tapped)
    router.route(42)  // no jumper for Int: ignored, nothing pushed

    #expect(outcome == .pushed("PizzaDetail"))
    #expect(stack.log.lines == ["push PizzaDetail"])
}
// README example: end
