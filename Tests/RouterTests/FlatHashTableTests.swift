import Router
import Testing

@testable import RoutesFiles

/// The shadowing check's hash table finds what was stored, whatever the keys' hashes.
@Suite struct FlatHashTableTests {
    struct Key: FlatHashKey {
        let id: Int
        let flatHash: UInt64
    }

    @Test func findsEveryStoredKeyAndNothingElseAcrossGrowth() {
        // Arrange: well spread hashes, then keys that all share one hash.
        for hashOf in [{ (id: Int) in UInt64(id) &* 0x9E37_79B9 }, { (_: Int) in UInt64(42) }] {
            var table = FlatHashTable<Key, Int>()
            let count = 3_000

            // Act
            for id in 0..<count { _ = table.value(for: Key(id: id, flatHash: hashOf(id)), orInserting: id * 2) }

            // Assert
            #expect(table.count == count)
            for id in 0..<count { #expect(table[Key(id: id, flatHash: hashOf(id))] == id * 2) }
            #expect(table[Key(id: count, flatHash: hashOf(count))] == nil)
        }
    }

    @Test func keepsTheFirstValueAndSetReplacesIt() {
        // Arrange
        var table = FlatHashTable<Key, String>()
        let key = Key(id: 1, flatHash: 7)

        // Act
        let first = table.value(for: key, orInserting: "first")
        let second = table.value(for: key, orInserting: "second")
        table.set(key, "replaced")

        // Assert
        #expect(first == "first" && second == "first")
        #expect(table[key] == "replaced" && table.count == 1)
    }

    @Test func setAfterGrowthReplacesTheValueOfThatKeyOnly() {
        // Arrange: a table sized for few keys, grown well past them.
        var table = FlatHashTable<Key, Int>(capacity: 4)
        for id in 0..<500 { table.set(Key(id: id, flatHash: UInt64(id) &* 31), id) }

        // Act
        table.set(Key(id: 7, flatHash: 7 &* 31), -7)

        // Assert
        #expect(table.count == 500)
        #expect(table[Key(id: 7, flatHash: 7 &* 31)] == -7)
        #expect((0..<500).filter { $0 != 7 }.allSatisfy { table[Key(id: $0, flatHash: UInt64($0) &* 31)] == $0 })
    }

    /// A condition whose hash is forced to one value, as a crafted file would try for.
    struct CollidingCondition: FlatHashKey {
        let key: ConditionKey
        var flatHash: UInt64 { 0xDEAD_BEEF }
    }

    @Test func numbersEveryConditionOnceWhenEveryConditionSharesOneHash() {
        // Arrange: conditions that differ only in their value, all with one hash.
        let conditions = (0..<2_000).map { RouteRule.Condition(field: "plan", value: "v\($0 % 1_000)") }
        var table = FlatHashTable<CollidingCondition, Int32>(capacity: conditions.count)

        // Act: number them as the shadowing check does (a repeat gets its first number).
        let numbers = conditions.map { condition in
            table.value(for: CollidingCondition(key: ConditionKey(condition)), orInserting: Int32(table.count))
        }

        // Assert
        #expect(table.count == 1_000)
        let expected: [Int32] = (0..<2_000).map { (index: Int) -> Int32 in Int32(index % 1_000) }
        #expect(numbers == expected)
        let other = RouteRule.Condition(field: "plan", value: "v1000")
        #expect(table[CollidingCondition(key: ConditionKey(other))] == nil)
    }

    @Test func conditionHashesStartFromAProcessBasisAndMatchForEqualConditions() {
        // Arrange: equal scalars in a small string and in a long one's storage.
        let long = String(repeating: "x", count: 40)
        let a = ConditionKey(RouteRule.Condition(field: "plan", value: long))
        let b = ConditionKey(RouteRule.Condition(field: "plan", value: String(long.utf8.map { Character(UnicodeScalar($0)) })))

        // Act / Assert
        #expect(a == b && a.flatHash == b.flatHash)
        #expect(ConditionKey.offsetBasis != 0xCBF2_9CE4_8422_2325)
        #expect(ConditionKey.offsetBasis == ConditionKey.offsetBasis)
    }
}
