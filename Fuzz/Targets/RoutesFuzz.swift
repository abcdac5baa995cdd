// libFuzzer target: the routes-file loader (Sources/RoutesFiles).
//
// The registry below mirrors the demo's (same payload, field, screen and guard names as
// routes.yaml.example), built from small local types the way the tests build theirs.
//
// Contract checked for every input:
//  1. `RoutesFile(parsing:path:registry:)` returns a file or throws a `RoutesFileError`
//     with at least one problem; every problem has line and column >= 1, problems are in
//     line/column order, and positions a problem refers to (duplicate, unreachable,
//     ambiguous, caught together) are >= 1 and before the problem. No message holds a
//     raw control character (names holding one are refused; quoted text is escaped).
//  2. A loaded file only names what the catalog registered: each route's payload type and
//     screen are registered, the screen shows that payload type, `requires` names a
//     registered guard, every `when` field is a field of the payload type (and a value
//     from its closed set when it has one); each link's payload type is registered and
//     linkable, its pattern parses, its `with` does not repeat a captured parameter and
//     pattern + `with` provide every parameter the decoder reads. Positions >= 1.
//  3. No route of a loaded file is shadowed by an earlier one (the loader promises to
//     report duplicates and unreachable routes).
//  4. Routing semantics: the file's registry (`RoutesFile.registry`) sends sample
//     payloads of every routed type to the first route (file order) whose `when` holds,
//     with that route's screen, presentation and requirement; a routed type with no
//     matching route is declined; an unrouted type has no jumper, and the type a plugin's
//     jumper routes (`Coded`, which no file may route) stays with that jumper.
import Glibc

public func routesFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    RoutesFuzz.check(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}

// MARK: The catalog's payload types

struct FuzzHomeEntry: Sendable { var entry: String }
struct FuzzPizza: Sendable { var name: String }
struct FuzzDrink: Sendable { var name: String }
struct FuzzDessert: Sendable { var name: String }
struct FuzzTypedModel: Sendable {
    var type: String
    var title: String
    var id: String
}
struct FuzzOrderRequest: Sendable { var pizza: String }
struct FuzzSignInRetry: Sendable {}
/// Registered with no screen that shows it, to reach "screen does not show payload".
struct FuzzLonely: Sendable { var kind: String }
struct FuzzCoded: Sendable { var name: String }

enum RoutesFuzz {
    static let target = "routes"
    static let homeEntries = ["menu", "typedList", "about", "account"]
    static let pizzas = ["Margherita", "Capricciosa", "Diavola"]
    static let kinds = ["a", "b", "true", "1", "null"]

    /// name -> (fields, closed value sets), mirroring the registrations below.
    static let fields: [String: [String: [String]?]] = [
        "HomeEntry": ["entry": homeEntries],
        "Pizza": ["name": nil],
        "Drink": ["name": nil],
        "Dessert": ["name": nil],
        "TypedModel": ["type": nil, "title": nil, "id": nil],
        "OrderRequest": ["pizza": pizzas],
        "SignInRetry": [:],
        "Lonely": ["kind": kinds, "1": nil, "true": nil],
        "Coded": ["name": nil],
    ]
    /// name -> parameters the link decoder reads; absent: not linkable.
    static let linkParameters: [String: [String]] = [
        "HomeEntry": ["entry"], "Pizza": ["name"], "Drink": ["name"], "Dessert": ["name"],
        "TypedModel": ["type"], "OrderRequest": ["pizza"],
    ]
    /// screen -> payload names it shows; "*" shows any payload.
    static let screens: [String: Set<String>] = [
        "Home": ["HomeEntry"], "Menu": ["HomeEntry"], "TypedList": ["HomeEntry"],
        "Account": ["HomeEntry"], "About": ["*"], "SignIn": ["*"], "SignInError": ["*"],
        "PizzaDetail": ["Pizza"], "DrinkDetail": ["Drink"], "DessertDetail": ["Dessert"],
        "AType": ["TypedModel"], "BType": ["TypedModel"], "CType": ["TypedModel"],
        "Order": ["OrderRequest"], "CodeScreen": ["Coded"],
    ]
    static let guards: Set<String> = ["signedIn"]

