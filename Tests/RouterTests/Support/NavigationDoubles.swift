import Router
import Testing

/// A form with unsaved changes, say: answers whatever `decision` says, and counts the asks.
final class FormScreen: LeaveGuardedScreen {
    let name: String
    let title: String
    var decision: LeaveDecision
    private(set) var asked = 0

    init(name: String = "OrderForm", decision: LeaveDecision = .allow) {
        self.name = name
        self.title = name
        self.decision = decision
    }

    func leaveDecision() -> LeaveDecision {
        asked += 1
        return decision
    }

    func render() -> String { title }
}

/// A destination that builds a `FormScreen` (allowing, until a test changes it).
func formDestination(
    _ name: String = "OrderForm", presentation: Presentation = .push, requires requirement: String? = nil
) -> Destination {
    Destination(screen: name, presentation: presentation, requires: requirement) { _ in FormScreen(name: name) }
}

/// A leave-confirmation dialog that answers `answer`, recording each question put.
final class ScriptedConfirmations: LeaveConfirming {
    var answer: Bool
    /// Answers given in order before `answer` is.
    var script: [Bool]
    private(set) var questions: [(screen: String, question: String)] = []

    init(answer: Bool = true, script: [Bool] = []) {
        self.answer = answer
        self.script = script
    }

    func confirmLeaving(_ screen: String, question: String) -> Bool {
        questions.append((screen, question))
        return script.isEmpty ? answer : script.removeFirst()
    }
}

/// An observer that records every request and event, and answers each request with what
/// `verdict` says (proceed by default).
final class RecordingObserver: NavigationObserver {
    private(set) var requests: [NavigationRequest] = []
    private(set) var events: [NavigationEvent] = []
    var verdict: (NavigationRequest) -> NavigationVerdict

    init(verdict: @escaping (NavigationRequest) -> NavigationVerdict = { _ in .proceed }) {
        self.verdict = verdict
    }

    func willNavigate(_ request: NavigationRequest) -> NavigationVerdict {
        requests.append(request)
        return verdict(request)
    }

    func didNavigate(_ event: NavigationEvent) {
        events.append(event)
    }

    /// The kinds of the requests asked so far, as short words (`show Menu`, `back`...).
    var intents: [String] { requests.map(\.intent.summary) }
}

extension NavigationRequest.Intent {
    /// A short word for the intent, with the screen or tab it names: `show Menu`,
    /// `go Menu > Detail`, `back`, `back -> Large`, `home`, `tab Menu`, `resume Order`,
    /// `unwind Order`.
    var summary: String {
        switch self {
        case .show(let destination): "show \(destination.screen)"
        case .go(let path): "go \(path.map(\.screen).joined(separator: " > "))"
        case .back(let value): value.map { "back -> \($0)" } ?? "back"
        case .home: "home"
        case .selectTab(let tab): "tab \(tab)"
        case .resume(let destination): "resume \(destination.screen)"
        case .unwind(let names): "unwind \(names.joined(separator: " "))"
        }
    }
}

/// Collects the results one requester receives, in order.
@MainActor
final class ResultRecorder<Value: Sendable> {
    private(set) var results: [ScreenResult<Value>] = []

    func record(_ result: ScreenResult<Value>) {
        results.append(result)
    }

    var handler: @MainActor (ScreenResult<Value>) -> Void {
        { [self] result in record(result) }
    }
}

/// Everything a refused navigation must leave as it was: every tab's screens (by identity),
/// the selected tab and the pending destination.
struct RouterSnapshot: Equatable {
    var stacks: [[ObjectIdentifier]]
    var selectedTab: String?
    var pendingScreen: String?
    var pendingGuard: String?
    var pendingDepth: Int?
    var pendingTab: String?

    @MainActor
    init(_ router: NavigationRouter, _ stack: RecordingNavigationStack) {
        let tabs: [String?] = stack.tabs.isEmpty ? [nil] : stack.tabs
        stacks = tabs.map { tab in
            let entries = tab.flatMap { stack.entries(inTab: $0) } ?? stack.entries
            return entries.map { ObjectIdentifier($0.screen) }
        }
        selectedTab = stack.selectedTab
        pendingScreen = router.pending?.destination.screen
        pendingGuard = router.pending?.guardName
        pendingDepth = router.pending?.depth
        pendingTab = router.pending?.tab
    }
}

