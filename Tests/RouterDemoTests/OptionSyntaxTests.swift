import Foundation
import Testing

/// Options that take a value also read `--option=value`; `-V` and `version` print the version.
@Suite struct OptionSyntaxTests {
    @Test(arguments: [
        (["explore", "--depth=1"], ["explore", "--depth", "1"]),
        (["graph", "--format=dot"], ["graph", "--format", "dot"]),
        (["explore", "--depth=0"], ["explore", "--depth", "0"]),
        (["graph", "--format=svg"], ["graph", "--format", "svg"]),
    ])
    func anOptionWithEqualsReadsLikeTheOptionThenItsValue(joined: [String], separate: [String]) throws {
        let withEquals = try RouterDemoProcess.run(joined)
        let spaced = try RouterDemoProcess.run(separate)

        #expect(withEquals.status == spaced.status)
        #expect(withEquals.stdout == spaced.stdout)
        #expect(withEquals.stderr == spaced.stderr)
    }

    @Test func aRoutesFileWithEqualsIsUsed() throws {
        let routes = try RouterDemoProcess.flowFile(
            "version: 1\nroutes:\n  - {payload: HomeEntry, present: About}\n",
            name: "routes.yaml")

        let result = try RouterDemoProcess.run(["--routes=\(routes)", "run", "-"], stdin: Data("tap 1\n".utf8))

        #expect(result.stdout == "present About\n1 flow, 0 failed, 1 step\n")
    }

    @Test func aFlagWithEqualsIsStillUnknown() throws {
        let result = try RouterDemoProcess.run(["run", "--json=yes", "-"])

        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("routerdemo: unknown option '--json=yes'"))
    }

    @Test(arguments: [["-V"], ["version"], ["--version"]])
    func versionIsPrintedForEverySpelling(arguments: [String]) throws {
        let result = try RouterDemoProcess.run(arguments)

        #expect(result.status == 0)
        #expect(result.stdout == "routerdemo 0.1.0\n")
    }
}
