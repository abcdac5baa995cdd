import AccountScreens
import Demo
import Router
import RouterTooling
import Screens
import Testing

/// The session's `go`, `open in-app`, `tab`, and the expectations about tabs and what a
/// guard holds back.
@MainActor @Suite struct TabbedSessionTests {
    private func makeSession(signedIn: Bool = false) throws -> NavigationSession {
        let account = DemoAccount()
        if signedIn { _ = account.signIn("anna") }
        return NavigationSession(registry: try DemoApp.loadRoutes().registry, home: DemoApp.home, account: account)
    }

    private func makeTabbedSession(signedIn: Bool = false) throws -> NavigationSession {
        let account = DemoAccount()
        if signedIn { _ = account.signIn("anna") }
        return NavigationSession(registry: try DemoApp.loadRoutes().registry, tabs: DemoApp.tabs, account: account)
    }

    @Test func goSetsEveryScreenAboveTheRootInOneEvent() throws {
        let session = try makeSession()
        session.perform(.tap(.title("About")))

        session.perform(.go(["giuseppe://menu", "giuseppe://menu/pizza/Margherita"]))

        #expect(session.stack.screenNames == ["Home", "Menu", "PizzaDetail"])
        #expect(session.stack.log.lines == ["present About", "go Home > Menu > PizzaDetail"])
    }

    @Test func goWithARejectedOrIgnoredLinkChangesNothingAndSaysWhy() throws {
        // A list with a model of a type no screen shows: its link decodes, and the jumper declines it.
        let typedModels = TypedModel.demoList + [.fixture(type: ModelType(rawValue: 100), title: "Type 100 Title")]
        let registry = DemoApp.makeRegistry(typedModels: typedModels, routing: .routesFile)
        let session = NavigationSession(
            registry: try DemoApp.loadRoutes(registry: registry).registry, home: DemoApp.home, account: DemoAccount())
        session.perform(.go(["giuseppe://typed"]))

        let rejected = session.perform(.go(["giuseppe://menu", "giuseppe://menu/pizza/Hawaii"]))
        let rejectedHeld = session.check(.ignored)
        let ignored = session.perform(.go(["giuseppe://typed/100"]))

        guard case .routed(.rejected) = rejected else {
            Issue.record("\(rejected)")
            return
        }
        guard case .routed(.ignored) = ignored else {
            Issue.record("\(ignored)")
            return
        }
        #expect(rejectedHeld == nil)
        #expect(session.check(.ignored) == nil)
        #expect(session.stack.screenNames == ["Home", "TypedList"])
        #expect(session.stack.log.lines == ["go Home > TypedList"])
    }

    @Test func goWithoutLinksReturnsToTheRootInOneEvent() throws {
        let session = try makeSession()
        session.perform(.go(["giuseppe://menu", "giuseppe://menu/drink/Chinotto"]))

        session.perform(.go([]))

        #expect(session.stack.screenNames == ["Home"])
        #expect(session.stack.log.lines.last == "go Home")
    }

    @Test func goThroughAGuardWaitsAsPendingAndResumesAfterSignIn() throws {
        let session = try makeSession()

        session.perform(.go(["giuseppe://menu", "giuseppe://order/Diavola", "giuseppe://menu/drink/Chinotto"]))
        let waiting = session.check(.pending(["Order", "DrinkDetail"]))
        let stackWhileWaiting = session.stack.screenNames
        session.perform(.signIn("anna"))

        #expect(waiting == nil)
        #expect(stackWhileWaiting == ["Home", "Menu", "SignIn"])
        #expect(session.stack.screenNames == ["Home", "Menu", "Order", "DrinkDetail"])
        #expect(session.check(.pending([])) == nil)
        #expect(session.check(.pending(["Order"])) == "expected pending Order, got none")
    }

    @Test func openInAppShowsOnlyTheLinksScreenOnTop() throws {
        let session = try makeSession()
        session.perform(.tap(.title("Giuseppe's menu")))

        session.perform(.openInApp("giuseppe://menu/drink/Chinotto"))

        #expect(session.stack.screenNames == ["Home", "Menu", "DrinkDetail"])
        #expect(session.stack.log.lines == ["push Menu", "link giuseppe://menu/drink/Chinotto", "push DrinkDetail"])
    }

    @Test func switchingTabsKeepsEachTabsStack() throws {
        let session = try makeTabbedSession()
        session.perform(.tab("Menu"))
        session.perform(.tap(.title("Margherita")))
        session.perform(.tab("Typed"))
        session.perform(.tap(.title("Type A Title")))

        session.perform(.tab("Menu"))

        #expect(session.check(.tab("Menu")) == nil)
        #expect(session.check(.stack(["Menu", "PizzaDetail"])) == nil)
        #expect(session.check(.tabStack(tab: "Typed", ["TypedList", "AType"])) == nil)
        #expect(session.check(.tabStack(tab: "Home", ["Home"])) == nil)
        #expect(session.check(.tab("Home")) == "expected tab Home, got Menu")
        #expect(
            session.check(.tabStack(tab: "Cart", ["Cart"]))
                == "expected stack Cart: Cart, but there is no tab Cart (tabs: Home, Menu, Typed)")
        #expect(session.perform(.stack).info == "  Home: Home\n* Menu: Menu > PizzaDetail\n  Typed: TypedList > AType")
    }

    @Test func tabSwitchRefusedUnderAModalScreenIsAnIgnoredAction() throws {
        let session = try makeTabbedSession()
        session.perform(.tap(.title("About")))

        session.perform(.tab("Menu"))

        #expect(session.check(.ignored) == nil)
        #expect(session.check(.tab("Home")) == nil)
        #expect(session.stack.log.lines == ["Home: present About", "tab refused (modal on top)"])
    }

    @Test func backAtTheFirstTabsRootIsAnIgnoredAction() throws {
        let session = try makeTabbedSession()
        session.perform(.tab("Menu"))
        session.perform(.back)
        let selectedFirst = session.check(.tab("Home"))

        session.perform(.back)

        #expect(selectedFirst == nil)
        #expect(session.check(.ignored) == nil)
        #expect(session.stack.log.lines == ["tab Menu", "tab Home", "Home: pop refused (root only)"])
    }

    @Test func homeReturnsToTheSelectedTabsRoot() throws {
        let session = try makeTabbedSession()
        session.perform(.tap(.title("Giuseppe's menu")))
        session.perform(.tab("Menu"))
        session.perform(.tap(.title("Margherita")))

        session.perform(.home)

        #expect(session.check(.tabStack(tab: "Menu", ["Menu"])) == nil)
        #expect(session.check(.tabStack(tab: "Home", ["Home", "Menu"])) == nil)
    }

    @Test func theScreenIsShownUnderTheTabBar() throws {
        let session = try makeTabbedSession()
        session.perform(.tab("Typed"))

        #expect(session.tabBar == "Tabs: Home | Menu | [Typed]")
        #expect(session.screenText.hasPrefix("Tabs: Home | Menu | [Typed]\n\n"))
        #expect(try makeSession().tabBar == nil)
    }

    @Test func expectationsAboutTabsFailWithoutTabs() throws {
        let session = try makeSession()

        #expect(session.check(.tab("Home")) == "expected tab Home, but the app has no tabs")
        #expect(session.check(.tabStack(tab: "Home", ["Home"])) == "expected stack Home: Home, but there is no tab Home")
        #expect(session.perform(.stack).info == "Home")
    }
}

extension CommandResult {
    /// The text of an `.info` result.
    fileprivate var info: String? {
        if case .info(let text) = self { text } else { nil }
    }
}
