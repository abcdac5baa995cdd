import LinkMatching
import Router
import Testing

/// What one match may cost, whatever the table: a table whose patterns nearly match a link
/// could make the search visit every trie node, so one match visits at most
/// ``LinkLimits/maxMatchSteps`` nodes and a link that needs more is rejected, naming it.
@MainActor @Suite struct LinkMatchCostTests {
    /// `3^depth` patterns of `depth` segments, each segment a literal `a`, a parameter or a
    /// wildcard (then the literal `last`, when given): every branch of the trie fits
    /// `a/a/…` until its last segment.
    private func nearMissTable(depth: Int, last: String? = nil, limits: LinkLimits = .default) throws
        -> LinkMatcher<String>
    {
        var paths = [""]
        for level in 0..<depth {
            paths = paths.flatMap { path in ["a", ":p\(level)", "*"].map { path + "/" + $0 } }
        }
        if let last { paths = paths.map { $0 + "/" + last } }
        var matcher = LinkMatcher<String>(limits: limits)
        for path in paths { try matcher.add(LinkPattern("g://h" + path), value: path) }
        return matcher
    }

    private func outcome(_ matcher: LinkMatcher<String>, _ link: String) -> String {
        switch matcher.match(link) {
        case .success(let match): "matched \(match.value)"
        case .failure(let rejection): "rejected: \(rejection)"
        }
    }

    private func link(segments: Int) -> String {
        "g://h/" + Array(repeating: "a", count: segments).joined(separator: "/")
    }

    @Test func linkThatWouldVisitEveryBranchIsRejectedNamingTheStepLimit() throws {
        // 2,187 patterns ending in `y/z`, 7,654 nodes: every branch takes the link's 9
        // segments and ends in its last segment `z`, and only the segment before (`b`, not
        // `y`) fails each of them.
        let matcher = try nearMissTable(depth: 7, last: "y/z")

        let result = outcome(matcher, link(segments: 7) + "/b/z")

        #expect(result == "rejected: matching the link needs more than 128 steps")
    }

    @Test func theLongestLinkAcceptedMatchesWithinTheDefaultStepLimitAfterBackingOutOfABranch() throws {
        // 64 segments, the most a link may have: the literal branch `a/…/a/b/:last` fits
        // its first 62, so the search visits and backs out of 62 nodes before it takes the
        // parameters' 64: 127 steps with the host's node.
        let literals = Array(repeating: "a", count: 62).joined(separator: "/")
        let parameters = (0..<64).map { ":p\($0)" }.joined(separator: "/")
        var matcher = LinkMatcher<String>()
        for path in [literals + "/b/:last", parameters] { try matcher.add(LinkPattern("g://h/" + path), value: path) }

        let result = outcome(matcher, link(segments: 64))

        #expect(result == "matched " + parameters)
    }

    /// 512 patterns `a` or a parameter 9 times, then `z/:last`, and one of 11 parameters:
    /// a link of that last pattern with 9 `a`s visits the 1,023 nodes of the first 9 levels
    /// before the last pattern's, more than the 1,024 steps this table is given with the
    /// host's node and the last pattern's.
    private func crowdedTable() throws -> LinkMatcher<String> {
        var matcher = LinkMatcher<String>(limits: LinkLimits(maxMatchSteps: 1_024))
        var paths = [""]
        for level in 0..<9 { paths = paths.flatMap { ["\($0)/a", "\($0)/:p\(level)"] } }
        for path in paths.map({ $0 + "/z/:last" }) + [(0...10).map { "/:q\($0)" }.joined()] {
            try matcher.add(LinkPattern("g://h" + path), value: path)
        }
        return matcher
    }

    @Test func aPatternWhoseLinksTheStepLimitRejectsIsFoundWithSuchALink() throws {
        let matcher = try crowdedTable()

        let found = matcher.linksBeyondStepLimit()

        #expect(found.map(\.link) == ["g://h/a/a/a/a/a/a/a/a/a/:q9/:q10"])
        #expect(outcome(matcher, "g://h/a/a/a/a/a/a/a/a/a/b/c") == "rejected: matching the link needs more than 1024 steps")
    }

    @Test func aTableWhoseLinksAllFindTheirPatternWithinTheLimitHasNoPatternBeyondIt() throws {
        let matcher = try nearMissTable(depth: 7)

        #expect(matcher.linksBeyondStepLimit().isEmpty)
    }

