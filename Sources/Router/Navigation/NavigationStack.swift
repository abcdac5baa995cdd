/// A stack of screens that can be pushed, popped, presented and dismissed.
///
/// The stack is linear: modal presentations sit on top of the pushed screens, and the first
/// entry is the root, which is never removed. Every operation returns the
/// ``NavigationEvent`` that describes what it did, including a refusal when it could do
/// nothing (popping a root-only stack), so callers never need to check state beforehand.
///
/// ``RecordingNavigationStack`` is the implementation used by the demo and by tests.
@MainActor
public protocol NavigationStack: AnyObject {
    /// The current stack, root first. Never empty.
    var entries: [StackEntry] { get }

    /// Pushes `screen` on top of the stack.
    /// - Parameters:
    ///   - screen: The screen to push.
    ///   - requirement: The guard condition the screen requires, kept in its entry.
    ///   - payload: The payload the screen was built from, kept in its entry.
    /// - Returns: `.push(name)`.
    @discardableResult
    func push(_ screen: any Screen, requirement: String?, payload: (any Sendable)?) -> NavigationEvent

    /// Presents `screen` modally over the current top.
    /// - Parameters:
    ///   - screen: The screen to present.
    ///   - requirement: The guard condition the screen requires, kept in its entry.
    ///   - payload: The payload the screen was built from, kept in its entry.
    /// - Returns: `.present(name)`.
    @discardableResult
    func present(_ screen: any Screen, requirement: String?, payload: (any Sendable)?) -> NavigationEvent

    /// Pops the top screen when it was pushed and is not the root.
    /// - Returns: `.pop(name)` of the popped screen, or a refusal when only the root is
    ///   left or the top screen is modal (dismiss it instead). A refusal changes nothing.
    @discardableResult func pop() -> NavigationEvent

    /// Removes every screen above the root, modal ones included.
    /// - Returns: `.popToRoot(rootName)`, or a refusal when only the root is on the stack.
    @discardableResult func popToRoot() -> NavigationEvent

    /// Dismisses the top screen when it was presented modally.
    /// - Returns: `.dismiss(name)`, or a refusal when the top screen was not presented.
    @discardableResult func dismiss() -> NavigationEvent

    /// Replaces every screen above the root with `entries`, in one step (a "go").
    ///
    /// The default implementation pops to the root and then pushes or presents each entry,
    /// one operation each; a stack that keeps a log should do it in one step and log one
    /// event.
    /// - Parameter entries: The new screens above the root, bottom first; empty leaves only
    ///   the root.
    /// - Returns: `.go(names)`, naming the whole new stack, root first.
    @discardableResult func replace(aboveRoot entries: [StackEntry]) -> NavigationEvent

    /// Goes back one step (see ``back()``) with the removed screen handing `result` (a value's
    /// text) back to whoever asked for it: logged as one event, `pop SizePicker -> Large`.
    ///
    /// The default implementation goes back and wraps the event in
    /// ``NavigationEvent/returned(_:_:)``; a stack that keeps a log should log that one event.
    /// - Returns: `.returned(event, result)`, or the refusal of going back (then nothing
    ///   changed).
    @discardableResult func back(returning result: String) -> NavigationEvent

    /// Records a note (``NavigationEvent/link(_:)``, ``NavigationEvent/redirect(_:)``) that
    /// explains the operations after it. A stack that keeps no log ignores it.
    func note(_ event: NavigationEvent)
}

extension NavigationStack {
    /// Pushes `screen`, which requires no guard condition.
    @discardableResult public func push(_ screen: any Screen) -> NavigationEvent {
        push(screen, requirement: nil, payload: nil)
    }

    /// Presents `screen` modally; it requires no guard condition.
    @discardableResult public func present(_ screen: any Screen) -> NavigationEvent {
        present(screen, requirement: nil, payload: nil)
    }

    /// Ignores the note: the default for stacks that keep no log.
    public func note(_ event: NavigationEvent) {}

    /// Pops to the root, then pushes or presents each entry: the default for stacks that
    /// cannot replace their screens in one step.
    @discardableResult public func replace(aboveRoot entries: [StackEntry]) -> NavigationEvent {
        if self.entries.count > 1 { popToRoot() }
        for entry in entries {
            switch entry.presentation {
            case .push: push(entry.screen, requirement: entry.requirement, payload: entry.payload)
            case .modal: present(entry.screen, requirement: entry.requirement, payload: entry.payload)
            }
        }
        return .go(screenNames)
    }

    /// Goes back one step and wraps the event with the returned value: the default for
    /// stacks that keep no log.
    @discardableResult public func back(returning result: String) -> NavigationEvent {
        let event = back()
        return event.changedStack ? .returned(event, result) : event
    }

    /// The top screen: the one a person sees.
    public var top: any Screen {
        // `entries` is documented never to be empty; the root is always there. Read once:
        // a stack may compute it on every read.
        let entries = self.entries
        return entries[entries.count - 1].screen
    }

    /// The names of the screens on the stack, root first.
    public var screenNames: [String] {
        entries.map(\.screen.name)
    }

    /// Goes back one step: dismisses the top screen when it is modal, pops it otherwise.
    /// - Returns: The event of the dismiss or pop, a refusal when only the root is left.
    @discardableResult public func back() -> NavigationEvent {
        entries.last?.presentation == .modal ? dismiss() : pop()
    }
}
