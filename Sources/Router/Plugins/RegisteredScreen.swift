/// A screen a plugin registered: how to build it for each payload type it shows.
package struct RegisteredScreen: Sendable {
    struct Maker: Sendable {
        /// The typed factory, `@MainActor @Sendable (Payload, ScreenContext) -> any Screen`.
        let make: any Sendable
        /// The same factory for an erased payload; `nil` when the payload is of
        /// another type.
        let makeAny: @MainActor @Sendable (Any, ScreenContext) -> (any Screen)?
        /// Loads the data the screen is built from, for an erased payload of the maker's
        /// type; `nil` for a screen built from its payload alone.
        var load: (@Sendable (any Sendable) async throws -> any Sendable)?
    }

    let name: String
    /// The plugin that registered it, for clash messages.
    let owner: String
    var makers: [ObjectIdentifier: Maker] = [:]
    package var anyPayload: (@MainActor @Sendable (ScreenContext) -> any Screen)?
    /// The registered screen shown, with a ``LoadFailure``, when a loader of this screen
    /// fails; `nil` for the queue's default.
    package var failureScreen: String?

    /// Whether any payload type of the screen is loaded before the screen is built.
    var loads: Bool { makers.values.contains { $0.load != nil } }

    /// The loader of the screen for `payload`, or `nil` when the screen is built from the
    /// payload alone.
    func loader(for payload: (any Sendable)?) -> (@Sendable (any Sendable) async throws -> any Sendable)? {
        guard let payload else { return nil }
        return makers[ObjectIdentifier(type(of: payload))]?.load
    }

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
