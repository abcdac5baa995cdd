/// The ordered record of everything a ``RecordingNavigationStack`` did.
///
/// A log is `Equatable` (compare it with an expected log), `Codable` (a JSON array of
/// events), prints one event per line, and can describe how it differs from another log as
/// a line diff (``difference(from:)-(NavigationLog)``), which is what a failed comparison should show.
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

    /// The line diff between `expected` and this log, or `nil` when they are equal.
    ///
    /// Lines only in `expected` are prefixed `-`, lines only in this log `+`, shared lines
    /// a space; only the first group of differing lines is shown, with a few lines of
    /// context, and the others are counted (see ``LineDiff``). Expected lines are compared
    /// after trimming and collapsing runs of spaces, so `"push  Menu "` matches `push Menu`.
    /// - Parameter expected: The expected event lines, e.g. `["push Menu"]`.
    /// - Complexity: O(*n*) in the number of expected lines (times
    ///   ``LineDiff/maximumEdits`` when they differ), whatever the length of the log: only
    ///   the events the comparison reaches are turned into text.
    public func difference(from expected: [String]) -> LineDiff? {
        let diff = LineDiff(expected: expected.map(Self.normalized), actual: events.lazy.map(\.description))
        return diff.isEmpty ? nil : diff
    }

    /// The line diff between `expected` and this log, or `nil` when they are equal.
    public func difference(from expected: NavigationLog) -> LineDiff? {
        difference(from: expected.lines)
    }

    /// Trims a written event line and collapses runs of spaces and tabs to one space.
    static func normalized(_ line: String) -> String {
        line.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
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
