/// Checks a parsed routes file against the schema and a catalog, collecting every problem.
struct RoutesFileLoader {
    let catalog: RouteCatalog
    private(set) var problems: [RoutesFileProblem] = []

    /// The keys of the top-level mapping and of a route.
    static let topKeys = ["version", "routes", "links"]
    static let linkKeys = ["link", "payload", "with"]
    static let routeKeys = ["payload", "when", "push", "present", "requires"]

    /// Routes with more conditions than this are checked for shadowing by a scan of the
    /// earlier routes of their payload type, instead of a lookup of each subset.
    static let subsetLookupLimit = 8

    init(catalog: RouteCatalog) {
        self.catalog = catalog
    }

    /// The valid links of the file, in file order, and their table.
    private(set) var links: [LinkRule] = []
    private(set) var linkTable = LinkTable()

    /// The valid routes of `document`; problems are collected in ``problems``, links in
    /// ``links`` and ``linkTable``.
    mutating func load(_ document: YAMLNode?) -> [RouteRule] {
        guard let document else {
            report(line: 1, column: 1, .emptyFile)
            return []
        }
        guard let entries = document.mapping else {
            report(document, .wrongKind(
                expected: "a mapping with 'version' and 'routes'", found: Self.kindName(of: document)))
            return []
        }
        checkKeys(entries, allowed: Self.topKeys)
        if let version = document["version"] {
            checkVersion(version)
        } else {
            report(document, .missingKey("version", context: "the routes file"))
        }
        guard let routesNode = document["routes"] else {
            report(document, .missingKey("routes", context: "the routes file"))
            return []
        }
        guard let items = routesNode.sequence else {
            report(routesNode, .wrongKind(expected: "a sequence of routes", found: Self.kindName(of: routesNode)))
            return []
        }
        let routes = items.compactMap { loadRoute($0) }
        checkShadowing(routes)
        if let linksNode = document["links"] {
            if let linkItems = linksNode.sequence {
                for item in linkItems { loadLink(item) }
            } else {
                report(linksNode, .wrongKind(expected: "a sequence of links", found: Self.kindName(of: linksNode)))
            }
        }
        return routes
    }

    private mutating func loadLink(_ node: YAMLNode) {
        guard let entries = node.mapping else {
            report(node, .wrongKind(
                expected: "a link (a mapping with 'link' and 'payload')", found: Self.kindName(of: node)))
            return
        }
        let problemsBefore = problems.count
        checkKeys(entries, allowed: Self.linkKeys)

        var pattern: LinkPattern?
        if let patternNode = node["link"] {
            if let text = name(patternNode, expected: "a link pattern") {
                do {
                    pattern = try LinkPattern(text)
                } catch {
                    report(patternNode, .invalidLinkPattern(error.description))
                }
            }
        } else {
            report(node, .missingKey("link", context: "a link"))
        }

        var payload: RouteCatalog.PayloadEntry?
        if let payloadNode = node["payload"] {
            if let payloadName = name(payloadNode, expected: "a payload type name") {
                payload = catalog.payloads[payloadName]
                if payload == nil {
                    report(payloadNode, .unknownPayload(
                        payloadName, suggestion: ClosestMatch.find(payloadName, in: catalog.payloadNames)))
                } else if payload?.decodeLink == nil {
                    report(payloadNode, .payloadNotLinkable(payloadName))
                }
            }
        } else {
            report(node, .missingKey("payload", context: "a link"))
        }

        var constants: [String: String] = [:]
        if let withNode = node["with"] {
            if let withEntries = withNode.mapping {
                checkRepeatedKeys(withEntries)
                for entry in withEntries {
                    guard let key = entry.key.scalar?.text else { continue }
                    guard let value = entry.value.scalar, value.coreValue != .null else {
                        report(entry.value, .wrongKind(
                            expected: "a value for '\(key)'", found: Self.kindName(of: entry.value)))
                        continue
                    }
                    if pattern?.parameterNames.contains(key) == true {
                        report(entry.key, .parameterCapturedAndFixed(key))
                    }
                    constants[key] = value.text
                }
            } else {
                report(withNode, .wrongKind(expected: "a mapping of parameter: value", found: Self.kindName(of: withNode)))
            }
        }

        guard problems.count == problemsBefore, let pattern, let payload,
            let decode = payload.decodeLink
        else { return }
        let provided = Set(pattern.parameterNames).union(constants.keys)
        for missing in (payload.linkParameters ?? []) where !provided.contains(missing) {
            report(node["link"] ?? node, .missingLinkParameter(missing, payload: payload.name))
        }
        guard problems.count == problemsBefore else { return }
        do {
            try linkTable.add(pattern, target: LinkTarget(
                payloadName: payload.name, constants: constants, decode: decode,
                line: node.line, column: node.column))
            links.append(LinkRule(
                pattern: pattern.description, payload: payload.name, constants: constants,
                line: node.line, column: node.column))
        } catch {
            report(node, .ambiguousLink(
                line: error.existingValue.line ?? 0, column: error.existingValue.column ?? 0))
        }
    }

