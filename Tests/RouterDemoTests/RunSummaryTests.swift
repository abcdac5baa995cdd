import Foundation
import Testing

/// `run` in text ends with a line counting flows, failed flows and steps.
@Suite struct RunSummaryTests {
    @Test func theLastLineCountsFlowsFailuresAndSteps() throws {
        let passing = try RouterDemoProcess.flowFile("tap 1\nexpect top Menu\n", name: "a.flow")
        let failing = try RouterDemoProcess.flowFile("tap 1\nexpect top Home\ntap 1\n", name: "b.flow")

        let result = try RouterDemoProcess.run(["run", passing, failing])

        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("\n2 flows, 1 failed, 5 steps\n"))
    }

    @Test(arguments: [["run", "--json", "-"], ["run", "--coverage", "-"]])
    func jsonAndCoverageHaveNoSummary(arguments: [String]) throws {
        let result = try RouterDemoProcess.run(arguments, stdin: Data("tap 1\n".utf8))

        #expect(!result.stdout.contains("1 flow, 0 failed"))
    }
}
