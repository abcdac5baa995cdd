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
@MainActor
public final class RecordingNavigationStack: NavigationStack {
    public private(set) var entries: [StackEntry]

    /// Every operation so far, oldest first. Setting the root in `init` is not logged.
    public private(set) var log = NavigationLog()

    /// Called with each event right after it is logged, for streaming output.
    public var onEvent: (@MainActor (NavigationEvent) -> Void)?

    /// Creates a stack holding only `root`.
    public init(root: any Screen) {
        entries = [StackEntry(screen: root, presentation: .push)]
    }

    @discardableResult
    public func push(_ screen: any Screen, requirement: String?, payload: (any Sendable)?) -> NavigationEvent {
        entries.append(StackEntry(screen: screen, presentation: .push, requirement: requirement, payload: payload))
        return record(.push(screen.name))
    }

    @discardableResult
    public func present(_ screen: any Screen, requirement: String?, payload: (any Sendable)?) -> NavigationEvent {
        entries.append(StackEntry(screen: screen, presentation: .modal, requirement: requirement, payload: payload))
        return record(.present(screen.name))
    }

    @discardableResult public func pop() -> NavigationEvent {
        guard entries.count > 1 else { return record(.refused(.pop, .rootOnly)) }
        guard let top = entries.last, top.presentation == .push else {
            return record(.refused(.pop, .modalOnTop))
        }
        entries.removeLast()
        return record(.pop(top.screen.name))
    }

    @discardableResult public func popToRoot() -> NavigationEvent {
        guard entries.count > 1 else { return record(.refused(.popToRoot, .rootOnly)) }
        entries.removeSubrange(1...)
        return record(.popToRoot(entries[0].screen.name))
    }

    @discardableResult public func dismiss() -> NavigationEvent {
        guard let top = entries.last, entries.count > 1, top.presentation == .modal else {
            return record(.refused(.dismiss, .nothingPresented))
        }
        entries.removeLast()
        return record(.dismiss(top.screen.name))
    }

    /// Logs a note (a link opened, a guard redirect).
    public func note(_ event: NavigationEvent) {
        _ = record(event)
    }

    /// Empties the log, keeping the stack as it is.
    public func clearLog() {
        log = NavigationLog()
    }

    private func record(_ event: NavigationEvent) -> NavigationEvent {
        log.append(event)
        onEvent?(event)
        return event
    }
}
