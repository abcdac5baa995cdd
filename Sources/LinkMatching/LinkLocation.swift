/// What ``LinkTrie`` found for a link: the pattern's index and what the link carried.
/// ``LinkMatcher`` adds the pattern's value to make a ``LinkMatch``.
@usableFromInline
struct LinkLocation: Sendable {
    @usableFromInline let index: Int
    /// The trie's patterns, shared (one retain of storage every match touches): the pattern
    /// is read from them when asked for, so a match never touches the pattern's own storage,
    /// which in a large table is seldom in the cache.
    @usableFromInline let patterns: [LinkPattern]
    @usableFromInline let parameters: LinkParameters
    @usableFromInline let rest: [String]
    @usableFromInline let query: [(name: String, value: String)]

    /// The pattern that matched.
    @usableFromInline var pattern: LinkPattern { patterns[index] }
}
