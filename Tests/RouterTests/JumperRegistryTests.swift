import Router
import Testing

@Suite struct JumperRegistryTests {
    @Test func nilPayloadIsIgnored() throws {
        let registry = try pizzaRegistry()

        let decision = registry.decide(nil)

        #expect(decision.destination == nil)
        #expect("\(decision)" == "ignored (the payload is nil)")
    }

    @Test func optionalHoldingNilBoxedInAnyIsANilPayload() throws {
        let registry = try pizzaRegistry()
        let boxed: Any = Pizza?.none as Any

        let decision = registry.decide(boxed)

        guard case .ignore(.nilPayload) = decision else {
            Issue.record("expected a nil payload, got \(decision)")
            return
        }
    }

    @Test func optionalHoldingAValueIsUnwrapped() throws {
        let registry = try pizzaRegistry()
        let boxed: Any = Pizza?.some(.fixture()) as Any

        #expect(registry.decide(boxed).destination?.screen == "PizzaDetail")
    }

    @Test func nestedOptionalIsUnwrappedAtAnyDepth() throws {
        let registry = try pizzaRegistry()
        let boxed: Any = Pizza??.some(.some(.fixture())) as Any
        let empty: Any = Pizza??.some(.none) as Any

        #expect(registry.decide(boxed).destination?.screen == "PizzaDetail")
        #expect("\(registry.decide(empty))" == "ignored (the payload is nil)")
    }

    @Test func foreignTypeIsIgnoredNamingTheType() throws {
        let registry = try pizzaRegistry()

        let decision = registry.decide(Drink.fixture())

        #expect("\(decision)" == "ignored (no jumper is registered for Drink)")
    }

    @Test func knownPayloadDecidesTheJumpersDestination() throws {
        let registry = try pizzaRegistry()

        let destination = registry.decide(Pizza.fixture()).destination

        #expect(destination?.screen == "PizzaDetail")
        #expect(destination?.presentation == .push)
    }

    @Test func declinedPayloadNamesTheType() throws {
        let registry = try pizzaRegistry(PizzaJumper(declining: ["Hawaii"]))

        let decision = registry.decide(Pizza.fixture(name: "Hawaii"))

        #expect("\(decision)" == "ignored (the jumper for Pizza declined the payload)")
    }

