import Router
import Testing

/// The pizzas the Deep Links article's decoder looks a link's name up in.
struct PizzaMenu: Sendable {
    let pizzas: [Pizza]

    func pizza(named name: String) -> Pizza? {
        pizzas.first { $0.name.unicodeScalars.elementsEqual(name.unicodeScalars) }
    }
}

let menu = PizzaMenu(pizzas: [Pizza(name: "Margherita")])

/// The decoder of the article's "The link of a payload", as a user writes it: a
/// multi-statement closure that throws, with no annotation.
let pizzaLinkDecoder =
// Deep links decoder example: begin
LinkDecoder<Pizza>(parameters: ["name"]) { parameters in
    guard let pizza = menu.pizza(named: parameters["name"]!) else {
        throw LinkDecodingError("no pizza is named \(LinkDecodingError.quoted(parameters["name"]!))")
    }
    return pizza
} encode: { pizza in
    ["name": pizza.name]
}
// Deep links decoder example: end

@Test func theArticlesDecoderBuildsAPizzaAndRefusesAnUnknownName() throws {
    let margherita = try pizzaLinkDecoder.payload(from: ["name": "Margherita"])

    #expect(margherita.name == "Margherita")
    #expect(pizzaLinkDecoder.parameters(of: margherita) == ["name": "Margherita"])
    #expect(throws: LinkDecodingError("no pizza is named 'Hawaii'")) {
        try pizzaLinkDecoder.payload(from: ["name": "Hawaii"])
    }
}
