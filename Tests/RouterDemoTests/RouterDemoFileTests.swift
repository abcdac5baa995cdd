import Foundation
import RouterTestSupport
import Testing

/// The built `routerdemo` reading files: line endings, limits, unreadable inputs.
@Suite struct RouterDemoFileTests {
    @Test func crlfGoldenFileMatches() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\r\ntap 1\r\n")
        let golden = flow + ".golden"
        try Data("push Menu\r\npush PizzaDetail\r\n".utf8).write(to: URL(fileURLWithPath: golden))

        let result = try RouterDemoProcess.run(["run", flow, "--golden", golden])

        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }

    @Test func crGoldenFileMatches() throws {
        let flow = try RouterDemoProcess.flowFile("tap 1\rtap 1\r")
        let golden = flow + ".golden"
        try Data("push Menu\rpush PizzaDetail\r".utf8).write(to: URL(fileURLWithPath: golden))

        let result = try RouterDemoProcess.run(["run", flow, "--golden", golden])

        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
    }
}
