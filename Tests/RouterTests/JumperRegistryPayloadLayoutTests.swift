import Router
import Testing

/// A payload reaches its jumper as the very value the caller passed, however an `Any` stores
/// it: in its inline buffer or in a heap box, over-aligned, holding a weak reference, or a
/// class instance; and the decision the router records carries that same value.
@Suite struct JumperRegistryPayloadLayoutTests {
    @Test func smallStructPayloadReachesItsJumperIntact() throws {
        let registry = try echoRegistry(for: OneWord.self)

        let screen = registry.decide(OneWord(number: 7)).destination?.screen

        #expect(screen == "\(OneWord(number: 7))")
    }

    @Test func structFillingTheInlineBufferReachesItsJumperIntact() throws {
        let registry = try echoRegistry(for: ThreeWords.self)

        let screen = registry.decide(ThreeWords(a: 4, b: 5, c: 6)).destination?.screen

        #expect(screen == "\(ThreeWords(a: 4, b: 5, c: 6))")
    }

    @Test func largeStructPayloadReachesItsJumperIntact() throws {
        let registry = try echoRegistry(for: FourWords.self)

        let screen = registry.decide(FourWords(a: 9, b: 8, c: 7, d: 6)).destination?.screen

        #expect(screen == "\(FourWords(a: 9, b: 8, c: 7, d: 6))")
    }

    @Test func stringsAndEnumsWithPayloadsReachTheirJumpersIntact() throws {
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: Named.self) { textDestination("\($0)") })
            registry.register(Jumper(for: Choice.self) { textDestination("\($0)") })
            registry.register(Jumper(for: String.self) { textDestination($0) })
        }
        let named = Named(name: "Margherita with extra basil, a long name", price: 9.5)

        let screens = [named, Choice.size(3, "Large"), Choice.none, "a string" as Any].map {
            registry.decide($0).destination?.screen
        }

        #expect(screens == ["\(named)", "\(Choice.size(3, "Large"))", "\(Choice.none)", "a string"])
    }

    @Test func overAlignedPayloadReachesItsJumperIntact() throws {
        let vector = SIMD4<Double>(1, 2, 3, 4)
        #expect(MemoryLayout<SIMD4<Double>>.alignment > MemoryLayout<Int>.alignment)
        let registry = try echoRegistry(for: SIMD4<Double>.self)

        let screen = registry.decide(vector).destination?.screen

        #expect(screen == "\(vector)")
    }

    @Test func structHoldingAWeakReferenceReachesItsJumperWithTheReference() throws {
        let object = Object()
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: Weakly.self) { textDestination($0.object === object ? "same" : "other") })
        }

        let screen = registry.decide(Weakly(object: object)).destination?.screen

        #expect(screen == "same")
    }

    @Test func classInstanceReachesItsJumperAsTheSameInstance() throws {
        let object = Object()
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: Object.self) { textDestination($0 === object ? "same" : "other") })
        }

        let screen = registry.decide(object).destination?.screen

        #expect(screen == "same")
    }

    @Test func recordedDecisionCarriesThePayloadWhateverItsLayout() throws {
        // Arrange
        let object = Object()
        let dog: Animal = Dog(name: "Rex")
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: OneWord.self) { _ in textDestination("OneWord") })
            registry.register(Jumper(for: FourWords.self) { _ in textDestination("FourWords") })
            registry.register(Jumper(for: SIMD4<Double>.self) { _ in textDestination("Vector") })
            registry.register(Jumper(for: Object.self) { _ in textDestination("Object") })
            registry.register(Jumper(for: Dog.self) { _ in textDestination("Dog") })
        }

        // Act
        let carried = [
            OneWord(number: 3), FourWords(a: 1, b: 2, c: 3, d: 4), SIMD4<Double>(5, 6, 7, 8), object, dog, Puppy(),
            OneWord?.some(OneWord(number: 4)) as Any,
        ].map { registry.decideCarryingPayload($0).destination?.payload }

        // Assert
        #expect(carried[0] as? OneWord == OneWord(number: 3))
        #expect(carried[1] as? FourWords == FourWords(a: 1, b: 2, c: 3, d: 4))
        #expect(carried[2] as? SIMD4<Double> == SIMD4<Double>(5, 6, 7, 8))
        #expect(carried[3] as? Object === object)
        #expect(carried[4] as? Dog === dog)
        #expect(carried[5] is Puppy)
        #expect(carried[6] as? OneWord == OneWord(number: 4))
    }
}

/// A registry whose one jumper, for `type`, shows a screen named after the payload it got.
private func echoRegistry<Payload: Sendable>(for type: Payload.Type) throws -> JumperRegistry {
    try JumperRegistry { registry in
        registry.register(Jumper(for: type) { textDestination("\($0)") })
    }
}

/// One word: an `Any` holds it inline.
private struct OneWord: Equatable, Sendable { var number = 42 }
/// Three words: exactly an `Any`'s inline buffer.
private struct ThreeWords: Equatable, Sendable { var a = 1, b = 2, c = 3 }
/// Four words: an `Any` holds it in a heap box.
private struct FourWords: Equatable, Sendable { var a = 1, b = 2, c = 3, d = 4 }
/// A string and a double: references to retain on every copy.
private struct Named: Equatable, Sendable { var name: String, price: Double }
private enum Choice: Equatable, Sendable {
    case none
    case size(Int, String)
}
private final class Object: Sendable {}
/// Not bitwise-takable: moving it must go through the runtime's weak-reference table.
private struct Weakly: Sendable { weak var object: Object? }
