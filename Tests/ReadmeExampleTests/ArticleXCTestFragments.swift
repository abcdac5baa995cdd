import Router
import RouterTesting
import XCTest

/// Testing With Flows and Logs: the XCTest form, word for word.
final class ArticleXCTestFragments: XCTestCase {
    func testMenuIsPushed() async {
        let log = await MainActor.run {
            let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
            stack.push(TextScreen(name: "Menu", title: "Menu"))
            return stack.log
        }
        XCTAssertLog(log, "push Menu")
    }
}
