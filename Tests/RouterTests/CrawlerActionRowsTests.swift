import Router
import RouterTooling
import Testing

/// What the crawler finds of what the router does itself: rows that return a value or
/// change conditions, screens that may refuse to be left, and guard chains.
@MainActor @Suite struct CrawlerActionRowsTests {
    private func describe(_ rows: [CrawlReport.ActionRow]) -> [String] {
        rows.map { row in
            switch row.action {
            case .returns(let value): "\(row.screen) \(row.row): returns \(value)"
            case .changesConditions: "\(row.screen) \(row.row): changes conditions"
            }
        }
    }

    @Test func rowsThatReturnOrChangeConditionsAreActionRowsNotEdgesOrDeadRows() async throws {
        let report = try await OrderFormCrawlFixture.crawler().crawl()

        #expect(
            describe(report.actionRows) == [
                "Terms I accept: changes conditions", "Picker Small: returns S", "Picker Large: returns L",
            ])
        #expect(report.deadRows.isEmpty)
        #expect(report.edges.map { "\($0.from)-\($0.row)->\($0.to)" } == ["Home-Customize->Form", "Form-Size->Picker"])
    }

    @Test func everyGuardScreenAlongAChainIsReachedAndExplored() async throws {
        let report = try await OrderFormCrawlFixture.crawler().crawl()

        #expect(report.screens.map(\.name) == ["Home", "Terms", "SignIn", "Form", "Picker"])
        #expect(report.actionRows.contains { $0.screen == "Terms" })
    }

    @Test func screensThatMayRefuseToBeLeftAreNoted() async throws {
        let report = try await OrderFormCrawlFixture.crawler().crawl()

        #expect(report.leaveGuarded == ["Form"])
    }

    @Test func aTabReportsItsOwnActionRowsAndGuardedScreens() async throws {
        let report = try await OrderFormCrawlFixture.tabbedCrawler().crawl()

        #expect(describe(report.tabs.first?.actionRows ?? []).count == 3)
        #expect(report.tabs.first?.leaveGuarded == ["Form"])
        #expect(report.leaveGuarded == ["Form"])
    }

    @Test func aGuardChainListsEachGuardInOrderAndStopsAtUnknownNames() async throws {
        let report = try await OrderFormCrawlFixture.crawler().crawl()

        #expect(
            report.guardChain(from: "accepted").map { "\($0.name)>\($0.screen)" } == [
                "accepted>Terms", "signedIn>SignIn",
            ])
        #expect(report.guardChain(from: "signedIn").map(\.name) == ["signedIn"])
        #expect(report.guardChain(from: "nobody").isEmpty)
    }
}
