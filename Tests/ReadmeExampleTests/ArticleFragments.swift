import Router
import RouterTerminalUI
import RouterTesting
import RouterTooling
import Testing

// The articles' fragments: code shown on its own (part of a plugin's `register(in:)`, a few
// statements of a test), each here word for word in a body that gives it what it names.

/// An order for a pizza, as the Guards and Deep Links articles route it.
struct OrderRequest: Sendable {
    let pizza: Pizza
}

/// Deep Links: a payload type built from links, and its link.
struct ShopPlugin: RouterPlugin {
    let name = "shop"
    let dishes = [Dish(name: "Margherita")]

    func register(in plugin: inout PluginRegistration) {
        let dishes = self.dishes
        plugin.registerPayload(
            Dish.self, name: "Dish", fields: [PayloadField("name") { $0.name }],
            link: LinkDecoder(parameters: ["name"]) { Dish(name: $0["name"] ?? "") },
            validate: .oneOf(dishes, what: "dish on the menu"))
        plugin.registerLink("shop://dish/:name", to: Dish.self)
        plugin.register(DishJumper())
        plugin.registerScreen("DishDetail", for: Dish.self) { dish, _ in
            TextScreen(name: "DishDetail", title: dish.name)
        }
    }
}

/// Guards: a screen that requires a guard; Deep Links: a link with a parent.
struct OrderPlugin: RouterPlugin {
    let name = "orders"

    func register(in plugin: inout PluginRegistration) {
        plugin.registerPayload(Pizza.self, name: "Pizza", link: LinkDecoder(parameters: ["pizza"]) {
            Pizza(name: $0["pizza"] ?? "")
        })
        plugin.registerPayload(OrderRequest.self, name: "OrderRequest", link: LinkDecoder(parameters: ["pizza"]) {
            OrderRequest(pizza: Pizza(name: $0["pizza"] ?? ""))
        })
        plugin.registerLink("giuseppe://menu/pizza/:pizza", to: Pizza.self)
        plugin.registerGuard(RouteGuard("signedIn", redirect: .present("SignIn") { _ in
            TextScreen(name: "SignIn", title: "Sign in")
        }))
        plugin.registerScreen("Order", for: OrderRequest.self, requires: "signedIn") { order, _ in
            TextScreen(name: "Order", title: order.pizza.name)
        }
        plugin.require("signedIn", forScreen: "Order")  // for a screen built by a jumper alone
        plugin.registerLink("giuseppe://order/:pizza", to: OrderRequest.self,
                            parent: "giuseppe://menu/pizza/:pizza")
        plugin.register(Jumper(for: OrderRequest.self) { order in .push(registered: "Order", payload: order) })
        plugin.register(PizzaJumper())
    }
}

@MainActor @Test func theArticlesPluginFragmentsCompose() throws {
    let registry = try JumperRegistry(plugins: [ShopPlugin(), OrderPlugin()])
    let (router, stack) = NavigationRouter.start(registry: registry, root: .push("Home") { _ in
        TextScreen(name: "Home", title: "Home")
    }) { RecordingNavigationStack(root: $0) }

    router.open("shop://dish/Margherita")
    router.open("giuseppe://order/Margherita")

    expectLog(stack.log, """
        link shop://dish/Margherita
        go Home > DishDetail
        link giuseppe://order/Margherita
        go Home > PizzaDetail
        redirect signedIn
        present SignIn
        """)
}

/// Getting Started: an app with tabs.
@MainActor @Test func anAppWithTabsStartsOnItsFirstTab() {
    let registry = JumperRegistry()
    let menu = Destination.push("Menu") { _ in TextScreen(name: "Menu", title: "Menu") }
    let account = Destination.push("Account") { _ in TextScreen(name: "Account", title: "Account") }

    let (router, stack) = NavigationRouter.start(registry: registry, tabs: [
        TabRoot("Menu", root: menu), TabRoot("Account", root: account),
    ]) { RecordingNavigationStack(tabs: $0) }

    router.select(tab: "Account")
    #expect(stack.tabs == ["Menu", "Account"])
    #expect(stack.top.name == "Account")
}

/// RouterTesting, Testing With Flows and Logs, Flow Files and App Tools: the assertions.
@MainActor @Test func theTestingHelpersAssertALogAndAStack() {
    let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
    stack.push(TextScreen(name: "Menu", title: "Menu"))
    stack.push(TextScreen(name: "PizzaDetail", title: "Margherita"))

    expectLog(stack.log, """
        push Menu
        push PizzaDetail
        """)                                  // Swift Testing; XCTAssertLog(log, "…") for XCTest
    expectStack(stack, ["Home", "Menu", "PizzaDetail"])
    let router = RecordingPayloadRouter()     // a fake jumper: records tapped payloads

    #expect(router.payloads.isEmpty)
}

/// RouterTerminalUI: the full-screen browser, falling back to the line mode. Compiled, not
/// run: it takes the terminal.
@MainActor func browseFullScreen(registry: JumperRegistry, home: Destination, account: any SignInService) async {
    let session = NavigationSession(
        registry: registry, home: home, account: account, shownOn: TerminalNavigationStack.init)
    if await FullScreenTerminal.run(FullScreenBrowser(session: session)) == false {
        // Not a terminal that can be put in raw mode: drive the same session in the line mode.
    }
}

/// Running Flows in a Test: a flow of an app that waits, run through the session's queue.
@MainActor @Test func aFlowRunsSettlingThroughTheQueue() async throws {
    let runner = FlowRunner(
        registry: try JumperRegistry(plugins: [LibraryPlugin()]), home: LibraryPlugin.home,
        account: { LibraryAccount() })

    let flow = try Flow(parsing: signInFlow, file: "library.flow")
    let report = await runner.runSettling(flow)  // screens load, asynchronous checks are answered

    #expect(report.failures.isEmpty)
}

/// Loading and Waiting: a saved stack restored through the queue.
@MainActor @Test func aSavedStackIsRestoredThroughTheQueue() async throws {
    let registry = try JumperRegistry(plugins: [CakesPlugin()])
    let home = Destination.push("Home") { _ in TextScreen(name: "Home", title: "Home") }
    let (saving, shown) = NavigationRouter.start(registry: registry, root: home) { RecordingNavigationStack(root: $0) }
    saving.route(Cake(name: "Sachertorte", diameter: 24))
    let saved = try StackRestorer(registry: registry).save(shown)
    let (router, stack) = NavigationRouter.start(registry: registry, root: home) { RecordingNavigationStack(root: $0) }

    let queue = NavigationQueue(router: router)
    try await StackRestorer(registry: registry).restore(saved, on: queue, timeLimit: .seconds(5))

    #expect(stack.screenNames == ["Home", "CakePage"])
}
