import AccountScreens
import Demo
import Router
import RouterTooling
import Screens
import Testing

/// The demo's link decoders find items by the exact Unicode scalars of their names: the
/// precomposed spelling of a dessert opens it, a decomposed one is refused with the reason.
@MainActor @Suite struct DemoLinkSpellingTests {
    private func open(_ link: String) throws -> (outcome: RouteOutcome, stack: RecordingNavigationStack) {
        let session = NavigationSession(
            registry: try DemoApp.loadRoutes().registry, home: DemoApp.home)
        let outcome = session.router.open(link)
        return (outcome, session.stack)
    }

    @Test func precomposedDessertLinkOpensTheDessert() throws {
        let (outcome, stack) = try open("giuseppe://menu/dessert/Tiramis%C3%B9")

        #expect(outcome == .went(tab: nil, stack: ["Home", "Menu", "DessertDetail"]))
        #expect(stack.top.render().hasPrefix("Tiramis\u{F9}"))
    }

    @Test func decomposedDessertLinkIsRefusedByTheDecoderWithTheReason() throws {
        let (outcome, stack) = try open("giuseppe://menu/dessert/Tiramisu%CC%80")

        #expect(
            outcome
                == .rejected(
                    .undecodable(
                        pattern: "giuseppe://menu/dessert/:name",
                        LinkDecodingError(
                            "no dessert is named 'Tiramisu\\u{300}' (names are compared by Unicode scalars; 'Tiramis\\u{F9}' is spelt with others)"
                        ))))
        #expect(stack.screenNames == ["Home"])
    }

    @Test func typedModelLinkFindsItsTypeByExactText() throws {
        let (opened, _) = try open("giuseppe://typed/A")
        let (refused, _) = try open("giuseppe://typed/%EF%BC%A1")

        #expect(opened == .went(tab: nil, stack: ["Home", "TypedList", "AType"]))
        #expect(
            refused
                == .rejected(
                    .undecodable(
                        pattern: "giuseppe://typed/:type", LinkDecodingError("no typed model has type '\u{FF21}'"))))
    }

    @Test func unknownPizzaIsNamedInTheReasonWithItsInvisibleCharactersEscaped() throws {
        let (outcome, _) = try open("giuseppe://menu/pizza/Hawaii%E2%80%AE")

        #expect("\(outcome)" == "rejected (giuseppe://menu/pizza/:name: no pizza is named 'Hawaii\\u{202E}')")
    }
}