/// The places of the core-feature test app.
enum Place: String, Sendable, Hashable {
    /// Pushes Menu (a tab's root in the app with tabs).
    case menu
    /// Presents About.
    case about
    /// Pushes Order, requiring `signedIn`.
    case order
    /// Pushes Vault, requiring `acceptedTerms` (whose guard requires `signedIn`).
    case vault
    /// Pushes Sizes, a list whose rows return a size (`ReturnValue`).
    case sizes
}

/// Signs in: the "Sign in" row of a sign-in screen.
struct SignInAction: ConditionAction {
    var condition = "signedIn"

    func perform(on conditions: any GuardConditions) -> Bool {
        guard let conditions = conditions as? FakeConditions else { return false }
        conditions.holding.insert(condition)
        return true
    }
}

/// The core-feature test app: pizzas push PizzaDetail; `Place` as documented there; the
/// `signedIn` guard presents SignIn (a `FormScreen`), the `acceptedTerms` guard pushes Terms
/// (a `FormScreen`) and requires `signedIn`. Links: `app://section/:name` (a `Place`),
/// `app://pizza/:name`.
func coreRegistry(_ more: (inout PluginRegistration) -> Void = { _ in }) -> JumperRegistry {
    composed { registry in
        registry.register(PizzaJumper())
        registry.register(
            Jumper(for: Place.self) { place in
                switch place {
                case .menu: textDestination("Menu")
                case .about: textDestination("About", presentation: .modal)
                case .order: .push("Order", requires: "signedIn") { _ in TextScreen(name: "Order", title: "Order") }
                case .vault: .push("Vault", requires: "acceptedTerms") { _ in TextScreen(name: "Vault", title: "Vault") }
                case .sizes:
                    Destination(screen: "Sizes") { context in
                        ListScreen(
                            name: "Sizes", title: "Sizes",
                            dataSource: ListDataSource(sections: [
                                ListSection(rows: [
                                    ListRow("Small", payload: ReturnValue("Small")),
                                    ListRow("Large", payload: ReturnValue("Large")),
                                    ListRow("Forty-two", payload: ReturnValue(42)),
                                ])
                            ]),
                            router: context.router)
                    }
                }
            })
        registry.registerGuard(RouteGuard("signedIn", redirect: formDestination("SignIn", presentation: .modal)))
        registry.registerGuard(
            RouteGuard("acceptedTerms", redirect: formDestination("Terms"), requires: "signedIn"))
        registry.registerLink(
            "app://section/:name",
            decoder: LinkDecoder(parameters: ["name"]) { parameters throws(LinkDecodingError) in
                guard let place = Place(rawValue: parameters["name"] ?? "") else { throw LinkDecodingError("no such place") }
                return place
            })
        registry.registerLink(
            "app://pizza/:name", decoder: LinkDecoder(parameters: ["name"]) { Pizza(name: $0["name"] ?? "") })
        more(&registry)
    }
}

/// The core-feature test app (see ``coreRegistry(_:)``) on a recording stack rooted at Home,
/// or with tabs Home and Menu (whose root is what `Place.menu` shows).
@MainActor
func makeCoreApp(
    conditions: FakeConditions? = FakeConditions(), confirmations: ScriptedConfirmations? = nil,
    observers: [any NavigationObserver] = [], tabs: Bool = false, registry: JumperRegistry = coreRegistry()
) -> (router: NavigationRouter, stack: RecordingNavigationStack) {
    guard tabs else {
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let router = NavigationRouter(
            registry: registry, navigator: stack, conditions: conditions, confirmations: confirmations,
            observers: observers)
        return (router, stack)
    }
    // The Menu tab's root is the entry `Place.menu` shows, so a link to it selects the tab.
    let menu = Destination(screen: "Menu", payload: Place.menu) { _ in TextScreen(name: "Menu", title: "Menu") }
    return NavigationRouter.start(
        registry: registry, tabs: [TabRoot("Home", root: textDestination("Home")), TabRoot("Menu", root: menu)],
        conditions: conditions, confirmations: confirmations, observers: observers
    ) { RecordingNavigationStack(tabs: $0) }
}

/// The screens of `tab`, root first.
@MainActor
func names(_ stack: RecordingNavigationStack, inTab tab: String) -> [String] {
    stack.entries(inTab: tab)?.map(\.screen.name) ?? []
}
