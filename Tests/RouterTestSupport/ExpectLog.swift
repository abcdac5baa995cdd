public import Router
public import Testing

/// Expects `log` to equal `expected` event lines; on failure records the line diff at the
/// caller's line.
public func expectLog(
    _ log: NavigationLog, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    if let diff = log.difference(from: expected) {
        Issue.record("navigation log differs:\n\(diff)", sourceLocation: sourceLocation)
    }
}
