import LinkMatching
import Router
import RouterTestSupport
import Testing

/// Links that declare a parent: the chain of parents is resolved from the root, each parent
/// matched and decoded exactly as an opened link.
@Suite struct LinkParentTests {
    /// Strings, each shown on a screen named after it; `links` pattern -> parent.
    private func registry(_ links: [(String, String?)]) throws -> JumperRegistry {
        try JumperRegistry { registry in
            registry.register(Jumper(for: String.self) { text in textDestination(text) })
            for (pattern, parent) in links {
                registry.registerLink(
                    pattern, decoder: LinkDecoder { $0.sorted { $0.name < $1.name }.map(\.value).joined(separator: "+") },
                    parent: parent)
            }
        }
    }

    /// A table filled directly, which nothing checks before links are opened.
    private func unchecked(_ links: [(String, String?)]) throws -> JumperRegistry {
        var registry = try registry([])
        var table = LinkTable()
        for (pattern, parent) in links {
            try table.add(
                LinkPattern(pattern), decoder: LinkDecoder { $0.map(\.value).sorted().joined(separator: "+") },
                parent: parent.map { try LinkTemplate($0) })
        }
        registry.links = table
        return registry
    }

    @Test func aLinkWithoutAParentHasAnEmptyChainBeforeItsOwnDecision() throws {
        let registry = try registry([("giuseppe://a/:x", nil)])

        let decided = try registry.decide(link: "giuseppe://a/one").get()

        #expect(decided.parents.isEmpty)
        #expect(decided.chain.map { $0.destination?.screen } == ["one"])
    }

    @Test func parentsAreResolvedRootMostFirstFromTheChildsParameters() throws {
        let registry = try registry([
            ("giuseppe://root", nil),
            ("giuseppe://mid/:x", "giuseppe://root"),
            ("giuseppe://leaf/:x/:y", "giuseppe://mid/:y"),
        ])

        let decided = try registry.decide(link: "giuseppe://leaf/one/two").get()

        #expect(decided.parents.map(\.link) == ["giuseppe://root", "giuseppe://mid/two"])
        #expect(decided.chain.map { $0.destination?.screen } == ["", "two", "one+two"])
    }

