public import Router

extension NavigationLog {
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

    /// The line diff between `expected`, each line compared exactly as it is (as
    /// `ExpectedLog.lines(of:)` reads a golden log), and this log, or `nil` when they are equal.
    /// - Complexity: As `difference(from:)` of lines.
    public func difference(fromExact expected: [String]) -> LineDiff? {
        let diff = LineDiff(expected: expected, actual: events.lazy.map(\.description))
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
