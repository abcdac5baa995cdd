#if canImport(XCTest)
public import Router
import RouterTooling
import XCTest

/// XCTest: asserts `log` holds exactly the `expected` event lines (text, one per line); on a
/// mismatch fails at the caller's line with the line diff.
public func XCTAssertLog(
    _ log: NavigationLog, _ expected: String, file: StaticString = #filePath, line: UInt = #line
) {
    if let diff = log.difference(fromExact: ExpectedLog.lines(of: expected)) {
        XCTFail("navigation log differs:\n\(diff)", file: file, line: line)
    }
}

/// XCTest: asserts `log` holds exactly the `expected` event lines; on a mismatch fails at
/// the caller's line with the line diff.
public func XCTAssertLog(
    _ log: NavigationLog, _ expected: [String], file: StaticString = #filePath, line: UInt = #line
) {
    if let diff = log.difference(from: expected) {
        XCTFail("navigation log differs:\n\(diff)", file: file, line: line)
    }
}
#endif
