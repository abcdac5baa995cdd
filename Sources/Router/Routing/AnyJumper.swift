/// A type-erased jumper: what ``JumperRegistry`` stores for each payload type.
///
/// A final class, so the registry's table holds one reference per type and a lookup copies
/// no strings. Its initializer is `@inlinable`: the erasing closures are compiled where the
/// jumper's payload type is concrete (the app's module), so a decision needs no run-time
/// generic metadata and no dynamic cast.
@usableFromInline
final class AnyJumper: Sendable {
    /// Decides for a payload whose dynamic type is exactly the jumper's payload type, given
    /// a pointer to it (from `withUnsafePointer(to:)` over a value of exactly that type, for
    /// the call only): no cast. The registry keeps these in a table of their own, so the
    /// common decision touches as little memory as possible.
    @usableFromInline typealias Exact = @Sendable (UnsafeRawPointer, _ carrying: Bool) -> RouteDecision

    @usableFromInline let exact: Exact
    /// Decides for any payload, casting it to the jumper's payload type first (used for
    /// instances of subclasses of the payload type, and for instances and metatypes stored
    /// as their superclass's).
    @usableFromInline let cast: @Sendable (Any) -> RouteDecision
    /// The payload type's and the jumper type's names, computed only when a message needs
    /// them (printing a deeply generic type's name is slow, and only messages show it).
    @usableFromInline let names: @Sendable () -> (payload: String, jumper: String)
    /// The payload as the jumper's payload type, which is `Sendable`: what a stack entry
    /// keeps, so a stack can be saved whatever destination the jumper chose.
    @usableFromInline let sendable: @Sendable (Any) -> (any Sendable)?

    @inlinable
    init<J: JumperProtocol>(_ jumper: J) {
        exact = { pointer, carrying in
            let payload = pointer.assumingMemoryBound(to: J.Payload.self).pointee
            guard var destination = jumper.destination(for: payload) else {
                return .ignore(.declined(payloadType: String(describing: J.Payload.self)))
            }
            // The router keeps the payload with the destination (to save the stack); taken
            // here, where its type is known, it costs no cast: the router does not cast the
            // `Any` again, through the runtime, on every navigation.
            if carrying, destination.payload == nil { destination = destination.carrying(payload) }
            return .show(destination)
        }
        cast = { payload in
            guard let payload = payload as? J.Payload, let destination = jumper.destination(for: payload) else {
                return .ignore(.declined(payloadType: String(describing: J.Payload.self)))
            }
            return .show(destination)
        }
        names = { (String(describing: J.Payload.self), String(reflecting: J.self)) }
        sendable = { $0 as? J.Payload }
    }

    /// The payload type's name.
    var payloadTypeName: String { names().payload }
    /// The jumper's type name.
    var jumperName: String { names().jumper }

    /// Decides for `payload` of any type, after a checked cast.
    func decide(casting payload: Any) -> RouteDecision {
        cast(payload)
    }
}
