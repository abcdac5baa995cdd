import RouterText

extension NavigationRouter {
    /// Starts an app in one call: builds the root screen, a stack on it, and a router over
    /// that stack, with the root screen routing its taps through that router.
    ///
    /// Doing it by hand goes round in a circle: the stack needs its root screen, the root
    /// screen (a ``ListScreen``, say) needs the router in its ``ScreenContext``, and the
    /// router needs the stack. Here the root gets a context whose router forwards to the
    /// router made next.
    ///
    /// ```swift
    /// let (router, stack) = NavigationRouter.start(registry: registry, root: home) {
    ///     RecordingNavigationStack(root: $0)
    /// }
    /// ```
    ///
    /// The router holds the stack weakly, as ``init(registry:navigator:conditions:confirmations:observers:)`` does:
    /// keep the stack. Keeping it is enough, since the root screen keeps the router alive (as
    /// every screen the router shows does). Once the stack is gone, routing answers
    /// ``IgnoreReason/navigatorGone``.
    ///
    /// The router exists before this returns, so no tap on the root can come before it. Only
    /// a tap made while the root or the stack is being built (from `root`'s factory or from
    /// `makeStack`) comes too early: it shows nothing and answers
    /// ``IgnoreReason/navigatorGone``.
    /// - Parameters:
    ///   - registry: The jumpers and guards that decide where taps lead.
    ///   - root: Builds the root screen, once. Its presentation and requirement are not
    ///     used: the root is never pushed, presented or guarded.
    ///   - conditions: Which guard conditions hold; `nil` when the app has none (then no
    ///     guarded screen is shown).
    ///   - confirmations: Answers leave confirmations (``LeaveConfirming``); `nil` answers no.
    ///   - observers: Asked before and told after every navigation (``NavigationObserver``).
    ///   - makeStack: Builds the stack with the screen it is given as its root. A stack
    ///     rooted on another screen works too, but then that screen's taps go wherever its
    ///     own context sends them.
    /// - Returns: The router, and the stack `makeStack` built, of its own type.
    public static func start<Stack: NavigationStack>(
        registry: JumperRegistry, root: Destination, conditions: (any GuardConditions)? = nil,
        confirmations: (any LeaveConfirming)? = nil, observers: [any NavigationObserver] = [],
        stack makeStack: (any Screen) -> Stack
    ) -> (router: NavigationRouter, stack: Stack) {
        let forwarder = ForwardingRouter()
        let root = root.resolved(in: registry) ?? root
        let stack = makeStack(root.makeScreen(in: ScreenContext(router: forwarder)))
        let router = NavigationRouter(
            registry: registry, navigator: stack, conditions: conditions, confirmations: confirmations,
            observers: observers)
        router.roots = [nil: EntryIdentity(screen: root.screen, payload: root.payload)]
        forwarder.target = router
        return (router, stack)
    }
}

/// Stands in for the router while the root screen is built, before the router exists, and
/// forwards to it after.
final class ForwardingRouter: PayloadRouting {
    var target: NavigationRouter?

    func route(_ payload: Any?) -> RouteOutcome {
        target?.route(payload) ?? .ignored(.navigatorGone)
    }

    func route<Value: Sendable>(
        _ payload: Any?, expecting type: Value.Type, onResult: @escaping @MainActor (ScreenResult<Value>) -> Void
    ) -> RouteOutcome {
        guard let target else {
            onResult(.cancelled)
            return .ignored(.navigatorGone)
        }
        return target.route(payload, expecting: type, onResult: onResult)
    }
}

extension NavigationRouter {
    /// Starts an app with tabs in one call: builds each tab's root screen, a stack with
    /// those tabs, and a router over it (see ``start(registry:root:conditions:confirmations:observers:stack:)``).
    ///
    /// ```swift
    /// let (router, stack) = NavigationRouter.start(registry: registry, tabs: [
    ///     TabRoot("Menu", root: menu), TabRoot("Account", root: account),
    /// ]) { RecordingNavigationStack(tabs: $0) }
    /// ```
    /// - Parameters:
    ///   - registry: The jumpers and guards that decide where taps lead.
    ///   - tabs: The tabs, the first being the app's home. Each root is built once.
    ///   - conditions: Which guard conditions hold; `nil` when the app has none (then no
    ///     guarded screen is shown).
    ///   - confirmations: Answers leave confirmations (``LeaveConfirming``); `nil` answers no.
    ///   - observers: Asked before and told after every navigation (``NavigationObserver``).
    ///   - makeStack: Builds the stack from the tabs' names and root screens.
    /// - Returns: The router, and the stack `makeStack` built, of its own type.
    public static func start<Stack: TabbedNavigationStack>(
        registry: JumperRegistry, tabs: [TabRoot], conditions: (any GuardConditions)? = nil,
        confirmations: (any LeaveConfirming)? = nil, observers: [any NavigationObserver] = [],
        stack makeStack: ([(name: String, root: any Screen)]) -> Stack
    ) -> (router: NavigationRouter, stack: Stack) {
        let forwarder = ForwardingRouter()
        let context = ScreenContext(router: forwarder)
        let roots = tabs.map { tab in
            (name: tab.name, root: (tab.root.resolved(in: registry) ?? tab.root).makeScreen(in: context))
        }
        let stack = makeStack(roots)
        let router = NavigationRouter(
            registry: registry, navigator: stack, conditions: conditions, confirmations: confirmations,
            observers: observers)
        for tab in tabs where router.roots[ExactText(tab.name)] == nil {
            router.roots[ExactText(tab.name)] = EntryIdentity(screen: tab.root.screen, payload: tab.root.payload)
        }
        forwarder.target = router
        return (router, stack)
    }
}
