/// Anything that takes a tapped payload and routes it somewhere.
///
/// ``NavigationRouter`` is the real one. A list screen depends on this protocol only, so a test can
/// hand it a recording double and check which payload a tap emitted, without a router.
@MainActor
public protocol PayloadRouting: AnyObject {
    /// Routes `payload` (what a tapped row emits) and says what happened.
    @discardableResult func route(_ payload: Any?) -> RouteOutcome

    /// Routes `payload` expecting a result of type `Value` from the screen it shows, handed
    /// to `onResult` exactly once (see ``NavigationRouter/show(_:expecting:onResult:)``).
    ///
    /// The default implementation routes the payload and answers
    /// ``ScreenResult/cancelled`` at once: a router that cannot deliver results says so.
    @discardableResult func route<Value: Sendable>(
        _ payload: Any?, expecting type: Value.Type, onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) -> RouteOutcome
}

extension PayloadRouting {
    @discardableResult public func route<Value: Sendable>(
        _ payload: Any?, expecting type: Value.Type, onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) -> RouteOutcome {
        let outcome = route(payload)
        onResult(.cancelled)
        return outcome
    }
}
