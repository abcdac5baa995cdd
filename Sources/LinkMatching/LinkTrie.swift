/// The patterns of a ``LinkMatcher`` as a trie of path segments, without their values: the
/// part of matching that does not depend on the value type, so it runs compiled for it
/// whatever module calls the matcher.
///
/// Each node has literal children, at most one parameter child, one wildcard child, and one
/// catch-all end. Every distinct literal has a number (``LiteralTable``) and literal children
/// live in one table for the whole trie, keyed by parent node and literal number
/// (``LiteralEdges``): a link's segments are numbered once, as the bytes they decode to, and
/// only the segments a pattern captures ever become strings.
@usableFromInline
struct LinkTrie: Sendable {
    private struct Node: Sendable {
        var parameter: Int32 = -1
        var wildcard: Int32 = -1
        /// The pattern (index into `patterns`) whose catch-all ends here, or -1.
        var catchAll: Int32 = -1
        /// The pattern that ends exactly here, or -1.
        var end: Int32 = -1
        /// The fewest segments any pattern at or below this node still takes from here
        /// (`Int32.max` while there is none).
        var minRemaining: Int32 = .max
        /// The most segments any pattern at or below this node still takes from here
        /// (`Int32.max` below a catch-all, -1 while there is none).
        var maxRemaining: Int32 = -1
        /// A bloom filter of the last segment of every pattern at or below this node: bit
        /// ``lastSegmentBit(_:)`` of a pattern's last literal, or every bit for a pattern
        /// whose last segment is no literal (or that has none). A link whose last segment's
        /// bit is not set here fits no pattern below, so the branch is never entered: the
        /// near-miss benchmark's "last segment fits no branch" link went from 1,024 steps
        /// (~3 µs, rejected) to one.
        var lastSegments: UInt64 = 0
    }

    /// Node 0 is above every pattern: its literal children are the schemes, theirs the
    /// hosts, so a link's lowercased scheme and host are looked up like its segments.
    private var nodes = [Node()]
    private var literals = LiteralTable()
    private var edges = LiteralEdges()
    private(set) var schemes: Set<String> = []
    /// The patterns added, by index.
    private(set) var patterns: [LinkPattern] = []
    /// What each pattern captures, by index.
    private var captures: [PatternCaptures] = []

    @usableFromInline
    init() {}

    /// Adds `pattern` as the next index (`patterns.count`), or returns the index of the
    /// equally specific pattern already there, adding nothing.
    mutating func add(_ pattern: LinkPattern) -> Int? {
        schemes.insert(pattern.scheme)
        var node = literalChild(of: 0, pattern.scheme)
        node = literalChild(of: node, pattern.host)
        let index = Int32(patterns.count)
        // The nodes below the host the pattern passes through, the host's own first.
        var path = [node]
        for segment in pattern.segments {
            switch segment {
            case .literal(let text):
                node = literalChild(of: node, text)
            case .parameter:
                node = child(of: node, \.parameter)
            case .wildcard:
                node = child(of: node, \.wildcard)
            case .catchAll:
                let existing = nodes[Int(node)].catchAll
                if existing >= 0 { return Int(existing) }
                nodes[Int(node)].catchAll = index
                noteRemaining(along: path, atLeast: path.count, atMost: .max, lastSegment: .max)
                append(pattern)
                return nil
            }
            path.append(node)
        }
        let existing = nodes[Int(node)].end
        if existing >= 0 { return Int(existing) }
        nodes[Int(node)].end = index
        var lastSegment = UInt64.max
        if case .literal(let text) = pattern.segments.last {
            lastSegment = Self.lastSegmentBit(literals.intern(Array(text.utf8)))
        }
        noteRemaining(
            along: path, atLeast: path.count - 1, atMost: Int32(clamping: path.count - 1), lastSegment: lastSegment)
        append(pattern)
        return nil
    }

    /// Widens each node's range of remaining segments along `path` (the nodes a new pattern
    /// passes through, the host's first) for a pattern taking `atLeast` (and `atMost`,
    /// `Int32.max` for no bound) segments below the host, and adds `lastSegment` (its last
    /// segment's bits) to their filters.
    private mutating func noteRemaining(along path: [Int32], atLeast: Int, atMost: Int32, lastSegment: UInt64) {
        for (depth, node) in path.enumerated() {
            nodes[Int(node)].lastSegments |= lastSegment
            let fewest = Int32(clamping: atLeast - depth)
            let most = atMost == .max ? .max : atMost - Int32(depth)
            nodes[Int(node)].minRemaining = min(nodes[Int(node)].minRemaining, fewest)
            nodes[Int(node)].maxRemaining = max(nodes[Int(node)].maxRemaining, most)
        }
    }