    @Test func subclassRoutesToNearestRegisteredAncestor() throws {
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: Animal.self) { _ in textDestination("AnimalScreen") })
            registry.register(Jumper(for: Dog.self) { _ in textDestination("DogScreen") })
        }

        #expect(registry.decide(Puppy()).destination?.screen == "DogScreen")
        #expect(registry.decide(Dog()).destination?.screen == "DogScreen")
        #expect(registry.decide(Animal()).destination?.screen == "AnimalScreen")
    }

    @Test func instanceTypedAsItsSuperclassReachesItsOwnJumper() throws {
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: Animal.self) { _ in textDestination("AnimalScreen") })
            registry.register(Jumper(for: Dog.self) { _ in textDestination("DogScreen") })
        }
        let dog: Animal = Dog()

        let decision = registry.decide(dog)

        #expect(decision.destination?.screen == "DogScreen")
    }

    @Test func metatypeTypedAsItsSuperclassMetatypeReachesItsOwnJumper() throws {
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: Animal.Type.self) { _ in textDestination("AnimalTypeScreen") })
            registry.register(Jumper(for: Dog.Type.self) { _ in textDestination("DogTypeScreen") })
        }
        let dogType: Animal.Type = Dog.self

        let decision = registry.decide(dogType)

        #expect(decision.destination?.screen == "DogTypeScreen")
    }

    @Test func enumAndTuplePayloadsReachTheirJumpers() throws {
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: Size.self) { _ in textDestination("SizeScreen") })
            registry.register(Jumper(for: (Int, String).self) { _ in textDestination("PairScreen") })
        }

        #expect(registry.decide(Size.large).destination?.screen == "SizeScreen")
        #expect(registry.decide((1, "one")).destination?.screen == "PairScreen")
        #expect("\(registry.decide((1, 2)))" == "ignored (no jumper is registered for (Int, Int))")
    }

    @Test func payloadTooLargeForAnysInlineBufferReachesItsJumperIntact() throws {
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: Order.self) { order in textDestination(order.lines.joined(separator: "+")) })
        }
        let order = Order(lines: ["a", "b", "c", "d"])

        #expect(registry.decide(order).destination?.screen == "a+b+c+d")
        #expect(registry.decide(Order?.some(order)).destination?.screen == "a+b+c+d")
    }

    @Test func optionalAnyAndAnyOverloadsDecideAlike() throws {
        let registry = try pizzaRegistry()
        let some: Any? = Pizza.fixture()
        let bare: Any = Pizza.fixture()

        #expect(registry.decide(some).destination?.screen == "PizzaDetail")
        #expect(registry.decide(bare).destination?.screen == "PizzaDetail")
        #expect("\(registry.decide(Pizza?.none))" == "ignored (the payload is nil)")
    }

    @Test func superclassIsNotRoutedToASubclassJumper() throws {
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: Puppy.self) { _ in textDestination("PuppyScreen") })
        }

        #expect("\(registry.decide(Dog()))" == "ignored (no jumper is registered for Dog)")
    }

    @Test func replaceOverridesTheRegisteredJumper() throws {
        let registry = try pizzaRegistry { $0.replace(PizzaJumper(screen: "PizzaSpecial")) }

        #expect(registry.count == 1)
        #expect(registry.decide(Pizza.fixture()).destination?.screen == "PizzaSpecial")
    }

    @Test func replacingAJumperNobodyRegisteredIsAProblem() {
        #expect(
            throws: CompositionError(problems: [
                .nothingToReplace(what: "the jumper of RouterTests.Pizza", plugin: "app")
            ])
        ) {
            try JumperRegistry { $0.replace(PizzaJumper()) }
        }
    }

    @Test func aSecondJumperForATypeIsAClashNamingBothPlugins() {
        #expect(
            throws: CompositionError(problems: [
                .jumper(payloadType: "RouterTests.Pizza", first: "app", second: "app")
            ])
        ) {
            try JumperRegistry { registry in
                registry.register(PizzaJumper())
                registry.register(PizzaJumper(screen: "Other"))
            }
        }
    }

    @Test func registryNamesItsPayloadTypes() throws {
        let registry = try pizzaRegistry { $0.register(Jumper(for: Drink.self) { _ in nil }) }

        #expect(registry.payloadTypeNames == ["Drink", "Pizza"])
    }

    @Test func hundredsOfRegisteredTypesEachReachTheirOwnJumper() throws {
        // Arrange: 300 distinct types, Level<Leaf>, Level<Level<Leaf>>, ..., the last one unregistered.
        var payloads: [Any] = []
        let registry = try JumperRegistry { Leaf.build(levels: 300, registry: &$0, payloads: &payloads) }

        // Act
        let screens = payloads.map { registry.decide($0).destination?.screen }

        // Assert
        #expect(registry.count == 299)
        let expected: [String?] = (1..<300).map { (level: Int) -> String? in "L\(level)" }
        #expect(Array(screens.dropLast()) == expected)
        #expect(screens.last == .some(nil))
        #expect(registry.decide(Leaf()).destination == nil)
    }

    @Test func decidingFromManyTasksAtOnceGivesTheSameAnswers() async throws {
        let registry = try pizzaRegistry(PizzaJumper(declining: ["Hawaii"]))

        let answers = await withTaskGroup(of: String.self) { group in
            for index in 0..<200 {
                group.addTask {
                    let name = index.isMultiple(of: 2) ? "Margherita" : "Hawaii"
                    return "\(registry.decide(Pizza.fixture(name: name)))"
                }
            }
            return await group.reduce(into: Set<String>()) { $0.insert($1) }
        }

        #expect(answers == ["push PizzaDetail", "ignored (the jumper for Pizza declined the payload)"])
    }
}

/// 64 bytes: an `Any` holds it in a heap box, not in its three-word inline buffer.
private struct Order: Sendable {
    let first: String, second: String, third: String, fourth: String

    init(lines: [String]) {
        (first, second, third, fourth) = (lines[0], lines[1], lines[2], lines[3])
    }

    var lines: [String] { [first, second, third, fourth] }
}

private enum Size: Sendable {
    case small, large
}

private protocol Nesting: Sendable {
    init()
}

private struct Leaf: Nesting {}

private struct Level<Inner: Nesting>: Nesting {
    let inner = Inner()
}

extension Nesting {
    /// Registers `Level<Self>`, `Level<Level<Self>>`, ... (all but the last of `levels`), each leading
    /// to a screen named after its depth, and appends one payload of each type.
    static func build(levels: Int, depth: Int = 1, registry: inout PluginRegistration, payloads: inout [Any]) {
        guard depth <= levels else { return }
        payloads.append(Level<Self>())
        if depth < levels {
            registry.register(Jumper<Level<Self>> { _ in .push("L\(depth)") { _ in TextScreen(name: "L\(depth)", title: "") } })
        }
        Level<Self>.build(levels: levels, depth: depth + 1, registry: &registry, payloads: &payloads)
    }
}
