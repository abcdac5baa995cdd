/// The ordered record of everything a ``RecordingNavigationStack`` did.
///
/// A log is `Equatable` (compare it with an expected log), `Codable` (a JSON array of
/// events) and prints one event per line. RouterTooling describes how it differs from
/// another log as a line diff (`difference(from:)`), which is what a failed comparison
/// should show.
public struct NavigationLog: Hashable, Sendable, Codable {
    /// The events, oldest first.
    public private(set) var events: [NavigationEvent]

    /// Creates a log holding `events`, oldest first.
    public init(_ events: [NavigationEvent] = []) {
        self.events = events
    }

    /// Appends an event.
    public mutating func append(_ event: NavigationEvent) {
        events.append(event)
    }

    /// Whether the log has no events.
    public var isEmpty: Bool { events.isEmpty }

    /// Each event's one-line text form, oldest first.
    public var lines: [String] {
        events.map(\.description)
    }
}

extension NavigationLog: CustomStringConvertible {
    /// One event per line, oldest first; empty for an empty log.
    public var description: String {
        lines.joined(separator: "\n")
    }
}

extension NavigationLog: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: NavigationEvent...) {
        self.init(elements)
    }
}
