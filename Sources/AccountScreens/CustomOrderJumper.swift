public import Router
public import Screens

/// Opens the order form; the account plugin registers it requiring `acceptedTerms`.
public struct CustomOrderJumper: JumperProtocol {
    public init() {}

    public func destination(for order: CustomOrder) -> Destination? {
        .push(DemoScreenKey.orderForm, payload: order)
    }
}
