/// What a screen shown expecting a result handed back: a value of the requested type, or
/// nothing because it was closed without one.
///
/// Delivered exactly once to the code that asked
/// (``NavigationRouter/show(_:expecting:onResult:)``), whatever closed the screen.
public enum ScreenResult<Value: Sendable>: Sendable {
    /// The screen returned this value (``NavigationRouter/back(returning:)``).
    case value(Value)
    /// The screen was closed without a value (back, home, `go`, a link, a sign-out...), or
    /// was never shown (ignored, vetoed, or its guard's destination was dropped).
    case cancelled

    /// The value, or `nil` when cancelled.
    public var value: Value? {
        if case .value(let value) = self { value } else { nil }
    }
}

extension ScreenResult: Equatable where Value: Equatable {}