    static func decoder<P>(_ names: [String], _ make: @escaping @Sendable (LinkParameters) -> P?) -> LinkDecoder<P> {
        LinkDecoder(parameters: names) { parameters throws(LinkDecodingError) in
            guard let payload = make(parameters) else { throw LinkDecodingError("no such payload") }
            return payload
        }
    }

    static let catalog: JumperRegistry = {
        do {
            return try JumperRegistry(plugin: "fuzz", register)
        } catch {
            fatalError("the fuzz target's plugin does not compose: \(error)")
        }
    }()

    static func register(_ c: inout PluginRegistration) {
        c.registerPayload(
            FuzzHomeEntry.self, name: "HomeEntry",
            fields: [PayloadField("entry", knownValues: homeEntries) { $0.entry }],
            link: decoder(["entry"]) { p in homeEntries.contains(p["entry"] ?? "") ? FuzzHomeEntry(entry: p["entry"]!) : nil })
        c.registerPayload(
            FuzzPizza.self, name: "Pizza", fields: [PayloadField("name") { $0.name }],
            link: decoder(["name"]) { p in FuzzPizza(name: p["name"] ?? "") })
        c.registerPayload(
            FuzzDrink.self, name: "Drink", fields: [PayloadField("name") { $0.name }],
            link: decoder(["name"]) { p in FuzzDrink(name: p["name"] ?? "") })
        c.registerPayload(
            FuzzDessert.self, name: "Dessert", fields: [PayloadField("name") { $0.name }],
            link: decoder(["name"]) { p in FuzzDessert(name: p["name"] ?? "") })
        c.registerPayload(
            FuzzTypedModel.self, name: "TypedModel",
            fields: [PayloadField("type") { $0.type }, PayloadField("title") { $0.title }, PayloadField("id") { $0.id }],
            link: decoder(["type"]) { p in FuzzTypedModel(type: p["type"] ?? "", title: "T", id: "1") })
        c.registerPayload(
            FuzzOrderRequest.self, name: "OrderRequest",
            fields: [PayloadField("pizza", knownValues: pizzas) { $0.pizza }],
            link: decoder(["pizza"]) { p in pizzas.contains(p["pizza"] ?? "") ? FuzzOrderRequest(pizza: p["pizza"]!) : nil })
        c.registerPayload(FuzzSignInRetry.self, name: "SignInRetry")
        c.registerPayload(
            FuzzLonely.self, name: "Lonely",
            fields: [
                PayloadField("kind", knownValues: kinds) { $0.kind }, PayloadField("1") { _ in "one" },
                PayloadField("true") { _ in "yes" },
            ])
        c.registerGuard(
            RouteGuard("signedIn", redirect: .present("SignIn") { _ in TextScreen(name: "SignIn", title: "Sign in") }))

        for name in ["Home", "Menu", "TypedList", "Account"] {
            c.registerScreen(name, for: FuzzHomeEntry.self) { _, _ in text(name) }
        }
        for name in ["About", "SignIn", "SignInError"] {
            c.registerScreen(name) { _ in text(name) }
        }
        c.registerScreen("PizzaDetail", for: FuzzPizza.self) { _, _ in text("PizzaDetail") }
        c.registerScreen("DrinkDetail", for: FuzzDrink.self) { _, _ in text("DrinkDetail") }
        c.registerScreen("DessertDetail", for: FuzzDessert.self) { _, _ in text("DessertDetail") }
        for name in ["AType", "BType", "CType"] {
            c.registerScreen(name, for: FuzzTypedModel.self) { _, _ in text(name) }
        }
        c.registerScreen("Order", for: FuzzOrderRequest.self) { _, _ in text("Order") }
        c.registerPayload(FuzzCoded.self, name: "Coded", fields: [PayloadField("name") { $0.name }])
        c.registerScreen("CodeScreen", for: FuzzCoded.self) { _, _ in text("CodeScreen") }
        c.register(CodeJumper<FuzzCoded>())
    }

