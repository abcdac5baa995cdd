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
}
