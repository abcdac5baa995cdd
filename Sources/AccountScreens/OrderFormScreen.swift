public import Router
public import Screens

/// The order form of a pizza: its size (chosen on the size picker, which returns a
/// ``PizzaSize``) and "Place order". Until the order is placed, a changed size is an
/// unsaved change: leaving the form then asks "Discard your order?".
///
/// The demo's screen that takes part in navigation: it asks for a typed result and may
/// refuse to be left.
@MainActor
public final class OrderFormScreen: TappableScreen, LeaveGuardedScreen {
    public let name = DemoScreen.orderForm.name
    /// The pizza ordered.
    public let pizza: Pizza
    /// The size chosen so far.
    public private(set) var size: PizzaSize = .medium
    /// Whether the size was changed since the form opened, and the order not placed.
    public private(set) var hasUnsavedChanges = false
    private let router: any PayloadRouting

    /// Creates the form for `request`'s pizza, routing its rows through `context`'s router.
    public init(_ request: CustomOrder, context: ScreenContext) {
        pizza = request.pizza
        router = context.router
    }

    public var title: String { "Order \(pizza.name)" }

    public var rows: [ListRow] {
        [
            ListRow("Size: \(size)", detail: "choose", payload: SizeChoice(current: size)),
            ListRow("Place order", payload: OrderRequest(pizza: pizza)),
        ]
    }

    /// Row 1 opens the size picker and keeps the size it returns; row 2 places the order
    /// (which saves the form) and shows its confirmation.
    public func tap(number: Int) -> RouteOutcome? {
        switch number {
        case 1:
            return router.route(SizeChoice(current: size), expecting: PizzaSize.self) { [weak self] result in
                guard let self, case .value(let chosen) = result else { return }
                if chosen != size { hasUnsavedChanges = true }
                size = chosen
            }
        case 2:
            hasUnsavedChanges = false
            return router.route(OrderRequest(pizza: pizza))
        default:
            return nil
        }
    }

    public func leaveDecision() -> LeaveDecision {
        hasUnsavedChanges ? .confirm("Discard your order for \(pizza.name)?") : .allow
    }

    public func render() -> String {
        var lines = [title, String(repeating: "=", count: title.count)]
        if hasUnsavedChanges { lines.append("Not placed yet: leaving asks to discard it.") }
        for (index, row) in rows.enumerated() {
            lines.append("  \(index + 1). \(row.item.title)" + (row.item.detail.map { ": \($0)" } ?? ""))
        }
        return lines.joined(separator: "\n")
    }
}
