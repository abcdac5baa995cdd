import AccountScreens
import Demo
import Foundation
import Router
import Screens
import Testing

@MainActor @Suite struct DefaultRoutesTests {
    @Test func embeddedCopyEqualsRoutesYamlExample() throws {
        let root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let file = try String(
            contentsOf: root.appendingPathComponent("routes.yaml.example"), encoding: .utf8)

        #expect(DefaultRoutes.text == file, "run Scripts/embed-default-routes")
    }

    @Test func defaultRoutesLoadCleanly() throws {
        let routes = try DemoApp.loadRoutes()

        #expect(routes.summary == "14 routes for 9 payload types to 14 screens, 9 links")
    }

    /// The routes file and the code jumpers describe the same demo: every payload the demo
    /// can emit leads to the same place, with the same guard, either way (as the router
    /// carries the decision out: the code jumpers name registered screens).
    @Test func routesFileRoutesTheDemoLikeTheCodeJumpers() throws {
        let fromFile = try DemoApp.loadRoutes().registry
        let fromCode = DemoApp.makeRegistry()
        let menu = Menu.giuseppe
        let payloads: [Any] =
            HomeEntry.allCases + menu.pizzas + menu.drinks + menu.desserts
            + TypedModel.demoList + [TypedModel.fixture(type: ModelType(rawValue: -5))]
            + [OrderRequest(pizza: .fixture()), SignInRetry()]

        for payload in payloads {
            let file = fromFile.decide(payload).resolved(in: fromFile)
            let code = fromCode.decide(payload).resolved(in: fromCode)
            #expect("\(file)" == "\(code)", "\(payload)")
        }
    }

    @Test func everyScreenTheDemoRegistersIsInTheRegistry() {
        let catalog = DemoApp.makeRegistry()

        #expect(Set(catalog.screenNames) == Set(DemoScreen.allCases.map(\.name)))
        #expect(
            catalog.payloadNames == [
                "CustomOrder", "Dessert", "Drink", "HomeEntry", "OrderRequest", "Pizza", "SignInRetry", "SizeChoice",
                "TypedModel",
            ])
        #expect(catalog.guardNames == ["acceptedTerms", "signedIn"])
    }

    @Test func typedModelFieldReadsAsTheFileWritesIt() {
        #expect([ModelType.a, .b, .c, ModelType(rawValue: 100)].map(\.routesFileValue) == ["A", "B", "C", "100"])
    }
}
