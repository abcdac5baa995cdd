import Router
import RouterRestoration
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

/// Deep Links: a shelf, and a book whose link names only the book.
struct Shelf: Sendable, Hashable {
    let name: String
}

struct Book: Sendable, Hashable {
    let id: String
    let shelf: String
}

/// Deep Links: a parent computed from the decoded payload.
struct BookshelfPlugin: RouterPlugin {
    let name = "library"
    let books = [Book(id: "42", shelf: "poetry")]

    func register(in plugin: inout PluginRegistration) {
        let books = self.books
        plugin.registerPayload(Shelf.self, name: "Shelf", link: LinkDecoder(parameters: ["name"]) {
            Shelf(name: $0["name"] ?? "")
        } encode: { ["name": $0.name] })
        plugin.registerPayload(Book.self, name: "Book", link: LinkDecoder(parameters: ["id"]) { parameters throws(LinkDecodingError) in
            try LinkLookup.item(named: parameters["id"] ?? "", in: books, name: \.id) { "no book is numbered \($0)" }
        } encode: { ["id": $0.id] })
        plugin.registerLink("library://shelf/:name", to: Shelf.self)
        plugin.registerLink("library://book/:id", to: Book.self,
                            parentPayload: { book in Shelf(name: book.shelf) })
        plugin.registerScreen("Shelf", for: Shelf.self) { shelf, _ in TextScreen(name: "Shelf", title: shelf.name) }
        plugin.registerScreen("Book", for: Book.self) { book, _ in TextScreen(name: "Book", title: book.id) }
        plugin.register(Jumper(for: Shelf.self) { .push(registered: "Shelf", payload: $0) })
        plugin.register(Jumper(for: Book.self) { .push(registered: "Book", payload: $0) })
    }
}

@MainActor @Test func aBooksLinkRebuildsItsShelfBelowIt() throws {
    let registry = try JumperRegistry(plugins: [BookshelfPlugin()])
    let (router, stack) = NavigationRouter.start(registry: registry, root: .push("Home") { _ in
        TextScreen(name: "Home", title: "Home")
    }) { RecordingNavigationStack(root: $0) }

    router.open("library://book/42")

    expectLog(stack.log, """
        link library://book/42
        go Home > Shelf > Book
        """)
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
