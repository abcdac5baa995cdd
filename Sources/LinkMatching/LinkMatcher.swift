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
/// never an exponential search. But a table whose patterns nearly match a link (many
/// `:parameter` and `*` branches that fail only at their last segment) can make one match
/// visit every node, a cost that grows with the number of patterns; so a match visits at
/// most ``LinkLimits/maxMatchSteps`` nodes (128 by default) and rejects a link that needs
/// more with ``LinkRejection/tooManyMatchSteps(limit:)``. Each visit is one lookup by
/// numbers: a link's segments are hashed once per match, however many nodes it visits.
/// A branch none of whose patterns can take the number of segments left (counting a
/// catch-all as any number from one) is never entered and costs no step, so a link longer
/// or shorter than every pattern is answered without a search; nor is a branch none of
/// whose patterns can end with the link's last segment (a literal no pattern below ends
/// with, when none ends with a parameter, `*` or `**`).
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
    ///   is rejected before matching; see ``LinkRejection``; a link whose search would visit
    ///   more than ``LinkLimits/maxMatchSteps`` trie nodes is rejected with
    ///   ``LinkRejection/tooManyMatchSteps(limit:)``). Never traps.
    /// - Complexity: O(*n*) to check, decode and look up the segments of a link of *n*
    ///   bytes, then one O(1) step per trie node visited: O(*k*) for *k* segments in the
    ///   usual case, at most one per node of the trie, and never more than
    ///   ``LinkLimits/maxMatchSteps``, whatever the number of patterns.
    @inlinable
    public func match(_ link: String) -> Result<LinkMatch<Value>, LinkRejection> {
        // Inlinable, so a caller's `Value` is known where this runs; the rest is not generic.
        switch trie.locate(link, limits: limits) {
        case .failure(let rejection):
            return .failure(rejection)
        case .success(let found):
            return .success(LinkMatch(value: values[found.index], location: found))
        }
    }

    /// The most specific pattern a link made from `template` would match for values that
    /// equal no literal segment, with its value; `nil` when there is none (or finding it
    /// needs more than ``LinkLimits/maxMatchSteps`` steps). What a loader checks a parent
    /// link against before any link is opened: a value that equals a literal may match a
    /// more specific pattern at run time.
    package func match(template: LinkTemplate) -> (pattern: LinkPattern, value: Value)? {
        guard let index = trie.locate(template: template.pattern, limits: limits) else { return nil }
        return (trie.patterns[index], values[index])
    }

    /// The most specific pattern a link of `scheme`, `host` and `segments` matches, with its
    /// index in ``entries`` and its value: each segment its decoded text, or `nil` for a
    /// value equal to no literal. `nil` when none does, or finding it needs more than
    /// ``LinkLimits/maxMatchSteps`` steps (a link would be rejected). What a loader follows a
    /// chain of parents with when only some values are known.
    package func match(
        scheme: String, host: String, segments: [String?]
    ) -> (index: Int, pattern: LinkPattern, value: Value)? {
        guard let index = trie.locate(scheme: scheme, host: host, segments: segments, limits: limits) else {
            return nil
        }
        return (index, trie.patterns[index], values[index])
    }

    /// The patterns matching some link that is rejected for needing more than
    /// ``LinkLimits/maxMatchSteps`` steps, each with such a link: the pattern with literal
    /// values in some of its parameter, `*` and `**` segments, the others left as written.
    /// Each link is one the matcher always rejects; a pattern whose costliest link needs a
    /// combination of values the search does not try is not listed (see
    /// `LinkTrie.linksBeyondStepLimit(limits:)` for how the values are chosen).
    /// - Complexity: Nothing for a table whose every host has at most
    ///   ``LinkLimits/maxMatchSteps`` trie nodes below it; otherwise, per pattern there, at
    ///   most one search of at most ``LinkLimits/maxMatchSteps`` + 1 steps per literal the
    ///   host's patterns have at its parameter, `*` and `**` segments, plus one.
    package func linksBeyondStepLimit() -> [(pattern: LinkPattern, value: Value, link: String)] {
        trie.linksBeyondStepLimit(limits: limits).map { found in
            let pattern = trie.patterns[found.index]
            let path = zip(pattern.segments, found.segments).map { segment, literal in
                if let literal { return LinkPattern.encoded(literal) }
                switch segment {
                case .literal(let text): return LinkPattern.encoded(text)
                case .parameter(let name): return ":\(name)"
                case .wildcard: return "*"
                case .catchAll(let name): return "**\(name)"
                }
            }
            let link = "\(pattern.scheme)://\(pattern.host)" + (path.isEmpty ? "" : "/" + path.joined(separator: "/"))
            return (pattern, values[found.index], link)
        }
    }

    /// Every pattern with its value, in the order they were added.
    /// The pattern and value added `index`-th (from 0, in the order added, as ``entries``).
    package func entry(at index: Int) -> (pattern: LinkPattern, value: Value) {
        (trie.patterns[index], values[index])
    }

    package var entries: [(pattern: LinkPattern, value: Value)] {
        zip(trie.patterns, values).map { ($0, $1) }
    }
}