    private mutating func checkVersion(_ node: YAMLNode) {
        guard let scalar = node.scalar, case .integer(let digits) = scalar.coreValue else {
            report(node, .wrongKind(expected: "a version number", found: Self.kindName(of: node)))
            return
        }
        if digits != "1" { report(node, .unsupportedVersion(digits)) }
    }

    private mutating func loadRoute(_ node: YAMLNode) -> RouteRule? {
        guard let entries = node.mapping else {
            report(node, .wrongKind(
                expected: "a route (a mapping with 'payload' and 'push' or 'present')",
                found: Self.kindName(of: node)))
            return nil
        }
        let problemsBefore = problems.count
        checkKeys(entries, allowed: Self.routeKeys)

        var payload: RouteCatalog.PayloadEntry?
        if let payloadNode = node["payload"] {
            if let name = name(payloadNode, expected: "a payload type name") {
                payload = catalog.payloads[name]
                if payload == nil {
                    report(payloadNode, .unknownPayload(
                        name, suggestion: ClosestMatch.find(name, in: catalog.payloadNames)))
                }
            }
        } else {
            report(node, .missingKey("payload", context: "a route"))
        }

        let destination = self.destination(of: node, entries: entries, payload: payload)
        let conditions = node["when"].map { self.conditions($0, payload: payload) } ?? []
        let requirement = node["requires"].flatMap { self.requirement($0) }

        guard problems.count == problemsBefore, let payload, let destination else { return nil }
        return RouteRule(
            payload: payload.name, conditions: conditions, screen: destination.screen,
            presentation: destination.presentation, requirement: requirement,
            line: node.line, column: node.column)
    }

    private mutating func destination(
        of node: YAMLNode, entries: [YAMLMappingEntry], payload: RouteCatalog.PayloadEntry?
    ) -> (screen: String, presentation: Presentation)? {
        let given = entries.filter {
            let key = $0.key.scalar?.text
            return key == "push" || key == "present"
        }
        guard let entry = given.first else {
            report(node, .missingDestination)
            return nil
        }
        if given.count > 1 {
            report(given[1].key, .conflictingKeys("push", "present"))
            return nil
        }
        guard let screenName = name(entry.value, expected: "a screen name") else { return nil }
        guard let screen = catalog.screens[screenName] else {
            report(entry.value, .unknownScreen(
                screenName, suggestion: ClosestMatch.find(screenName, in: catalog.screenNames)))
            return nil
        }
        if let payload, !catalog.screen(screen, shows: payload) {
            report(entry.value, .screenDoesNotShowPayload(
                screen: screenName, payload: payload.name, shows: catalog.payloadNames(shownBy: screen)))
            return nil
        }
        return (screenName, entry.key.scalar?.text == "push" ? .push : .modal)
    }

    private mutating func requirement(_ node: YAMLNode) -> String? {
        guard let name = name(node, expected: "a guard name") else { return nil }
        guard catalog.guards[name] != nil else {
            report(node, .unknownGuard(
                name, suggestion: ClosestMatch.find(name, in: catalog.guardNames), known: catalog.guardNames))
            return nil
        }
        return name
    }

