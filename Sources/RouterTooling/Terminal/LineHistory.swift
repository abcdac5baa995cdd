/// The lines entered so far, oldest first, for Up and Down in a ``LineEditingState``.
///
/// Bounded: past ``capacity`` lines, the oldest is forgotten. Empty lines and a line equal
/// to the last one are not added.
package struct LineHistory: Hashable, Sendable {
    /// The most lines kept.
    package let capacity: Int
    /// The lines, oldest first.
    package private(set) var lines: [String] = []

    /// Creates an empty history keeping at most `capacity` lines (at least one).
    package init(capacity: Int = 1_000) {
        self.capacity = max(1, capacity)
    }

    /// Adds `line` as the newest entry, unless it is empty or equal to the newest one.
    package mutating func add(_ line: String) {
        guard !line.isEmpty, lines.last != line else { return }
        lines.append(line)
        if lines.count > capacity { lines.removeFirst(lines.count - capacity) }
    }
}
