/// A screen whose state navigation depends on, saved with its stack and given back when
/// the stack is restored, so a restored stack is the stack that was saved: a form keeps
/// its fields and whether they changed (and so whether leaving it asks), and a screen that
/// waits for the result of the screen above it keeps waiting.
///
/// ```swift
/// final class OrderForm: StatefulScreen {
///     var savedState: ScreenState { ["size": size.rawValue, "changed": String(changed)] }
///
///     func restoreState(_ state: ScreenState) throws(InvalidScreenState) {
///         guard let size = state["size"].flatMap(PizzaSize.init(rawValue:)) else {
///             throw InvalidScreenState("'size' is not a size")
///         }
///         self.size = size
///         changed = state["changed"] == "true"
///     }
///
///     func resultHandler(forScreenAbove screen: String) -> ResultHandler? {
///         screen == "SizePicker" ? ResultHandler(expecting: PizzaSize.self) { [weak self] in self?.chosen($0) } : nil
///     }
/// }
/// ```
///
/// Every requirement has a default: a screen that only waits for results implements
/// ``resultHandler(forScreenAbove:)``, one that only keeps fields the other two.
@MainActor
public protocol StatefulScreen: Screen {
    /// The state to save: named text values; empty when there is nothing to keep.
    var savedState: ScreenState { get }

    /// Takes back a state that ``savedState`` gave, on a screen just built from the same
    /// payload, before it is shown. The state comes from a file, so it is untrusted: a
    /// state that does not fit throws, and the restore then changes nothing.
    func restoreState(_ state: ScreenState) throws(InvalidScreenState)

    /// What to do with the result of the screen named `screen`, restored right above this
    /// one, when this screen had shown it expecting a result (``NavigationRouter/show(_:expecting:onResult:)``).
    /// - Returns: The handler, or `nil` when this screen waits for no result of such a
    ///   screen: a saved stack that says it does is then refused.
    func resultHandler(forScreenAbove screen: String) -> ResultHandler?
}

extension StatefulScreen {
    /// No state.
    public var savedState: ScreenState { ScreenState() }

    /// Accepts only an empty state: a screen that saves none takes none back.
    public func restoreState(_ state: ScreenState) throws(InvalidScreenState) {
        guard state.isEmpty else { throw InvalidScreenState("this screen keeps no state") }
    }

    /// Waits for no result.
    public func resultHandler(forScreenAbove screen: String) -> ResultHandler? { nil }
}
