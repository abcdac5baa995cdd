import Router
import RouterTesting
import Testing

@MainActor @Suite struct ExpectLogTests {
    private func makeLog() -> NavigationLog {
        [.push("Menu"), .push("PizzaDetail")]
    }

    @Test func matchingLogRecordsNothing() {
        expectLog(
            makeLog(),
            """
            # the whole visit
            push Menu
              push   PizzaDetail
            """)
    }

    @Test func wrongExpectationRecordsTheDiffAtTheCallersLine() {
        let line = #line + 2
        withKnownIssue {
            expectLog(makeLog(), ["push Menu", "push DrinkDetail"])
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined()
            return issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ExpectLogTests.swift"
                && comment.contains("- push DrinkDetail\n+ push PizzaDetail")
        }
    }

    @Test func wrongStackIsRecordedWithBothSides() {
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        withKnownIssue {
            expectStack(stack, ["Home", "Menu"])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == "expected stack Home > Menu, got Home"
        }
    }

    @Test func recordingRouterKeepsEveryPayloadAndAnswersItsOutcome() {
        let router = RecordingPayloadRouter(outcome: .ignored(.nilPayload))
        let list = ListScreen(
            name: "Menu", title: "Menu",
            dataSource: ListDataSource(sections: [ListSection(rows: [ListRow("A", payload: 1), ListRow("B", payload: 2)])]),
            router: router)

        let outcome = list.tap(number: 2)

        #expect(outcome == .ignored(.nilPayload))
        #expect(router.payloads.map { $0 as? Int } == [2])
    }

    @Test func stackWhoseNamesDifferOnlyInNormalisationIsRecorded() {
        let stack = RecordingNavigationStack(root: TextScreen(name: "Caf\u{E9}", title: "Caf\u{E9}"))
        withKnownIssue {
            expectStack(stack, ["Cafe\u{301}"])
        }
    }

    @Test func logWhoseTabNamesDifferOnlyInNormalisationIsRecorded() {
        let log: NavigationLog = [.inTab("Caf\u{E9}", .push("Menu"))]
        withKnownIssue {
            expectLog(log, ["Cafe\u{301}: push Menu"])
        }
    }
}
