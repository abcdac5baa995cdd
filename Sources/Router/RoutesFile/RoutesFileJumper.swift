/// The jumper a routes file builds for one payload type: its routes in file order, the
/// first whose conditions all hold decides.
struct RoutesFileJumper<Payload: Sendable>: JumperProtocol {
    struct Rule: Sendable {
        let conditions: [(read: @Sendable (Payload) -> String, value: String)]
        let route: RouteRule
        let make: @Sendable (Payload, ScreenContext) -> any Screen
    }

    let rules: [Rule]

    func destination(for payload: Payload) -> Destination? {
        for rule in rules where rule.conditions.allSatisfy({ $0.read(payload) == $0.value }) {
            let make = rule.make
            return Destination(
                screen: rule.route.screen, presentation: rule.route.presentation,
                requires: rule.route.requirement, route: rule.route, payload: payload
            ) { context in
                make(payload, context)
            }
        }
        return nil
    }
}
