/// Matches links against patterns by walking a trie of path segments.
///
/// Each node has literal children (by decoded text), at most one parameter child, one
/// wildcard child, and one catch-all end. A link is matched from the left; at each node the
/// literal child is tried first, then the parameter child, then the wildcard child, then the
/// catch-all, backtracking when a branch leads nowhere. So the first match found is the most
/// specific (literal over parameter over wildcard over catch-all, segment by segment from
/// the left), and the answer never depends on the order patterns were added in.
///
/// Every trie edge consumes exactly one segment, so a node can only be reached at the
/// segment index equal to its depth: backtracking visits each node at most once per match,
/// and a hostile link costs at most O(nodes) steps, never an exponential search.
public struct LinkMatcher<Value: Sendable>: Sendable {
    /// The limits every link is checked against.
    public let limits: LinkLimits
    /// The patterns; everything about matching that does not involve `Value`.
    @usableFromInline var trie = LinkTrie()
    /// The value of each pattern, by the pattern's index in `trie`.
    @usableFromInline var values: [Value] = []

    /// Creates an empty matcher.
    public init(limits: LinkLimits = .default) {
        self.limits = limits
    }

    /// The number of patterns.
    public var count: Int { values.count }

    /// The schemes the patterns use, lowercased.
    public var schemes: Set<String> { trie.schemes }

    /// Adds `pattern` with `value`.
    /// - Throws: ``LinkConflict`` when an equally specific pattern matching the same links
    ///   (same scheme and host, same kinds of segment, equal literals) is already there.
    /// - Complexity: O(*k*) for a pattern of *k* segments.
    public mutating func add(_ pattern: LinkPattern, value: Value) throws(LinkConflict<Value>) {
        if let existing = trie.add(pattern) {
            throw LinkConflict(existing: trie.patterns[existing], existingValue: values[existing], new: pattern)
        }
        values.append(value)
    }

    /// Matches `link` against the patterns.
    /// - Returns: The most specific match, or why there is none (a hostile or malformed link
    ///   is rejected before matching; see ``LinkRejection``). Never traps.
    /// - Complexity: O(*n*) to check a link of *n* bytes, then O(*k*) trie steps for *k*
    ///   segments in the usual case, and never more than one step per trie node.
    @inlinable
    public func match(_ link: String) -> Result<LinkMatch<Value>, LinkRejection> {
        // Inlinable, so a caller's `Value` is known where this runs; the rest is not generic.
        switch trie.locate(link, limits: limits) {
        case .failure(let rejection):
            return .failure(rejection)
        case .success(let found):
            return .success(LinkMatch(
                value: values[found.index], pattern: found.pattern, parameters: found.parameters,
                rest: found.rest, query: found.query))
        }
    }
}