    /// Sample payloads per payload name, with their field values as routes compare them.
    static let samples: [(name: String, payload: any Sendable, fields: [String: String])] = {
        var out: [(String, any Sendable, [String: String])] = []
        for e in homeEntries + ["other"] { out.append(("HomeEntry", FuzzHomeEntry(entry: e), ["entry": e])) }
        for n in pizzas + ["A", ""] {
            out.append(("Pizza", FuzzPizza(name: n), ["name": n]))
            out.append(("Drink", FuzzDrink(name: n), ["name": n]))
            out.append(("Dessert", FuzzDessert(name: n), ["name": n]))
        }
        for t in ["A", "B", "C", "1", "100"] {
            for title in ["Type A Title", "x"] {
                for id in ["1", "A"] {
                    out.append(
                        ("TypedModel", FuzzTypedModel(type: t, title: title, id: id), ["type": t, "title": title, "id": id]))
                }
            }
        }
        for p in pizzas { out.append(("OrderRequest", FuzzOrderRequest(pizza: p), ["pizza": p])) }
        out.append(("SignInRetry", FuzzSignInRetry(), [:]))
        for k in kinds { out.append(("Lonely", FuzzLonely(kind: k), ["kind": k, "1": "one", "true": "yes"])) }
        out.append(("Coded", FuzzCoded(name: "x"), ["name": "x"]))
        return out
    }()

    /// The code jumper of the `Coded` type: a routes file may not route that type, and the
    /// jumper keeps deciding for it.
    struct CodeJumper<P: Sendable>: JumperProtocol {
        func destination(for payload: P) -> Destination? {
            .push("CodeScreen") { _ in TextScreen(name: "CodeScreen", title: "code") }
        }
    }

    @MainActor static func text(_ name: String) -> any Screen { TextScreen(name: name, title: name) }

    static func check(_ bytes: [UInt8]) {
        let file: RoutesFile
        do {
            file = try RoutesFile(parsing: bytes, path: "fuzz.yaml", registry: catalog)
        } catch {
            checkError(error, bytes)
            let kinds = Set(error.problems.map { caseName($0.kind) })
            for kind in kinds.sorted() { fuzzStat("problem \(kind)") }
            fuzzStat("rejected")
            return
        }
        checkLoaded(file, bytes)
        fuzzStat("loaded")
        fuzzStat("loaded, routes: \(file.routes.count > 0), links: \(file.links.count > 0)")
    }

    static func checkError(_ error: RoutesFileError, _ bytes: [UInt8]) {
        fuzzCheck(!error.problems.isEmpty, target, input: bytes, "RoutesFileError without problems")
        var previous = (0, 0)
        for p in error.problems {
            fuzzCheck(
                p.line >= 1 && p.column >= 1, target, input: bytes,
                "problem at \(p.line):\(p.column) has a position below 1: \(p.kind)")
            fuzzCheck(
                (p.line, p.column) >= previous, target, input: bytes,
                "problems out of order: \(p.line):\(p.column) after \(previous.0):\(previous.1)")
            previous = (p.line, p.column)
            switch p.kind {
            case .duplicateRoute(let line, let column), .unreachableRoute(let line, let column),
                .ambiguousLink(let line, let column):
                fuzzCheck(
                    line >= 1 && column >= 1 && (line, column) < (p.line, p.column), target, input: bytes,
                    "problem at \(p.line):\(p.column) refers to \(line):\(column): \(p.kind)")
            case .unreachableRouteCaughtTogether(let positions):
                fuzzCheck(
                    positions.count >= 2
                        && positions.allSatisfy {
                            $0.line >= 1 && $0.column >= 1 && ($0.line, $0.column) < (p.line, p.column)
                        }, target, input: bytes, "problem at \(p.line):\(p.column) refers to \(positions): \(p.kind)")
            default:
                break
            }
            fuzzCheck(
                !p.kind.description.unicodeScalars.contains { $0.properties.generalCategory == .control },
                target, input: bytes, "problem at \(p.line):\(p.column) has a raw control character in its message")
        }
        _ = error.description
    }

