public import Router
public import Screens

/// Pushes the size picker, which returns a ``PizzaSize`` to the order form.
public struct SizeChoiceJumper: JumperProtocol {
    public init() {}

    public func destination(for choice: SizeChoice) -> Destination? {
        .push(DemoScreenKey.sizePicker, payload: choice)
    }
}