    @Test func constantsFillTheParentButQueryItemsDoNot() throws {
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: String.self) { text in textDestination(text) })
            registry.registerLink("giuseppe://p/:k", decoder: LinkDecoder(parameters: ["k"]) { $0["k"] ?? "" })
            registry.registerLink(
                "giuseppe://c", decoder: LinkDecoder { _ in "child" }, constants: ["k": "fixed"], parent: "giuseppe://p/:k")
            registry.registerLink(
                "giuseppe://q/:k", decoder: LinkDecoder { _ in "query" }, parent: "giuseppe://p/:k")
        }

        let fixed = try registry.decide(link: "giuseppe://c?k=other").get()
        let captured = try registry.decide(link: "giuseppe://q/mine?k=other").get()

        #expect(fixed.parents.map(\.link) == ["giuseppe://p/fixed"])
        #expect(captured.parents.first?.destination?.screen == "mine")
    }

    @Test func aValueWithAPercentSignRoundTripsIntoTheParent() throws {
        let registry = try registry([("giuseppe://p/:x", nil), ("giuseppe://c/:x", "giuseppe://p/:x")])

        let decided = try registry.decide(link: "giuseppe://c/50%25%20off%3F").get()

        #expect(decided.parents.map(\.link) == ["giuseppe://p/50%25%20off%3F"])
        #expect(decided.parents.first?.destination?.screen == "50% off?")
    }

    @Test func aValueWithSlashesRoundTripsThroughANamedCatchAll() throws {
        let registry = try registry([("giuseppe://folder/**path", nil), ("giuseppe://file/**path", "giuseppe://folder/**path")])

        let decided = try registry.decide(link: "giuseppe://file/a/b%25c/d").get()

        #expect(decided.parents.map(\.link) == ["giuseppe://folder/a/b%25c/d"])
        #expect(decided.parents.first?.destination?.screen == "a/b%c/d")
    }

    @Test func aSlashInAValueForOneSegmentIsRejectedAsAnyLinkWouldBe() throws {
        let registry = try registry([
            ("giuseppe://p/:x", nil), ("giuseppe://c", nil), ("giuseppe://w/**x", "giuseppe://p/:x"),
        ])

        let decided = registry.decide(link: "giuseppe://w/a/b")

        #expect(throws: LinkFailure.parent(link: "giuseppe://p/a%2Fb", .failed(.rejected(.encodedSeparator)))) {
            try decided.get()
        }
    }

    @Test func anUndecodableParentFailsTheWholeLinkNamingTheParent() throws {
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: String.self) { text in textDestination(text) })
            registry.registerLink(
                "giuseppe://p/:x",
                decoder: LinkDecoder { _ throws(LinkDecodingError) in
                    throw LinkDecodingError("nothing is here")
                })
            registry.registerLink("giuseppe://c/:x", decoder: LinkDecoder { _ in "child" }, parent: "giuseppe://p/:x")
        }

        let decided = registry.decide(link: "giuseppe://c/it%27s")

        #expect(
            throws: LinkFailure.parent(
                link: "giuseppe://p/it%27s",
                .failed(.undecodable(pattern: "giuseppe://p/:x", LinkDecodingError("nothing is here"))))
        ) {
            try decided.get()
        }
        #expect(
            decided.failureDescription
                == "the parent link 'giuseppe://p/it%27s' fails: giuseppe://p/:x: nothing is here")
    }

    @Test func aCycleOfParentsFailsTheLinkInsteadOfLooping() throws {
        let registry = try unchecked([("giuseppe://a/:x", "giuseppe://b/:x"), ("giuseppe://b/:x", "giuseppe://a/:x")])

        let decided = registry.decide(link: "giuseppe://a/one")

        #expect(throws: LinkFailure.parent(link: "giuseppe://a/one", .cycle)) { try decided.get() }
        #expect(
            decided.failureDescription
                == "the parent link 'giuseppe://a/one' matches a pattern already on the link's chain of parents")
    }

    @Test func aChainOfMoreThanTheMostParentsFailsTheLink() throws {
        let limit = LinkTable.maxParents
        let links = (0...(limit + 1)).map { ("giuseppe://n/\($0)", $0 <= limit ? "giuseppe://n/\($0 + 1)" : nil) }
        let registry = try unchecked(links)

        let deepest = try registry.decide(link: "giuseppe://n/1").get()
        let tooDeep = registry.decide(link: "giuseppe://n/0")

        #expect(deepest.parents.count == limit)
        #expect(throws: LinkFailure.parent(link: "giuseppe://n/\(limit + 1)", .tooDeep(limit: limit))) { try tooDeep.get() }
        #expect(tooDeep.failureDescription == "the parent link 'giuseppe://n/17' is more than 16 parents above the link")
    }

    @Test func aCapturedValueThatReachesALiteralLinkWhoseParentLeadsBackFailsTheLinkAsACycle() throws {
        let registry = try unchecked([
            ("giuseppe://a/:y", nil), ("giuseppe://b/:x", "giuseppe://a/:x"), ("giuseppe://a/lit", "giuseppe://b/lit"),
        ])

        let decided = registry.decide(link: "giuseppe://b/lit")

        #expect(throws: LinkFailure.parent(link: "giuseppe://b/lit", .cycle)) { try decided.get() }
    }

    @Test func aParentParameterTheLinkLacksFailsTheLink() throws {
        let registry = try unchecked([("giuseppe://p/:y", nil), ("giuseppe://c/:x", "giuseppe://p/:y")])

        let decided = registry.decide(link: "giuseppe://c/one")

        #expect(throws: LinkFailure.parent(link: "giuseppe://p/:y", .missingParameter("y"))) { try decided.get() }
    }

    @Test func failuresQuoteTheParentLinkWithoutRawControlCharacters() {
        let failure = LinkFailure.parent(link: "giuseppe://p/\u{1B}[2J'", .cycle)

        #expect(
            failure.description
                == "the parent link 'giuseppe://p/\\u{1B}[2J\\'' matches a pattern already on the link's chain of parents")
    }

    @Test func aParentWhosePayloadNoJumperRoutesIsAnIgnoredDecisionInTheChain() throws {
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: String.self) { text in textDestination(text) })
            registry.registerLink("giuseppe://p", decoder: LinkDecoder { _ in 42 })
            registry.registerLink("giuseppe://c", decoder: LinkDecoder { _ in "child" }, parent: "giuseppe://p")
        }

        let decided = try registry.decide(link: "giuseppe://c").get()

        #expect(decided.parents.first?.destination == nil)
        #expect(decided.chain.count == 2)
    }

    @MainActor
    @Test func coverageMarksAParentPatternWhoseDecoderRefusedAsRefused() throws {
        let registry = try JumperRegistry { registry in
            registry.register(Jumper(for: String.self) { text in textDestination(text) })
            registry.registerLink(
                "giuseppe://shop/:name",
                decoder: LinkDecoder(parameters: ["name"]) { parameters throws(LinkDecodingError) in
                    guard parameters["name"] == "open" else { throw LinkDecodingError("closed") }
                    return "shop"
                })
            registry.registerLink(
                "giuseppe://shop/:name/item", decoder: LinkDecoder { _ in "item" }, parent: "giuseppe://shop/:name")
        }
        let (router, stack) = NavigationRouter.start(registry: registry, root: textDestination("Home")) {
            RecordingNavigationStack(root: $0)
        }
        var traces: [RouteTrace] = []
        router.onTrace = { traces.append($0) }

        let outcome = router.open("giuseppe://shop/closed/item")

        guard case .rejected = outcome else {
            Issue.record("expected a rejection, got \(outcome)")
            return
        }
        #expect(traces == [.refusedLink("giuseppe://shop/:name")])
        withExtendedLifetime(stack) {}
    }
}

extension Result where Failure == LinkFailure {
    /// The failure's description, or `(succeeded)`.
    fileprivate var failureDescription: String {
        if case .failure(let failure) = self { return failure.description }
        return "(succeeded)"
    }

}
