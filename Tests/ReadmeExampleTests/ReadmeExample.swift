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

/// The root: a list of pizzas. Its rows hand their payloads to `context.router`.
let home = Destination.push("Home") { context in
    let pizzas = ListDataSource(sections: [ListSection(rows: [
        ListRow("Margherita", payload: Pizza(name: "Margherita")),
        ListRow("The answer", payload: 42),  // no jumper for Int: ignored
    ])])
    return ListScreen(name: "Home", title: "Pizzas", dataSource: pizzas, router: context.router)
}

@MainActor @Test func tappedPizzaPushesItsDetailScreen() throws {
    let registry = try JumperRegistry { $0.register(PizzaJumper()) }
    // One call builds the root, a stack on it and a router over the stack.
    let (_, stack) = NavigationRouter.start(registry: registry, root: home) { RecordingNavigationStack(root: $0) }
    let list = try #require(stack.top as? ListScreen)

    let outcome = list.tap(number: 1)  // "Margherita"
    let ignored = list.tap(number: 2)  // nothing pushed

    #expect(outcome == .pushed("PizzaDetail"))
    #expect(ignored == .ignored(.noJumper(payloadType: "Int")))
    #expect(stack.log.lines == ["push PizzaDetail"])
}
// README example: end