    /// Reads `link` and finds the most specific pattern for it, visiting at most
    /// ``LinkLimits/maxMatchSteps`` nodes.
    @usableFromInline
    func locate(_ link: String, limits: LinkLimits) -> Result<LinkLocation, LinkRejection> {
        ParsedLink.withParsed(link, limits: limits, context: self) { trie, parsed in
            trie.locate(parsed, limits: limits)
        }
    }

    /// Finds the most specific pattern for `parsed` and collects what the link carries.
    private func locate(_ parsed: ParsedLink, limits: LinkLimits) -> Result<LinkLocation, LinkRejection> {
        let found: Int32
        switch search(parsed, limits: limits) {
        case .success(let index): found = index
        case .failure(let rejection): return .failure(rejection)
        }
        let pattern = patterns[Int(found)]
        let (parameters, rest) = captures[Int(found)].capture(segmentCount: parsed.segmentCount, parsed.segment)
        return .success(
            LinkLocation(
                index: Int(found), pattern: pattern, parameters: parameters, rest: rest, query: parsed.query))
    }

    /// The most specific pattern (index) for `parsed`, looking its scheme, host and segments
    /// up once, then searching by numbers.
    private func search(_ parsed: ParsedLink, limits: LinkLimits) -> Result<Int32, LinkRejection> {
        let bytes = parsed.segmentBytes
        let bounds = parsed.bounds
        let segmentCount = parsed.segmentCount
        let ids = parsed.segmentIDs
        guard let schemeID = literals.id(of: UnsafeBufferPointer(rebasing: bytes[..<parsed.hostStart])),
            let scheme = edges.child(of: 0, literal: schemeID)
        else { return .failure(.unknownScheme(parsed.scheme)) }
        guard let hostID = literals.id(of: UnsafeBufferPointer(rebasing: bytes[parsed.hostStart..<bounds[0]])),
            let root = edges.child(of: scheme, literal: hostID)
        else { return .failure(.unknownHost(parsed.host)) }
        // Each segment is hashed and compared once, here; the search then only follows
        // numbers.
        for index in 0..<segmentCount {
            let segment = UnsafeBufferPointer(rebasing: bytes[bounds[index]..<bounds[index + 1]])
            ids[index] = literals.id(of: segment) ?? -1
        }
        var budget = limits.maxMatchSteps
        let found = search(
            root, UnsafeBufferPointer(ids), segmentCount, from: 0,
            last: Self.lastSegmentBit(UnsafeBufferPointer(ids), segmentCount), budget: &budget)
        if found == Self.exhausted { return .failure(.tooManyMatchSteps(limit: limits.maxMatchSteps)) }
        return found >= 0 ? .success(found) : .failure(.noMatch)
    }

    /// The most specific pattern (index) a link made from `template` matches whatever
    /// values fill it, or `nil`: each `:name` (and a last `**name`, taken as one segment)
    /// stands for a segment equal to no literal (see ``locate(scheme:host:segments:limits:)``).
    func locate(template: LinkPattern, limits: LinkLimits) -> Int? {
        let segments: [String?] = template.segments.map { segment in
            if case .literal(let text) = segment { return text }
            return nil
        }
        return locate(scheme: template.scheme, host: template.host, segments: segments, limits: limits)
    }

