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

    /// The form that works on every platform: the test method is `async` and runs the
    /// main-actor code in `MainActor.run` (a `@MainActor` test method or class is not run
    /// by XCTest on Linux).
    func testARecordingStackIsAssertedFromAnAsyncTestOnTheMainActor() async {
        let log = await MainActor.run {
            let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
            stack.push(TextScreen(name: "Menu", title: "Menu"))
            return stack.log
        }

        XCTAssertLog(log, "push Menu")
        XCTAssertTrue(failures.isEmpty)
    }

    func testMatchingLogPasses() {
        XCTAssertLog([.push("Menu")], ["push Menu"])

        XCTAssertTrue(failures.isEmpty)
    }
}
