import Foundation
import Testing

/// A standard output that cannot be written (a full disk) is a failure every command
/// reports, never a silent success.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full"))
struct RouterDemoWriteErrorTests {
    @Test(arguments: [
        ["--help"], ["-h"], ["help", "run"], ["--version"], ["graph"], ["graph", "--format", "dot"],
        ["explore"], ["check"], ["open", "giuseppe://menu"], ["run", "--coverage", "-"], ["run", "--json", "-"],
        ["dump", "-"], [],
    ])
    func fullStandardOutputExitsNonZeroWithAMessage(arguments: [String]) throws {
        let input = arguments.last == "-" && arguments.first == "dump" ? "a: 1\n" : "tap 1\n"

        let result = try RouterDemoProcess.run(arguments, stdin: Data(input.utf8), stdoutPath: "/dev/full")

        #expect(result.status == 2)
        #expect(result.stderr.hasSuffix("routerdemo: cannot write to standard output: No space left on device\n"))
    }

    @Test func outputLargerThanTheBufferToAFullDeviceIsReportedOnce() throws {
        let flow = String(repeating: "tap 1\nback\n", count: 2_000)

        let result = try RouterDemoProcess.run(["run", "-"], stdin: Data(flow.utf8), stdoutPath: "/dev/full")

        #expect(result.status == 2)
        #expect(result.stderr == "routerdemo: cannot write to standard output: No space left on device\n")
    }
}
