import RouterText

/// Everything navigation depends on at one moment, as a value: every tab's entries (each
/// screen with its payload, requirement and ``StatefulScreen`` state, and whether the screen
/// below waits for its result), the selected tab, and the destination a guard holds back.
///
/// Two states are equal when every part is: names by Unicode scalars, payloads by their
/// type's `==` and the scalars of their strings (a payload whose type is not `Equatable`
/// is never equal to another). Screens are compared by what they show, never by identity:
/// a saved stack restored gives back a state equal to the one saved.
public struct NavigationState: Sendable, Equatable, CustomStringConvertible {
    /// One screen on a stack.
    public struct Entry: Sendable, Equatable, CustomStringConvertible {
        /// The screen's name.
        public let screen: String
        /// Pushed or presented.
        public let presentation: Presentation
        /// The guard condition the screen requires, or `nil`.
        public let requirement: String?
        /// The payload the screen was built from, or `nil`.
        public let payload: (any Sendable)?
        /// The screen's state, when it is a ``StatefulScreen``; empty otherwise.
        public let state: ScreenState
        /// Whether code waits for the screen's result.
        public let awaited: Bool

        public static func == (lhs: Entry, rhs: Entry) -> Bool {
            lhs.screen.isScalarEqual(to: rhs.screen) && lhs.presentation == rhs.presentation
                && NavigationState.equal(lhs.requirement, rhs.requirement)
                && EntryIdentity.equal(lhs.payload, rhs.payload) && lhs.state == rhs.state && lhs.awaited == rhs.awaited
        }

        /// `OrderForm`, with `(requires R)`, its state and `(awaited)` when they apply.
        public var description: String {
            screen + (presentation == .modal ? " (modal)" : "") + (requirement.map { " (requires \($0))" } ?? "")
                + (state.isEmpty ? "" : " \(state)") + (awaited ? " (awaited)" : "")
        }
    }

    /// One stack: a tab's (named) or the only one (`nil`).
    public struct Stack: Sendable, Equatable, CustomStringConvertible {
        /// The tab's name, or `nil` without tabs.
        public let tab: String?
        /// The entries, root first.
        public let entries: [Entry]

        public static func == (lhs: Stack, rhs: Stack) -> Bool {
            NavigationState.equal(lhs.tab, rhs.tab) && lhs.entries == rhs.entries
        }

        /// `Menu: Menu > PizzaDetail`.
        public var description: String {
            (tab.map { "\($0): " } ?? "") + entries.map(\.description).joined(separator: " > ")
        }
    }

    /// What a guard holds back: the destinations waiting, in order, the guard, where its
    /// screen stands, and whether code waits for the first destination's result.
    public struct Held: Sendable, Equatable, CustomStringConvertible {
        /// The guard whose condition does not hold.
        public let guardName: String
        /// Each destination waiting, as its screen's name and payload.
        public let destinations: [(screen: String, payload: (any Sendable)?)]
        /// How many entries the stack held below the guard's screen.
        public let depth: Int
        /// The tab it waits in, or `nil` without tabs.
        public let tab: String?
        /// Whether code waits for the result of the first destination, once shown.
        public let awaited: Bool

        public static func == (lhs: Held, rhs: Held) -> Bool {
            lhs.guardName.isScalarEqual(to: rhs.guardName) && lhs.depth == rhs.depth && lhs.awaited == rhs.awaited
                && NavigationState.equal(lhs.tab, rhs.tab) && lhs.destinations.count == rhs.destinations.count
                && zip(lhs.destinations, rhs.destinations).allSatisfy { first, second in
                    first.screen.isScalarEqual(to: second.screen) && EntryIdentity.equal(first.payload, second.payload)
                }
        }

        /// `A > B held by signedIn at 2`.
        public var description: String {
            destinations.map(\.screen).joined(separator: " > ") + " held by \(guardName) at \(depth)"
                + (tab.map { " in \($0)" } ?? "") + (awaited ? " (awaited)" : "")
        }
    }

    /// Every stack: one per tab in tab order, or the only one.
    public let stacks: [Stack]
    /// The selected tab, or `nil` without tabs.
    public let selectedTab: String?
    /// What a guard holds back, or `nil`.
    public let pending: Held?

    /// The state of `router` and its stack now; `nil` when its stack is gone. A root whose
    /// stack entry has no payload gets the payload the router built it from, when the router
    /// built it (``NavigationRouter/start(registry:tabs:conditions:confirmations:observers:stack:)``).
    @MainActor
    public init?(of router: NavigationRouter) {
        guard let navigator = router.navigator else { return nil }
        func entries(_ stackEntries: [StackEntry], tab: String?) -> [Entry] {
            stackEntries.enumerated().map { index, entry in
                Entry(
                    screen: entry.screen.name, presentation: entry.presentation, requirement: entry.requirement,
                    payload: router.payload(of: entry, at: index, inTab: tab),
                    state: (entry.screen as? any StatefulScreen)?.savedState ?? ScreenState(),
                    awaited: router.awaitsResult(of: entry.screen))
            }
        }
        if let tabbed = navigator as? any TabbedNavigationStack, !tabbed.tabs.isEmpty {
            stacks = tabbed.tabs.map { Stack(tab: $0, entries: entries(tabbed.entries(inTab: $0) ?? [], tab: $0)) }
            selectedTab = tabbed.selectedTab
        } else {
            stacks = [Stack(tab: nil, entries: entries(navigator.entries, tab: nil))]
            selectedTab = nil
        }
        pending = router.pending.map { waiting in
            Held(
                guardName: waiting.guardName,
                destinations: ([waiting.destination] + waiting.then).map { ($0.screen, $0.payload) },
                depth: waiting.depth, tab: waiting.tab, awaited: router.pendingAwaitsResult)
        }
    }

    public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
        lhs.stacks == rhs.stacks && equal(lhs.selectedTab, rhs.selectedTab) && lhs.pending == rhs.pending
    }

    /// One line per stack (the selected tab marked `*`), then what is held back.
    public var description: String {
        let lines = stacks.map { stack in
            (stack.tab != nil && NavigationState.equal(stack.tab, selectedTab) ? "* " : "") + stack.description
        }
        return (lines + (pending.map { ["pending: \($0)"] } ?? [])).joined(separator: "\n")
    }

    /// Whether both are `nil`, or the same name by Unicode scalars: how tab names (and other
    /// optional names) compare everywhere, router, restorer and state alike.
    package static func equal(_ first: String?, _ second: String?) -> Bool {
        switch (first, second) {
        case (nil, nil): true
        case (let first?, let second?): first.isScalarEqual(to: second)
        default: false
        }
    }
}
