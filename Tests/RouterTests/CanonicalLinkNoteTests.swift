import Foundation
import LinkMatching
import Router
import RouterTestSupport
import Testing

/// A link opened in another spelling than the one the app writes for its payload is
/// followed in the log by `canonical LINK`, the spelling `link(for:)` gives.
@MainActor @Suite struct CanonicalLinkNoteTests {
    /// Pizzas link to `giuseppe://menu/pizza/:name`, drinks to `giuseppe://menu/drink/:name`
    /// without an encoder.
    private func makeApp() throws -> (NavigationRouter, RecordingNavigationStack) {
        let registry = try pizzaRegistry { registry in
            registry.register(Jumper(for: Drink.self) { _ in textDestination("DrinkDetail") })
            registry.registerLink(
                "giuseppe://menu/pizza/:name",
                decoder: LinkDecoder<Pizza>.pizzaByName)
            registry.registerLink(
                "giuseppe://menu/drink/:name", decoder: LinkDecoder(parameters: ["name"]) { Drink(name: $0["name"] ?? "") })
        }
        return NavigationRouter.start(registry: registry, root: textDestination("Home")) {
            RecordingNavigationStack(root: $0)
        }
    }

    @Test(arguments: [
        "GIUSEPPE://Menu/pizza/Quattro%20Formaggi", "giuseppe://menu/pizza/Quattro%20formaggi?utm=mail",
        "giuseppe://menu/pizza/Quattro%20Formaggi#top", "giuseppe://menu/pizza/Quattro%20Formaggi?",
    ])
    func otherSpellingIsFollowedByItsCanonicalOne(link: String) throws {
        let (router, stack) = try makeApp()

        router.open(link)

        let canonical =
            link.contains("formaggi?utm")
            ? "giuseppe://menu/pizza/Quattro%20formaggi" : "giuseppe://menu/pizza/Quattro%20Formaggi"
        #expect(stack.log.lines == ["link \(link)", "canonical \(canonical)", "go Home > PizzaDetail"])
    }

    @Test func canonicalSpellingIsNotNoted() throws {
        let (router, stack) = try makeApp()

        router.open("giuseppe://menu/pizza/Quattro%20Formaggi")

        #expect(stack.log.lines == ["link giuseppe://menu/pizza/Quattro%20Formaggi", "go Home > PizzaDetail"])
    }

    @Test func linkOfAPayloadWithoutAnEncoderIsNotNoted() throws {
        let (router, stack) = try makeApp()

        router.open("GIUSEPPE://menu/drink/Chinotto")

        #expect(stack.log.lines == ["link GIUSEPPE://menu/drink/Chinotto", "go Home > DrinkDetail"])
    }

    @Test func canonicalSpellingKeepsTheTabTheLinkNames() throws {
        let registry = try pizzaRegistry { registry in
            registry.registerLink(
                "app://pizza/:name",
                decoder: LinkDecoder<Pizza>.pizzaByName)
        }
        let (router, stack) = NavigationRouter.start(
            registry: registry,
            tabs: [TabRoot("Home", root: textDestination("Home")), TabRoot("Menu", root: textDestination("Menu"))]
        ) { RecordingNavigationStack(tabs: $0) }

        router.open("APP://pizza/Diavola#tab=Menu")

        #expect(
            stack.log.lines == [
                "link APP://pizza/Diavola#tab=Menu", "canonical app://pizza/Diavola#tab=Menu", "tab Menu",
                "Menu: go Menu > PizzaDetail",
            ])
    }

    @Test func canonicalNoteRoundTripsThroughJSONAndComparesByScalars() throws {
        let event = NavigationEvent.canonicalLink("giuseppe://menu/pizza/Caf%C3%A9")

        let decoded = try JSONDecoder().decode(NavigationEvent.self, from: try JSONEncoder().encode(event))

        #expect(decoded == event)
        #expect(decoded.description == "canonical giuseppe://menu/pizza/Caf%C3%A9")
        #expect(event != .link("giuseppe://menu/pizza/Caf%C3%A9"))
        #expect(Set([event, decoded, .link("giuseppe://menu/pizza/Caf%C3%A9")]).count == 2)
        #expect(event.isLinkNote && !event.changedStack)
    }
}
