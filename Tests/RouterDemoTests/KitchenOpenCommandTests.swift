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
                link kitchen://board
                loading Kitchen
                loading done Kitchen
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

/// `help COMMAND` for a command of the prompt and of flow files that is no subcommand of the
/// command line (`save`, `restore`, `link`...): its entries of the command reference.
@Suite struct PromptCommandHelpTests {
    private static let kitchen = RouterDemoProcess.builtProgram("kitchen")

    @Test(arguments: [("save", "save FILE"), ("restore", "restore --dry-run FILE"), ("link", "link "), ("cancel", "cancel ")])
    func helpOfAPromptCommandPrintsItsReference(word: String, entry: String) throws {
        let result = try RouterDemoProcess.run(["help", word], program: Self.kitchen)

        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("kitchen \(word): a command of the prompt and of flow files"))
        #expect(result.stdout.contains("\n  \(entry)"))
        #expect(!result.stdout.contains("expect top"))
    }

    @Test func helpOfAWordThatIsNoCommandIsStillAnError() throws {
        let result = try RouterDemoProcess.run(["help", "sav"], program: Self.kitchen)

        #expect(result.status == 2)
        #expect(result.stderr.contains("unknown command 'sav'"))
    }
}

/// The kitchen's links lead back: the link of a preparation is the one that opened it.
@Suite struct KitchenLinkTests {
    @Test func thePreparationsLinkIsTheLinkThatOpensIt() throws {
        let flow = try RouterDemoProcess.flowFile(
            """
            sign-in anna
            open kitchen://board/Margherita
            wait 3s
            expect stack Home > Kitchen > Preparation
            expect link kitchen://board/Margherita
            """)

        let result = try RouterDemoProcess.run(["run", flow], program: RouterDemoProcess.builtProgram("kitchen"))

        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }
}
