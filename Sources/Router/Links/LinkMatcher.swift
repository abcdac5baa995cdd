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
    private struct End: Sendable {
        let pattern: LinkPattern
        let value: Value
    }

    private struct Node: Sendable {
        var literals: [String: Int] = [:]
        var parameter: Int?
        var wildcard: Int?
        var catchAll: End?
        var end: End?
    }

    /// The limits every link is checked against.
    public let limits: LinkLimits
    private var nodes: [Node] = []
    /// The root node of each `scheme://host`.
    private var roots: [String: [String: Int]] = [:]
    public private(set) var count = 0

    /// Creates an empty matcher.
    public init(limits: LinkLimits = .default) {
        self.limits = limits
    }

    /// The schemes the patterns use, lowercased.
    public var schemes: Set<String> { Set(roots.keys) }

    /// Adds `pattern` with `value`.
    /// - Throws: ``LinkConflict`` when an equally specific pattern matching the same links
    ///   (same scheme and host, same kinds of segment, equal literals) is already there.
    /// - Complexity: O(*k*) for a pattern of *k* segments.
    public mutating func add(_ pattern: LinkPattern, value: Value) throws(LinkConflict<Value>) {
        var node: Int
        if let root = roots[pattern.scheme]?[pattern.host] {
            node = root
        } else {
            node = newNode()
            roots[pattern.scheme, default: [:]][pattern.host] = node
        }
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                if let next = nodes[node].literals[text] {
                    node = next
                } else {
                    let next = newNode()
                    nodes[node].literals[text] = next
                    node = next
                }
            case .parameter:
                node = child(of: node, \.parameter)
            case .wildcard:
                node = child(of: node, \.wildcard)
            case .catchAll:
                if let existing = nodes[node].catchAll {
                    throw LinkConflict(existing: existing.pattern, existingValue: existing.value, new: pattern)
                }
                nodes[node].catchAll = End(pattern: pattern, value: value)
                count += 1
                return
            }
        }
        if let existing = nodes[node].end {
            throw LinkConflict(existing: existing.pattern, existingValue: existing.value, new: pattern)
        }
        nodes[node].end = End(pattern: pattern, value: value)
        count += 1
    }

    /// Matches `link` against the patterns.
    /// - Returns: The most specific match, or why there is none (a hostile or malformed link
    ///   is rejected before matching; see ``LinkRejection``). Never traps.
    /// - Complexity: O(*n*) to check a link of *n* bytes, then O(*k*) trie steps for *k*
    ///   segments in the usual case, and never more than one step per trie node.
    public func match(_ link: String) -> Result<LinkMatch<Value>, LinkRejection> {
        let parsed: ParsedLink
        do {
            parsed = try ParsedLink(link, limits: limits)
        } catch {
            return .failure(error)
        }
        guard let hosts = roots[parsed.scheme] else { return .failure(.unknownScheme(parsed.scheme)) }
        guard let root = hosts[parsed.host] else { return .failure(.unknownHost(parsed.host)) }
        guard let end = search(root, parsed.segments, from: 0) else {
            return .failure(.noMatch)
        }
        var parameters: [String: String] = [:]
        var rest: [String] = []
        for (index, segment) in end.pattern.segments.enumerated() {
            switch segment {
            case .parameter(let name):
                parameters[name] = parsed.segments[index]
            case .catchAll(let name):
                rest = Array(parsed.segments[index...])
                if !name.isEmpty { parameters[name] = rest.joined(separator: "/") }
            case .literal, .wildcard:
                break
            }
        }
        return .success(LinkMatch(
            value: end.value, pattern: end.pattern, parameters: parameters, rest: rest,
            query: parsed.query))
    }

    /// The most specific end reachable from `node` for `segments[index...]`.
    /// Recursion depth is at most the number of segments (``LinkLimits/maxSegments``).
    private func search(_ node: Int, _ segments: [String], from index: Int) -> End? {
        if index == segments.count { return nodes[node].end }
        let current = nodes[node]
        if let next = current.literals[segments[index]],
            let end = search(next, segments, from: index + 1)
        {
            return end
        }
        if let next = current.parameter, let end = search(next, segments, from: index + 1) {
            return end
        }
        if let next = current.wildcard, let end = search(next, segments, from: index + 1) {
            return end
        }
        return current.catchAll
    }

    private mutating func newNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    private mutating func child(of node: Int, _ keyPath: WritableKeyPath<Node, Int?>) -> Int {
        if let next = nodes[node][keyPath: keyPath] { return next }
        let next = newNode()
        nodes[node][keyPath: keyPath] = next
        return next
    }
}
