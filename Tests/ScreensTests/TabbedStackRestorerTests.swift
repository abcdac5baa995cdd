import AccountScreens
import Demo
import Foundation
import Router
import RouterRestoration
import RouterTooling
import Screens
import Testing

/// Saving and restoring every tab of an app with tabs at once (version 2), all or nothing.
@MainActor @Suite struct TabbedStackRestorerTests {
    private let restorer = StackRestorer(registry: DemoApp.makeRegistry())

    private func makeSession(tabs: Bool = true, signedIn: Bool = true) throws -> NavigationSession {
        let account = DemoAccount()
        if signedIn { _ = account.signIn("anna") }
        let registry = try DemoApp.loadRoutes().registry
        return tabs
            ? NavigationSession(registry: registry, tabs: DemoApp.tabs, account: account)
            : NavigationSession(registry: registry, home: DemoApp.home, account: account)
    }

    /// Every tab's screen names, in tab order.
    private func stacks(_ session: NavigationSession) -> [[String]] {
        session.stack.tabs.map { (session.stack.entries(inTab: $0) ?? []).map(\.screen.name) }
    }

    /// Selects `tab` and taps `path` in it; a modal screen left on top is dismissed when
    /// `uncovered`, so another tab can be selected after.
    private func reach(_ path: [String], inTab tab: String, of session: NavigationSession, uncovered: Bool) {
        session.perform(.tab(tab))
        for title in path { session.perform(.tap(.title(title))) }
        while uncovered, session.stack.entries.last?.presentation == .modal { session.perform(.back) }
    }

    @Test func everyCrawledStateOfEveryTabRoundTripsWithTheOtherTabs() async throws {
        let registry = try DemoApp.loadRoutes().registry
        var crawls: [(tab: String, paths: [[String]])] = []
        for tab in DemoApp.tabs {
            // The crawler builds its home as given: a root named by its registered screen is
            // resolved first, as NavigationRouter.start does.
            let root = RouteDecision.show(tab.root).resolved(in: registry).destination ?? tab.root
            crawls.append(
                (tab: tab.name, paths: await NavigationCrawler(registry: registry, home: root).crawl().screens.map(\.path)))
        }
        try #require(crawls.allSatisfy { $0.paths.count > 3 }, "\(crawls.map { ($0.tab, $0.paths.count) })")

        for (tabIndex, crawl) in crawls.enumerated() {
            for (stateIndex, path) in crawl.paths.enumerated() {
                let original = try makeSession()
                for other in crawls where other.tab != crawl.tab {
                    let deeper = other.paths.filter { !$0.isEmpty }
                    reach(deeper[(stateIndex + tabIndex) % deeper.count], inTab: other.tab, of: original, uncovered: true)
                }
                reach(path, inTab: crawl.tab, of: original, uncovered: false)
                let saved = try restorer.save(original.router)
                let copy = try makeSession()

                try restorer.restore(saved, on: copy.router)

                #expect(stacks(copy) == stacks(original), "\(crawl.tab): \(path)")
                #expect(NavigationState(of: copy.router) == NavigationState(of: original.router), "\(crawl.tab): \(path)")
                #expect(copy.stack.selectedTab == original.stack.selectedTab)
                #expect(try restorer.save(copy.router) == saved, "\(crawl.tab): \(path)")
                #expect(copy.stack.entries.map(\.presentation) == original.stack.entries.map(\.presentation))
            }
        }
    }

