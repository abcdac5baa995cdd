/// A navigation stack with tabs: each tab has a stack of its own, with its own root, and
/// the stack operations of ``NavigationStack`` act on the selected tab.
///
/// A modal presentation covers every tab: while the selected tab's top screen is modal,
/// selecting another tab is refused (dismiss it first). Switching tabs never changes a
/// tab's stack. ``RecordingNavigationStack/init(tabs:)`` is the implementation the demo
/// and tests use; ``NavigationRouter`` uses the tabs of a stack that has them (links
/// select their tab, back at a tab's root goes to the first tab, a sign-out unwinds every
/// tab).
@MainActor
public protocol TabbedNavigationStack: NavigationStack {
    /// The tabs' names, in order; the first tab is the app's home. Empty for a stack
    /// without tabs.
    var tabs: [String] { get }

    /// The selected tab's name, or `nil` for a stack without tabs.
    var selectedTab: String? { get }

    /// The stack of the named tab, root first, or `nil` when no tab has that name.
    func entries(inTab tab: String) -> [StackEntry]?

    /// Selects the named tab, keeping every tab's stack as it is.
    /// - Returns: `.tab(name)`; a refusal when no tab has that name
    ///   (``NavigationEvent/Refusal/unknownTab``) or the selected tab's stack holds a modal
    ///   screen, on top or below screens pushed above it, which are shown inside it
    ///   (``NavigationEvent/Refusal/modalOnTop``), whichever tab is named, the selected one
    ///   included (the modal screen covers the tabs). Selecting the selected tab otherwise is
    ///   a `.tab(name)` that changes nothing.
    @discardableResult func select(tab: String) -> NavigationEvent

    /// Runs `body` with the stack operations (and ``NavigationStack/entries``) acting on the
    /// named tab instead of the selected one, without selecting it: for unwinding a tab the
    /// person is not looking at.
    /// - Returns: What `body` returns, or `nil` when no tab has that name: then `body` is not
    ///   run (an unknown tab is never taken for the selected one).
    func performing<T>(inTab tab: String, _ body: () throws -> T) rethrows -> T?
}
