public import Router
public import Screens

/// The order form of a pizza: its size (chosen on the size picker, which returns a
/// ``PizzaSize``) and "Place order". Until the order is placed, a changed size is an
/// unsaved change: leaving the form then asks "Discard your order?".
///
/// The demo's screen that takes part in navigation: it asks for a typed result, may refuse
/// to be left, and keeps its size, its unsaved change and the size picker it waits for in a
/// saved stack.
@MainActor
public final class OrderFormScreen: TappableScreen, LeaveGuardedScreen, StatefulScreen {
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
                self?.sizeChosen(result)
            }
        case 2:
            hasUnsavedChanges = false
            return router.route(OrderRequest(pizza: pizza))
        default:
            return nil
        }
    }

    /// Keeps the size the picker returned; a new size is an unsaved change.
    private func sizeChosen(_ result: ScreenResult<PizzaSize>) {
        guard case .value(let chosen) = result else { return }
        if chosen != size { hasUnsavedChanges = true }
        size = chosen
    }

    /// The size, and whether it is an unsaved change: `["size": "large", "changed": "true"]`.
    public var savedState: ScreenState {
        ["size": size.rawValue, "changed": String(hasUnsavedChanges)]
    }

    /// Takes back a size of the menu (`small`, `medium` or `large`) and `changed` (`true` or
    /// `false`); anything else is refused.
    public func restoreState(_ state: ScreenState) throws(InvalidScreenState) {
        guard let size = state["size"].flatMap(PizzaSize.init(rawValue:)) else {
            throw InvalidScreenState("'size' is not one of \(PizzaSize.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        guard let changed = state["changed"].flatMap(Bool.init) else {
            throw InvalidScreenState("'changed' is not true or false")
        }
        self.size = size
        hasUnsavedChanges = changed
    }

    /// The size picker's result, which the form waits for while the picker shows.
    public func resultHandler(forScreenAbove screen: String) -> ResultHandler? {
        guard screen.isScalarEqual(to: DemoScreen.sizePicker.name) else { return nil }
        return ResultHandler(expecting: PizzaSize.self) { [weak self] result in self?.sizeChosen(result) }
    }

    public func leaveDecision() -> LeaveDecision {
        hasUnsavedChanges ? .confirm("Discard your order for \(pizza.name)?") : .allow
    }

    public func render() -> String {
        var lines = [title, String(repeating: "=", count: title.count)]
        if hasUnsavedChanges { lines.append("Not placed yet: leaving asks to discard it.") }
        for (index, row) in rows.enumerated() {
            lines.append("  \(index + 1). \(row.item.shownText)")
        }
        return lines.joined(separator: "\n")
    }
}
