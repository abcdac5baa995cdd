import RouterText

/// The jumper built from routes declared as data (``RouteRule``s, read from a routes file
/// by the `RoutesFiles` module) for one payload type: its routes in declared order, the
/// first whose conditions all hold decides. A field matches when its text holds the same
/// Unicode scalars as the condition's value. (It was `RoutesFileJumper`; the core knows
/// rules, not the file format they come from.)
///
/// The routes themselves are not generic (``CompiledRoute``): they name the field readers
/// and screen factories by index, so building them for thousands of routes runs no generic
/// code per route. The screen factories take the payload boxed, as the destination carries
/// it: a table of factories of the generic payload type, read in this generic code, made
/// the runtime look the factory's function type up on every decision.
struct DeclaredRoutesJumper<Payload: Sendable>: JumperProtocol {
    /// Builds a screen for a payload, boxed; the jumper only ever hands a factory the
    /// payload it decided, of type `Payload`.
    typealias Maker = @MainActor @Sendable (any Sendable, ScreenContext) -> any Screen

    /// Reads a field of the payload as text; `CompiledRoute.Condition.field` indexes this.
    let readers: [@Sendable (Payload) -> String]
    /// Builds a screen for the payload; `CompiledRoute.screen` indexes this.
    let makers: [Maker]
    let routes: [CompiledRoute]
    /// The conditions of every route, route after route (``CompiledRoute/conditions``).
    let conditions: [CompiledRoute.Condition]

    /// `make`, a factory of `Payload` screens, as a ``Maker``.
    static func maker(_ make: @escaping @MainActor @Sendable (Payload, ScreenContext) -> any Screen) -> Maker {
        { payload, context in
            // Handed only the payload ``destination(for:)`` decided, boxed: always a `Payload`.
            make(payload as! Payload, context)
        }
    }

    func destination(for payload: Payload) -> Destination? {
        for compiled in routes
        where conditions[compiled.conditions].allSatisfy({ readers[$0.field](payload).isScalarEqual(to: $0.value) }) {
            let make = makers[compiled.screen]
            let route = compiled.route
            let boxed: any Sendable = payload
            var destination = Destination(
                screen: route.screen, presentation: route.presentation,
                requires: route.requirement, route: route, payload: boxed
            ) { context in
                make(boxed, context)
            }
            // Built by the registered screen's factory, which may wait for loaded data.
            destination.isRegisteredScreen = true
            return destination
        }
        return nil
    }
}
