/// A payload that returns a value from the top screen instead of showing a screen: a list
/// row of a picker (`ListRow("Large", payload: ReturnValue(PizzaSize.large))`).
///
/// Routed (a tap), it makes the router go back one step handing `value` to whoever asked
/// for the top screen's result (``NavigationRouter/back(returning:)``). Jumpers never see it:
/// the router acts on it only when no jumper is registered for its type.
public struct ReturnValue<Value: Sendable>: Sendable {
    /// The value the top screen hands back.
    public let value: Value

    /// Creates the payload.
    public init(_ value: Value) {
        self.value = value
    }
}

extension ReturnValue: RouterAction {
    func perform(on router: NavigationRouter) -> RouteOutcome {
        RouteOutcome(goingBack: router.back(returning: value))
    }
}

/// A payload that returns a value, described as the log describes it.
protocol ValueReturning {
    /// The value's description (`String(describing:)`), as `back(returning:)` logs it.
    var returnedText: String { get }
    /// The value handed back.
    var returned: any Sendable { get }
}

extension ReturnValue: ValueReturning {
    var returnedText: String { String(describing: value) }
    var returned: any Sendable { value }
}
