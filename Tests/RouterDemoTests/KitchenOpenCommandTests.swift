import Foundation
import Testing

/// `kitchen open URL`: a link to screens that load opens through the queue, its loaders run
/// on the session's clock, as the same link does at the prompt and in a flow.
@Suite struct KitchenOpenCommandTests {
    private static let kitchen = RouterDemoProcess.builtProgram("kitchen")

    @Test func aLinkToAScreenThatLoadsShowsItOnceLoaded() throws {
        let result = try RouterDemoProcess.run(["open", "kitchen://board"], program: Self.kitchen)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout == """
                loading Kitchen
                loading done Kitchen
                link kitchen://board
                go Home > Kitchen
                stack: Home > Kitchen
                outcome: go Home > Kitchen

                """)
    }

    @Test func aLinkToAGuardedScreenThatLoadsShowsTheGuardsScreenToNobodySignedIn() throws {
        let result = try RouterDemoProcess.run(["open", "kitchen://board/Margherita"], program: Self.kitchen)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("stack: Home > Kitchen > SignIn\n"))
        #expect(!result.stdout.contains("push Preparation"))
    }

    @Test func aMalformedLinkIsRejectedWithStatusOne() throws {
        let result = try RouterDemoProcess.run(["open", "no-scheme"], program: Self.kitchen)

        #expect(result.status == 1)
        #expect(result.stdout == "stack: Home\n")
        #expect(result.stderr.contains("rejected"))
    }
}
