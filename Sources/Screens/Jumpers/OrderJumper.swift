public import Router

/// Opens the order confirmation; requires the `signedIn` guard condition.
public struct OrderJumper: JumperProtocol {
    public init() {}

    public func destination(for request: OrderRequest) -> Destination? {
        .push(DemoScreen.order.name, requires: DemoAccount.signedIn) { _ in DetailScreens.order(request) }
    }
}
