import Router
import RouterTestSupport
import RoutesFiles
import Testing

/// A registry whose link `giuseppe://echo/:name` opens the screen named `NAME-VALUE`, VALUE
/// being the parameter `item` reads (`none` when the link has none).
private func echoRegistry(readingQueryItem item: String) throws -> JumperRegistry {
    try JumperRegistry { registry in
        registry.register(Jumper(for: String.self) { text in textDestination(text) })
        registry.registerLink(
            "giuseppe://echo/:name",
            decoder: LinkDecoder(parameters: ["name"]) { "\($0["name"] ?? "")-\($0[item] ?? "none")" })
    }
}

@MainActor @Suite struct LinkRoutingTests {
    /// Pizzas (by name; "Hawaii" does not exist) and drinks; the drink screen needs `signedIn`.
    private func makeRouter(conditions: FakeConditions = FakeConditions()) throws
        -> (NavigationRouter, RecordingNavigationStack)
    {
        let registry = try pizzaRegistry { registry in
            registry.register(
                Jumper(for: Drink.self) { drink in
                    .push("DrinkDetail", requires: "signedIn") { _ in TextScreen(name: "DrinkDetail", title: drink.name) }
                })
            registry.registerGuard(RouteGuard("signedIn", redirect: textDestination("SignIn", presentation: .modal)))
            registry.registerLink(
                "giuseppe://menu/pizza/:name",
                decoder: LinkDecoder(parameters: ["name"]) { parameters throws(LinkDecodingError) in
                    guard let name = parameters["name"], name != "Hawaii" else {
                        throw LinkDecodingError("no pizza is named '\(parameters["name"] ?? "")'")
                    }
                    return Pizza(name: name)
                })
            registry.registerLink(
                "giuseppe://menu/drink/:name",
                decoder: LinkDecoder(parameters: ["name"]) { Drink(name: $0["name"] ?? "") })
        }
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        return (NavigationRouter(registry: registry, navigator: stack, conditions: conditions), stack)
    }

    @Test func linkIsRoutedLikeATapAndNotedInTheLog() throws {
        let (router, stack) = try makeRouter()

        let outcome = router.open("giuseppe://menu/pizza/Margherita")

        #expect(outcome == .went(tab: nil, stack: ["Home", "PizzaDetail"]))
        #expect(stack.top.title == "Margherita")
        expectLog(stack.log, ["link giuseppe://menu/pizza/Margherita", "go Home > PizzaDetail"])
    }

    @Test func externalLinkBuildsItsStackFromTheRoot() throws {
        let (router, stack) = try makeRouter()
        router.open("giuseppe://menu/drink/Chinotto")

        let outcome = router.open("giuseppe://menu/pizza/Margherita")

        #expect(outcome == .went(tab: nil, stack: ["Home", "PizzaDetail"]))
        #expect(stack.screenNames == ["Home", "PizzaDetail"])
    }

    @Test func inAppLinkPushesOntoTheCurrentStack() throws {
        let (router, stack) = try makeRouter()
        router.open("giuseppe://menu/pizza/Diavola")

        let outcome = router.open("giuseppe://menu/pizza/Margherita", placement: .onTop)

        #expect(outcome == .pushed("PizzaDetail"))
        #expect(stack.screenNames == ["Home", "PizzaDetail", "PizzaDetail"])
        expectLog(
            stack.log,
            [
                "link giuseppe://menu/pizza/Diavola", "go Home > PizzaDetail",
                "link giuseppe://menu/pizza/Margherita", "push PizzaDetail",
            ])
    }

    @Test func parametersArePercentDecodedOnce() throws {
        let (router, stack) = try makeRouter()

        router.open("giuseppe://menu/pizza/Quattro%20Formaggi")

        #expect(stack.top.title == "Quattro Formaggi")
    }

    @Test func queryItemsReachTheDecoderButNeverOverrideCapturedParameters() throws {
        let registry = try echoRegistry(readingQueryItem: "size")

        let decided = try registry.decide(link: "giuseppe://echo/a?size=large&name=evil&size=small").get()

        #expect(decided.destination?.screen == "a-large")
    }

