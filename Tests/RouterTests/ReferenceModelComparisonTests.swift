import Router
import RouterTestSupport
import RouterText
import RouterTooling
import RoutesFiles
import Testing

/// The tools checked against a brute-force model of what run time does (``ReferenceModel``)
/// on a few hundred random apps: each failure names the seed and prints the routes file.
@MainActor @Suite struct ReferenceModelComparisonTests {
    @Test func everyGeneratedFileLoadsAndIsExploredWithinTheBounds() async {
        let cases = await ReferenceCase.all

        #expect(cases.count == ReferenceCase.seeds.count)
        for reference in cases {
            #expect(!reference.report.truncated, reference.context)
            #expect(!reference.model.truncated, reference.context)
            #expect(reference.file.routes.count == reference.app.routes.count, reference.context)
        }
        #expect(cases.contains { $0.app.tabbed })
        #expect(cases.contains { $0.model.full.reached != $0.model.withoutResults.reached })
    }

    @Test func theCrawlerReachesExactlyTheScreensTapsReach() async {
        for reference in await ReferenceCase.all {
            let crawled = reference.report.screenNames
            let reached = reference.model.full.reached

            #expect(crawled.subtracting(reached).sorted() == [], "crawled but never shown: \(reference.context)")
            #expect(reached.subtracting(crawled).sorted() == [], "shown but not crawled: \(reference.context)")
        }
    }

    @Test func everyPathExploreListsReplaysThroughTheRouterToItsScreen() async {
        for reference in await ReferenceCase.all {
            for (screen, path) in reference.report.screens {
                let replayed = replays(path, to: screen, in: reference)
                #expect(replayed, "\(screen) at \(path) does not replay: \(reference.context)")
            }
        }
    }

    @Test func theGraphDrawsExactlyTheTapEdgesTheRouterMakes() async {
        for reference in await ReferenceCase.all {
            compareTapEdges(reference)
        }
    }

    /// Expects the graph of `reference` to draw exactly the tap edges its model made.
    private func compareTapEdges(_ reference: ReferenceCase) {
        let drawn = DrawnGraph(dot: NavigationGraph(crawl: reference.report, routes: reference.file).dot())
        var made: [DrawnGraph.TapEdge: Set<String>] = [:]
        for edge in reference.model.full.edges {
            made[
                DrawnGraph.TapEdge(from: edge.from, to: edge.to, modal: edge.modal, requirement: edge.requirement),
                default: []
            ].insert(edge.row)
        }

        #expect(Set(drawn.taps.keys) == Set(made.keys), "\(reference.context)")
        for (edge, label) in drawn.taps {
            let rows = made[edge] ?? []
            if label.truncated {
                #expect(Set(label.rows).isSubset(of: rows) && rows.count > 3, "\(edge): \(reference.context)")
            } else {
                #expect(Set(label.rows) == rows, "\(edge): \(reference.context)")
            }
        }
    }

    @Test func theCrawlerReachesNothingThroughAValueReturnedToAFormAGuardClosesFirst() async throws {
        // Home's row waits for g1 behind its screen, whose row opens the form; the form's
        // picker requires g1 too, so it shows only once g1 holds, which closes the guard's
        // screen and the form above it: the value returned finds no form.
        let text = """
            version: 1
            routes:
              - {payload: Ticket, when: {id: pick}, push: S2, requires: g1}
              - {payload: Ticket, when: {id: t1}, push: Form}
              - {payload: Entry, when: {kind: c, label: chosen}, push: S5}
            """
        let app = ReferenceApp(
            seed: 0, rows: ["Home": [.ticket("pick")], "Gate1": [.ticket("t1")], "Form": [.pick], "S2": [.returns("c")]],
            routes: [], links: [], tabs: [], chained: false, text: text)
        let file = try RoutesFile(parsing: text, path: "reference.yaml", registry: try app.registry())

        let crawled = await NavigationCrawler(registry: file.registry, home: app.home).crawl().screenNames
        let model = ReferenceModel(app: app, file: file, tabbed: false)

        #expect(model.full.reached == ["Home", "Gate1", "Form", "S2"])
        #expect(crawled == model.full.reached)
    }