    @Test func linkThatAPatternMatchesIsStillRejectedWhenEveryBranchBeforeItNearlyFits() throws {
        let matcher = try crowdedTable()

        #expect(outcome(matcher, link(segments: 9) + "/b/c") == "rejected: matching the link needs more than 1024 steps")
        #expect(outcome(matcher, "g://h/b/b/b/b/b/b/b/b/b/b/c").hasPrefix("matched /:q0"))
    }

    @Test func linkWhoseLastSegmentEndsNoPatternIsRefusedWithoutASearch() throws {
        // 2,187 patterns ending in `z`: a search would visit 3,280 nodes, only for the last
        // segment (`b`) to fail each branch; one step may not.
        let matcher = try nearMissTable(depth: 7, last: "z", limits: LinkLimits(maxMatchSteps: 1))

        #expect(outcome(matcher, link(segments: 7) + "/b") == "rejected: no link pattern matches")
        #expect(outcome(matcher, link(segments: 7) + "/q") == "rejected: no link pattern matches")
    }

    @Test func lastSegmentThatEndsSomePatternsStillFindsTheMostSpecific() throws {
        var matcher = LinkMatcher<String>(limits: LinkLimits(maxMatchSteps: 8))
        for pattern in ["g://h/a/b", "g://h/a/:x", "g://h/:y/c", "g://h/*/d", "g://h/e"] {
            try matcher.add(LinkPattern(pattern), value: pattern)
        }

        #expect(outcome(matcher, "g://h/a/b") == "matched g://h/a/b")
        #expect(outcome(matcher, "g://h/a/c") == "matched g://h/a/:x")
        #expect(outcome(matcher, "g://h/q/c") == "matched g://h/:y/c")
        #expect(outcome(matcher, "g://h/q/d") == "matched g://h/*/d")
        #expect(outcome(matcher, "g://h/q/b") == "rejected: no link pattern matches")
        #expect(outcome(matcher, "g://h/e") == "matched g://h/e")
        #expect(outcome(matcher, "g://h/q/zz") == "rejected: no link pattern matches")
    }

    @Test func linkLongerOrShorterThanEveryPatternIsRefusedWithoutASearch() throws {
        // A search would visit 3,280 nodes for the longer link; one step may not.
        let matcher = try nearMissTable(depth: 7, limits: LinkLimits(maxMatchSteps: 1))

        #expect(outcome(matcher, link(segments: 8)) == "rejected: no link pattern matches")
        #expect(outcome(matcher, link(segments: 6)) == "rejected: no link pattern matches")
    }

    @Test func branchesThatCannotTakeTheSegmentsLeftCostNoStep() throws {
        var matcher = LinkMatcher<String>(limits: LinkLimits(maxMatchSteps: 3))
        for pattern in ["g://h/a/b/c/d", "g://h/:x/y", "g://h/a/**rest"] {
            try matcher.add(LinkPattern(pattern), value: pattern)
        }

        // The literal branch `a` is entered (its catch-all takes 2 or more) but its `b`
        // child (4 segments) is not: host, `a`, then the catch-all.
        #expect(outcome(matcher, "g://h/a/b/c") == "matched g://h/a/**rest")
        // The literal branch is still tried first where its catch-all fits.
        #expect(outcome(matcher, "g://h/a/y") == "matched g://h/a/**rest")
        #expect(outcome(matcher, "g://h/q/y") == "matched g://h/:x/y")
        #expect(outcome(matcher, "g://h/a/b/c/d/e/f/g/h") == "matched g://h/a/**rest")
    }

    @Test func linkOfTheSameTableThatFitsEarlyStillMatches() throws {
        let matcher = try nearMissTable(depth: 7)

        #expect(outcome(matcher, link(segments: 7)) == "matched /a/a/a/a/a/a/a")
        #expect(outcome(matcher, "g://h/b/b/b/b/b/b/b") == "matched /:p0/:p1/:p2/:p3/:p4/:p5/:p6")
    }

    @Test func raisingTheStepLimitLetsTheWholeSearchRun() throws {
        let matcher = try nearMissTable(depth: 7, limits: LinkLimits(maxMatchSteps: 4_000))

        #expect(outcome(matcher, link(segments: 8)) == "rejected: no link pattern matches")
    }

    @Test(arguments: [(3, "matched g://h/a/b"), (2, "rejected: matching the link needs more than 2 steps")])
    func everyTrieNodeVisitedBelowTheHostIsOneStep(limit: Int, expected: String) throws {
        var matcher = LinkMatcher<String>(limits: LinkLimits(maxMatchSteps: limit))
        try matcher.add(LinkPattern("g://h/a/b"), value: "g://h/a/b")

        #expect(outcome(matcher, "g://h/a/b") == expected)
    }
}
