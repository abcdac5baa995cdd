import Router
import RoutesFiles
import Testing

@MainActor @Suite struct PayloadValidatorTests {
    private static let menu = [Pizza(name: "Margherita"), Pizza(name: "Diavola")]

    @Test func oneOfReturnsTheAppsOwnValue() throws {
        let validator = PayloadValidator<Pizza>.oneOf(Self.menu, what: "pizza on the menu")

        #expect(try validator.check(Pizza(name: "Diavola")) == Self.menu[1])
    }

    @Test func oneOfRefusesAValueTheAppDoesNotHave() {
        let validator = PayloadValidator<Pizza>.oneOf(Self.menu, what: "pizza on the menu")

        #expect(throws: InvalidPayload("it is not a pizza on the menu")) {
            try validator.check(Pizza(name: "Calzone"))
        }
    }

    @Test func linkWhosePayloadTheValidatorRefusesIsRejected() throws {
        let catalog = try JumperRegistry { catalog in
            catalog.registerPayload(
                Pizza.self, name: "Pizza",
                link: LinkDecoder(parameters: ["name"]) { Pizza(name: $0["name"] ?? "") },
                validate: .oneOf(Self.menu, what: "pizza on the menu"))
            catalog.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
        }
        let file = try RoutesFile(
            parsing: """
                version: 1
                routes:
                  - {payload: Pizza, push: PizzaDetail}
                links:
                  - {link: "giuseppe://menu/pizza/:name", payload: Pizza}
                """,
            path: "r.yaml", registry: catalog)
        let registry = file.registry
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let router = NavigationRouter(registry: registry, navigator: stack)

        let refused = router.open("giuseppe://menu/pizza/Calzone")
        let accepted = router.open("giuseppe://menu/pizza/Diavola")

        guard case .rejected(let failure) = refused else {
            Issue.record("expected a rejection, got \(refused)")
            return
        }
        #expect("\(failure)".contains("it is not a pizza on the menu"))
        #expect(accepted == .went(tab: nil, stack: ["Home", "PizzaDetail"]))
        #expect(stack.screenNames == ["Home", "PizzaDetail"])
    }

    @Test func oneOfRefusesAValueWhoseNameIsSpeltWithOtherScalars() {
        let validator = PayloadValidator<Pizza>.oneOf([Pizza(name: "Caf\u{E9}")], what: "pizza on the menu")

        #expect(throws: InvalidPayload("it is not a pizza on the menu")) {
            try validator.check(Pizza(name: "Cafe\u{301}"))
        }
    }

    @Test func oneOfTellsApartKnownValuesThatDifferOnlyInNormalisation() throws {
        let validator = PayloadValidator<Pizza>.oneOf([Pizza(name: "Caf\u{E9}"), Pizza(name: "Cafe\u{301}")])

        let decomposed = try validator.check(Pizza(name: "Cafe\u{301}"))

        #expect(decomposed.name.unicodeScalars.elementsEqual("Cafe\u{301}".unicodeScalars))
    }
}
