import Router
import Testing

/// A payload type the router knows nothing about until a test registers a jumper.
struct Pizza: Hashable, Sendable, Codable {
    var name: String

    static func fixture(name: String = "Margherita") -> Pizza {
        Pizza(name: name)
    }
}

extension LinkDecoder where Payload == Pizza {
    /// Decodes a pizza from its `name` parameter and writes that parameter back.
    static var pizzaByName: LinkDecoder<Pizza> {
        LinkDecoder(parameters: ["name"]) {
            Pizza(name: $0["name"] ?? "")
        } encode: {
            ["name": $0.name]
        }
    }
}

/// A second payload type, for foreign-type and multi-type cases.
struct Drink: Hashable, Sendable {
    var name: String

    static func fixture(name: String = "Chinotto") -> Drink {
        Drink(name: name)
    }
}

/// Class payloads, for the nearest-registered-superclass rule.
class Animal: @unchecked Sendable {
    let name: String
    init(name: String = "Rex") { self.name = name }
}

class Dog: Animal, @unchecked Sendable {}

final class Puppy: Dog, @unchecked Sendable {}

/// A jumper that pushes a text screen named `screen` for every pizza, or declines the pizzas
/// named in `declining`.
struct PizzaJumper: JumperProtocol {
    var screen = "PizzaDetail"
    var declining: Set<String> = []

    func destination(for pizza: Pizza) -> Destination? {
        guard !declining.contains(pizza.name) else { return nil }
        let screen = self.screen
        return .push(screen) { _ in TextScreen(name: screen, title: pizza.name) }
    }
}

/// Builds a text screen destination, pushed or presented.
func textDestination(_ name: String, presentation: Presentation = .push) -> Destination {
    Destination(screen: name, presentation: presentation) { _ in TextScreen(name: name, title: name) }
}

/// A registry with a `PizzaJumper` and what `more` registers.
func pizzaRegistry(
    _ jumper: PizzaJumper = PizzaJumper(), _ more: (inout PluginRegistration) -> Void = { _ in }
) throws -> JumperRegistry {
    try JumperRegistry { registry in
        registry.register(jumper)
        more(&registry)
    }
}

/// A registry of one plugin registered in place. A clash is a mistake in the test's
/// arrangement: it is recorded as an issue, and an empty registry is returned.
func composed(
    _ register: (inout PluginRegistration) -> Void, sourceLocation: SourceLocation = #_sourceLocation
) -> JumperRegistry {
    do {
        return try JumperRegistry(register)
    } catch {
        Issue.record("the test's plugin does not compose: \(error)", sourceLocation: sourceLocation)
        return JumperRegistry()
    }
}