    /// The most specific pattern (index) for a link of `scheme`, `host` (both lowercased) and
    /// `segments`, or `nil`: each segment is its decoded text, or `nil` for a value equal to
    /// no literal, so only parameter, wildcard and catch-all edges take it (a link's segment
    /// that is no pattern's literal is looked up the same way, as number -1). Literals are
    /// looked up as a link's decoded segments are. At most ``LinkLimits/maxMatchSteps`` nodes
    /// are visited, as for a link; `nil` too when that is not enough.
    func locate(scheme: String, host: String, segments: [String?], limits: LinkLimits) -> Int? {
        func id(_ text: String) -> Int32? {
            Array(text.utf8).withUnsafeBufferPointer { literals.id(of: $0) }
        }
        guard let schemeID = id(scheme), let schemeNode = edges.child(of: 0, literal: schemeID),
            let hostID = id(host), let root = edges.child(of: schemeNode, literal: hostID)
        else { return nil }
        let ids: [Int32] = segments.map { segment in segment.flatMap(id) ?? -1 }
        var budget = limits.maxMatchSteps
        let found = ids.withUnsafeBufferPointer {
            search(root, $0, ids.count, from: 0, last: Self.lastSegmentBit($0, ids.count), budget: &budget)
        }
        return found >= 0 ? Int(found) : nil
    }

    /// The bit of the last-segment filter (``Node/lastSegments``) for a segment with
    /// literal number `literal`; bit 63 for a segment that is no literal (-1).
    private static func lastSegmentBit(_ literal: Int32) -> UInt64 {
        literal >= 0 ? 1 << UInt64(literal % 63) : 1 << 63
    }

    /// The bit a link of `count` segments numbered `literals` needs in a node's
    /// last-segment filter; every bit (nothing pruned) for a link without segments.
    private static func lastSegmentBit(_ literals: UnsafeBufferPointer<Int32>, _ count: Int) -> UInt64 {
        count > 0 ? lastSegmentBit(literals[count - 1]) : .max
    }

    /// What ``search(_:_:_:from:last:budget:)`` returns when it ran out of steps.
    private static let exhausted: Int32 = -2

    /// The most specific pattern (index) reachable from `node` for the segments from
    /// `index` on (`literals[i]`: segment `i`'s literal number, or -1), or -1, or
    /// ``exhausted`` once `budget` nodes have been visited. Literal first, then parameter,
    /// then wildcard, then catch-all, backtracking. Every edge consumes one segment, so a
    /// node is only ever reached at the index equal to its depth and is visited at most
    /// once; but a table whose branches all nearly fit a link can still make the search visit
    /// every node, which `budget` caps. Each visit costs O(1): one edge lookup by numbers.
    /// Recursion depth is at most the number of segments (``LinkLimits/maxSegments``).
    /// `last` is the link's last segment's bit (``lastSegmentBit(_:_:)``).
    private func search(
        _ node: Int32, _ literals: UnsafeBufferPointer<Int32>, _ count: Int, from index: Int, last: UInt64,
        budget: inout Int
    ) -> Int32 {
        let node = Int(node)
        // A branch none of whose patterns takes the number of segments left is never
        // entered, and costs no step: this ends the search of a link longer (or shorter)
        // than every pattern of a near-miss table at once, where it visited every node
        // (the near-miss benchmark's 9-segment link: 1,024 steps, 4.7 µs, to a few ns).
        let remaining = count - index
        // Nor is a branch no pattern of which can end with the link's last segment.
        guard remaining >= Int(nodes[node].minRemaining), remaining <= Int(nodes[node].maxRemaining),
            nodes[node].lastSegments & last != 0
        else { return -1 }
        guard budget > 0 else { return Self.exhausted }
        budget -= 1
        if index == count { return nodes[node].end }
        let literal = literals[index]
        if literal >= 0, let next = edges.child(of: Int32(node), literal: literal) {
            let found = search(next, literals, count, from: index + 1, last: last, budget: &budget)
            if found != -1 { return found }
        }
        let parameter = nodes[node].parameter
        if parameter >= 0 {
            let found = search(parameter, literals, count, from: index + 1, last: last, budget: &budget)
            if found != -1 { return found }
        }
        let wildcard = nodes[node].wildcard
        if wildcard >= 0 {
            let found = search(wildcard, literals, count, from: index + 1, last: last, budget: &budget)
            if found != -1 { return found }
        }
        return nodes[node].catchAll
    }

    private mutating func append(_ pattern: LinkPattern) {
        patterns.append(pattern)
        captures.append(PatternCaptures(pattern))
    }

    /// The child of `node` along the literal `text`, added when there is none.
    private mutating func literalChild(of node: Int32, _ text: String) -> Int32 {
        let literal = literals.intern(Array(text.utf8))
        if let found = edges.child(of: node, literal: literal) { return found }
        let next = newNode()
        edges.insert(next, parent: node, literal: literal)
        return next
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
