import RouterText

/// The jumper built from routes declared as data (``RouteRule``s, read from a routes file
/// by the `RoutesFiles` module) for one payload type: its routes in declared order, the
/// first whose conditions all hold decides. A field matches when its text holds the same
/// Unicode scalars as the condition's value. (It was `RoutesFileJumper`; the core knows
/// rules, not the file format they come from.)
///
/// The routes themselves are not generic (``CompiledRoute``): they name the field readers
/// and screen factories by index, so building them for thousands of routes runs no generic
/// code per route.
struct DeclaredRoutesJumper<Payload: Sendable>: JumperProtocol {
    /// Reads a field of the payload as text; `CompiledRoute.Condition.field` indexes this.
    let readers: [@Sendable (Payload) -> String]
    /// Builds a screen for the payload; `CompiledRoute.screen` indexes this.
    let makers: [@MainActor @Sendable (Payload, ScreenContext) -> any Screen]
    let routes: [CompiledRoute]
    /// The conditions of every route, route after route (``CompiledRoute/conditions``).
    let conditions: [CompiledRoute.Condition]

    func destination(for payload: Payload) -> Destination? {
        for compiled in routes
        where conditions[compiled.conditions].allSatisfy({ readers[$0.field](payload).isScalarEqual(to: $0.value) }) {
            let make = makers[compiled.screen]
            let route = compiled.route
            var destination = Destination(
                screen: route.screen, presentation: route.presentation,
                requires: route.requirement, route: route, payload: payload
            ) { context in
                make(payload, context)
            }
            // Built by the registered screen's factory, which may wait for loaded data.
            destination.isRegisteredScreen = true
            return destination
        }
        return nil
    }
}
