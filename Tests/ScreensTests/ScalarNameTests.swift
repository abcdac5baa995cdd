import AccountScreens
import Demo
import Router
import RouterTestSupport
import RouterTooling
import RoutesFiles
import Screens
import Testing

/// Names are compared by Unicode scalars everywhere: `Tiramisù` spelt with a precomposed
/// `ù` (as the menu has it) and with `u` + combining grave are two different names.
@MainActor @Suite struct ScalarNameTests {
    private static let precomposed = "Tiramis\u{F9}"
    private static let decomposed = "Tiramisu\u{300}"

    private func menuSession() throws -> NavigationSession {
        let session = NavigationSession(
            registry: try DemoApp.loadRoutes().registry, home: DemoApp.home,
            account: DemoAccount())
        session.perform(.tap(.title("Giuseppe's menu")))
        return session
    }

    @Test func rowIsTappedByTheSameScalarsOnly() throws {
        let session = try menuSession()

        let decomposed = session.perform(.tap(.title(Self.decomposed)))
        let precomposed = session.perform(.tap(.title(Self.precomposed)))

        guard case .failed = decomposed else {
            Issue.record("the decomposed title tapped a row: \(decomposed)")
            return
        }
        guard case .routed(.pushed("DessertDetail")) = precomposed else {
            Issue.record("the precomposed title did not open the dessert: \(precomposed)")
            return
        }
    }

    @Test func expectationsCompareScreenNamesByScalars() {
        let cafe = "Caf\u{E9}"
        let session = NavigationSession(
            registry: JumperRegistry(), home: .push(cafe) { _ in TextScreen(name: cafe, title: cafe) })

        #expect(session.check(.top(cafe)) == nil)
        #expect(session.check(.top("Cafe\u{301}")) != nil)
        #expect(session.check(.stack([cafe])) == nil)
        #expect(session.check(.stack(["Cafe\u{301}"])) != nil)
    }

    @Test func guardNamesAreComparedByScalars() throws {
        let registry = try JumperRegistry { registry in
            registry.registerGuard(RouteGuard("caf\u{E9}", redirect: DemoApp.signInGuard.redirect))
        }

        #expect(registry.routeGuard(named: "caf\u{E9}") != nil)
        #expect(registry.routeGuard(named: "cafe\u{301}") == nil)
    }

    @Test func catalogNamesAreComparedByScalars() throws {
        let catalog = try JumperRegistry { catalog in
            catalog.registerPayload(HomeEntry.self, name: "Entr\u{E9}e")
            catalog.registerScreen("Caf\u{E9}") { _ in TextScreen(name: "Caf\u{E9}", title: "") }
        }
        let routes = "version: 1\nroutes:\n  - {payload: \"Entre\u{301}e\", push: \"Cafe\u{301}\"}\n"

        #expect(throws: RoutesFileError.self) {
            try RoutesFile(parsing: Array(routes.utf8), path: "decomposed.yaml", registry: catalog)
        }
        #expect(catalog.payloadNames == ["Entr\u{E9}e"])
    }
}
