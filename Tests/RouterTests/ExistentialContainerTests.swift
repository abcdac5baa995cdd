import Testing

@testable import Router

/// `ExistentialContainer` reads Swift's existential layout directly; these pin that it finds
/// the very value and type an `Any` holds, stored inline or in a box, whatever its alignment.
@Suite struct ExistentialContainerTests {
    struct Small: Equatable { var number = 42 }
    struct ThreeWords: Equatable { var a = 1, b = 2, c = 3 }
    struct FourWords: Equatable { var a = 1, b = 2, c = 3, d = 4 }
    struct Named: Equatable { var name = "Margherita with extra basil, a long name", price = 9.5 }
    enum Choice: Equatable {
        case none
        case size(Int, String)
    }
    final class Object {}
    struct Weakly { weak var object: Object? }

    /// The value `payload` holds, read through the container as a `T`, and whether the
    /// container named exactly `T`.
    private func read<T>(_ payload: Any, as _: T.Type) -> (value: T, sameType: Bool) {
        let value = ExistentialContainer.withValue(in: payload) { $0.assumingMemoryBound(to: T.self).pointee }
        return (value, ExistentialContainer.type(in: payload) == T.self)
    }

    @Test func findsAValueStoredInline() {
        let (value, sameType) = read(Small(number: 7), as: Small.self)
        #expect(value == Small(number: 7))
        #expect(sameType)
    }

    @Test func findsAValueThatFillsTheInlineBuffer() {
        let (value, sameType) = read(ThreeWords(a: 4, b: 5, c: 6), as: ThreeWords.self)
        #expect(value == ThreeWords(a: 4, b: 5, c: 6))
        #expect(sameType)
    }

    @Test func findsAValueStoredInABox() {
        let (value, sameType) = read(FourWords(a: 9, b: 8, c: 7, d: 6), as: FourWords.self)
        #expect(value == FourWords(a: 9, b: 8, c: 7, d: 6))
        #expect(sameType)
    }

    @Test func findsStringsAndEnumsWithPayloads() {
        #expect(read(Named(), as: Named.self).value == Named())
        #expect(read(Choice.size(3, "Large"), as: Choice.self).value == .size(3, "Large"))
        #expect(read(Choice.none, as: Choice.self).value == .none)
        #expect(read("a string", as: String.self).value == "a string")
    }

    @Test func findsAValueAlignedBeyondTheBuffer() {
        let vector = SIMD4<Double>(1, 2, 3, 4)
        #expect(MemoryLayout<SIMD4<Double>>.alignment > MemoryLayout<Int>.alignment)

        let (value, sameType) = read(vector, as: SIMD4<Double>.self)

        #expect(value == vector)
        #expect(sameType)
    }

    @Test func findsAValueThatIsNotBitwiseTakable() {
        let object = Object()
        let (value, sameType) = read(Weakly(object: object), as: Weakly.self)
        #expect(value.object === object)
        #expect(sameType)
    }

    @Test func findsAClassInstanceAsTheTypeItWasStoredAs() {
        let object = Object()
        let (value, sameType) = read(object, as: Object.self)
        #expect(value === object)
        #expect(sameType)
    }
}
