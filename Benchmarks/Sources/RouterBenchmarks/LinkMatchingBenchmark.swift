import LinkMatching
import Router
import RoutingKit

/// Benchmark 2, link matching: a whole link string to a decision with its captured,
/// percent-decoded parameters.
///
/// Ours: `LinkMatcher<Int>.match(_:)`, which checks the link, splits it, decodes every
/// segment and walks the trie, called from this module (so unspecialized generic code); and
/// `LinkTable.payload(for:)`, what `NavigationRouter.open(_:)` uses: the same matcher specialized
/// inside the library, then the parameters handed to a decoder that builds a payload. Peer: RoutingKit's `TrieRouter.route(path:parameters:)` on the same
/// patterns, timed on an already-split path and including the split of the link string
/// (RoutingKit decodes only the values it captures; it checks nothing). On the
/// GitHub-API-like table, then on synthetic tables of 10 to 10,000 patterns of one shape,
/// then on a hostile table (``NearMissLinkBenchmark``, size 6561).
enum LinkMatchingBenchmark {
    static let sizes = [10, 100, 1_000, 10_000]
    /// How many links are drawn; batches cycle through them (a power of two).
    static let sampleCount = 4_096

    static func run(_ harness: inout Harness) throws(BenchmarkFailure) -> [ResultRow] {
        let gitHub = LinkPatternTable.gitHub
        var rows: [ResultRow] = []
        var steps: [String] = []
        if harness.includes(gitHub.paths.count) {
            let measured = try measure(gitHub, size: "GitHub API, \(gitHub.paths.count) patterns", &harness)
            rows += measured.rows
            if let most = measured.mostSteps { steps.append("GitHub API \(most)") }
        }
        var matching: [Int: Harness.Operation] = [:]
        for size in sizes where harness.includes(size) {
            let table = LinkPatternTable.synthetic(count: size)
            let measured = try measure(table, size: "\(size) patterns", &harness)
            rows += measured.rows
            matching[size] = measured.matching
            if let most = measured.mostSteps { steps.append("\(size) patterns \(most)") }
        }
        if !steps.isEmpty {
            harness.note(
                "the most match steps a link of each table takes, every pattern hit once: " + steps.joined(separator: ", "))
        }
        // The smallest and the largest synthetic table in turn: how the time grows with the
        // table is a target.
        if let smallest = sizes.first, let largest = sizes.last, let few = matching[smallest], let many = matching[largest] {
            let figures = harness.timed(inTurn: [few, many])
            rows.append(
                ResultRow(
                    flatness, size: "\(largest) patterns", ours: figures[1], peer: "the same, \(smallest) patterns",
                    peerFigure: figures[0]))
        }
        return rows + (try NearMissLinkBenchmark.run(&harness))
    }

    /// The row of the smallest and the largest synthetic table timed in turn.
    static let flatness = "link match: LinkMatcher<Int>.match, largest table against smallest"

