import Router
import Testing

/// A view controller stand-in: main-actor state, as in every UI framework.
@MainActor final class PizzaViewController: Screen {
    let name = "PizzaDetail"
    var title: String
    private var renders = 0

    init(title: String) { self.title = title }

    func render() -> String {
        renders += 1
        return title
    }
}

/// A navigation controller stand-in that keeps its stack on the main actor.
@MainActor final class NavigationController: NavigationStack {
    private(set) var entries: [StackEntry]

    init(root: any Screen) { entries = [StackEntry(screen: root, presentation: .push)] }

    func push(_ screen: any Screen, requirement: String?, payload: (any Sendable)?) -> NavigationEvent {
        entries.append(StackEntry(screen: screen, presentation: .push, requirement: requirement, payload: payload))
        return .push(screen.name)
    }

    func present(_ screen: any Screen, requirement: String?, payload: (any Sendable)?) -> NavigationEvent {
        entries.append(StackEntry(screen: screen, presentation: .modal, requirement: requirement, payload: payload))
        return .present(screen.name)
    }

    func pop() -> NavigationEvent {
        guard entries.count > 1, entries[entries.count - 1].presentation == .push else { return .refused(.pop, .rootOnly) }
        return .pop(entries.removeLast().screen.name)
    }

    func popToRoot() -> NavigationEvent {
        guard entries.count > 1 else { return .refused(.popToRoot, .rootOnly) }
        entries.removeSubrange(1...)
        return .popToRoot(entries[0].screen.name)
    }

    func dismiss() -> NavigationEvent {
        guard entries.count > 1, entries[entries.count - 1].presentation == .modal else {
            return .refused(.dismiss, .nothingPresented)
        }
        return .dismiss(entries.removeLast().screen.name)
    }
}

struct Margherita: Sendable {}

/// Main-actor classes adopt the effect side's protocols with no unsafe annotation, and the
/// router drives them.
@MainActor @Test func mainActorClassesAdoptScreenAndNavigationStack() throws {
    let registry = try JumperRegistry { plugin in
        plugin.register(
            Jumper(for: Margherita.self) { _ in
                .push("PizzaDetail") { _ in PizzaViewController(title: "Margherita") }
            })
    }
    let controller = NavigationController(root: PizzaViewController(title: "Home"))
    let router = NavigationRouter(registry: registry, navigator: controller)

    let outcome = router.route(Margherita())

    #expect(outcome == .pushed("PizzaDetail"))
    #expect(controller.entries.map(\.screen.title) == ["Home", "Margherita"])
}
