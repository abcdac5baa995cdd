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
        /// bit is not set here fits no pattern below, so the branch is never entered: a
        /// link whose last segment fits no branch is answered at once, where it took every
        /// step of ``LinkLimits/maxMatchSteps`` and was rejected.
        var lastSegments: UInt64 = 0
    }

    /// Node 0 is above every pattern: its literal children are the patterns' authorities,
    /// each its scheme and host as one literal (``authority(scheme:host:)``), so a link's
    /// lowercased scheme and host are looked up at once, like one segment.
    private var nodes = [Node()]
    private var literals = LiteralTable()
    private var edges = LiteralEdges()
    private(set) var schemes: Set<String> = []
    /// The patterns added, by index.
    private(set) var patterns: [LinkPattern] = []
    /// What each pattern captures, by index.
    private var captures = PatternCaptures()
    /// The number of nodes below each host (by the host's node, its own included): a match
    /// visits each node at most once, so under a host with no more nodes than
    /// ``LinkLimits/maxMatchSteps`` every link is matched within the limit.
    private var nodesBelowHost: [Int32: Int] = [:]

    @usableFromInline
    init() {}

    /// Adds `pattern` as the next index (`patterns.count`), or returns the index of the
    /// equally specific pattern already there, adding nothing.
    mutating func add(_ pattern: LinkPattern) -> Int? {
        schemes.insert(pattern.scheme)
        let authority = Self.authority(scheme: pattern.scheme, host: pattern.host)
        var node = literalChild(of: 0, literal: literals.intern(Array(authority.utf8)))
        let host = node
        let nodesBefore = nodes.count
        defer { nodesBelowHost[host, default: 1] += nodes.count - nodesBefore }
        let index = Int32(patterns.count)
        // The nodes below the host the pattern passes through, the host's own first.
        var path = [node]
        // The edge to the pattern's last node, when its last segment is a literal.
        var lastEdge: (parent: Int32, literal: Int32)?
        for segment in pattern.segments {
            lastEdge = nil
            switch segment {
            case .literal(let text):
                let literal = literals.intern(Array(text.utf8))
                lastEdge = (node, literal)
                node = literalChild(of: node, literal: literal)
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
        if let lastEdge {
            edges.setEnd(index, ofChildOf: lastEdge.parent, literal: lastEdge.literal)
            lastSegment = Self.lastSegmentBit(lastEdge.literal)
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
        let (parameters, rest) = captures.capture(ofPattern: Int(found), from: parsed)
        return .success(
            LinkLocation(
                index: Int(found), patterns: patterns, parameters: parameters, rest: rest, query: parsed.query))
    }

    /// The most specific pattern (index) for `parsed`, looking its scheme, host and segments
    /// up once, then searching by numbers.
    private func search(_ parsed: ParsedLink, limits: LinkLimits) -> Result<Int32, LinkRejection> {
        let segmentCount = parsed.segmentCount
        let ids = parsed.segmentIDs
        guard let authorityID = literals.id(of: parsed.authority), let root = edges.child(of: 0, literal: authorityID)
        else {
            let scheme = parsed.scheme
            return .failure(schemes.contains(scheme) ? .unknownHost(parsed.host) : .unknownScheme(scheme))
        }
        // Each segment is hashed and compared once, here; the search then only follows
        // numbers.
        for index in 0..<segmentCount {
            ids[index] = literals.id(of: parsed.segmentBytes(index)) ?? -1
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
        guard let root = authorityNode(scheme: scheme, host: host) else { return nil }
        let ids: [Int32] = segments.map { segment in segment.flatMap(literals.id(of:)) ?? -1 }
        var budget = limits.maxMatchSteps
        let found = ids.withUnsafeBufferPointer {
            search(root, $0, ids.count, from: 0, last: Self.lastSegmentBit($0, ids.count), budget: &budget)
        }
        return found >= 0 ? Int(found) : nil
    }

    /// For each pattern, a link it matches that the search rejects for needing more than
    /// ``LinkLimits/maxMatchSteps`` steps, when one is found: the pattern's index and the
    /// link's segments (each a literal's text, or `nil` where the link keeps the pattern's
    /// own segment: a value equal to no literal).
    ///
    /// Only hosts with more nodes than the limit are searched (below the others every link
    /// fits), and only patterns some link of which might need more steps: counting, along
    /// the pattern's path, the nodes of every branch the search may try before the
    /// pattern's (the largest literal child's subtree before a parameter; that and the
    /// parameter child's before a `*`; those and the `*` child's before a `**`). For each
    /// such pattern, the link starts as the pattern with a value no literal equals in each
    /// parameter, `*` and `**` (one segment); then, segment by segment from the left, the
    /// first ``literalsTriedPerSegment`` literals the host's patterns have at that segment
    /// are tried there, and the one that makes the search visit the most nodes is kept. A
    /// link is reported only when the search, run exactly as for an opened link, runs out
    /// of steps: what is reported is always rejected, but a pattern whose costliest link
    /// needs values this greedy choice does not reach is not reported.
    /// - Complexity: O(*m*) for a trie of *m* nodes when a host has more than
    ///   ``LinkLimits/maxMatchSteps`` nodes below it (nothing otherwise); then, per pattern
    ///   that might need more, at most 1 + ``literalsTriedPerSegment`` searches per
    ///   parameter, `*` or `**` segment, each of at most ``LinkLimits/maxMatchSteps`` steps.
    func linksBeyondStepLimit(limits: LinkLimits) -> [(index: Int, segments: [String?])] {
        let crowded = Set(nodesBelowHost.filter { $0.value > limits.maxMatchSteps }.keys)
        guard !crowded.isEmpty else { return [] }
        // The nodes of each subtree, and of each node's largest literal child's subtree: a
        // child is always added after its parent, so its number is higher.
        var parents = [Int32](repeating: -1, count: nodes.count)
        edges.forEachEdge { parent, child in parents[Int(child)] = parent }
        for (node, fields) in nodes.enumerated() {
            if fields.parameter >= 0 { parents[Int(fields.parameter)] = Int32(node) }
            if fields.wildcard >= 0 { parents[Int(fields.wildcard)] = Int32(node) }
        }
        var sizes = [Int](repeating: 1, count: nodes.count)
        var largestLiteral = [Int](repeating: 0, count: nodes.count)
        for node in nodes.indices.reversed() where parents[node] >= 0 {
            let parent = Int(parents[node])
            sizes[parent] += sizes[node]
            if nodes[parent].parameter != Int32(node), nodes[parent].wildcard != Int32(node) {
                largestLiteral[parent] = max(largestLiteral[parent], sizes[node])
            }
        }
        // The distinct literals of the crowded hosts' patterns, by host and segment index.
        var candidates: [Int32: [[(id: Int32, text: String)]]] = [:]
        var seen: Set<[Int32]> = []
        var hosts: [Int32?] = []
        for pattern in patterns {
            let host = authorityNode(scheme: pattern.scheme, host: pattern.host).flatMap { crowded.contains($0) ? $0 : nil }
            hosts.append(host)
            guard let host else { continue }
            for (index, segment) in pattern.segments.enumerated() {
                guard case .literal(let text) = segment, let literal = literals.id(of: text),
                    seen.insert([host, Int32(index), literal]).inserted
                else { continue }
                var byIndex = candidates[host] ?? []
                while byIndex.count <= index { byIndex.append([]) }
                byIndex[index].append((literal, text))
                candidates[host] = byIndex
            }
        }
        var found: [(index: Int, segments: [String?])] = []
        for (index, pattern) in patterns.enumerated() {
            guard let host = hosts[index] else { continue }
            var ids: [Int32] = []
            var texts: [String?] = []
            var free: [Int] = []
            for (position, segment) in pattern.segments.enumerated() {
                if case .literal(let text) = segment {
                    ids.append(literals.id(of: text) ?? -1)
                    texts.append(text)
                } else {
                    free.append(position)
                    ids.append(-1)
                    texts.append(nil)
                }
            }
            guard !free.isEmpty,
                mostSteps(to: pattern, from: host, sizes: sizes, largestLiteral: largestLiteral) > limits.maxMatchSteps
            else { continue }
            /// The nodes the search visits for `ids`, or `nil` when it runs out of steps.
            func steps(_ ids: [Int32]) -> Int? {
                var budget = limits.maxMatchSteps
                let result = ids.withUnsafeBufferPointer {
                    search(host, $0, ids.count, from: 0, last: Self.lastSegmentBit($0, ids.count), budget: &budget)
                }
                return result == Self.exhausted ? nil : limits.maxMatchSteps - budget
            }
            guard var most = steps(ids) else {
                found.append((index, texts))
                continue
            }
            search: for position in free {
                var chosen: (id: Int32, text: String)?
                let options = (candidates[host].map { position < $0.count ? $0[position] : [] } ?? [])
                    .prefix(Self.literalsTriedPerSegment)
                for option in options {
                    var trial = ids
                    trial[position] = option.id
                    guard let cost = steps(trial) else {
                        texts[position] = option.text
                        found.append((index, texts))
                        break search
                    }
                    if cost > most { (most, chosen) = (cost, option) }
                }
                if let chosen {
                    ids[position] = chosen.id
                    texts[position] = chosen.text
                }
            }
        }
        return found
    }

    /// The most literals ``linksBeyondStepLimit(limits:)`` tries at one segment of a link.
    static let literalsTriedPerSegment = 16

    /// At most how many nodes a search visits for a link `pattern` matches, from its host
    /// node `host`: the pattern's path, and before each step of it every branch the search
    /// may try first (see ``linksBeyondStepLimit(limits:)``).
    private func mostSteps(to pattern: LinkPattern, from host: Int32, sizes: [Int], largestLiteral: [Int]) -> Int {
        func size(_ node: Int32) -> Int { node >= 0 ? sizes[Int(node)] : 0 }
        var node = host
        var steps = 1
        for segment in pattern.segments {
            let here = Int(node)
            switch segment {
            case .literal(let text):
                guard let literal = literals.id(of: text),
                    let next = edges.child(of: node, literal: literal)
                else { return steps }
                node = next
            case .parameter:
                steps += largestLiteral[here]
                node = nodes[here].parameter
            case .wildcard:
                steps += largestLiteral[here] + size(nodes[here].parameter)
                node = nodes[here].wildcard
            case .catchAll:
                return steps + largestLiteral[here] + size(nodes[here].parameter) + size(nodes[here].wildcard)
            }
            guard node >= 0 else { return steps }
            steps += 1
        }
        return steps
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
        // until the step limit.
        let remaining = count - index
        // Nor is a branch no pattern of which can end with the link's last segment.
        guard remaining >= Int(nodes[node].minRemaining), remaining <= Int(nodes[node].maxRemaining),
            nodes[node].lastSegments & last != 0
        else { return -1 }
        guard budget > 0 else { return Self.exhausted }
        budget -= 1
        if index == count { return nodes[node].end }
        let literal = literals[index]
        if literal >= 0, let next = edges.edge(from: Int32(node), literal: literal) {
            if index + 1 < count {
                let found = search(next.child, literals, count, from: index + 1, last: last, budget: &budget)
                if found != -1 { return found }
            } else if next.end >= 0 {
                // The link's last segment: the child would answer with the pattern that ends
                // at it, which the edge holds too, so the child's node is not read. Its checks
                // pass exactly when a pattern ends there (no segments left, and that pattern's
                // last literal is this one), and then its visit counts as a step.
                guard budget > 0 else { return Self.exhausted }
                budget -= 1
                return next.end
            }
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

    /// The literal a pattern's scheme and host (both lowercased) are kept as below node 0:
    /// the scheme, ``authoritySeparator``, the host. A scheme has no `:`, so no two pairs
    /// give the same text. A parsed link writes its own with the same separator
    /// (``ParsedLink/authority``).
    static func authority(scheme: String, host: String) -> String {
        scheme + String(decoding: [authoritySeparator], as: UTF8.self) + host
    }

    /// What stands between the scheme and the host in an authority's literal: `:`.
    static let authoritySeparator = UInt8(ascii: ":")

    /// The node of the patterns of `scheme` and `host` (both lowercased), or `nil` when
    /// there are none.
    private func authorityNode(scheme: String, host: String) -> Int32? {
        guard let literal = literals.id(of: Self.authority(scheme: scheme, host: host)) else { return nil }
        return edges.child(of: 0, literal: literal)
    }

    private mutating func append(_ pattern: LinkPattern) {
        patterns.append(pattern)
        captures.append(pattern)
    }

    /// The child of `node` along the literal numbered `literal`, added when there is none.
    private mutating func literalChild(of node: Int32, literal: Int32) -> Int32 {
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
