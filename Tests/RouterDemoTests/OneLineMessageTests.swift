import Foundation
import RouterTestSupport
import Testing

/// A line feed (or any character a terminal acts on) in a path, a screen name or a route
/// read from outside never starts a line of its own in what `routerdemo` prints.
@Suite struct OneLineMessageTests {
    @Test func aMissingFileWithALineFeedInItsPathIsOneLine() throws {
        let result = try RouterDemoProcess.run(["check", "bad\npath.yaml"])

        #expect(result.status == 2)
        #expect(result.stderr == "routerdemo: cannot read 'bad\\u{A}path.yaml': no such file\n")
    }

    @Test func aRoutesFileProblemWithALineFeedInItsPathIsOneLinePerProblem() throws {
        let routes = try RouterDemoProcess.flowFile("version: 1\nroutes: []\nbogus: 1\n", name: "r\nx.yaml")
        let shown = routes.replacingOccurrences(of: "\n", with: "\\u{A}")

        let result = try RouterDemoProcess.run(["check", routes])

        #expect(result.status == 1)
        #expect(
            result.stderr
                == "\(shown):3:1: unknown key 'bogus'; expected one of version, routes, links, tabs, guards\n\(shown): 1 problem\n"
        )
    }

    @Test func aRestoreErrorNamingAScreenWithALineFeedIsOneLine() throws {
        let flow = try RouterDemoProcess.flowFile("restore s.json\n")
        let folder = URL(fileURLWithPath: flow).deletingLastPathComponent()
        try Data(#"{"version":1,"stack":[{"screen":"Me\nnu","presentation":"push"}]}"#.utf8)
            .write(to: folder.appendingPathComponent("s.json"))

        let result = try RouterDemoProcess.run(["run", flow], in: folder)

        #expect(result.status == 1)
        #expect(result.stderr == "\(flow):1: restore s.json: entry 1 (Me\\u{A}nu): no screen of that name is registered\n")
    }
}
