import Foundation
import Testing

/// Browsing from a pipe: the commands `run` takes, one per line, printing what they do.
@Suite struct BrowseCommandTests {
    /// Commands whose events go beyond one per command: a guard's redirect and its screen,
    /// a sign-in that dismisses it and resumes, a link and the stack it sets, a failed
    /// sign-in and its error screen, a `go` that dismisses the modal screens first.
    static let commands = """
        tap 1
        tap 1
        tap 1
        sign-in anna
        sign-out
        open giuseppe://order/Margherita
        sign-in bob
        tap 1
        back
        go giuseppe://menu
        home

        """

    @Test func pipedCommandsPrintEveryEventAsRunPrintsIt() throws {
        let flow = try RouterDemoProcess.flowFile(Self.commands)
        let run = try RouterDemoProcess.run(["run", flow])
        let expected = run.stdout.split(separator: "\n").dropLast()  // the summary line

        let browse = try RouterDemoProcess.run([], stdin: Data(Self.commands.utf8))
        let printed = browse.stdout.split(separator: "\n")

        #expect(run.status == 0)
        #expect(browse.status == 0)
        // Each of run's lines is printed, in run's order (the screens in between).
        var next = printed.startIndex
        for line in expected {
            guard let found = printed[next...].firstIndex(of: line) else {
                Issue.record("'\(line)' is not printed, or not in run's order")
                continue
            }
            next = printed.index(after: found)
        }
    }
}
