public import Router
public import Screens

/// Opens the order confirmation; the account plugin registers it requiring `signedIn`.
public struct OrderJumper: JumperProtocol {
    public init() {}

    public func destination(for request: OrderRequest) -> Destination? {
        .push(DemoScreenKey.order, payload: request)
    }
}
