public import Router
import RouterText
import RouterTooling
public import Testing

/// Expects `log` to hold exactly the `expected` event lines (see `NavigationEvent`
/// for their text form). On a mismatch, records one issue at the caller's line whose
/// comment is the line diff.
///
/// ```swift
/// expectLog(stack.log, """
///     push Menu
///     push PizzaDetail
///     """)
/// ```
/// Expected lines are trimmed and runs of spaces collapsed; blank lines and lines starting
/// with `#` are ignored, so expectations can be indented and commented; a line in double
/// quotes is compared exactly (`ExpectedLog.lines(of:)`).
public func expectLog(
    _ log: NavigationLog, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation
) {
    if let diff = log.difference(fromExact: ExpectedLog.lines(of: expected)) {
        Issue.record("navigation log differs:\n\(diff)", sourceLocation: sourceLocation)
    }
}

/// Expects `log` to hold exactly the `expected` event lines, compared by their Unicode
/// scalars (`LineDiff` in RouterTooling); on a mismatch records the line diff at the caller's line.
public func expectLog(
    _ log: NavigationLog, _ expected: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    if let diff = log.difference(from: expected) {
        Issue.record("navigation log differs:\n\(diff)", sourceLocation: sourceLocation)
    }
}

/// Expects the stack's screens, root first, to be `names` (compared by their Unicode
/// scalars, as every name is: `Café` with a precomposed `é` is not `Cafe` + a combining
/// accent); on a mismatch records both at the caller's line.
@MainActor
public func expectStack(
    _ stack: some NavigationStack, _ names: [String], sourceLocation: SourceLocation = #_sourceLocation
) {
    let actual = stack.screenNames
    if !actual.elementsEqual(names, by: { $0.isScalarEqual(to: $1) }) {
        Issue.record(
            "expected stack \(names.joined(separator: " > ")), got \(actual.joined(separator: " > "))",
            sourceLocation: sourceLocation)
    }
}
