import AccountScreens
import Demo
import Foundation
import Router
import RouterTooling
import Testing

/// Routes used on the way through a guard chain and for a typed result count as used.
@MainActor @Suite struct OrderFormCoverageTests {
    @Test func theOrderFormFlowUsesTheRoutesOfTheGuardedFormAndOfTheSizePicker() throws {
        let routes = try DemoApp.loadRoutes()
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/order-form.flow")
        let text = try String(contentsOf: file, encoding: .utf8)
        let runner = FlowRunner(registry: routes.registry, home: DemoApp.home, account: { DemoAccount() })
        let report = runner.run(try Flow(parsing: text, file: "order-form.flow"))
        let coverage = RouteCoverage(of: routes, used: report.used)

        #expect(report.failures.isEmpty)
        let used = coverage.routes.filter(\.used).map(\.route.payload)
        #expect(used.contains("CustomOrder"))
        #expect(used.contains("SizeChoice"))
    }
}
