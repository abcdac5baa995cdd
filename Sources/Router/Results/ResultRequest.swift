/// Code waiting for the result of a screen: who asked, for which type, and how to hand it
/// over, exactly once. The crawler hands values over through it too, as the router does.
@MainActor
package final class ResultRequest {
    /// The screen whose result is asked for; `nil` until it is shown (while its guard holds
    /// it back), or once it is gone.
    weak var screen: (any Screen)?
    /// The type of value the requester accepts.
    let type: Any.Type
    private var deliver: ((Any?) -> Void)?

    package init<Value: Sendable>(_ type: Value.Type, onResult: @escaping @MainActor (ScreenResult<Value>) -> Void) {
        self.type = type
        deliver = { value in onResult((value as? Value).map(ScreenResult.value) ?? .cancelled) }
    }

    /// Hands `value` over (`nil` for cancelled) unless something was handed over already.
    package func complete(with value: Any?) {
        guard let deliver else { return }
        self.deliver = nil
        deliver(value)
    }
}
