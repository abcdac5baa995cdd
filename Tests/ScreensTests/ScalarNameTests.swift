import AccountScreens
import Demo
import Router
import RouterRestoration
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

    @Test func restoreAcceptsTabsWhoseNamesDifferOnlyInNormalisation() throws {
        let tabs = ["Caf\u{E9}", "Cafe\u{301}"].map { TabRoot($0, root: DemoApp.home) }
        func session() throws -> NavigationSession {
            NavigationSession(registry: try DemoApp.loadRoutes().registry, tabs: tabs, account: DemoAccount())
        }
        let original = try session()
        original.perform(.tap(.title("Giuseppe's menu")))
        let restorer = StackRestorer(registry: DemoApp.makeRegistry())
        let saved = try restorer.save(original.stack)
        let copy = try session()

        try restorer.restore(saved, on: copy.router)

        #expect(copy.stack.tabs == ["Caf\u{E9}", "Cafe\u{301}"])
        #expect((copy.stack.entries(inTab: "Caf\u{E9}") ?? []).map(\.screen.name) == ["Home", "Menu"])
        #expect((copy.stack.entries(inTab: "Cafe\u{301}") ?? []).map(\.screen.name) == ["Home"])
    }

    @Test func restoreRefusesADessertSpeltWithADecomposedAccent() throws {
        let original = try menuSession()
        original.perform(.tap(.title(Self.precomposed)))
        let restorer = StackRestorer(registry: DemoApp.makeRegistry())
        let saved = try restorer.save(original.stack)
        let edited = Self.replacing(Array(Self.precomposed.utf8), with: Array(Self.decomposed.utf8), in: saved)
        try #require(edited != saved)
        let copy = try menuSession()

        #expect(throws: RestoreError.self) { try restorer.restore(edited, on: copy.router) }
        #expect(copy.stack.screenNames == ["Home", "Menu"])
    }

    @Test func expectLogComparesTabNamesByScalars() throws {
        let session = NavigationSession(
            registry: try DemoApp.loadRoutes().registry,
            tabs: ["Caf\u{E9}", "Cafe\u{301}"].map { TabRoot($0, root: DemoApp.home) }, account: DemoAccount())
        session.perform(.tap(.title("Giuseppe's menu")))
        let lines = session.stack.log.lines
        let inOtherTab = lines.map { line in
            let scalars = line.unicodeScalars
            let precomposed = "Caf\u{E9}: ".unicodeScalars
            guard scalars.starts(with: precomposed) else { return line }
            return "Cafe\u{301}: " + String(String.UnicodeScalarView(scalars.dropFirst(precomposed.count)))
        }
        try #require(!lines.isEmpty)

        #expect(session.check(.log(lines)) == nil)
        #expect(session.check(.log(inOtherTab)) != nil)
    }

    /// `bytes` with every occurrence of `old` replaced by `new`.
    private static func replacing(_ old: [UInt8], with new: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: old) {
                out += new
                index += old.count
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return out
    }
}
