/// What ``LinkTrie`` found for a link: the pattern's index and what the link carried.
/// ``LinkMatcher`` adds the pattern's value to make a ``LinkMatch``.
@usableFromInline
struct LinkLocation: Sendable {
    @usableFromInline let index: Int
    @usableFromInline let pattern: LinkPattern
    @usableFromInline let parameters: LinkParameters
    @usableFromInline let rest: [String]
    @usableFromInline let query: [(name: String, value: String)]
}