    @Test func savingWritesVersionThreeWithEveryTabTheSelectedOneAndSchemas() async throws {
        let session = try makeSession()
        session.perform(.tab("Menu"))
        session.perform(.tap(.title("Margherita")))

        let saved = try restorer.save(session.stack)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(saved)) as? [String: Any])
        let tabs = try #require(document["tabs"] as? [[String: Any]])

        #expect(document["version"] as? Int == 3)
        #expect(document["schemas"] as? [String: Int] == ["Pizza": 1])
        #expect(document["selectedTab"] as? String == "Menu")
        #expect(tabs.map { $0["name"] as? String } == ["Home", "Menu", "Typed"])
        #expect(tabs.map { ($0["stack"] as? [Any])?.count } == [0, 1, 0])
    }

    @Test func restoringSetsEachTabWithOneGoThenSelectsTheSavedTab() async throws {
        let original = try makeSession()
        original.perform(.tap(.title("Giuseppe's menu")))
        original.perform(.tab("Typed"))
        original.perform(.tap(.title("Type B Title")))
        let saved = try restorer.save(original.stack)
        let copy = try makeSession()
        copy.perform(.tab("Menu"))
        copy.perform(.tap(.title("Tiramisù")))
        copy.stack.clearLog()

        let events = try restorer.restore(saved, on: copy.router)

        #expect(
            copy.stack.log.lines == [
                "Home: go Home > Menu", "Typed: go TypedList > BType", "Menu: go Menu", "tab Typed",
            ])
        #expect(events == copy.stack.log.events)
        #expect(stacks(copy) == [["Home", "Menu"], ["Menu"], ["TypedList", "BType"]])
    }

    /// A saved file of the demo with tabs, edited.
    private func tampered(_ edit: (inout [String: Any]) -> Void) throws -> [UInt8] {
        let original = try makeSession()
        original.perform(.tab("Menu"))
        original.perform(.tap(.title("Margherita")))
        original.perform(.tap(.title("Order")))
        var document = try #require(
            try JSONSerialization.jsonObject(with: Data(try restorer.save(original.stack))) as? [String: Any])
        edit(&document)
        return Array(try JSONSerialization.data(withJSONObject: document))
    }

    private static func editTabs(_ document: inout [String: Any], _ edit: (inout [[String: Any]]) -> Void) {
        var tabs = document["tabs"] as? [[String: Any]] ?? []
        edit(&tabs)
        document["tabs"] = tabs
    }

    @Test(arguments: [
        ("unknown tab", "the file names the tab 'Cart', which this app does not have"),
        ("missing tab", "the file does not save the tab 'Typed'"),
        ("duplicate tab", "the file saves the tab 'Home' more than once"),
        ("unknown selected tab", "the file names the tab 'Cart', which this app does not have"),
        ("bad entry", "tab 'Menu': entry 1 (PizzaDetial): no screen of that name is registered"),
        ("modal in another tab", "tab 'Home': it holds a modal screen, but only the selected tab can show one"),
        (
            "modal below a pushed screen in another tab",
            "tab 'Home': it holds a modal screen, but only the selected tab can show one"
        ),
        ("no selected tab", "not a saved stack: the key 'selectedTab' is missing"),
    ])
    func fileWhoseTabsDoNotFitIsRejectedAndChangesNothing(tampering: String, message: String) throws {
        let bytes = try tampered { document in
            switch tampering {
            case "unknown tab": Self.editTabs(&document) { $0[2]["name"] = "Cart" }
            case "missing tab": Self.editTabs(&document) { $0.removeLast() }
            case "duplicate tab": Self.editTabs(&document) { $0[2]["name"] = "Home" }
            case "unknown selected tab": document["selectedTab"] = "Cart"
            case "bad entry":
                Self.editTabs(&document) { tabs in
                    var stack = tabs[1]["stack"] as? [[String: Any]] ?? []
                    stack[0]["screen"] = "PizzaDetial"
                    tabs[1]["stack"] = stack
                }
            case "modal in another tab":
                Self.editTabs(&document) { $0[0]["stack"] = [["screen": "About", "presentation": "modal"]] }
            case "modal below a pushed screen in another tab":
                Self.editTabs(&document) {
                    $0[0]["stack"] = [
                        ["screen": "About", "presentation": "modal", "payloadType": "HomeEntry", "payload": "about"],
                        ["screen": "Menu", "presentation": "push", "payloadType": "HomeEntry", "payload": "menu"],
                    ]
                }
            case "no selected tab": document["selectedTab"] = nil
            default: break
            }
        }
        let target = try makeSession()
        target.perform(.tap(.title("About")))
        let before = target.stack.log

        #expect(throws: RestoreError.self) { try restorer.restore(bytes, on: target.router) }
        do {
            try restorer.restore(bytes, on: target.router)
        } catch {
            #expect(error.description == message)
        }
        #expect(stacks(target) == [["Home", "About"], ["Menu"], ["TypedList"]])
        #expect(target.stack.log == before)
    }

    @Test func fileOfAnotherVersionIsRefusedByItsNumber() async throws {
        let target = try makeSession()

        #expect(throws: RestoreError.unsupportedVersion("4")) {
            try restorer.restore(Array(#"{"version": 4, "tabs": []}"#.utf8), on: target.router)
        }
        #expect(
            RestoreError.unsupportedVersion("4").description
                == "unsupported saved-stack version 4; this router reads versions 1, 2 and 3")
    }

    @Test func fileWithTabsIsRefusedByAnAppWithoutAndTheOtherWayRound() async throws {
        let tabbed = try makeSession()
        let plain = try makeSession(tabs: false)
        plain.perform(.tap(.title("Giuseppe's menu")))

        #expect(throws: RestoreError.tabsDiffer(fileHasTabs: true)) {
            try restorer.restore(try restorer.save(tabbed.stack), on: plain.router)
        }
        #expect(throws: RestoreError.tabsDiffer(fileHasTabs: false)) {
            try restorer.restore(try restorer.save(plain.stack), on: tabbed.router)
        }
        #expect(RestoreError.tabsDiffer(fileHasTabs: true).description == "the file saves tabs, but this app has none")
        #expect(
            RestoreError.tabsDiffer(fileHasTabs: false).description
                == "the file saves one stack without tabs, but this app has tabs")
        #expect(plain.stack.screenNames == ["Home", "Menu"])
        #expect(tabbed.stack.log.isEmpty)
    }

    @Test func saveAndRestoreFromFlowsCountEveryTab() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tabs-\(UUID().uuidString).json").path
        let session = try makeSession()
        session.perform(.tap(.title("Giuseppe's menu")))
        session.perform(.tab("Menu"))
        session.perform(.tap(.title("Margherita")))
        let saved = session.perform(.save(path))
        session.perform(.home)

        let restored = session.perform(.restore(path))

        guard case .info(let savedText) = saved, case .info(let restoredText) = restored else {
            Issue.record("expected save and restore to succeed, got \(saved), \(restored)")
            return
        }
        #expect(savedText == "saved 2 screens to \(path)")
        #expect(restoredText == "restored 2 screens from \(path)")
        #expect(stacks(session) == [["Home", "Menu"], ["Menu", "PizzaDetail"], ["TypedList"]])
    }

    @Test func oneAnswerCoversTheQuestionsOfFormsInEveryTabARestoreRemoves() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tabs-\(UUID().uuidString).json").path
        let session = try makeSession()
        session.perform(.tap(.title("Giuseppe's menu")))
        session.perform(.save(path))
        for (tab, path) in [
            ("Home", ["Margherita", "Customize order", "I accept"]), ("Menu", ["Margherita", "Customize order"]),
        ] {
            reach(path + ["Size: Medium", "Large"], inTab: tab, of: session, uncovered: false)
        }
        let changed = session.stack.log.lines.count

        session.perform(.answer(true))
        let restored = session.perform(.restore(path))

        guard case .info = restored else {
            Issue.record("expected the restore to go ahead, got \(restored)")
            return
        }
        #expect(stacks(session) == [["Home", "Menu"], ["Menu"], ["TypedList"]])
        #expect(
            session.stack.log.lines.dropFirst(changed).prefix(2) == [
                "Home: leave confirmed OrderForm", "Menu: leave confirmed OrderForm",
            ])
    }
}
