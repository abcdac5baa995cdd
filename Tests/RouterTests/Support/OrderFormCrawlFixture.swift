import Router
import RouterTooling

/// An app with what the router does itself: Home's "Customize" opens a form that requires
/// `accepted` (whose terms screen's "I accept" changes conditions, and which requires
/// `signedIn` first); the form may refuse to be left, and its "Size" row opens a picker
/// whose rows return `S` and `L`.
@MainActor
enum OrderFormCrawlFixture {
    static func registry() throws -> JumperRegistry {
        try JumperRegistry { registry in
            registry.register(
                Jumper(for: String.self) { _ in
                    .push("Form", requires: "accepted") { context in FormScreen(router: context.router) }
                })
            registry.register(
                Jumper(for: Int.self) { _ in
                    list("Picker") { [ListRow("Small", payload: ReturnValue("S")), ListRow("Large", payload: ReturnValue("L"))] }
                })
            registry.registerGuard(
                RouteGuard(
                    "accepted", redirect: list("Terms") { [ListRow("I accept", payload: Accept())] }, requires: "signedIn"))
            registry.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
        }
    }

    static let home = list("Home") { [ListRow("Customize", payload: "form")] }

    static func crawler() throws -> NavigationCrawler {
        NavigationCrawler(registry: try registry(), home: home)
    }

    static func tabbedCrawler() throws -> NavigationCrawler {
        NavigationCrawler(registry: try registry(), tabs: [TabRoot("Shop", root: home)])
    }

    private nonisolated static func list(_ name: String, _ rows: @escaping @MainActor @Sendable () -> [ListRow]) -> Destination {
        .push(name) { context in
            ListScreen(
                name: name, title: name, dataSource: ListDataSource(sections: [ListSection(rows: rows())]),
                router: context.router)
        }
    }

    /// Accepts the terms.
    struct Accept: ConditionAction {
        func perform(on conditions: any GuardConditions) -> Bool { true }
    }

    /// A form that asks before it is left.
    final class FormScreen: TappableScreen, LeaveGuardedScreen {
        let name = "Form"
        let title = "Form"
        private let router: any PayloadRouting

        init(router: any PayloadRouting) {
            self.router = router
        }

        var rows: [ListRow] { [ListRow("Size", payload: 1)] }

        func tap(number: Int) -> RouteOutcome? { number == 1 ? router.route(1) : nil }

        func render() -> String { title }

        func leaveDecision() -> LeaveDecision { .confirm("Discard?") }
    }
}
