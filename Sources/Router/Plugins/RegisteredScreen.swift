/// A screen a plugin registered: how to build it for each payload type it shows.
package struct RegisteredScreen: Sendable {
    struct Maker: Sendable {
        /// The typed factory, `@MainActor @Sendable (Payload, ScreenContext) -> any Screen`.
        let make: any Sendable
        /// The same factory for an erased payload; `nil` when the payload is of
        /// another type.
        let makeAny: @MainActor @Sendable (Any, ScreenContext) -> (any Screen)?
    }

    let name: String
    /// The plugin that registered it, for clash messages.
    let owner: String
    var makers: [ObjectIdentifier: Maker] = [:]
    package var anyPayload: (@MainActor @Sendable (ScreenContext) -> any Screen)?

    /// Builds the screen for an erased payload (or none), or `nil` when the screen does not
    /// show that payload's type.
    @MainActor
    func make(payload: (any Sendable)?, context: ScreenContext) -> (any Screen)? {
        if let payload, let maker = makers[ObjectIdentifier(type(of: payload))] {
            return maker.makeAny(payload, context)
        }
        return anyPayload?(context)
    }

    /// Whether the screen can be built for a payload of the given dynamic type (or none).
    package func shows(payloadType: ObjectIdentifier?) -> Bool {
        anyPayload != nil || payloadType.map { makers[$0] != nil } ?? false
    }

    /// The typed factory for `Payload`, or `nil` when the screen does not show it.
    func maker<Payload>(for type: Payload.Type)
        -> (@MainActor @Sendable (Payload, ScreenContext) -> any Screen)?
    {
        if let maker = makers[ObjectIdentifier(type)],
            let make = maker.make as? @MainActor @Sendable (Payload, ScreenContext) -> any Screen
        {
            return make
        }
        if let anyPayload { return { _, context in anyPayload(context) } }
        return nil
    }
}
