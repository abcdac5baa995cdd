/// Anything that takes a tapped payload and routes it somewhere.
///
/// ``NavigationRouter`` is the real one. A list screen depends on this protocol only, so a test can
/// hand it a recording double and check which payload a tap emitted, without a router.
@MainActor
public protocol PayloadRouting: AnyObject {
    /// Routes `payload` (what a tapped row emits) and says what happened.
    @discardableResult func route(_ payload: Any?) -> RouteOutcome
}