    @Test func linkThatMatchesNoPatternIsRejected() throws {
        let (router, stack) = try makeRouter()

        let outcome = router.open("giuseppe://menu/soup/Minestrone")

        guard case .rejected(.rejected) = outcome else {
            Issue.record("expected a rejection, got \(outcome)")
            return
        }
        #expect(stack.log.isEmpty)
    }

    @Test func parameterTheDecoderRefusesRejectsTheLinkWithItsReason() throws {
        let (router, stack) = try makeRouter()

        let outcome = router.open("giuseppe://menu/pizza/Hawaii")

        #expect("\(outcome)" == "rejected (giuseppe://menu/pizza/:name: no pizza is named 'Hawaii')")
        #expect(stack.log.isEmpty)
    }

    /// An error of the app's own, not a `LinkDecodingError`; its description holds an
    /// escape sequence a terminal would act on.
    private struct OutOfStock: Error, CustomStringConvertible {
        let description = "out of stock \u{1B}[2J today"
    }

    @Test func aDecoderThatThrowsAnotherErrorRejectsTheLinkWithItsDescriptionEscaped() throws {
        let registry = try pizzaRegistry { registry in
            registry.registerLink(
                "giuseppe://menu/pizza/:name",
                decoder: LinkDecoder(parameters: ["name"]) { parameters in
                    let name = parameters["name"] ?? ""
                    if name == "Calzone" { throw OutOfStock() }
                    return Pizza(name: name)
                })
        }
        let stack = RecordingNavigationStack(root: TextScreen(name: "Home", title: "Home"))
        let router = NavigationRouter(registry: registry, navigator: stack, conditions: FakeConditions())

        let outcome = router.open("giuseppe://menu/pizza/Calzone")

        #expect("\(outcome)" == "rejected (giuseppe://menu/pizza/:name: out of stock \\u{1B}[2J today)")
        #expect(throws: LinkDecodingError("out of stock \u{1B}[2J today")) {
            try LinkDecoder<Pizza>(parameters: []) { _ in throw OutOfStock() }.payload(from: [:])
        }
        #expect(stack.log.isEmpty)
    }

    @Test func guardsApplyToLinks() throws {
        let conditions = FakeConditions()
        let (router, stack) = try makeRouter(conditions: conditions)

        let outcome = router.open("giuseppe://menu/drink/Chinotto")
        conditions.holding = ["signedIn"]
        router.conditionsDidChange()

        #expect(outcome == .redirected(guardName: "signedIn", screen: "SignIn"))
        expectLog(
            stack.log,
            [
                "link giuseppe://menu/drink/Chinotto", "go Home", "redirect signedIn", "present SignIn", "dismiss SignIn",
                "push DrinkDetail",
            ])
    }

    @Test(arguments: [
        "", "giuseppe", "giuseppe:/menu", "http://menu/pizza/Margherita", "giuseppe://kitchen/pizza/Margherita",
        "giuseppe://menu/pizza/%zz", "giuseppe://menu/pizza/a%2Fb", "giuseppe://menu/pizza/a%00",
        "giuseppe://menu/pizza/..", "giuseppe://menu/pizza/%2E%2E", "giuseppe://menu//pizza/Margherita",
        "giuseppe://mënu/pizza/Margherita", "giuseppe://menu/pizza/a\u{0}b", "giuseppe://menu/pizza/a\nb",
        "giuseppe://menu/pizza/a b", "giuseppe://user@menu/pizza/x", "giuseppe://menu:80/pizza/x",
        "giuseppe://menu/pizza/%C3%28", "giuseppe://menu/pizza/" + String(repeating: "a", count: 5_000),
        "giuseppe://menu/" + Array(repeating: "pizza", count: 10_000).joined(separator: "/"),
    ])
    func hostileLinkIsRejectedAndPushesNothing(link: String) throws {
        let (router, stack) = try makeRouter()

        let outcome = router.open(link)

        guard case .rejected = outcome else {
            Issue.record("expected a rejection, got \(outcome)")
            return
        }
        #expect(stack.log.isEmpty)
    }

    @Test func schemeAndHostIgnoreCaseAndATrailingSlashDoesNotMatter() throws {
        let (router, stack) = try makeRouter()

        let outcome = router.open("GIUSEPPE://Menu/pizza/Margherita/")

        #expect(outcome == .went(tab: nil, stack: ["Home", "PizzaDetail"]))
        #expect(stack.top.title == "Margherita")
    }

    @Test func decidingALinkIsPure() throws {
        let (router, stack) = try makeRouter()

        let decision = router.registry.decide(link: "giuseppe://menu/pizza/Diavola")

        #expect((try? decision.get())?.destination?.screen == "PizzaDetail")
        #expect(stack.log.isEmpty)
    }
}

