public import Router

/// An observer that checks the stack after every event the router logs: it records each
/// moment a screen is on a stack (in any tab) while the condition it requires does not hold,
/// not only the moments a test looks.
@MainActor
public final class RequirementWatcher: NavigationObserver {
    /// A moment a screen was shown without its condition.
    public struct Violation: CustomStringConvertible, Sendable {
        /// The event, and the screen shown without the condition it requires.
        public let description: String
        /// Whether the event only took screens off the top of the stack the screen is on:
        /// the screen was there at the event before, and is being taken off.
        public let whileTakingOff: Bool
    }

    /// The stack checked; held weakly, as the router holds it.
    public weak var stack: RecordingNavigationStack?
    /// Whether a condition holds now.
    private let holds: @MainActor (String) -> Bool
    /// Each event after which a screen was shown without its condition.
    public private(set) var violations: [Violation] = []
    /// How many events were checked.
    public private(set) var eventsChecked = 0
    /// How many times a screen that requires a condition was on a stack at an event.
    public private(set) var guardedSeen = 0
    /// The screens of each stack, by identity, at the event before.
    private var before: [[ObjectIdentifier]] = []

    /// A watcher of `stack` asking `holds` whether a screen's condition holds.
    public init(stack: RecordingNavigationStack? = nil, holds: @escaping @MainActor (String) -> Bool) {
        self.stack = stack
        self.holds = holds
        before = stack.map { Self.screens(of: $0) } ?? []
    }

    public func didNavigate(_ event: NavigationEvent) {
        guard let stack else { return }
        eventsChecked += 1
        let stacks = stack.tabs.isEmpty ? [stack.entries] : stack.tabs.compactMap { stack.entries(inTab: $0) }
        let screens = Self.screens(of: stack)
        defer { before = screens }
        for (index, entries) in stacks.enumerated() {
            let shown = screens[index]
            let was = index < before.count ? before[index] : []
            let takingOff = shown.count < was.count && Array(was.prefix(shown.count)) == shown
            for entry in entries {
                guard let requirement = entry.requirement else { continue }
                guardedSeen += 1
                if !holds(requirement) {
                    violations.append(
                        Violation(
                            description: "after \(event): \(entry.screen.name) shown without \(requirement)",
                            whileTakingOff: takingOff))
                }
            }
        }
    }

    /// The screens of each of `stack`'s stacks (each tab's, or its only one), by identity.
    private static func screens(of stack: RecordingNavigationStack) -> [[ObjectIdentifier]] {
        let stacks = stack.tabs.isEmpty ? [stack.entries] : stack.tabs.compactMap { stack.entries(inTab: $0) }
        return stacks.map { $0.map { ObjectIdentifier($0.screen) } }
    }
}
