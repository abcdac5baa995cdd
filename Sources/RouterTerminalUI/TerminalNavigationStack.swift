public import Router

/// A navigation stack shown on the terminal: an adopter of `NavigationStack` and
/// `TabbedNavigationStack` that a router navigates, keeping its entries and its log in the
/// `RecordingNavigationStack` it shows, and telling ``onChange`` after every change so that
/// the full-screen interface draws the top screen of the selected tab as it changes (the
/// screens a `go` or a restore builds one after another, a screen that loads while the
/// person waits).
///
/// Its log is the recording stack's, so the full-screen interface logs exactly what the
/// line mode logs. Start a session on it with
/// `NavigationSession(registry:home:account:shownOn:)` (or the `tabs:` form) passing
/// ``init(showing:)``; `--full-screen` does.
///
/// Changes made in another tab (`performing(inTab:_:)`) are told once, when they are
/// done, so the screen never shows the other tab in passing.
@MainActor
public final class TerminalNavigationStack: TabbedNavigationStack {
    /// The stack shown: it holds the entries and records the log.
    public let recording: RecordingNavigationStack
    /// Called after every change of the stack (not inside a change made in another tab):
    /// the terminal draws the screen again.
    public var onChange: (@MainActor () -> Void)?
    /// How deep in `performing(inTab:_:)` calls the stack is now.
    private var actingElsewhere = 0

    /// A terminal stack showing `recording`.
    public init(showing recording: RecordingNavigationStack) {
        self.recording = recording
    }

    /// Tells ``onChange`` of a change, unless it is made in another tab.
    private func changed(_ event: NavigationEvent) -> NavigationEvent {
        if actingElsewhere == 0 { onChange?() }
        return event
    }

    /// The recording stack's entries in the tab acted on.
    public var entries: [StackEntry] { recording.entries }
    /// The recording stack's tabs.
    public var tabs: [String] { recording.tabs }
    /// The recording stack's selected tab.
    public var selectedTab: String? { recording.selectedTab }

    /// The entries of `tab`, as the recording stack has them.
    public func entries(inTab tab: String) -> [StackEntry]? {
        recording.entries(inTab: tab)
    }

    /// Pushes onto the recording stack, then draws.
    @discardableResult
    public func push(_ screen: any Screen, requirement: String?, payload: (any Sendable)?) -> NavigationEvent {
        changed(recording.push(screen, requirement: requirement, payload: payload))
    }

    /// Presents on the recording stack, then draws.
    @discardableResult
    public func present(_ screen: any Screen, requirement: String?, payload: (any Sendable)?) -> NavigationEvent {
        changed(recording.present(screen, requirement: requirement, payload: payload))
    }

    /// Pops the recording stack, then draws.
    @discardableResult public func pop() -> NavigationEvent { changed(recording.pop()) }

    /// Pops the recording stack to its root, then draws.
    @discardableResult public func popToRoot() -> NavigationEvent { changed(recording.popToRoot()) }

    /// Dismisses on the recording stack, then draws.
    @discardableResult public func dismiss() -> NavigationEvent { changed(recording.dismiss()) }

    /// Replaces the recording stack's entries above its root, then draws.
    @discardableResult
    public func replace(aboveRoot entries: [StackEntry]) -> NavigationEvent {
        changed(recording.replace(aboveRoot: entries))
    }

    /// Goes back on the recording stack handing `result` over, then draws.
    @discardableResult
    public func back(returning result: String) -> NavigationEvent {
        changed(recording.back(returning: result))
    }

    /// Selects `tab` on the recording stack, then draws.
    @discardableResult
    public func select(tab: String) -> NavigationEvent {
        changed(recording.select(tab: tab))
    }

    /// Notes `event` in the recording stack's log, then draws (the status line may show it).
    public func note(_ event: NavigationEvent) {
        recording.note(event)
        if actingElsewhere == 0 { onChange?() }
    }

    /// Runs `body` on the recording stack's `tab`, then draws once.
    /// - Returns: What `body` returned, or `nil` when there is no such tab.
    public func performing<T>(inTab tab: String, _ body: () throws -> T) rethrows -> T? {
        actingElsewhere += 1
        defer {
            actingElsewhere -= 1
            if actingElsewhere == 0 { onChange?() }
        }
        return try recording.performing(inTab: tab, body)
    }
}
