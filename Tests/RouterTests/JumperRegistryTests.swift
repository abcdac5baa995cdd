import Router
import Testing

@Suite struct JumperRegistryTests {
    @Test func nilPayloadIsIgnored() {
        let registry = pizzaRegistry()

        let decision = registry.decide(nil)

        #expect(decision.destination == nil)
        #expect("\(decision)" == "ignored (the payload is nil)")
    }

    @Test func optionalHoldingNilBoxedInAnyIsANilPayload() {
        let registry = pizzaRegistry()
        let boxed: Any = Pizza?.none as Any

        let decision = registry.decide(boxed)

        guard case .ignore(.nilPayload) = decision else {
            Issue.record("expected a nil payload, got \(decision)")
            return
        }
    }

    @Test func optionalHoldingAValueIsUnwrapped() {
        let registry = pizzaRegistry()
        let boxed: Any = Pizza?.some(.fixture()) as Any

        #expect(registry.decide(boxed).destination?.screen == "PizzaDetail")
    }

    @Test func nestedOptionalIsUnwrappedAtAnyDepth() {
        let registry = pizzaRegistry()
        let boxed: Any = Pizza??.some(.some(.fixture())) as Any
        let empty: Any = Pizza??.some(.none) as Any

        #expect(registry.decide(boxed).destination?.screen == "PizzaDetail")
        #expect("\(registry.decide(empty))" == "ignored (the payload is nil)")
    }

    @Test func foreignTypeIsIgnoredNamingTheType() {
        let registry = pizzaRegistry()

        let decision = registry.decide(Drink.fixture())

        #expect("\(decision)" == "ignored (no jumper is registered for Drink)")
    }

    @Test func knownPayloadDecidesTheJumpersDestination() {
        let registry = pizzaRegistry()

        let destination = registry.decide(Pizza.fixture()).destination

        #expect(destination?.screen == "PizzaDetail")
        #expect(destination?.presentation == .push)
    }

    @Test func declinedPayloadNamesTheType() {
        let registry = pizzaRegistry(PizzaJumper(declining: ["Hawaii"]))

        let decision = registry.decide(Pizza.fixture(name: "Hawaii"))

        #expect("\(decision)" == "ignored (the jumper for Pizza declined the payload)")
    }

    @Test func subclassRoutesToNearestRegisteredAncestor() {
        var registry = JumperRegistry()
        registry.register(Jumper(for: Animal.self) { _ in textDestination("AnimalScreen") })
        registry.register(Jumper(for: Dog.self) { _ in textDestination("DogScreen") })

        #expect(registry.decide(Puppy()).destination?.screen == "DogScreen")
        #expect(registry.decide(Dog()).destination?.screen == "DogScreen")
        #expect(registry.decide(Animal()).destination?.screen == "AnimalScreen")
    }

    @Test func superclassIsNotRoutedToASubclassJumper() {
        var registry = JumperRegistry()
        registry.register(Jumper(for: Puppy.self) { _ in textDestination("PuppyScreen") })

        #expect("\(registry.decide(Dog()))" == "ignored (no jumper is registered for Dog)")
    }

    @Test func replaceOverridesTheRegisteredJumper() {
        var registry = pizzaRegistry()

        let replaced = registry.replace(PizzaJumper(screen: "PizzaSpecial"))

        #expect(replaced)
        #expect(registry.count == 1)
        #expect(registry.decide(Pizza.fixture()).destination?.screen == "PizzaSpecial")
    }

    @Test func replaceOnAnUnregisteredTypeRegistersIt() {
        var registry = JumperRegistry()

        let replaced = registry.replace(PizzaJumper())

        #expect(!replaced)
        #expect(registry.hasJumper(for: Pizza.self))
    }

    @Test func registeringASecondJumperForATypeStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            var registry = JumperRegistry()
            registry.register(PizzaJumper())
            registry.register(PizzaJumper(screen: "Other"))
        }
    }

    @Test func registryNamesItsPayloadTypes() {
        var registry = pizzaRegistry()
        registry.register(Jumper(for: Drink.self) { _ in nil })

        #expect(registry.payloadTypeNames == ["Drink", "Pizza"])
    }

    @Test func decidingFromManyTasksAtOnceGivesTheSameAnswers() async {
        let registry = pizzaRegistry(PizzaJumper(declining: ["Hawaii"]))

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
