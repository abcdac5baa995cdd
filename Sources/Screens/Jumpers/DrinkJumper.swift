public import Router

/// Opens a drink's detail screen.
public struct DrinkJumper: JumperProtocol {
    public init() {}

    public func destination(for drink: Drink) -> Destination? {
        .push(DemoScreenKey.drinkDetail, payload: drink)
    }
}