    static func checkLoaded(_ file: RoutesFile, _ bytes: [UInt8]) {
        for route in file.routes {
            let where_ = "route \(route) at \(route.line):\(route.column)"
            fuzzCheck(route.line >= 1 && route.column >= 1, target, input: bytes, "\(where_): position below 1")
            guard let fieldSet = fields[route.payload] else {
                fuzzFail(target, "\(where_): payload type '\(route.payload)' is not registered", input: bytes)
            }
            guard let shows = screens[route.screen] else {
                fuzzFail(target, "\(where_): screen '\(route.screen)' is not registered", input: bytes)
            }
            fuzzCheck(
                shows.contains("*") || shows.contains(route.payload), target, input: bytes,
                "\(where_): screen '\(route.screen)' does not show '\(route.payload)'")
            if let requirement = route.requirement {
                fuzzCheck(guards.contains(requirement), target, input: bytes, "\(where_): unknown guard '\(requirement)'")
            }
            for condition in route.conditions {
                guard let known = fieldSet[condition.field] else {
                    fuzzFail(target, "\(where_): '\(route.payload)' has no field '\(condition.field)'", input: bytes)
                }
                if let known {
                    fuzzCheck(
                        known.contains(condition.value), target, input: bytes,
                        "\(where_): '\(condition.value)' is not a value of '\(condition.field)'")
                }
            }
        }
        // No route is shadowed by an earlier one of the same payload type.
        let conditionSets = file.routes.map { Set($0.conditions) }
        for (j, later) in file.routes.enumerated() {
            for (i, earlier) in file.routes[..<j].enumerated() where earlier.payload == later.payload {
                let shadowed = conditionSets[i].isSubset(of: conditionSets[j])
                fuzzCheck(
                    !shadowed, target, input: bytes,
                    "route at \(later.line):\(later.column) (\(later)) is shadowed by the route at "
                        + "\(earlier.line):\(earlier.column) (\(earlier)) but the file loaded")
            }
        }
        for link in file.links {
            let where_ = "link \(link) at \(link.line):\(link.column)"
            fuzzCheck(link.line >= 1 && link.column >= 1, target, input: bytes, "\(where_): position below 1")
            guard let needed = linkParameters[link.payload] else {
                fuzzFail(target, "\(where_): payload '\(link.payload)' is not registered or not linkable", input: bytes)
            }
            let pattern: LinkPattern
            do { pattern = try LinkPattern(link.pattern) } catch {
                fuzzFail(target, "\(where_): the loaded pattern does not parse: \(error)", input: bytes)
            }
            let captured = Set(pattern.parameterNames)
            fuzzCheck(
                captured.isDisjoint(with: link.constants.names), target, input: bytes,
                "\(where_): a 'with' value repeats a captured parameter")
            for name in needed {
                fuzzCheck(
                    captured.contains(name) || link.constants[name] != nil, target, input: bytes,
                    "\(where_): the decoder's parameter '\(name)' is neither captured nor given")
            }
        }
        _ = file.summary
        checkRouting(file, bytes)
    }

    static func checkRouting(_ file: RoutesFile, _ bytes: [UInt8]) {
        let registry = file.registry
        fuzzCheck(
            !file.payloadNames.contains("Coded"), target, input: bytes,
            "the file routes Coded, which a plugin's jumper routes")
        for sample in samples {
            let routes = file.routes.filter { $0.payload == sample.name }
            let decision = registry.decide(sample.payload)
            let label = "\(sample.name) \(sample.fields)"
            if routes.isEmpty {
                if sample.name == "Coded" {
                    fuzzCheck(
                        decision.destination?.screen == "CodeScreen", target, input: bytes,
                        "\(label): the code jumper no longer decides (\(decision))")
                } else {
                    guard case .ignore(.noJumper) = decision else {
                        fuzzFail(target, "\(label): the file does not route it, yet \(decision)", input: bytes)
                    }
                }
                continue
            }
            let expected = routes.first { route in route.conditions.allSatisfy { sample.fields[$0.field] == $0.value } }
            guard let expected else {
                guard case .ignore(.declined) = decision else {
                    fuzzFail(target, "\(label): no route matches, expected declined, got \(decision)", input: bytes)
                }
                continue
            }
            guard let destination = decision.destination else {
                fuzzFail(target, "\(label): expected route \(expected) at \(expected.line), got \(decision)", input: bytes)
            }
            fuzzCheck(
                destination.route == expected && destination.screen == expected.screen
                    && destination.presentation == expected.presentation
                    && destination.requirement == expected.requirement,
                target, input: bytes,
                "\(label): expected route \(expected) at \(expected.line):\(expected.column), got \(destination) "
                    + "from route \(destination.route.map { "\($0) at \($0.line):\($0.column)" } ?? "none")")
        }
    }
}
