import LinkMatching
import Router
import RouterTestSupport
import Testing

/// A place of the app, chosen by a fixed value of its link (`with: {place: …}`).
private enum AppPlace: String, Sendable {
    case menu, cart
}

/// A registry where pizzas link to `giuseppe://menu/pizza/:name`, places to
/// `giuseppe://menu` and `giuseppe://cart` by the constant `place`, drinks to a pattern
/// whose decoder has no encoder, and `encodePizza` writes a pizza's parameters.
private func linkRegistry(
    encodePizza: @escaping @Sendable (Pizza) -> LinkParameters = { ["name": $0.name] }
) throws -> JumperRegistry {
    try pizzaRegistry { registry in
        registry.registerLink(
            "giuseppe://menu/pizza/:name",
            decoder: LinkDecoder(parameters: ["name"]) {
                Pizza(name: $0["name"] ?? "")
            } encode: {
                encodePizza($0)
            },
            parent: "giuseppe://menu")
        let places = LinkDecoder<AppPlace>(parameters: ["place"]) { parameters throws(LinkDecodingError) in
            guard let place = AppPlace(rawValue: parameters["place"] ?? "") else { throw LinkDecodingError("no place") }
            return place
        } encode: { place in
            ["place": place.rawValue]
        }
        registry.registerLink("giuseppe://menu", decoder: places, constants: ["place": "menu"])
        registry.registerLink("giuseppe://cart", decoder: places, constants: ["place": "cart"])
        registry.registerLink(
            "giuseppe://menu/drink/:name", decoder: LinkDecoder(parameters: ["name"]) { Drink(name: $0["name"] ?? "") })
    }
}

@Suite struct PayloadLinkTests {
    @Test func linkOfPayloadFillsItsPatternPercentEncoded() throws {
        let registry = try linkRegistry()

        let link = registry.link(for: Pizza(name: "Quattro Formaggi"))

        #expect(link == .success("giuseppe://menu/pizza/Quattro%20Formaggi"))
    }

    @Test func fixedValuesTheEncoderWritesChooseThePattern() throws {
        let registry = try linkRegistry()

        let links = [registry.link(for: AppPlace.menu), registry.link(for: AppPlace.cart)]

        #expect(links == [.success("giuseppe://menu"), .success("giuseppe://cart")])
    }

    @Test func parametersThePatternDoesNotCaptureFollowAsSortedQueryItems() throws {
        let registry = try linkRegistry { ["size": "large", "name": $0.name, "crust": "thin&crisp"] }

        let link = registry.link(for: Pizza(name: "Diavola"))

        #expect(link == .success("giuseppe://menu/pizza/Diavola?crust=thin%26crisp&size=large"))
    }

    @Test func payloadWhoseDecoderHasNoEncoderHasNoLink() throws {
        let registry = try linkRegistry()

        let link = registry.link(for: Drink(name: "Chinotto"))

        #expect(link == .failure(.noEncoder(payloadType: String(reflecting: Drink.self))))
    }

    @Test func payloadOfTypeNoLinkLeadsToHasNoLink() throws {
        let registry = try linkRegistry()

        #expect(registry.link(for: 42) == .failure(.noLink(payloadType: "Swift.Int")))
        #expect(registry.link(for: nil) == .failure(.noPayload))
    }

    @Test func encodedParametersMissingThePatternsParameterFitNoPattern() throws {
        let registry = try linkRegistry { ["title": $0.name] }

        let link = registry.link(for: Pizza(name: "Diavola"))

        #expect(
            link
                == .failure(
                    .noPatternFits(payloadType: String(reflecting: Pizza.self), parameters: ["title": "Diavola"])))
    }

    @Test(arguments: [
        ("Half/Half", "giuseppe://menu/pizza/Half%2FHalf", LinkRejection.encodedSeparator),
        ("", "giuseppe://menu/pizza/", .noMatch), ("..", "giuseppe://menu/pizza/..", .dotSegment),
    ])
    func valueMakingALinkTheMatcherRejectsSaysWhy(name: String, link: String, rejection: LinkRejection) throws {
        let registry = try linkRegistry()

        let written = registry.link(for: Pizza(name: name))

        #expect(written == .failure(.rejected(payloadType: String(reflecting: Pizza.self), link: link, rejection)))
        guard case .failure(let failure) = written else { return }
        #expect("\(failure)".hasSuffix("writes, \(link), would be rejected: \(rejection)."))
    }

    @Test func openingThePayloadsLinkDecodesAnEqualPayload() throws {
        let registry = try linkRegistry { ["name": $0.name, "size": "large"] }
        let pizza = Pizza(name: "Ünïcode & 100%")

        let link = try registry.link(for: pizza).get()
        let opened = try registry.links.payload(for: link).get().payload as? Pizza

        #expect(opened == pizza)
    }
}
