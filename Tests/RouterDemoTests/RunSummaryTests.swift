import Foundation
import Testing

/// `run` ends with a line counting flows, failed flows and steps (a JSON line with `--json`),
/// and with several flows `--json` marks where each flow begins and ends.
@Suite struct RunSummaryTests {
    @Test func theLastLineCountsFlowsFailuresAndSteps() throws {
        let passing = try RouterDemoProcess.flowFile("tap 1\nexpect top Menu\n", name: "a.flow")
        let failing = try RouterDemoProcess.flowFile("tap 1\nexpect top Home\ntap 1\n", name: "b.flow")

        let result = try RouterDemoProcess.run(["run", passing, failing])

        #expect(result.status == 1)
        #expect(result.stdout.hasSuffix("\n2 flows, 1 failed, 5 steps\n"))
    }

    @Test func coverageHasNoSummary() throws {
        let result = try RouterDemoProcess.run(["run", "--coverage", "-"], stdin: Data("tap 1\n".utf8))

        #expect(!result.stdout.contains("1 flow, 0 failed"))
    }

    @Test func jsonMarksEachFlowAndCarriesEveryLineTextPrints() throws {
        let first = try RouterDemoProcess.flowFile("tap 1\nsign-in anna\nsign-out\n", name: "first.flow")
        let second = try RouterDemoProcess.flowFile("tap 2\nexpect top Home\n", name: "second.flow")

        let result = try RouterDemoProcess.run(["run", "--json", first, second])

        #expect(result.status == 1)
        #expect(
            result.stdout == """
                {"event":"flow-begin","file":"\(first)"}
                {"event":"push","screen":"Menu"}
                {"event":"info","text":"signed in as anna"}
                {"event":"info","text":"signed out"}
                {"event":"flow-end","file":"\(first)","passed":true,"steps":3}
                {"event":"flow-begin","file":"\(second)"}
                {"event":"push","screen":"TypedList"}
                {"event":"flow-end","file":"\(second)","passed":false,"steps":2}
                {"event":"summary","failed":1,"flows":2,"steps":5}

                """)
    }
}
