import LinkMatching
import Router

/// Link matching on a hostile table: `3^8` = 6,561 patterns of 8 segments, each segment a
/// literal `a`, a `:parameter` or a `*`, so every branch of the trie fits `a/a/…` until its
/// last segment. A benign link (8 segments, each `a` or a random token) matches on the first
/// branch it tries; `a` nine times takes more segments than any pattern, so the search never
/// starts (each trie node knows how many segments its patterns can still take). What that
/// does not catch: a second table of 3^7 = 2,187 patterns whose 8th segment is the literal
/// `z`, and the link `a/a/a/a/a/a/a/b`, which fits every branch but its last segment, so the
/// search would visit all 5,467 nodes: each trie node also knows which literals its patterns
/// can end with, so no branch is entered and it is answered at once (it took every step of
/// `LinkLimits.maxMatchSteps`, then was rejected). Timed with the default limit and with no
/// limit. What the limit still bounds: a third table whose patterns end in
/// `y/z`, and `a/a/a/a/a/a/a/b/z`, which fits every branch but its next-to-last segment.
/// Ours only: RoutingKit keeps one node for `:parameter` and `*`, so it cannot hold the table.
enum NearMissLinkBenchmark {
    static let depth = 8
    static let patternCount = 6_561
    static let sampleCount = 4_096

    static func run(_ harness: inout Harness) throws(BenchmarkFailure) -> [ResultRow] {
        guard harness.includes(patternCount) else { return [] }
        func nearMissPaths(levels: Int) -> [String] {
            var paths = [""]
            for level in 0..<levels {
                paths = paths.flatMap { path in ["a", ":p\(level)", "*"].map { path + "/" + $0 } }
            }
            return paths
        }
        let paths = nearMissPaths(levels: depth)
        let table = LinkPatternTable(origin: "nm://bench", paths: paths)
        let limited = try table.ourMatcher()
        let lastLiteral = LinkPatternTable(origin: "nm://bench", paths: nearMissPaths(levels: depth - 1).map { $0 + "/z" })
        let lastLimited = try lastLiteral.ourMatcher()
        let lastUnlimited = try lastLiteral.ourMatcher(limits: LinkLimits(maxMatchSteps: .max))
        let beforeLast = try LinkPatternTable(
            origin: "nm://bench", paths: nearMissPaths(levels: depth - 1).map { $0 + "/y/z" }
        ).ourMatcher()
        let index = Dictionary(uniqueKeysWithValues: paths.enumerated().map { ($1, $0) })

        var random = SplitMix64(seed: 0x4E4D)
        var benign: [(link: String, pattern: Int)] = []
        for _ in 0..<sampleCount {
            var segments: [String] = []
            var path = ""
            for level in 0..<depth {
                if random.below(2) == 0 {
                    segments.append("a")
                    path += "/a"
                } else {
                    segments.append(LinkToken.random(using: &random).encoded)
                    path += "/:p\(level)"
                }
            }
            benign.append(("nm://bench/" + segments.joined(separator: "/"), index[path]!))
        }
        let tooLong = "nm://bench/" + Array(repeating: "a", count: depth + 1).joined(separator: "/")
        let hostile = "nm://bench/" + Array(repeating: "a", count: depth - 1).joined(separator: "/") + "/b"
        let hostileBeforeLast = hostile + "/z"

        for (link, pattern) in benign {
            guard case .success(let match) = limited.match(link), match.value == pattern else {
                throw BenchmarkFailure("the near-miss table did not lead \(link) to pattern \(paths[pattern])")
            }
        }
        guard case .failure(.noMatch) = limited.match(tooLong) else {
            throw BenchmarkFailure("the 9-segment link should match nothing: \(limited.match(tooLong))")
        }
        guard lastLiteral.paths.count == 2_187, case .failure(.noMatch) = lastLimited.match(hostile) else {
            throw BenchmarkFailure("the hostile link should match nothing: \(lastLimited.match(hostile))")
        }
        guard case .failure(.tooManyMatchSteps(limit: LinkLimits.default.maxMatchSteps)) = beforeLast.match(hostileBeforeLast)
        else {
            throw BenchmarkFailure("the link failing before its last segment was not rejected at the step limit")
        }
        guard case .failure(.noMatch) = lastUnlimited.match(hostile) else {
            throw BenchmarkFailure("without a step limit the hostile link should match nothing")
        }

        if harness.measures {
            harness.note(
                "the most match steps a benign link of the near-miss table takes, \(sampleCount) links: "
                    + "\(try table.mostMatchSteps(of: benign))")
        }

        let links = benign.map(\.link)
        let mask = sampleCount - 1
        let benignBatch: (Int) -> UInt64 = { iterations in
            var sum: UInt64 = 0
            var index = 0
            for _ in 0..<iterations {
                if case .success(let match) = limited.match(links[index]) { sum &+= UInt64(match.value) }
                index = (index + 1) & mask
            }
            return sum
        }
        func failing(_ matcher: LinkMatcher<Int>, _ link: String) -> Harness.Operation {
            .init { iterations in
                var sum: UInt64 = 0
                for _ in 0..<iterations {
                    if case .failure = matcher.match(link) { sum &+= 1 }
                }
                return sum
            }
        }
        // The benign link and the hostile ones in turn: each hostile one over the benign one is
        // a target.
        let figures = harness.timed(inTurn: [
            .init(benignBatch), failing(limited, tooLong), failing(lastLimited, hostile),
            failing(lastUnlimited, hostile), failing(beforeLast, hostileBeforeLast),
        ])
        let (benignTime, tooLongTime, hostileLimited) = (figures[0], figures[1], figures[2])
        let (hostileUnlimited, beforeLastTime) = (figures[3], figures[4])
        let size = "near-miss, \(patternCount) patterns"
        return [
            ResultRow("link match: benign link", size: size, ours: benignTime),
            ResultRow("link match: 9-segment link (longer than every pattern)", size: size, ours: tooLongTime),
            ResultRow(
                "link match: hostile link, default step limit", size: "near-miss ending in z, 2187 patterns",
                ours: hostileLimited),
            ResultRow(
                "link match: hostile link, no step limit", size: "near-miss ending in z, 2187 patterns",
                ours: hostileUnlimited),
            ResultRow(
                "link match: hostile link failing before its last segment, default step limit",
                size: "near-miss ending in y/z, 2187 patterns", ours: beforeLastTime),
        ]
    }
}