@MainActor @Suite struct RoutesFileLinkTests {
    private func makeCatalog() throws -> JumperRegistry {
        let catalog = try JumperRegistry { catalog in
            catalog.registerPayload(
                Pizza.self, name: "Pizza", fields: [PayloadField("name") { $0.name }],
                link: LinkDecoder(parameters: ["name"]) { Pizza(name: $0["name"] ?? "") })
            catalog.registerPayload(Drink.self, name: "Drink")
            catalog.registerScreen("PizzaDetail", for: Pizza.self) { pizza, _ in
                TextScreen(name: "PizzaDetail", title: pizza.name)
            }
        }
        return catalog
    }

    private func problems(_ links: String) -> String {
        do {
            _ = try RoutesFile(
                parsing: "version: 1\nroutes:\n  - {payload: Pizza, push: PizzaDetail}\nlinks:\n\(links)",
                path: "r.yaml", registry: makeCatalog())
            return "(loaded)"
        } catch {
            return "\(error)"
        }
    }

    @Test func linksOfTheFileRouteThroughItsRoutes() throws {
        let file = try RoutesFile(
            parsing: """
                version: 1
                routes:
                  - {payload: Pizza, push: PizzaDetail}
                links:
                  - {link: "giuseppe://menu/pizza/:name", payload: Pizza}
                  - {link: "giuseppe://special", payload: Pizza, with: {name: Diavola}}
                """,
            path: "r.yaml", registry: makeCatalog())
        let registry = file.registry

        #expect(
            file.links.map(\.description) == [
                "giuseppe://menu/pizza/:name -> Pizza", "giuseppe://special -> Pizza with name=Diavola",
            ])
        #expect(file.summary == "1 route for 1 payload type to 1 screen, 2 links")
        #expect((try? registry.decide(link: "giuseppe://special").get())?.destination?.screen == "PizzaDetail")
    }

    @Test(arguments: [
        (
            "  - {link: \"giuseppe://a/:x\", payload: Pizza, with: {name: x}}\n  - {link: \"giuseppe://a/:y\", payload: Pizza, with: {name: y}}\n",
            "r.yaml:6:5: this link pattern is as specific as the one at 5:5 and matches the same links"
        ),
        (
            "  - {link: \"giuseppe://a/:x\", payload: Pizza}\n",
            "r.yaml:5:12: 'Pizza' is built from the parameter 'name'; capture it in the pattern (:name) or give it under 'with'"
        ),
        (
            "  - {link: \"giuseppe://a/:name\", payload: Pizza, with: {name: x}}\n",
            "r.yaml:5:57: 'name' is both captured by the pattern and given under 'with'; keep one"
        ),
        (
            "  - {link: \"giuseppe://a\", payload: Drink}\n",
            "r.yaml:5:37: links cannot lead to 'Drink': no link decoder is registered for it"
        ),
        (
            "  - {link: \"giuseppe://a\", payload: Piza}\n",
            "r.yaml:5:37: unknown payload type 'Piza'; did you mean 'Pizza'?"
        ),
        ("  - {payload: Pizza}\n", "r.yaml:5:5: a link needs the key 'link'"),
        (
            "  - {link: \"giuseppe://a/:name\", payload: Pizza, push: x}\n",
            "r.yaml:5:50: unknown key 'push'; expected one of link, payload, with, parent"
        ),
        (
            "  - {link: \"giuseppe://a\", payload: Pizza, with: {name: x, 1: a, \"1\": b}}\n",
            "r.yaml:5:66: the key '1' is already given at 5:60 (keys are read by their text)"
        ),
        ("  - 7\n", "r.yaml:5:5: expected a link (a mapping with 'link' and 'payload'), found a number"),
    ])
    func badLinkIsReportedWithItsPosition(links: String, message: String) {
        #expect(problems(links) == message)
    }

    @Test(arguments: [
        (
            "  - {link: \"giuseppe://a/:name\", payload: Pizza, parent: \"giuseppe://b/*\"}\n",
            "r.yaml:5:58: invalid parent link: a parent link has no '*' or unnamed '**' segment: no parameter would fill it"
        ),
        (
            "  - {link: \"giuseppe://a/:name\", payload: Pizza, parent: \"giuseppe://nowhere/:name\"}\n",
            "r.yaml:5:5: the parent 'giuseppe://nowhere/:name' given at 5:58 matches no link pattern"
        ),
        (
            "  - {link: \"giuseppe://m/%3Aname\", payload: Pizza, with: {name: x}}\n"
                + "  - {link: \"giuseppe://a/:name\", payload: Pizza, parent: \"giuseppe://m/:name\"}\n",
            "r.yaml:6:5: the parent 'giuseppe://m/:name' given at 6:58 matches no link pattern"
        ),
        (
            "  - {link: \"giuseppe://up/:size\", payload: Pizza, with: {name: x}}\n"
                + "  - {link: \"giuseppe://a/:name\", payload: Pizza, parent: \"giuseppe://up/:size\"}\n",
            "r.yaml:6:5: the parent 'giuseppe://up/:size' given at 6:58 uses the parameter 'size', "
                + "which this link neither captures nor gives under 'with'"
        ),
        (
            "  - {link: \"giuseppe://a/:name\", payload: Pizza, parent: \"giuseppe://a/:name\"}\n",
            "r.yaml:5:5: following parents from this link comes back to it: 'giuseppe://a/:name' at 5:5, "
                + "then 'giuseppe://a/:name' at 5:5 again"
        ),
        (
            "  - {link: \"giuseppe://a/:name\", payload: Pizza, parent: \"giuseppe://b/:name\"}\n"
                + "  - {link: \"giuseppe://b/:name\", payload: Pizza, parent: \"giuseppe://a/:name\"}\n",
            "r.yaml:5:5: following parents from this link comes back to it: 'giuseppe://a/:name' at 5:5, "
                + "then 'giuseppe://b/:name' at 6:5, then 'giuseppe://a/:name' at 5:5 again"
        ),
        (
            "  - {link: \"giuseppe://up/:size\", payload: Pizza, with: {name: x}}\n"
                + "  - {link: \"giuseppe://a\", payload: Pizza, with: {name: x, size: big}, parent: \"giuseppe://up/:size\"}\n",
            "(loaded)"
        ),
    ])
    func badParentIsReportedAtTheLinkNamingTheOtherPositions(links: String, message: String) {
        #expect(problems(links) == message)
    }

    /// `count` links `giuseppe://c/0` ... each the parent of the next; with `closed`, the first
    /// has the last as its parent, closing one long cycle.
    private func chainOfLinks(_ count: Int, closed: Bool) -> String {
        (0..<count).map { index in
            let parent = index > 0 ? "giuseppe://c/\(index - 1)" : closed ? "giuseppe://c/\(count - 1)" : nil
            return "  - {link: \"giuseppe://c/\(index)\", payload: Pizza, with: {name: x}"
                + (parent.map { ", parent: \"\($0)\"" } ?? "") + "}\n"
        }.joined()
    }

    @Test func aChainOfAsManyParentsAsTheLimitLoads() {
        #expect(problems(chainOfLinks(LinkTable.maxParents + 1, closed: false)) == "(loaded)")
    }

    @Test func aChainOfMoreParentsThanTheLimitIsReportedAtTheLinkNamingTheFarthestParent() {
        let limit = LinkTable.maxParents
        let report = problems(chainOfLinks(limit + 2, closed: false))

        #expect(
            report
                == "r.yaml:\(5 + limit + 1):5: this link has more than \(limit) parents, so it never opens: "
                + "its parent number \(limit + 1) is 'giuseppe://c/0' at 5:5")
    }

    @Test func everyLinkOfALongChainBeyondTheLimitIsReportedOnce() {
        let report = problems(chainOfLinks(2_000, closed: false))

        #expect(report.components(separatedBy: "parents, so it never opens").count - 1 == 2_000 - LinkTable.maxParents - 1)
    }

    @Test func aCycleThroughALiteralLinkThatACapturedValueReachesIsReportedWithTheLinkThatOpensIt() {
        let report = problems(
            "  - {link: \"giuseppe://a/:y\", payload: Pizza, with: {name: x}}\n"
                + "  - {link: \"giuseppe://b/:name\", payload: Pizza, parent: \"giuseppe://a/:name\"}\n"
                + "  - {link: \"giuseppe://a/lit\", payload: Pizza, with: {name: x}, parent: \"giuseppe://b/lit\"}\n")

        #expect(
            report
                == "r.yaml:6:5: following parents from this link comes back to it when it is opened as "
                + "'giuseppe://b/lit': 'giuseppe://b/:name' at 6:5, then 'giuseppe://a/lit' at 7:5, "
                + "then 'giuseppe://b/:name' at 6:5 again")
    }

    @Test func aCycleLongerThanAnyChainIsReportedOnceAtItsFirstLink() {
        let report = problems(chainOfLinks(2_000, closed: true))

        #expect(report.components(separatedBy: "following parents from this link comes back to it").count - 1 == 1)
        #expect(
            report.contains(
                "r.yaml:5:5: following parents from this link comes back to it: 'giuseppe://c/0' at 5:5, "
                    + "then 'giuseppe://c/1999' at 2004:5, "))
    }

    /// 513 links on one host: 512 of 11 segments, each of the first 9 a literal `a` or a
    /// parameter, then `z`, then a parameter; and, last, one of 11 parameters.
    private func crowdedHost() -> String {
        var paths = [""]
        for level in 0..<9 { paths = paths.flatMap { ["\($0)/a", "\($0)/:p\(level)"] } }
        let links = paths.map { $0 + "/z/:p10" } + [(0...10).map { "/:p\($0)" }.joined()]
        return links.map { "  - {link: \"giuseppe://n\($0)\", payload: Pizza, with: {name: x}}\n" }.joined()
    }

    @Test func aPatternSomeOfWhoseLinksNeedMoreThanTheStepLimitIsReportedWithSuchALink() {
        let report = problems(crowdedHost())

        #expect(
            report
                == "r.yaml:517:5: links this pattern matches, such as 'giuseppe://n/a/a/a/a/a/:p5/:p6/:p7/:p8/:p9/:p10', "
                + "need more than 128 steps to match, so they never open")
    }

    @Test func aLinkRuleShowsItsParent() throws {
        let file = try RoutesFile(
            parsing: """
                version: 1
                routes:
                  - {payload: Pizza, push: PizzaDetail}
                links:
                  - {link: "giuseppe://menu", payload: Pizza, with: {name: Menu}}
                  - {link: "giuseppe://menu/pizza/:name", payload: Pizza, parent: "giuseppe://menu"}
                """,
            path: "r.yaml", registry: makeCatalog())

        #expect(
            file.links.map(\.description) == [
                "giuseppe://menu -> Pizza with name=Menu",
                "giuseppe://menu/pizza/:name -> Pizza (parent giuseppe://menu)",
            ])
        #expect(file.links.map(\.parent) == [nil, "giuseppe://menu"])
        let decided = try file.registry.decide(link: "giuseppe://menu/pizza/Diavola").get()
        #expect(decided.chain.map { "\($0)" } == ["push PizzaDetail", "push PizzaDetail"])
        #expect(decided.parents.first?.link == "giuseppe://menu")
    }

    @Test func invalidPatternIsReportedAtThePattern() {
        let report = problems("  - {link: \"menu/pizza\", payload: Pizza}\n")

        #expect(report.hasPrefix("r.yaml:5:12: invalid link pattern: "))
    }

    @Test func queryNameSpeltWithACanonicallyEquivalentScalarIsAnotherName() throws {
        let registry = try echoRegistry(readingQueryItem: "K")

        // KELVIN SIGN (U+212A), which Swift's `String` `==` takes for `K`.
        let decided = try registry.decide(link: "giuseppe://echo/a?%E2%84%AA=evil").get()

        #expect(decided.destination?.screen == "a-none")
    }
}
