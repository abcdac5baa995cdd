import Router
import RouterTooling
import Testing

/// The hint after a refusal to be left shows untrusted text safely, and only for the
/// question the refusing command asked.
@MainActor @Suite struct LeaveHintSafetyTests {
    /// A screen that answers what `decision` holds.
    private final class Wary: LeaveGuardedScreen {
        let name: String
        let title = "Wary"
        var decision: LeaveDecision

        init(name: String, decision: LeaveDecision) {
            self.name = name
            self.decision = decision
        }

        func render() -> String { title }

        func leaveDecision() -> LeaveDecision { decision }
    }

    private func session(name: String, decision: LeaveDecision) throws -> NavigationSession {
        let registry = try JumperRegistry { registry in
            registry.register(
                Jumper(for: String.self) { _ in
                    .push(name) { _ in Wary(name: name, decision: decision) }
                })
        }
        let home = Destination.push("Home") { context in
            ListScreen(
                name: "Home", title: "Home",
                dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("open", payload: "x")])]),
                router: context.router)
        }
        let session = NavigationSession(registry: registry, home: home)
        session.perform(.tap(.number(1)))
        return session
    }

    private func refusal(_ result: CommandResult) -> NavigationEvent? {
        if case .navigated(let event) = result { event } else { nil }
    }

    @Test func theQuestionAndNameAreEscapedOntoOneLine() throws {
        let session = try session(name: "Form\u{1B}]0;x", decision: .confirm("Sure?\u{1B}[2J\nyes"))

        let event = try #require(refusal(session.perform(.back)))

        #expect(session.leaveHint(after: event) == #"Form\u{1B}]0;x asks: Sure?\u{1B}[2J\u{A}yes (type 'answer yes' to leave)"#)
    }

    @Test func aLaterRefusalWithoutAQuestionHasNoHint() throws {
        let session = try session(name: "Form", decision: .confirm("Sure?"))
        #expect(refusal(session.perform(.back)).flatMap(session.leaveHint(after:)) != nil)
        (session.stack.top as? Wary)?.decision = .refuse

        let event = try #require(refusal(session.perform(.back)))

        #expect(event.description == "leave refused Form")
        #expect(session.leaveHint(after: event) == nil)
    }
}
