import Foundation
import RouterTestSupport
import Testing

/// `routerdemo run --coverage`: used, refused and unused link patterns.
@Suite struct RouterDemoCoverageTests {
    @Test func aLinkWhoseValueWasRefusedIsReportedAsMatchedButRefused() throws {
        let flow = try RouterDemoProcess.flowFile("open giuseppe://menu/pizza/Hawaii\n")

        let result = try RouterDemoProcess.run(["run", "--coverage", flow])

        #expect(
            result.stdout.contains(
                "  ! routes.yaml.example:120:5 giuseppe://menu/pizza/:name -> Pizza (parent giuseppe://menu) (matched; every value was refused)\n"
            ))
        #expect(
            result.stdout.contains(
                "  - routes.yaml.example:123:5 giuseppe://menu/drink/:name -> Drink (parent giuseppe://menu)\n"))
    }

    @Test func refusedLinksAreMarkedInJSON() throws {
        let flow = try RouterDemoProcess.flowFile("open giuseppe://menu/pizza/Hawaii\n")

        let result = try RouterDemoProcess.run(["run", "--coverage", "--json", flow])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let links = object?["links"] as? [[String: Any]] ?? []
        let pizza = links.first { ($0["link"] as? String)?.hasPrefix("giuseppe://menu/pizza/") == true }

        #expect(pizza?["used"] as? Bool == false)
        #expect(pizza?["refused"] as? Bool == true)
    }
}
