import Router
import RouterTestSupport
import RoutesFiles
import Testing

/// The loader reports every route an earlier one always catches first (an earlier route of
/// the same payload type whose conditions are a subset of its own), checked against a
/// brute-force reference on random files.
@MainActor @Suite struct RouteShadowingTests {
    private struct RecordA: Sendable {}
    private struct RecordB: Sendable {}

    /// Ten fields, more than the loader looks up by subsets (8), so both of its ways run.
    private static let fields = (0..<10).map { "f\($0)" }

    private static func makeCatalog() -> JumperRegistry {
        let catalog = composed { catalog in
            catalog.registerPayload(RecordA.self, name: "RecordA", fields: fields.map { PayloadField($0) { _ in "a" } })
            catalog.registerPayload(RecordB.self, name: "RecordB", fields: fields.map { PayloadField($0) { _ in "a" } })
            catalog.registerScreen("Show") { _ in TextScreen(name: "Show", title: "Show") }
        }
        return catalog
    }

    private struct Route {
        let payload: String
        let conditions: [String: String]
        let line: Int
    }

    /// `count` routes of random payload types, each with a random set of conditions: few
    /// conditions most of the time (so subsets repeat), sometimes nine or ten.
    private static func randomRoutes(_ count: Int, seed: UInt64) -> [Route] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { index in
            let size = random.next() % 8 == 0 ? 9 + Int(random.next() % 2) : Int(random.next() % 4)
            var conditions: [String: String] = [:]
            while conditions.count < size {
                conditions[fields[Int(random.next() % 10)]] = random.next() % 2 == 0 ? "a" : "b"
            }
            return Route(payload: random.next() % 3 == 0 ? "RecordB" : "RecordA", conditions: conditions, line: index + 3)
        }
    }

    private static func text(of routes: [Route]) -> String {
        "version: 1\nroutes:\n"
            + routes.map { route in
                let when = route.conditions.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
                return "  - {payload: \(route.payload), when: {\(when)}, push: Show}\n"
            }.joined()
    }

    /// What the loader must report: for each route, the first earlier route that was not
    /// itself reported, of the same type, whose conditions it contains.
    private static func expectedProblems(_ routes: [Route]) -> [String] {
        var accepted: [Route] = []
        var problems: [String] = []
        for route in routes {
            let shadow = accepted.first { earlier in
                earlier.payload == route.payload
                    && earlier.conditions.allSatisfy { route.conditions[$0.key] == $0.value }
            }
            guard let shadow else {
                accepted.append(route)
                continue
            }
            problems.append(
                shadow.conditions == route.conditions
                    ? "r.yaml:\(route.line):5: duplicate route: the route at \(shadow.line):5 has the same payload and conditions"
                    : "r.yaml:\(route.line):5: this route can never match: the route at \(shadow.line):5 comes first and catches every payload it would"
            )
        }
        return problems
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func everyShadowedRouteIsReportedWithTheFirstRouteThatCatchesIt(seed: UInt64) {
        // Arrange
        let routes = Self.randomRoutes(300, seed: seed)
        let expected = Self.expectedProblems(routes)

        // Act
        var reported: [String] = []
        do {
            _ = try RoutesFile(parsing: Self.text(of: routes), path: "r.yaml", registry: Self.makeCatalog())
        } catch {
            reported = error.description.split(separator: "\n").map(String.init)
        }

        // Assert
        #expect(!expected.isEmpty)
        #expect(reported == expected)
    }

    @Test func routesOfManyConditionsAreComparedWithEveryEarlierRoute() {
        let text = """
            version: 1
            routes:
              - {payload: RecordA, when: {f0: a, f1: a, f2: a, f3: a, f4: a, f5: a, f6: a, f7: a, f8: a}, push: Show}
              - {payload: RecordA, when: {f0: a, f1: a, f2: a, f3: a, f4: a, f5: a, f6: a, f7: a, f8: a, f9: a}, push: Show}
              - {payload: RecordA, when: {f0: a, f1: a, f2: a, f3: a, f4: a, f5: a, f6: a, f7: a, f8: a}, push: Show}
            """

        #expect(throws: RoutesFileError.self) { try RoutesFile(parsing: text, path: "r.yaml", registry: Self.makeCatalog()) }
        do {
            _ = try RoutesFile(parsing: text, path: "r.yaml", registry: Self.makeCatalog())
        } catch {
            #expect(
                error.description == """
                    r.yaml:4:5: this route can never match: the route at 3:5 comes first and catches every payload it would
                    r.yaml:5:5: duplicate route: the route at 3:5 has the same payload and conditions
                    """)
        }
    }

    // MARK: Closed fields

    private struct Entry: Sendable {}

    /// `Entry` has two closed fields (`kind`: a, b, c; `mode`: x, y) and an open one (`tag`).
    private static let closed: [(field: String, values: [String])] = [("kind", ["a", "b", "c"]), ("mode", ["x", "y"])]

    private static func makeClosedCatalog() -> JumperRegistry {
        let catalog = composed { catalog in
            catalog.registerPayload(
                Entry.self, name: "Entry",
                fields: closed.map { field in
                    PayloadField(field.field, knownValues: field.values) { _ in field.values[0] }
                } + [PayloadField("tag") { _ in "t" }])
            catalog.registerScreen("Show") { _ in TextScreen(name: "Show", title: "Show") }
        }
        return catalog
    }

    /// What the loader must report, by brute force: a route is dead when every payload it
    /// matches (each combination of closed values, and for the open field each value a route
    /// names plus one no route names) is matched by an earlier live route.
    private static func expectedClosedProblems(_ routes: [[String: String]]) -> [String] {
        let tags = Set(routes.compactMap { $0["tag"] }).sorted() + ["unnamed"]
        var points: [[String: String]] = [[:]]
        for (field, values) in closed + [("tag", tags)] {
            points = points.flatMap { point in values.map { point.merging([field: $0]) { $1 } } }
        }
        var live: [Int] = []
        var problems: [String] = []
        for (index, route) in routes.enumerated() {
            let matches = { (conditions: [String: String], point: [String: String]) in
                conditions.allSatisfy { point[$0.key] == $0.value }
            }
            let mine = points.filter { matches(route, $0) }
            guard mine.allSatisfy({ point in live.contains { matches(routes[$0], point) } }) else {
                live.append(index)
                continue
            }
            // Routes that condition on the open field catch none of the payloads whose value
            // for it no route names; the others already catch every payload with that value.
            let catchers = mine.filter { $0["tag"] == "unnamed" || route["tag"] != nil }
                .map { point in live.first { matches(routes[$0], point) } }
            let single = live.first { earlier in routes[earlier].allSatisfy { route[$0.key] == $0.value } }
            if let single {
                problems.append(
                    routes[single] == route
                        ? "r.yaml:\(index + 3):5: duplicate route: the route at \(single + 3):5 has the same payload and conditions"
                        : "r.yaml:\(index + 3):5: this route can never match: the route at \(single + 3):5 comes first and catches every payload it would"
                )
            } else {
                let places = Set(catchers.compactMap { $0 }).sorted().map { "\($0 + 3):5" }
                let list =
                    places.count <= 2
                    ? places.joined(separator: " and ")
                    : places.dropLast().joined(separator: ", ") + " and " + places.last!
                problems.append(
                    "r.yaml:\(index + 3):5: this route can never match: the routes at \(list) come first and together catch every payload it would"
                )
            }
        }
        return problems
    }

    @Test(arguments: [11, 12, 13, 14, 15, 16] as [UInt64])
    func routesCaughtTogetherByEarlierRoutesAreReportedExactly(seed: UInt64) {
        // Arrange: random routes over two closed fields and an open one.
        var random = SplitMix64(seed: seed)
        let routes: [[String: String]] = (0..<60).map { _ in
            var conditions: [String: String] = [:]
            for (field, values) in Self.closed where random.next() % 4 != 0 {
                conditions[field] = values[Int(random.next() % UInt64(values.count))]
            }
            if random.next() % 4 == 0 { conditions["tag"] = random.next() % 2 == 0 ? "p" : "q" }
            return conditions
        }
        let text =
            "version: 1\nroutes:\n"
            + routes.map { route in
                "  - {payload: Entry, when: {"
                    + route.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
                    .joined(separator: ", ") + "}, push: Show}\n"
            }.joined()
        let expected = Self.expectedClosedProblems(routes)

        // Act
        var reported: [String] = []
        do {
            _ = try RoutesFile(parsing: text, path: "r.yaml", registry: Self.makeClosedCatalog())
        } catch {
            reported = error.description.split(separator: "\n").map(String.init)
        }

        // Assert
        #expect(expected.contains { $0.contains("together") })
        #expect(reported == expected)
    }
}
