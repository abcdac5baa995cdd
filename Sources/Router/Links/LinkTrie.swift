/// The patterns of a ``LinkMatcher`` as a trie of path segments, without their values: the
/// part of matching that does not depend on the value type, so it runs compiled for it
/// whatever module calls the matcher.
///
/// Each node has literal children, at most one parameter child, one wildcard child, and one
/// catch-all end. Literal children live in one table for the whole trie, keyed by parent
/// node and the literal's bytes: a link's segments are looked up as the bytes they decode
/// to, and only the segments a pattern captures ever become strings.
@usableFromInline
struct LinkTrie: Sendable {
    private struct Node: Sendable {
        var parameter: Int32 = -1
        var wildcard: Int32 = -1
        /// The pattern (index into `patterns`) whose catch-all ends here, or -1.
        var catchAll: Int32 = -1
        /// The pattern that ends exactly here, or -1.
        var end: Int32 = -1
    }

    private var nodes: [Node] = []
    private var literals = LiteralTable()
    /// The root node of each `scheme://host`.
    private var roots: [String: [String: Int32]] = [:]
    /// The patterns added, by index.
    private(set) var patterns: [LinkPattern] = []
    /// How many named parameters each pattern captures, by index.
    private var captureCounts: [Int] = []

    @usableFromInline
    init() {}

    var schemes: Set<String> { Set(roots.keys) }

    /// Adds `pattern` as the next index (`patterns.count`), or returns the index of the
    /// equally specific pattern already there, adding nothing.
    mutating func add(_ pattern: LinkPattern) -> Int? {
        var node: Int32
        if let root = roots[pattern.scheme]?[pattern.host] {
            node = root
        } else {
            node = newNode()
            roots[pattern.scheme, default: [:]][pattern.host] = node
        }
        let index = Int32(patterns.count)
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                let bytes = Array(text.utf8)
                let found = bytes.withUnsafeBufferPointer { literals.child(of: node, bytes: $0) }
                if let found {
                    node = found
                } else {
                    let next = newNode()
                    literals.insert(next, parent: node, bytes: bytes)
                    node = next
                }
            case .parameter:
                node = child(of: node, \.parameter)
            case .wildcard:
                node = child(of: node, \.wildcard)
            case .catchAll:
                let existing = nodes[Int(node)].catchAll
                if existing >= 0 { return Int(existing) }
                nodes[Int(node)].catchAll = index
                append(pattern)
                return nil
            }
        }
        let existing = nodes[Int(node)].end
        if existing >= 0 { return Int(existing) }
        nodes[Int(node)].end = index
        append(pattern)
        return nil
    }

    /// Reads `link` and finds the most specific pattern for it.
    @usableFromInline
    func locate(_ link: String, limits: LinkLimits) -> Result<LinkLocation, LinkRejection> {
        let parsed: ParsedLink
        do {
            parsed = try ParsedLink(link, limits: limits)
        } catch {
            return .failure(error)
        }
        guard let hosts = roots[parsed.scheme] else { return .failure(.unknownScheme(parsed.scheme)) }
        guard let root = hosts[parsed.host] else { return .failure(.unknownHost(parsed.host)) }
        let found = parsed.segmentBytes.withUnsafeBufferPointer { bytes in
            parsed.bounds.withUnsafeBufferPointer { bounds in
                search(root, bytes, bounds, from: 0)
            }
        }
        guard found >= 0 else { return .failure(.noMatch) }
        let pattern = patterns[Int(found)]
        let captures = captureCounts[Int(found)]
        var parameters = captures == 0 ? [:] : [String: String](minimumCapacity: captures)
        var rest: [String] = []
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .parameter(let name):
                parameters[name] = parsed.segment(index)
            case .catchAll(let name):
                rest = (index..<parsed.segmentCount).map(parsed.segment)
                if !name.isEmpty { parameters[name] = rest.joined(separator: "/") }
            case .literal, .wildcard:
                break
            }
        }
        return .success(LinkLocation(
            index: Int(found), pattern: pattern, parameters: parameters, rest: rest, query: parsed.query))
    }

    /// The most specific pattern (index) reachable from `node` for the segments from
    /// `index` on, or -1. Literal first, then parameter, then wildcard, then catch-all,
    /// backtracking; every edge consumes one segment, so each node is visited at most once.
    /// Recursion depth is at most the number of segments (``LinkLimits/maxSegments``).
    private func search(
        _ node: Int32, _ bytes: UnsafeBufferPointer<UInt8>, _ bounds: UnsafeBufferPointer<Int>, from index: Int
    ) -> Int32 {
        let node = Int(node)
        if index == bounds.count - 1 { return nodes[node].end }
        let segment = UnsafeBufferPointer(rebasing: bytes[bounds[index]..<bounds[index + 1]])
        if let next = literals.child(of: Int32(node), bytes: segment) {
            let found = search(next, bytes, bounds, from: index + 1)
            if found >= 0 { return found }
        }
        let parameter = nodes[node].parameter
        if parameter >= 0 {
            let found = search(parameter, bytes, bounds, from: index + 1)
            if found >= 0 { return found }
        }
        let wildcard = nodes[node].wildcard
        if wildcard >= 0 {
            let found = search(wildcard, bytes, bounds, from: index + 1)
            if found >= 0 { return found }
        }
        return nodes[node].catchAll
    }

    private mutating func append(_ pattern: LinkPattern) {
        patterns.append(pattern)
        captureCounts.append(pattern.parameterNames.count)
    }

    private mutating func newNode() -> Int32 {
        nodes.append(Node())
        return Int32(nodes.count - 1)
    }

    private mutating func child(of node: Int32, _ keyPath: WritableKeyPath<Node, Int32>) -> Int32 {
        let existing = nodes[Int(node)][keyPath: keyPath]
        if existing >= 0 { return existing }
        let next = newNode()
        nodes[Int(node)][keyPath: keyPath] = next
        return next
    }
}
