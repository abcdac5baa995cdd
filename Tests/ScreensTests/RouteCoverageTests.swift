import AccountScreens
import Demo
import Router
import RouterTestSupport
import RouterTooling
import Screens
import Testing

@MainActor @Suite struct RouteCoverageTests {
    private func coverage(of flowText: String) throws -> RouteCoverage {
        let routes = try DemoApp.loadRoutes()
        let runner = FlowRunner(registry: routes.registry, home: DemoApp.home)
        let report = runner.run(try Flow(parsing: flowText, file: "t.flow"))
        return RouteCoverage(of: routes, used: report.used)
    }

    private func use(of pattern: String, in coverage: RouteCoverage) -> RouteCoverage.LinkUse? {
        coverage.links.first { $0.link.pattern == pattern }?.use
    }

    @Test func aLinkWhoseDecoderRefusedTheValueIsExercisedAndRefused() throws {
        let coverage = try coverage(of: "open giuseppe://menu/pizza/Hawaii\nexpect rejected")

        #expect(use(of: "giuseppe://menu/pizza/:name", in: coverage) == .refused)
        #expect(use(of: "giuseppe://menu/drink/:name", in: coverage) == LinkUse.unused)
    }

    @Test func aLinkThatDecodedOnceIsUsedEvenIfItWasAlsoRefused() throws {
        let coverage = try coverage(of: "open giuseppe://menu/pizza/Hawaii\nopen giuseppe://menu/pizza/Margherita")

        #expect(use(of: "giuseppe://menu/pizza/:name", in: coverage) == .used)
    }

    @Test func theTextAndJSONReportsShowRefusedLinksApart() throws {
        let coverage = try coverage(of: "open giuseppe://menu/pizza/Hawaii")

        let text = coverage.text(path: "r.yaml")
        let json = coverage.json(path: "r.yaml")

        #expect(text.contains("Links (0 of 9 used, 1 matched but refused):"))
        #expect(
            text.contains(
                "  ! r.yaml:120:5 giuseppe://menu/pizza/:name -> Pizza (parent giuseppe://menu) (matched; every value was refused)"
            ))
        #expect(
            json.contains(#""link":"giuseppe://menu/pizza/:name -> Pizza (parent giuseppe://menu)","used":false,"refused":true}"#)
        )
        #expect(
            json.contains(
                #""link":"giuseppe://menu/drink/:name -> Drink (parent giuseppe://menu)","used":false,"refused":false}"#))
    }

    @Test func aRouteThatDecidedALinksRootIsUsed() throws {
        let routes = try DemoApp.loadRoutes()
        let runner = FlowRunner(registry: routes.registry, tabs: DemoApp.tabs)
        let report = runner.run(try Flow(parsing: "open giuseppe://menu\nexpect tab Menu", file: "t.flow"))

        let coverage = RouteCoverage(of: routes, used: report.used)

        #expect(report.failures.isEmpty)
        #expect(coverage.routes.contains { $0.route.screen == "Menu" && $0.used })
    }

    @Test func aLineFeedInThePathStartsNoLineOfItsOwn() throws {
        let coverage = try coverage(of: "tap 1")

        let lines = coverage.text(path: "r\nx.yaml").split(separator: "\n")

        #expect(lines.allSatisfy { !$0.hasPrefix("x.yaml") })
        #expect(lines.contains { $0.hasPrefix("  + r\\u{A}x.yaml:") })
    }
}

private typealias LinkUse = RouteCoverage.LinkUse