    @Test func checkCallsUnusedExactlyTheRoutesNoTapUsesAndUnreachedTheScreensNoTapShows() async {
        for reference in await ReferenceCase.all {
            // As `check`: a route is unused, a screen unreached, when no crawl (home, tabs)
            // says otherwise.
            let reports = [reference.report] + (reference.home.map { [$0.report] } ?? [])
            let usedByAny = Set(reports.flatMap(\.routesUsed))
            let reachedByAny = reports.reduce(into: Set<String>()) { $0.formUnion($1.screenNames) }
            let models = [reference.model] + (reference.home.map { [$0.model] } ?? [])
            let used = models.reduce(into: Set<RouteRule>()) { $0.formUnion($1.full.routesUsed) }
            let reached = models.reduce(into: Set<String>()) { $0.formUnion($1.full.reached) }

            let unused = reference.file.routes.filter { !usedByAny.contains($0) }
            let unreached = reference.file.registry.screenNames.filter { !reachedByAny.contains($0) }

            #expect(unused == reference.file.routes.filter { !used.contains($0) }, "\(reference.context)")
            #expect(unreached == reference.file.registry.screenNames.filter { !reached.contains($0) }, "\(reference.context)")
        }
    }

    @Test func coverageOfARandomFlowIsTheRoutesAndLinksThatDecidedIt() async {
        for reference in await ReferenceCase.all {
            let app = reference.app
            let session = ReferenceSession(app: app, file: reference.file, tabbed: false)
            var random = SplitMix64(seed: app.seed &* 31 &+ 7)
            var decided: Set<Int> = []
            var linksUsed: Set<String> = []
            var linksRefused: Set<String> = []
            let samples = app.sampleLinks
            for _ in 0..<25 {
                if !samples.isEmpty, Int.random(in: 0..<100, using: &random) < 15 {
                    let sample = samples[Int.random(in: 0..<samples.count, using: &random)]
                    let outcome = session.router.open(sample.url)
                    for matched in app.matchedLinks(sample.link, values: sample.values) {
                        if matched.madePayload { linksUsed.insert(matched.pattern) } else { linksRefused.insert(matched.pattern) }
                    }
                    if outcome.showsAScreen, let chain = app.openedChain(sample.link, values: sample.values) {
                        decided.formUnion(chain.map(\.route))
                    }
                    continue
                }
                let actions = session.actions
                guard !actions.isEmpty else { break }
                let action = actions[Int.random(in: 0..<actions.count, using: &random)]
                guard case .tap(let number) = action else {
                    session.perform(action)
                    continue
                }
                let payload = session.topRows[number - 1].payload
                let decision = app.decide(payload)
                let outcome = session.perform(action)
                // A row that changes conditions shows what waited for them: decided before.
                guard ReferenceApp.fields(of: payload) != nil else { continue }
                switch outcome {
                case .pushed(let screen), .presented(let screen):
                    #expect(decision?.screen == screen, "tap shows \(screen): \(reference.context)")
                    decision.map { _ = decided.insert($0.route) }
                case .redirected:
                    #expect(decision?.requirement != nil, "tap redirects: \(reference.context)")
                    decision.map { _ = decided.insert($0.route) }
                default: break
                }
            }

            let coverage = RouteCoverage(of: reference.file, used: Set(session.traces))

            #expect(
                coverage.routes.filter(\.used).map(\.route)
                    == reference.file.routes.enumerated().filter {
                        decided.contains($0.offset)
                    }.map(\.element), "\(reference.context)")
            for (link, use) in coverage.links {
                let expected: RouteCoverage.LinkUse =
                    linksUsed.contains(link.pattern) ? .used : linksRefused.contains(link.pattern) ? .refused : .unused
                #expect(use == expected, "\(link.pattern): \(reference.context)")
            }
        }
    }

    @Test func openingALinkBuildsTheChainItsRoutesDecide() async {
        for reference in await ReferenceCase.all {
            let app = reference.app
            for sample in app.sampleLinks {
                let chain = app.openedChain(sample.link, values: sample.values)
                let session = ReferenceSession(
                    app: app, file: reference.file, tabbed: false, held: Set(ReferenceApp.conditions))

                let outcome = session.router.open(sample.url)

                if let chain {
                    #expect(
                        session.stack.screenNames == ["Home"] + chain.map(\.screen),
                        "\(sample.url) gives \(outcome): \(reference.context)")
                } else {
                    #expect(!outcome.showsAScreen, "\(sample.url) gives \(outcome): \(reference.context)")
                }
            }
        }
    }

    @Test func openingAGuardedLinkSignedOutShowsTheFirstGuardOfItsChain() async {
        for reference in await ReferenceCase.all {
            let app = reference.app
            for sample in app.sampleLinks {
                guard let chain = app.openedChain(sample.link, values: sample.values),
                    chain.dropLast().allSatisfy({ $0.requirement == nil }), let requirement = chain.last?.requirement
                else { continue }
                let session = ReferenceSession(app: app, file: reference.file, tabbed: false)

                let outcome = session.router.open(sample.url)

                let first = app.guardChain(of: requirement).last ?? requirement
                let screen = ReferenceApp.guards.first { $0.0 == first }?.1
                #expect(outcome.screen == screen, "\(sample.url) gives \(outcome): \(reference.context)")
            }
        }
    }

    @Test func theGraphDrawsALinkToEveryScreenItOpens() async {
        for reference in await ReferenceCase.all {
            let drawn = DrawnGraph(dot: NavigationGraph(crawl: reference.report, routes: reference.file).dot())

            for (pattern, screens) in reference.linkScreens {
                let missing = screens.subtracting(drawn.links[pattern] ?? [])
                #expect(missing.sorted() == [], "\(pattern) opens: \(reference.context)")
            }
        }
    }

    @Test func graphLinkEdgesGoOnlyToScreensTheLinksOpen() async {
        for reference in await ReferenceCase.all {
            let drawn = DrawnGraph(dot: NavigationGraph(crawl: reference.report, routes: reference.file).dot())
            let opened = reference.linkScreens

            for link in reference.app.links {
                let extra = (drawn.links[link.pattern] ?? []).subtracting(opened[link.pattern] ?? [])
                #expect(extra.sorted() == [], "\(link.pattern) drawn to: \(reference.context)")
            }
        }
    }

    // MARK: Helpers

    /// Whether tapping the rows titled `path` (after selecting its tab, with tabs) on a fresh
    /// app shows `screen`, for some set of conditions held from the start, where a
    /// destination a guard held back is shown by some set of conditions coming to hold,
    /// before the next tap or at the end: a tap on a guard's screen waits for its condition,
    /// as the crawl assumes it holds.
    private func replays(_ path: [String], to screen: String, in reference: ReferenceCase) -> Bool {
        let conditions = ReferenceApp.conditions
        let subsets = (0..<(1 << conditions.count)).map { mask in
            Set(conditions.indices.filter { mask & (1 << $0) != 0 }.map { conditions[$0] })
        }
        for held in subsets {
            for later in subsets {
                let session = ReferenceSession(
                    app: reference.app, file: reference.file, tabbed: reference.app.tabbed, held: held)
                var steps = path[...]
                if reference.app.tabbed, let tab = steps.popFirst() { _ = session.router.select(tab: tab) }
                func resume() {
                    session.conditions.held = later
                    _ = session.router.conditionsDidChange()
                }
                var tapped = true
                for step in steps where !session.tap(titled: step) {
                    resume()
                    tapped = session.tap(titled: step)
                    if !tapped { break }
                }
                guard tapped else { continue }
                if session.top?.name != screen { resume() }
                if session.top?.name == screen { return true }
            }
        }
        return false
    }
}