    private mutating func conditions(_ node: YAMLNode, payload: RouteCatalog.PayloadEntry?)
        -> [RouteRule.Condition]
    {
        guard let entries = node.mapping else {
            report(node, .wrongKind(expected: "a mapping of field: value", found: Self.kindName(of: node)))
            return []
        }
        checkRepeatedKeys(entries)
        var conditions: [RouteRule.Condition] = []
        conditions.reserveCapacity(entries.count)
        for entry in entries {
            guard let field = entry.key.scalar?.text else { continue }
            let valueNode = entry.value
            guard let value = valueNode.scalar, value.coreValue != .null else {
                report(valueNode, .wrongKind(expected: "a value for '\(field)'", found: Self.kindName(of: valueNode)))
                continue
            }
            guard let payload else { continue }
            guard let known = payload.fields[field] else {
                report(entry.key, .unknownField(
                    field, payload: payload.name,
                    suggestion: ClosestMatch.find(field, in: payload.fieldNames),
                    fields: payload.fieldNames))
                continue
            }
            if let known, !known.contains(value.text) {
                report(valueNode, .unknownFieldValue(
                    value.text, field: field, suggestion: ClosestMatch.find(value.text, in: known),
                    known: known))
                continue
            }
            conditions.append(RouteRule.Condition(field: field, value: value.text))
        }
        return conditions
    }

    /// Reports duplicate routes and routes an earlier route always catches first.
    ///
    /// Payload names and conditions are numbered once, so each subset of a route's
    /// conditions is looked up as a small fixed-size key, without hashing strings again.
    /// - Complexity: O(*n*·2^*k*) for *n* routes of at most *k* conditions each
    ///   (*k* ≤ ``subsetLookupLimit``); a route with more conditions scans the earlier routes
    ///   of its payload type.
    private mutating func checkShadowing(_ routes: [RouteRule]) {
        var payloadNumbers: [String: Int32] = [:]
        var conditionNumbers: [RouteRule.Condition: Int32] = [:]
        /// The first accepted route with exactly these conditions, by subset key.
        var firstWith: [ConditionSubset: Int] = [:]
        /// The accepted routes of each payload type, for routes of many conditions.
        var acceptedOf: [Int32: [Int]] = [:]
        for (index, route) in routes.enumerated() {
            let payload = payloadNumbers[route.payload] ?? {
                let number = Int32(payloadNumbers.count)
                payloadNumbers[route.payload] = number
                return number
            }()
            var shadow: Int?
            let conditions = route.conditions
            if conditions.count <= Self.subsetLookupLimit {
                var numbers = ConditionSubset.Numbers(repeating: -1)
                for (lane, condition) in conditions.enumerated() {
                    let number = conditionNumbers[condition] ?? {
                        let number = Int32(conditionNumbers.count)
                        conditionNumbers[condition] = number
                        return number
                    }()
                    // Insertion sort: the lanes stay sorted, and so does every subset.
                    var slot = lane
                    while slot > 0 && numbers[slot - 1] > number {
                        numbers[slot] = numbers[slot - 1]
                        slot -= 1
                    }
                    numbers[slot] = number
                }
                for mask in 0..<(1 << conditions.count) {
                    let subset = ConditionSubset(payload: payload, of: numbers, count: conditions.count, mask: mask)
                    if let candidate = firstWith[subset], candidate < (shadow ?? .max) { shadow = candidate }
                }
                if shadow == nil {
                    let all = ConditionSubset(payload: payload, of: numbers, count: conditions.count, mask: (1 << conditions.count) - 1)
                    firstWith[all] = index
                }
            } else {
                shadow = acceptedOf[payload]?.first { route.isShadowed(by: routes[$0]) }
            }
            if let shadow {
                let earlier = routes[shadow]
                let duplicate = Set(earlier.conditions) == Set(conditions)
                report(line: route.line, column: route.column, duplicate
                    ? .duplicateRoute(line: earlier.line, column: earlier.column)
                    : .unreachableRoute(line: earlier.line, column: earlier.column))
            } else {
                acceptedOf[payload, default: []].append(index)
            }
        }
    }

