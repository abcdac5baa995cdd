public import Router

/// Opens a dessert's detail screen.
public struct DessertJumper: JumperProtocol {
    public init() {}

    public func destination(for dessert: Dessert) -> Destination? {
        .push(DemoScreenKey.dessertDetail, payload: dessert)
    }
}