    /// The rows of `table`, the batch of matches they time as ours (to time it again beside
    /// another table's), and, when the run measures, the most match steps a link to one of
    /// its patterns takes (one link per pattern).
    private static func measure(_ table: LinkPatternTable, size: String, _ harness: inout Harness) throws(BenchmarkFailure)
        -> (rows: [ResultRow], matching: Harness.Operation, mostSteps: Int?)
    {
        let matcher = try table.ourMatcher()
        let linkTable = try table.ourTable()
        let router = table.routingKitRouter()
        var random = SplitMix64(seed: 0x11C4 &+ UInt64(table.paths.count))
        let hits = table.hits(using: &random)
        let blank = Parameters()
        try verify(hits, matcher: matcher, table: linkTable, router: router, blank: blank)
        let mostSteps = harness.measures ? try table.mostMatchSteps(of: hits.map { ($0.link, $0.pattern) }) : nil

        // A new link for every draw, so that the links timed take the same memory whatever
        // the table (drawn from `hits`, a table of 10 patterns would be timed on 10 links that
        // stay in the cache, one of 10,000 on 4,096 that do not).
        let sample = (0..<sampleCount).map { _ in table.hit(of: random.below(table.paths.count), using: &random) }
        try verify(sample, matcher: matcher, table: linkTable, router: router, blank: blank)
        let links = sample.map(\.link)
        let segments = sample.map(\.segments)
        let mask = sampleCount - 1

        /// A batch of `LinkMatcher` matches cycling through `links`.
        func matching(_ links: [String]) -> (Int) -> UInt64 {
            { iterations in
                var sum: UInt64 = 0
                var index = 0
                for _ in 0..<iterations {
                    if case .success(let match) = matcher.match(links[index]) {
                        sum &+= UInt64(match.value &+ match.parameters.count)
                    }
                    index = (index + 1) & mask
                }
                return sum
            }
        }
        /// A batch of RoutingKit routes of `links`, each split the way Vapor splits a path.
        func routingKitSplitting(_ links: [String]) -> (Int) -> UInt64 {
            { iterations in
                var sum: UInt64 = 0
                var index = 0
                for _ in 0..<iterations {
                    var parameters = blank
                    let path = LinkPatternTable.routingKitSegments(of: links[index])
                    if let value = router.route(path: path, parameters: &parameters) {
                        sum &+= UInt64(value &+ parameters.getCatchall().count)
                    }
                    index = (index + 1) & mask
                }
                return sum
            }
        }
        // Ours and RoutingKit's split + route in turn: their ratio is a target.
        let figures = harness.timed(inTurn: [.init(matching(links)), .init(routingKitSplitting(links), ours: false)])
        let (ours, withSplit) = (figures[0], figures[1])
        let viaTable = harness.ours { iterations in
            var sum: UInt64 = 0
            var index = 0
            for _ in 0..<iterations {
                if case .success(let found) = linkTable.payload(for: links[index]), let decoded = found.payload as? DecodedLink {
                    sum &+= UInt64(decoded.pattern &+ decoded.parameters.count)
                }
                index = (index + 1) & mask
            }
            return sum
        }
        let preSplit = harness.peer { iterations in
            var sum: UInt64 = 0
            var index = 0
            for _ in 0..<iterations {
                var parameters = blank
                if let value = router.route(path: segments[index], parameters: &parameters) {
                    sum &+= UInt64(value &+ parameters.getCatchall().count)
                }
                index = (index + 1) & mask
            }
            return sum
        }
        // Links without parameters (`/emojis`, `/user/repos`...), drawn from the same hits: the
        // allocation target for them is at most one per match.
        let plain = hits.filter(\.parameters.isEmpty).map(\.link)
        var withoutParameters: [ResultRow] = []
        if size.hasPrefix("GitHub"), !plain.isEmpty {
            let plainLinks = (0..<sampleCount).map { _ in plain[random.below(plain.count)] }
            let plain = harness.timed(inTurn: [
                .init(matching(plainLinks)), .init(routingKitSplitting(plainLinks), ours: false),
            ])
            let (plainOurs, plainPeer) = (plain[0], plain[1])
            withoutParameters.append(
                ResultRow(
                    "link match: LinkMatcher<Int>.match, no parameters", size: "GitHub API, \(plain.count) of its links",
                    ours: plainOurs, peer: "RoutingKit split + route", peerFigure: plainPeer))
        }
        let rows =
            withoutParameters + [
                ResultRow(
                    "link match: LinkMatcher<Int>.match", size: size, ours: ours, peer: "RoutingKit route, pre-split path",
                    peerFigure: preSplit),
                ResultRow(
                    "link match: LinkMatcher<Int>.match", size: size, ours: ours, peer: "RoutingKit split + route",
                    peerFigure: withSplit),
                ResultRow(
                    "link match: LinkTable.payload(for:)", size: size, ours: viaTable, peer: "RoutingKit split + route",
                    peerFigure: withSplit),
            ]
        return (rows, .init(matching(links)), mostSteps)
    }

    /// Every link matches its own pattern with its own parameters, in both routers, and the
    /// split RoutingKit is timed with gives the segments it is checked with.
    private static func verify(
        _ hits: [LinkHit], matcher: LinkMatcher<Int>, table: LinkTable, router: TrieRouter<Int>, blank: Parameters
    ) throws(BenchmarkFailure) {
        for hit in hits {
            switch table.payload(for: hit.link) {
            case .success(let found):
                let decoded = found.payload as? DecodedLink
                try check(
                    decoded?.pattern == hit.pattern,
                    "LinkTable led \(hit.link) to pattern \(decoded?.pattern ?? -1), not \(hit.pattern)")
                try check(
                    decoded?.parameters == hit.parameters, "LinkTable decoded \(hit.link) with \(decoded?.parameters ?? [:])")
            case .failure(let failure):
                throw BenchmarkFailure("LinkTable refused \(hit.link): \(failure)")
            }
            switch matcher.match(hit.link) {
            case .success(let match):
                try check(match.value == hit.pattern, "\(hit.link) matched pattern \(match.value), not \(hit.pattern)")
                try check(match.parameters == hit.parameters, "\(hit.link) captured \(match.parameters), not \(hit.parameters)")
            case .failure(let rejection):
                throw BenchmarkFailure("LinkMatcher rejected \(hit.link): \(rejection)")
            }
            try check(LinkPatternTable.routingKitSegments(of: hit.link) == hit.segments, "splitting \(hit.link) went wrong")
            var parameters = blank
            let value = router.route(path: hit.segments, parameters: &parameters)
            try check(
                value == hit.pattern,
                "RoutingKit routed \(hit.link) to \(value.map(String.init) ?? "nothing"), not \(hit.pattern)")
            for (name, expected) in hit.captures {
                try check(
                    parameters.get(name) == expected,
                    "RoutingKit captured \(name)=\(parameters.get(name) ?? "nothing") in \(hit.link)")
            }
            try check(
                parameters.getCatchall() == hit.rest, "RoutingKit's catch-all took \(parameters.getCatchall()) in \(hit.link)")
        }
    }
}
