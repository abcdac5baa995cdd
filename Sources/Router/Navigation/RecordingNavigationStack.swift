import RouterText

/// A navigation stack that behaves like a real one and records every operation in a log.
///
/// This is the fake navigation stack of the design: the demo runs on it, and tests inject
/// it (through the router's `init`) to assert what was pushed:
///
/// ```swift
/// let stack = RecordingNavigationStack(root: home)
/// // … route some payloads …
/// #expect(stack.log.lines == ["push Menu", "push PizzaDetail"])
/// ```
///
/// Operations that cannot be carried out (popping a root-only stack) change nothing, return
/// a refusal event, and are logged too.
///
/// Made with ``init(tabs:)``, it is a ``TabbedNavigationStack``: one stack per tab, the
/// operations act on the selected tab, and each event is logged with its tab
/// (`Menu: push PizzaDetail`). Made with ``init(root:)``, it has no tabs and logs events
/// without a tab.
@MainActor
public final class RecordingNavigationStack: TabbedNavigationStack {
    /// The stack the operations act on, root first: the selected tab's, or the one
    /// ``performing(inTab:_:)`` names.
    public var entries: [StackEntry] { stacks[acting ?? selected] }

    /// Every operation so far, oldest first. Setting the roots in `init` is not logged.
    public private(set) var log = NavigationLog()

    /// Called with each event right after it is logged, for streaming output.
    public var onEvent: (@MainActor (NavigationEvent) -> Void)?

    public let tabs: [String]
    /// Where each tab is in ``tabs``, names compared by their Unicode scalars.
    private let tabIndex: [ExactText: Int]
    /// One stack per tab (one stack, without tabs), each never empty.
    private var stacks: [[StackEntry]]
    private var selected = 0
    /// The tab ``performing(inTab:_:)`` acts on, when it differs from the selected one.
    private var acting: Int?

    /// Creates a stack without tabs, holding only `root`.
    public init(root: any Screen) {
        tabs = []
        tabIndex = [:]
        stacks = [[StackEntry(screen: root, presentation: .push)]]
    }

    /// Creates a stack with one tab per element, each holding only its root; the first tab
    /// is selected. Tabs keep the order given; a repeated name keeps only its first tab,
    /// and an empty list makes a stack without tabs holding a plain placeholder root.
    public init(tabs: [(name: String, root: any Screen)]) {
        var names: [String] = []
        var index: [ExactText: Int] = [:]
        var stacks: [[StackEntry]] = []
        for tab in tabs where index[ExactText(tab.name)] == nil {
            index[ExactText(tab.name)] = names.count
            names.append(tab.name)
            stacks.append([StackEntry(screen: tab.root, presentation: .push)])
        }
        self.tabs = names
        tabIndex = index
        let placeholder = StackEntry(screen: TextScreen(name: "Empty", title: "(no tabs)"), presentation: .push)
        self.stacks = stacks.isEmpty ? [[placeholder]] : stacks
    }

    public var selectedTab: String? {
        tabs.isEmpty ? nil : tabs[selected]
    }

    public func entries(inTab tab: String) -> [StackEntry]? {
        index(ofTab: tab).map { stacks[$0] }
    }

    @discardableResult public func select(tab: String) -> NavigationEvent {
        guard let index = index(ofTab: tab) else { return record(.refused(.tab, .unknownTab), tabbed: false) }
        // A modal screen covers every tab, the selected one's too, wherever it is in the
        // stack: screens pushed above it are shown inside it.
        guard !stacks[selected].contains(where: { $0.presentation == .modal }) else {
            return record(.refused(.tab, .modalOnTop), tabbed: false)
        }
        selected = index
        return record(.tab(tabs[index]), tabbed: false)
    }

    public func performing<T>(inTab tab: String, _ body: () throws -> T) rethrows -> T? {
        guard let index = index(ofTab: tab) else { return nil }
        let previous = acting
        acting = index
        defer { acting = previous }
        return try body()
    }

    @discardableResult
    public func push(_ screen: any Screen, requirement: String?, payload: (any Sendable)?) -> NavigationEvent {
        stacks[current].append(StackEntry(screen: screen, presentation: .push, requirement: requirement, payload: payload))
        return record(.push(screen.name))
    }

    @discardableResult
    public func present(_ screen: any Screen, requirement: String?, payload: (any Sendable)?) -> NavigationEvent {
        stacks[current].append(StackEntry(screen: screen, presentation: .modal, requirement: requirement, payload: payload))
        return record(.present(screen.name))
    }

    @discardableResult public func pop() -> NavigationEvent {
        guard entries.count > 1 else { return record(.refused(.pop, .rootOnly)) }
        guard let top = entries.last, top.presentation == .push else {
            return record(.refused(.pop, .modalOnTop))
        }
        stacks[current].removeLast()
        return record(.pop(top.screen.name))
    }

    @discardableResult public func back(returning result: String) -> NavigationEvent {
        guard let top = entries.last, entries.count > 1 else {
            return record(.refused(entries.last?.presentation == .modal ? .dismiss : .pop, .rootOnly))
        }
        stacks[current].removeLast()
        let event: NavigationEvent = top.presentation == .modal ? .dismiss(top.screen.name) : .pop(top.screen.name)
        return record(.returned(event, result))
    }

    @discardableResult public func popToRoot() -> NavigationEvent {
        guard entries.count > 1 else { return record(.refused(.popToRoot, .rootOnly)) }
        stacks[current].removeSubrange(1...)
        return record(.popToRoot(entries[0].screen.name))
    }

    @discardableResult public func dismiss() -> NavigationEvent {
        guard let top = entries.last, entries.count > 1, top.presentation == .modal else {
            return record(.refused(.dismiss, .nothingPresented))
        }
        stacks[current].removeLast()
        return record(.dismiss(top.screen.name))
    }

    @discardableResult public func replace(aboveRoot entries: [StackEntry]) -> NavigationEvent {
        stacks[current].replaceSubrange(1..., with: entries)
        return record(.go(screenNames))
    }

    /// Logs a note (a link opened, a guard redirect): a link's as it is
    /// (``NavigationEvent/isLinkNote``), a redirect with its tab.
    public func note(_ event: NavigationEvent) {
        if event.isLinkNote {
            _ = record(event, tabbed: false)
        } else {
            _ = record(event)
        }
    }

    /// Empties the log, keeping the stacks as they are.
    public func clearLog() {
        log = NavigationLog()
    }

    private var current: Int { acting ?? selected }

    private func index(ofTab tab: String) -> Int? {
        tabIndex[ExactText(tab)]
    }

    /// Logs `event`, with the tab it happened in when the stack has tabs and `tabbed`.
    private func record(_ event: NavigationEvent, tabbed: Bool = true) -> NavigationEvent {
        let event = tabbed && !tabs.isEmpty ? NavigationEvent.inTab(tabs[current], event) : event
        log.append(event)
        onEvent?(event)
        return event
    }
}
