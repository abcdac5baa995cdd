public import Router

/// Opens a pizza's detail screen.
public struct PizzaJumper: JumperProtocol {
    public init() {}

    public func destination(for pizza: Pizza) -> Destination? {
        .push(DemoScreenKey.pizzaDetail, payload: pizza)
    }
}
