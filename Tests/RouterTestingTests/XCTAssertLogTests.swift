import Router
import RouterTesting
import XCTest

/// The XCTest helper fails at the caller's line with the diff.
final class XCTAssertLogTests: XCTestCase {
    private var failures: [(description: String, line: Int)] = []

    override func recordFailure(
        withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
    ) {
        failures.append((description, lineNumber))
    }

    func testWrongExpectationFailsAtTheCallersLineWithTheDiff() {
        let log: NavigationLog = [.push("Menu")]

        XCTAssertLog(log, "push Menu\npush PizzaDetail")
        let line = #line

        XCTAssertEqual(failures.map(\.line), [line])
        XCTAssertTrue(failures.first?.description.contains("- push PizzaDetail") ?? false)
    }

    func testMatchingLogPasses() {
        XCTAssertLog([.push("Menu")], ["push Menu"])

        XCTAssertTrue(failures.isEmpty)
    }
}