    /// Checks that every key of a mapping is one of `allowed`, and that none repeats another.
    private mutating func checkKeys(_ entries: [YAMLMappingEntry], allowed: [String]) {
        checkRepeatedKeys(entries)
        for entry in entries {
            guard let key = entry.key.scalar?.text, !allowed.contains(key) else { continue }
            report(entry.key, .unknownKey(
                key, suggestion: ClosestMatch.find(key, in: allowed), allowed: allowed))
        }
    }

    /// Reports a key whose text equals an earlier key's: YAML tells `1` and `"1"` apart, but
    /// the routes file reads keys by their text and would silently keep only one of them.
    private mutating func checkRepeatedKeys(_ entries: [YAMLMappingEntry]) {
        // A routes file's mappings have a handful of keys: comparing each key with the
        // earlier ones costs less than hashing them. Large mappings use a dictionary.
        if entries.count <= 16 {
            for (index, entry) in entries.enumerated() {
                guard let key = entry.key.scalar?.text,
                    let first = entries[..<index].first(where: { $0.key.scalar?.text == key })
                else { continue }
                report(entry.key, .repeatedKey(key, line: first.key.line, column: first.key.column))
            }
            return
        }
        var seen: [String: YAMLNode] = [:]
        for entry in entries {
            guard let key = entry.key.scalar?.text else { continue }
            if let first = seen[key] {
                report(entry.key, .repeatedKey(key, line: first.line, column: first.column))
            } else {
                seen[key] = entry.key
            }
        }
    }

    /// The text of a scalar that names something, or `nil` (and a problem) for anything
    /// else: a collection, an empty value, a number or a boolean.
    private mutating func name(_ node: YAMLNode, expected: String) -> String? {
        guard let scalar = node.scalar, case .string(let text) = scalar.coreValue, !text.isEmpty else {
            report(node, .wrongKind(expected: expected, found: Self.kindName(of: node)))
            return nil
        }
        return text
    }

    private mutating func report(_ node: YAMLNode, _ kind: RoutesFileProblem.Kind) {
        report(line: node.line, column: node.column, kind)
    }

    private mutating func report(line: Int, column: Int, _ kind: RoutesFileProblem.Kind) {
        problems.append(RoutesFileProblem(line: line, column: column, kind: kind))
    }

    /// How a node reads in a message: `a mapping`, `a sequence`, `nothing`, `a number`…
    static func kindName(of node: YAMLNode) -> String {
        switch node.kind {
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        case .scalar(let scalar):
            switch scalar.coreValue {
            case .null: return "nothing"
            case .bool: return "a boolean"
            case .integer, .float: return "a number"
            case .string(let text): return text.isEmpty ? "an empty string" : "a string"
            }
        }
    }
}

/// A payload type and a set of at most eight of its conditions, by number: a hashable key
/// that needs no allocation.
private struct ConditionSubset: Hashable {
    typealias Numbers = SIMD8<Int32>

    let payload: Int32
    /// The condition numbers in the subset, sorted, then -1s.
    let numbers: Numbers

    /// The subset of the first `count` lanes of `all` (sorted) that `mask` selects.
    init(payload: Int32, of all: Numbers, count: Int, mask: Int) {
        var numbers = Numbers(repeating: -1)
        var next = 0
        for lane in 0..<count where mask & (1 << lane) != 0 {
            numbers[next] = all[lane]
            next += 1
        }
        self.payload = payload
        self.numbers = numbers
    }

    static func == (lhs: ConditionSubset, rhs: ConditionSubset) -> Bool {
        lhs.payload == rhs.payload && lhs.numbers == rhs.numbers
    }

    /// Hashes the lanes as four words (`SIMD8`'s own `hash(into:)` goes lane by lane
    /// through generic code, and `combine(bytes:)` is slower still for 32 bytes).
    func hash(into hasher: inout Hasher) {
        let words = unsafeBitCast(numbers, to: (UInt64, UInt64, UInt64, UInt64).self)
        hasher.combine(payload)
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }
}
