import LinkMatching
import Router
import RouterText
import RouterYAML

/// Checks a parsed routes file against the schema and a registry, collecting every problem.
struct RoutesFileLoader {
    /// The registry the file is checked against, with the file's guard prerequisites
    /// (`guards:`) applied once they are read.
    var registry: JumperRegistry
    private(set) var problems: [RoutesFileProblem] = []

    /// The keys of the top-level mapping and of a route.
    static let topKeys = ["version", "routes", "links", "tabs", "guards"]
    static let linkKeys = ["link", "payload", "with", "parent"]
    static let routeKeys = RouteKey.allCases.map { "\($0)" }
    /// ``routeKeys`` as bytes, for ``RouterYAML/YAMLMapping/classifyKeys(by:kinds:positions:)``.
    static let routeKeyNames = YAMLNames(routeKeys)

    /// The keys of a route, in the order of ``routeKeys``: `loadRoute` classifies each key of
    /// a route once, by its position there.
    enum RouteKey: Int, CaseIterable {
        case payload, when, push, present, requires
    }

    /// Routes with more conditions than this are checked for shadowing by a scan of the
    /// earlier routes of their payload type, instead of a lookup of each subset.
    static let subsetLookupLimit = 8

    init(registry: JumperRegistry) {
        self.registry = registry
        linkTable = registry.links
    }

    /// The file's tabs as declared, in file order, before their root links are resolved.
    var tabs: [TabDeclaration] = []
    /// Where each tab name is in ``tabs``, names compared by their Unicode scalars.
    var tabIndex: [ExactText: Int] = [:]
    /// The valid links of the file, in file order, and their table.
    private(set) var links: [LinkRule] = []
    /// The registry's links (from plugins) and the file's.
    private(set) var linkTable: LinkTable
    /// The valid entries of the file's `guards:` section, in file order, applied to
    /// ``registry``.
    var guardPrerequisites: [GuardPrerequisite] = []
    /// The entries of ``guardPrerequisites`` (by index) that only repeat a prerequisite the
    /// code already gives: none of them can close a loop.
    var guardPrerequisitesFromCode: Set<Int> = []

    /// The valid routes of `document`; problems are collected in ``problems``, links in
    /// ``links`` and ``linkTable``.
    ///
    /// Takes the tree: it is released once every section is read, before the checks across
    /// routes allocate their tables, so the tree and those tables are never in memory at once.
    mutating func load(_ file: consuming YAMLNode?) -> [RouteRule] {
        let (routes, candidates) = readSections(of: file)
        checkShadowing(candidates)
        checkRequirements(of: routes)
        return routes
    }

    /// Reads every section of `file`: the routes read and what the shadowing check needs of
    /// them. Keeps no node.
    private mutating func readSections(of file: consuming YAMLNode?) -> ([RouteRule], [ShadowCandidate]) {
        guard let document = file else {
            report(line: 1, column: 1, .emptyFile)
            return ([], [])
        }
        guard let mapping = document.mapping else {
            report(
                document,
                .wrongKind(
                    expected: "a mapping with 'version' and 'routes'", found: Self.kindName(of: document)))
            return ([], [])
        }
        checkKeys(mapping, allowed: Self.topKeys)
        if let version = document["version"] {
            checkVersion(version)
        } else {
            report(document, .missingKey("version", context: "the routes file"))
        }
        let tabsNode = document["tabs"]
        let guardsNode = document["guards"]
        let linksNode = document["links"]
        var routes: ([RouteRule], [ShadowCandidate]) = ([], [])
        if let routesNode = document["routes"] {
            routes = loadRoutes(routesNode)
        } else if tabsNode == nil, guardsNode == nil, linksNode == nil {
            // A file of only links, tabs or guards needs no routes; a file of nothing does.
            report(document, .missingKey("routes", context: "the routes file"))
        }
        if let tabsNode { loadTabs(tabsNode) }
        if let guardsNode { loadGuards(guardsNode) }
        if let linksNode {
            if let linkItems = linksNode.sequence {
                for item in linkItems { loadLink(item) }
                checkParents()
            } else {
                report(linksNode, .wrongKind(expected: "a sequence of links", found: Self.kindName(of: linksNode)))
            }
        }
        return routes
    }

    /// Reports each route whose screen could never be shown: what the route requires, what
    /// its screen requires and, for a guard's screen, what its guard requires first conflict
    /// (``Router/JumperRegistry/requirement(forScreen:declared:)``, the rule every navigation
    /// uses). Run once the `guards:` section is applied, as it changes the chains.
    private mutating func checkRequirements(of routes: [RouteRule]) {
        // The answer depends only on the screen and the route's guard, and a file repeats a
        // few such pairs: the registry's answers for the first pairs are kept, by the pair's
        // numbers (``requirementKeys``).
        var answers = KeptAnswers<RequirementKey, RequirementConflict?>(capacity: 16)
        for (route, key) in zip(routes, requirementKeys) {
            let conflict: RequirementConflict?
            if let key, let known = answers.answer(for: key) {
                conflict = known
            } else {
                do {
                    _ = try registry.requirement(forScreen: route.screen, declared: route.requirement)
                    conflict = nil
                } catch {
                    conflict = error
                }
                if let key { answers.keep(conflict, for: key) }
            }
            if let conflict {
                report(
                    line: route.line, column: route.column,
                    .conflictingRequirements(screen: conflict.screen, conflict.conditions))
            }
        }
    }

    /// A route's screen and guard as numbers, for ``checkRequirements(of:)``: the screen's
    /// index among ``recentScreens`` and the guard's among ``recentGuards`` (-1 for none).
    /// A route whose screen or guard is not kept there has none. Two bytes, so the keys of
    /// every route (kept until the check, at the peak of a load) take three bytes a route.
    struct RequirementKey: Equatable {
        let screen: Int8
        let guardIndex: Int8

        /// The key of the screen and guard at these indices, or `nil` when one does not fit.
        init?(screen: Int, guardIndex: Int) {
            guard let screen = Int8(exactly: screen), let guardIndex = Int8(exactly: guardIndex) else { return nil }
            (self.screen, self.guardIndex) = (screen, guardIndex)
        }
    }

    /// The ``RequirementKey`` of each route read, in the order of the routes.
    private var requirementKeys: [RequirementKey?] = []

    /// The valid routes of the `routes:` sequence, and what the duplicate and shadowing
    /// checks need of them.
    private mutating func loadRoutes(_ routesNode: YAMLNode) -> ([RouteRule], [ShadowCandidate]) {
        guard let items = routesNode.sequence else {
            report(routesNode, .wrongKind(expected: "a sequence of routes", found: Self.kindName(of: routesNode)))
            return ([], [])
        }
        // Sized once: doubling would hold the old and the new array at once.
        let count = items.count
        var routes: [RouteRule] = []
        routes.reserveCapacity(count)
        var candidates: [ShadowCandidate] = []
        candidates.reserveCapacity(count)
        requirementKeys.reserveCapacity(count)
        for item in items {
            let (rule, key, candidate) = loadRoute(item)
            if let rule {
                routes.append(rule)
                requirementKeys.append(key)
            }
            if let candidate { candidates.append(candidate) }
        }
        return (routes, candidates)
    }

    private mutating func loadLink(_ node: YAMLNode) {
        guard let mapping = node.mapping else {
            report(
                node,
                .wrongKind(
                    expected: "a link (a mapping with 'link' and 'payload')", found: Self.kindName(of: node)))
            return
        }
        let problemsBefore = problems.count
        checkKeys(mapping, allowed: Self.linkKeys)

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

        var payload: RegisteredPayload?
        if let payloadNode = node["payload"] {
            if let payloadName = name(payloadNode, expected: "a payload type name") {
                payload = registry.payloads[payloadName]
                if payload == nil {
                    report(
                        payloadNode,
                        .unknownPayload(
                            payloadName, suggestion: ClosestMatch.find(payloadName, in: registry.payloadNames)))
                } else if payload?.decodeLink == nil {
                    report(payloadNode, .payloadNotLinkable(payloadName))
                }
            }
        } else {
            report(node, .missingKey("payload", context: "a link"))
        }

        var constants: LinkParameters = [:]
        /// Every parameter name `with:` gives, also those whose value is wrong (so a bad
        /// value is not reported again as a missing parameter).
        var given: Set<ExactText> = []
        if let withNode = node["with"] {
            if let withEntries = withNode.mapping {
                checkRepeatedKeys(withEntries)
                for entry in withEntries {
                    guard let key = entry.key.scalar?.text else { continue }
                    given.insert(ExactText(key))
                    guard hasNoControlCharacter(key, entry.key, expected: "a parameter name") else { continue }
                    guard let value = entry.value.scalar, value.coreValue != .null else {
                        report(
                            entry.value,
                            .wrongKind(
                                expected: "a value for \(QuotedText.quoted(key))", found: Self.kindName(of: entry.value)))
                        continue
                    }
                    if pattern?.parameterNames.contains(where: { $0.isScalarEqual(to: key) }) == true {
                        report(entry.key, .parameterCapturedAndFixed(key))
                    }
                    constants[key] = value.text
                }
            } else {
                report(withNode, .wrongKind(expected: "a mapping of parameter: value", found: Self.kindName(of: withNode)))
            }
        }

        var parent: (template: LinkTemplate, text: String, node: YAMLNode)?
        if let parentNode = node["parent"], let text = name(parentNode, expected: "a parent link") {
            do {
                parent = (try LinkTemplate(text), text, parentNode)
            } catch {
                report(parentNode, .invalidParentLink(error.description))
            }
        }

        // Each check below needs only what it reads, so a problem elsewhere in the link
        // hides none of them.
        if let pattern, let payload, payload.decodeLink != nil {
            // Parameter names are compared by their Unicode scalars, as the names of keys are.
            let provided = Set(pattern.parameterNames.map { ExactText($0) }).union(given)
            for missing in (payload.linkParameters ?? []) where !provided.contains(ExactText(missing)) {
                report(node["link"] ?? node, .missingLinkParameter(missing, payload: payload.name))
            }
        }
        guard let pattern else { return }
        let decode = payload?.decodeLink ?? Self.notLinkable
        let (line, column) = node.location
        let parentLocation = parent?.node.location
        do {
            try linkTable.add(
                pattern,
                target: LinkTarget(
                    payloadName: payload?.name ?? "", constants: constants, decode: decode,
                    line: line, column: column, owner: nil, parent: parent?.template,
                    parentText: parent?.text, parentLine: parentLocation?.line, parentColumn: parentLocation?.column,
                    payloadType: payload?.typeID, encode: payload?.encodeLink))
        } catch {
            if let plugin = error.existingValue.owner {
                report(node, .linkTakenByPlugin(error.existing.description, plugin: plugin))
            } else {
                report(
                    node,
                    .ambiguousLink(
                        line: error.existingValue.line ?? 0, column: error.existingValue.column ?? 0))
            }
            return
        }
        guard problems.count == problemsBefore, let payload else { return }
        links.append(
            LinkRule(
                pattern: pattern.description, payload: payload.name, constants: constants, parent: parent?.text,
                line: line, column: column))
    }

    /// Reports every file link whose chain of parents cannot be built, against the links of
    /// the plugins and the file together (a file link's parent may be a plugin's link, and
    /// a plugin's link may now lead to a file link), at the link's position.
    private mutating func checkParents() {
        // The plugins' own links were checked when they were composed; a cycle through file
        // links is reported once, at the first of them.
        let problems = LinkParentProblem.problems(in: linkTable) { $0.owner == nil && $0.line != nil }
        func site(_ link: (pattern: LinkPattern, target: LinkTarget)) -> RoutesFileProblem.LinkSite {
            RoutesFileProblem.LinkSite(
                pattern: link.pattern.description,
                position: link.target.line.flatMap { line in
                    link.target.column.map { RoutesFileProblem.Position(line: line, column: $0) }
                },
                plugin: link.target.owner)
        }
        for problem in problems {
            let target = problem.target
            guard target.owner == nil, let line = target.line, let column = target.column else { continue }
            let parent = target.parentText ?? ""
            let at = RoutesFileProblem.Position(line: target.parentLine ?? line, column: target.parentColumn ?? column)
            switch problem.kind {
            case .unknownParent:
                report(line: line, column: column, .unknownParentLink(parent, at: at, opening: problem.opening))
            case .missingParameter(let name):
                report(line: line, column: column, .missingParentParameter(name, parent: parent, at: at))
            case .cycle(let links):
                report(line: line, column: column, .parentCycle(links.map(site), opening: problem.opening))
            case .tooManyParents(let farthest):
                report(line: line, column: column, .tooManyParents(farthest: site(farthest), opening: problem.opening))
            }
        }
        // The plugins' own links were checked when they were composed.
        for found in linkTable.linksBeyondStepLimit() {
            guard found.target.owner == nil, let line = found.target.line, let column = found.target.column else {
                continue
            }
            report(line: line, column: column, .linkBeyondStepLimit(example: found.link, limit: linkTable.maxMatchSteps))
        }
    }

    /// Stands in for the decoder of a link whose payload type cannot be decoded, so the
    /// link still takes part in the ambiguity check (a file with problems loads nothing).
    private static let notLinkable: @Sendable (LinkParameters) throws(LinkDecodingError) -> any Sendable = {
        _ throws(LinkDecodingError) in throw LinkDecodingError("links cannot lead to this payload type")
    }

    private mutating func checkVersion(_ node: YAMLNode) {
        guard let scalar = node.scalar, case .integer(let digits) = scalar.coreValue else {
            report(node, .wrongKind(expected: "a version number", found: Self.kindName(of: node)))
            return
        }
        if digits != "1" { report(node, .unsupportedVersion(digits)) }
    }

    /// A route as the duplicate and shadowing checks see it: read even when the route has
    /// other problems (an unknown screen, an unknown key), so that one problem never hides
    /// another.
    struct ShadowCandidate {
        let payload: String
        /// The registered payload type, when the name is known: its closed fields take part
        /// in the check.
        let entry: RegisteredPayload?
        let conditions: [RouteRule.Condition]
        let line: Int
        let column: Int
    }

    /// The positions of the entries of the route being read and the index of each one's
    /// key in ``routeKeys`` (or -1), kept empty between routes for their storage.
    private var routePositions: [YAMLNodePosition] = []
    private var routeKinds: [Int] = []

    /// Reads a route: the rule when it has no problem, and what the shadowing check needs
    /// when its payload and conditions could be read.
    private mutating func loadRoute(_ node: YAMLNode) -> (RouteRule?, RequirementKey?, ShadowCandidate?) {
        guard let mapping = node.mapping else {
            report(
                node,
                .wrongKind(
                    expected: "a route (a mapping with 'payload' and 'push' or 'present')",
                    found: Self.kindName(of: node)))
            return (nil, nil, nil)
        }
        // The entries' positions and kinds go into the arrays of the previous route, emptied:
        // no two arrays to allocate and free for every route, and no node made for an entry
        // until it is read. Each key is compared with the route's keys once; the checks and
        // look-ups use its index (looking each key up by name and filtering for the
        // destination compared every key again, once per look-up). The arrays are lent to
        // the reading as arguments, not captured by a nested function or a `defer`, which
        // would box them and check every access to them at run time.
        var positions: [YAMLNodePosition] = []
        var kinds: [Int] = []
        swap(&positions, &routePositions)
        swap(&kinds, &routeKinds)
        mapping.classifyKeys(by: Self.routeKeyNames, kinds: &kinds, positions: &positions)
        let read = loadRoute(node, mapping, positions: positions, kinds: kinds)
        positions.removeAll(keepingCapacity: true)
        kinds.removeAll(keepingCapacity: true)
        swap(&positions, &routePositions)
        swap(&kinds, &routeKinds)
        return read
    }

    /// The route `mapping` (of `node`), whose entries at `positions` have keys of the indices
    /// `kinds` in ``routeKeys`` (``RouteKey``).
    private mutating func loadRoute(
        _ node: YAMLNode, _ mapping: YAMLMapping, positions: [YAMLNodePosition], kinds: [Int]
    ) -> (RouteRule?, RequirementKey?, ShadowCandidate?) {
        let problemsBefore = problems.count
        checkKeys(mapping, positions: positions, kinds: kinds, allowed: Self.routeKeys)
        func value(_ key: RouteKey) -> YAMLNode? {
            kinds.firstIndex(of: key.rawValue).map { mapping.value(at: positions[$0]) }
        }

        var payloadName: String?
        var payload: RegisteredPayload?
        if let payloadNode = value(.payload) {
            if let (name, known) = recentPayloads.lookUp(payloadNode) {
                payloadName = name
                payload = known
            } else if let name = name(payloadNode, expected: "a payload type name") {
                payloadName = name
                payload = registry.payloads[name]
                if let payload { recentPayloads.add(name, payload, from: payloadNode) }
            }
            if let name = payloadName {
                if payload == nil {
                    report(
                        payloadNode,
                        .unknownPayload(
                            name, suggestion: ClosestMatch.find(name, in: registry.payloadNames)))
                } else if let payload, let plugin = registry.jumperOwner(of: payload.typeID) {
                    report(payloadNode, .payloadRoutedByPlugin(name, plugin: plugin))
                }
            }
        } else {
            report(node, .missingKey("payload", context: "a route"))
        }

        let destination = self.destination(of: node, mapping, positions: positions, kinds: kinds, payload: payload)
        let problemsBeforeConditions = problems.count
        let conditions = value(.when).map { self.conditions($0, payload: payload) } ?? []
        let conditionsRead = problems.count == problemsBeforeConditions
        let requirement = value(.requires).flatMap { self.requirement($0) }

        let (line, column) = node.location
        let candidate = payloadName.flatMap { name in
            conditionsRead
                ? ShadowCandidate(
                    payload: payload?.name ?? name, entry: payload, conditions: conditions,
                    line: line, column: column)
                : nil
        }
        guard problems.count == problemsBefore, let payload, let destination else { return (nil, nil, candidate) }
        let rule = RouteRule(
            payload: payload.name, conditions: conditions, screen: destination.screen,
            presentation: destination.presentation, requirement: requirement?.name,
            line: line, column: column)
        var key: RequirementKey?
        if let screen = destination.kept {
            if let requirement {
                key = requirement.kept.flatMap { RequirementKey(screen: screen, guardIndex: $0) }
            } else {
                key = RequirementKey(screen: screen, guardIndex: -1)
            }
        }
        return (rule, key, candidate)
    }

    /// The destination of a route, `mapping`, whose entries at `positions` have keys of the
    /// indices `kinds` in ``routeKeys`` (``RouteKey``).
    private mutating func destination(
        of node: YAMLNode, _ mapping: YAMLMapping, positions: [YAMLNodePosition], kinds: [Int],
        payload: RegisteredPayload?
    ) -> (screen: String, kept: Int?, presentation: Presentation)? {
        // Indices in `positions`, not arrays of entries, which would be three arrays to
        // allocate and free for every route.
        let isGiven = { (kind: Int) in kind == RouteKey.push.rawValue || kind == RouteKey.present.rawValue }
        guard let first = kinds.firstIndex(where: isGiven) else {
            report(node, .missingDestination)
            return nil
        }
        let second = kinds[(first + 1)...].firstIndex(where: isGiven)
        if let second {
            report(mapping.key(at: positions[second]), .conflictingKeys("push", "present"))
        }
        // Every screen given is checked, also when `push` and `present` conflict.
        var firstScreen: (name: String, kept: Int?)?
        for index in first..<positions.count where isGiven(kinds[index]) {
            let screen = screen(mapping.value(at: positions[index]), payload: payload)
            if index == first { firstScreen = screen }
        }
        guard second == nil, let firstScreen else { return nil }
        return (firstScreen.name, firstScreen.kept, kinds[first] == RouteKey.push.rawValue ? .push : .modal)
    }

    /// The screen named by `node` and its index among ``recentScreens`` when it is kept
    /// there, or `nil` (and a problem) when it is not a registered screen that shows
    /// `payload`.
    private mutating func screen(_ node: YAMLNode, payload: RegisteredPayload?) -> (name: String, kept: Int?)? {
        let screenName: String
        let kept: Int?
        var found: RegisteredScreen?
        if let index = recentScreens.index(of: node) {
            (screenName, kept) = (recentScreens.name(at: index), index)
        } else {
            guard let name = name(node, expected: "a screen name") else { return nil }
            found = registry.screens[name]
            guard let found else {
                report(
                    node,
                    .unknownScreen(
                        name, suggestion: ClosestMatch.find(name, in: registry.screenNames)))
                return nil
            }
            (screenName, kept) = (name, recentScreens.add(name, found, from: node))
        }
        guard let payload, !screen(kept, found, shows: payload) else { return (screenName, kept) }
        let screen = found ?? recentScreens.value(at: kept ?? 0)
        report(
            node,
            .screenDoesNotShowPayload(
                screen: screenName, payload: payload.name, shows: registry.payloadNames(shownBy: screen)))
        return nil
    }

    /// Whether a screen shows `payload`, as the registry answers
    /// (``Router/JumperRegistry/screen(_:shows:)``): the screen kept at `kept` among
    /// ``recentScreens``, whose answers are remembered for the first pairs asked (a file
    /// pairs a few screens with a few payload types over and over, and two numbers compare
    /// faster than the registry looks the pair up), or else `found`.
    private mutating func screen(_ kept: Int?, _ found: RegisteredScreen?, shows payload: RegisteredPayload) -> Bool {
        guard let kept else { return found.map { registry.screen($0, shows: payload) } ?? false }
        let key = ScreenShowsKey(screen: kept, payload: payload.typeID)
        if let known = screenShows.answer(for: key) { return known }
        let shows = registry.screen(found ?? recentScreens.value(at: kept), shows: payload)
        screenShows.keep(shows, for: key)
        return shows
    }

    /// A screen by its index among ``recentScreens``, and a payload type.
    struct ScreenShowsKey: Equatable {
        let screen: Int
        let payload: ObjectIdentifier
    }

    /// The answers of ``screen(_:_:shows:)`` for the first pairs asked.
    private var screenShows = KeptAnswers<ScreenShowsKey, Bool>(capacity: 16)

    /// The payload types the file named first: routes of one type follow each other, and
    /// recognising the name costs less than reading it and hashing it for every route.
    private var recentPayloads = RecentNames<RegisteredPayload>(capacity: 4)

    /// The screens the file named first: a file names a few screens over and over.
    private var recentScreens = RecentNames<RegisteredScreen>(capacity: 8)

    /// The guards the file named first: a file requires a few guards over and over.
    private var recentGuards = RecentNames<Void>(capacity: 4)

    /// The guard named by `node` and its index among ``recentGuards`` when it is kept
    /// there, or `nil` (and a problem) when no guard has that name.
    private mutating func requirement(_ node: YAMLNode) -> (name: String, kept: Int?)? {
        if let index = recentGuards.index(of: node) { return (recentGuards.name(at: index), index) }
        guard let name = name(node, expected: "a guard name") else { return nil }
        guard registry.routeGuard(named: name) != nil else {
            report(
                node,
                .unknownGuard(
                    name, suggestion: ClosestMatch.find(name, in: registry.guardNames), known: registry.guardNames))
            return nil
        }
        return (name, recentGuards.add(name, (), from: node))
    }

    /// The fields of a payload type by their exact names (Unicode scalars), built once per
    /// type.
    private var fieldTables: [ObjectIdentifier: [ExactText: (name: String, known: [String]?)]] = [:]

    /// The last payload type's fields as a list, and their names, for ``field(_:of:)`` and
    /// ``recentField(named:of:)``: only fields whose names hold no control character, and
    /// only when the type has a few fields.
    private var lastFields: (typeID: ObjectIdentifier, fields: [(name: String, known: [String]?)], names: YAMLNames)?

    /// The field of `payload` whose name is the text of `key`, when `payload` is the last
    /// payload type whose fields were read and has a few of them: routes of one type follow
    /// each other and a type has a few fields, so comparing the key's bytes with them, where
    /// the key lies, costs less than making a `String` and hashing the type and the name.
    /// `nil` when it is another type or no field has that name. A field found here has a
    /// name without control characters.
    private func recentField(named key: YAMLNode, of payload: RegisteredPayload) -> (name: String, known: [String]?)? {
        guard let last = lastFields, last.typeID == payload.typeID, let index = key.firstIndex(ofTextIn: last.names)
        else { return nil }
        return last.fields[index]
    }

    /// The field of `payload` named `name`, from the type's table (built on first use); the
    /// type becomes the last one, for ``recentField(named:of:)``, which finds the fields of
    /// the last type without this look-up.
    private mutating func field(_ name: String, of payload: RegisteredPayload) -> (name: String, known: [String]?)? {
        defer {
            if let table = fieldTables[payload.typeID], table.count <= 8 {
                let fields = table.values.filter { $0.name.firstControlCharacter == nil }
                lastFields = (payload.typeID, fields, YAMLNames(fields.map(\.name)))
            } else {
                lastFields = nil
            }
        }
        if let table = fieldTables[payload.typeID] { return table[ExactText(name)] }
        var table: [ExactText: (name: String, known: [String]?)] = [:]
        for field in payload.fieldNames where table[ExactText(field)] == nil {
            if let known = payload.fields[field] { table[ExactText(field)] = (field, known) }
        }
        fieldTables[payload.typeID] = table
        return table[ExactText(name)]
    }

    private mutating func conditions(_ node: YAMLNode, payload: RegisteredPayload?)
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
            let field: String
            let known: (name: String, known: [String]?)?
            if let payload, let recent = recentField(named: entry.key, of: payload) {
                (field, known) = (recent.name, recent)
            } else {
                guard let text = entry.key.scalar?.text else { continue }
                guard hasNoControlCharacter(text, entry.key, expected: "a field name") else { continue }
                (field, known) = (text, payload.flatMap { self.field(text, of: $0) })
            }
            let valueNode = entry.value
            guard let value = valueNode.scalar, value.coreValue != .null else {
                let expected = "a value for \(QuotedText.quoted(field))"
                report(valueNode, .wrongKind(expected: expected, found: Self.kindName(of: valueNode)))
                continue
            }
            guard let payload else {
                conditions.append(RouteRule.Condition(field: field, value: value.text))
                continue
            }
            guard let known else {
                report(
                    entry.key,
                    .unknownField(
                        field, payload: payload.name,
                        suggestion: ClosestMatch.find(field, in: payload.fieldNames),
                        fields: payload.fieldNames))
                continue
            }
            if let values = known.known, !values.contains(where: { $0.isScalarEqual(to: value.text) }) {
                report(
                    valueNode,
                    .unknownFieldValue(
                        value.text, field: field, suggestion: ClosestMatch.find(value.text, in: values),
                        known: values))
                continue
            }
            conditions.append(RouteRule.Condition(field: known.name, value: value.text))
        }
        return conditions
    }

    /// Reports duplicate routes, routes an earlier route always catches first, and routes
    /// several earlier routes catch together.
    ///
    /// Payload names and conditions are numbered once, so each subset of a route's
    /// conditions is looked up as a small fixed-size key, without hashing strings again.
    /// - Complexity: O(*n*·2^*k*) for *n* routes of at most *k* conditions each
    ///   (*k* ≤ ``subsetLookupLimit``); a route with more conditions scans the earlier routes
    ///   of its payload type. The check for routes caught together costs at most
    ///   ``combinationLookupLimit`` look-ups per route.
    private mutating func checkShadowing(_ routes: [ShadowCandidate]) {
        var payloadNumbers: [ExactText: Int32] = [:]
        var lastPayload: (name: String, number: Int32)?
        /// The closed fields of each payload type, by payload number, read once (rather
        /// than looked up by name, a hash and a probe, for every route).
        var closedFieldsOf: [[(field: String, values: [String])]?] = []
        // Sized once for the most entries they can get (every condition distinct, every
        // route accepted).
        var conditionNumbers = FlatHashTable<ConditionKey, Int32>(capacity: routes.reduce(0) { $0 + $1.conditions.count })
        /// The first accepted route with exactly these conditions, by subset key.
        var firstWith = FlatHashTable<ConditionSubset, Int>(capacity: routes.count)
        /// The accepted routes of each payload type, for routes of many conditions.
        /// (Payload numbers count from 0, so an array, not a hashed dictionary.)
        var acceptedOf: [[Int]] = []
        /// The first accepted route of more than ``subsetLookupLimit`` conditions with exactly
        /// these conditions (payload number first, then the sorted condition numbers), for
        /// routes caught together.
        var firstWithSet: [[Int32]: Int] = [:]
        /// The condition numbers of the route being checked, sorted; one array for all routes.
        var numbers: [Int32] = []
        for (index, route) in routes.enumerated() {
            // Routes of one payload type usually follow each other: comparing with the
            // previous route's name skips hashing it for nearly every route.
            let payload: Int32
            if let last = lastPayload, last.name.isScalarEqual(to: route.payload) {
                payload = last.number
            } else {
                let next = Int32(payloadNumbers.count)
                payload = Self.number(of: &payloadNumbers[ExactText(route.payload)], next: next)
                lastPayload = (route.payload, payload)
            }
            let shadow: Int?
            let conditions = route.conditions
            numbers.removeAll(keepingCapacity: true)
            // Conditions numbered from here on are new with this route: no earlier route has
            // them, so no set of conditions that holds one can have been seen before.
            let firstNew = Int32(conditionNumbers.count)
            for condition in conditions {
                // One look-up for a new condition as for a known one.
                let next = Int32(conditionNumbers.count)
                numbers.append(conditionNumbers.value(for: ConditionKey(condition), orInserting: next))
            }
            numbers.sort()
            if conditions.count <= Self.subsetLookupLimit {
                shadow = firstCatcher(
                    of: numbers, payload: payload, firstNew: firstNew, firstWith: firstWith, firstWithSet: firstWithSet)
            } else {
                shadow =
                    Int(payload) < acceptedOf.count
                    ? acceptedOf[Int(payload)].first { Self.isShadowed(route, by: routes[$0]) } : nil
            }
            if let shadow {
                let earlier = routes[shadow]
                let duplicate = Set(earlier.conditions) == Set(conditions)
                report(
                    line: route.line, column: route.column,
                    duplicate
                        ? .duplicateRoute(line: earlier.line, column: earlier.column)
                        : .unreachableRoute(line: earlier.line, column: earlier.column))
                continue
            }
            if closedFieldsOf.count <= Int(payload) {
                closedFieldsOf.append(contentsOf: repeatElement(nil, count: Int(payload) + 1 - closedFieldsOf.count))
            }
            if closedFieldsOf[Int(payload)] == nil, let entry = route.entry {
                closedFieldsOf[Int(payload)] = Self.closedFields(of: entry)
            }
            if let catchers = caughtTogether(
                route, closedFields: closedFieldsOf[Int(payload)] ?? [], payload: payload, numbers: numbers, firstNew: firstNew,
                conditionNumbers: conditionNumbers, firstWith: firstWith, firstWithSet: firstWithSet)
            {
                report(
                    line: route.line, column: route.column,
                    .unreachableRouteCaughtTogether(
                        positions: catchers.map { RoutesFileProblem.Position(line: routes[$0].line, column: routes[$0].column) }))
                continue
            }
            if acceptedOf.count <= Int(payload) {
                acceptedOf.append(contentsOf: repeatElement([], count: Int(payload) + 1 - acceptedOf.count))
            }
            acceptedOf[Int(payload)].append(index)
            if conditions.count <= Self.subsetLookupLimit {
                let all = ConditionSubset(
                    payload: payload, of: ConditionSubset.lanes(numbers), count: conditions.count,
                    mask: (1 << conditions.count) - 1)
                firstWith.set(all, index)
            } else {
                let key = [payload] + numbers
                if firstWithSet[key] == nil { firstWithSet[key] = index }
            }
        }
    }

    /// The number in `slot`, or `next` stored there when it is empty.
    private static func number(of slot: inout Int32?, next: Int32) -> Int32 {
        if let number = slot { return number }
        slot = next
        return next
    }

    /// The most look-ups the check for a route caught by several earlier routes together may
    /// make for one route: (the combinations of values of the closed fields the route leaves
    /// free) × 2^(its conditions + those fields). A route beyond it is only compared with one
    /// earlier route at a time.
    static let combinationLookupLimit = 1 << 14

    /// The earlier routes that together catch every payload `route` would match, sorted, or
    /// `nil` when some payload reaches it.
    ///
    /// Exact for closed fields (those with known values): every combination of values of the
    /// closed fields the route leaves free is tried, and for each the first accepted route
    /// whose conditions it satisfies is looked up. A field with open values the route leaves
    /// free can always take a value no route names, so an earlier route that conditions on
    /// it catches none of those payloads.
    private func caughtTogether(
        _ route: ShadowCandidate, closedFields: [(field: String, values: [String])], payload: Int32, numbers: [Int32],
        firstNew: Int32,
        conditionNumbers: FlatHashTable<ConditionKey, Int32>, firstWith: FlatHashTable<ConditionSubset, Int>,
        firstWithSet: [[Int32]: Int]
    ) -> [Int]? {
        guard route.entry != nil else { return nil }
        // The free closed fields and the number of value combinations they make.
        var free: [(field: String, values: [String])] = []
        var combinations = 1
        for (field, values) in closedFields {
            guard !route.conditions.contains(where: { $0.field.isScalarEqual(to: field) }) else { continue }
            guard !values.isEmpty else { return nil }
            free.append((field, values))
            combinations *= values.count
            if combinations > Self.combinationLookupLimit { return nil }
        }
        guard !free.isEmpty else { return nil }
        var catchers: Set<Int> = []
        var choice = [Int](repeating: 0, count: free.count)
        var point: [Int32] = []
        point.reserveCapacity(numbers.count + free.count)
        while true {
            point.removeAll(keepingCapacity: true)
            point.append(contentsOf: numbers)
            for (field, value) in choice.enumerated() {
                // A value no route names cannot be in an earlier route's conditions.
                let condition = RouteRule.Condition(field: free[field].field, value: free[field].values[value])
                if let number = conditionNumbers[ConditionKey(condition)] { point.append(number) }
            }
            point.sort()
            guard point.count < 30, combinations << point.count <= Self.combinationLookupLimit else { return nil }
            guard
                let first = firstCatcher(
                    of: point, payload: payload, firstNew: firstNew, firstWith: firstWith, firstWithSet: firstWithSet)
            else { return nil }
            catchers.insert(first)
            // The next combination, like an odometer.
            var field = 0
            while field < free.count {
                choice[field] += 1
                if choice[field] < free[field].values.count { break }
                choice[field] = 0
                field += 1
            }
            if field == free.count { break }
        }
        return catchers.sorted()
    }

    /// The fields of `entry` with known values (closed fields), in the order of its field
    /// names.
    private static func closedFields(of entry: RegisteredPayload) -> [(field: String, values: [String])] {
        entry.fieldNames.compactMap { field in
            guard case .some(.some(let values)) = entry.fields[field] else { return nil }
            return (field, values)
        }
    }

    /// The first accepted route whose conditions are a subset of `point` (sorted condition
    /// numbers), or `nil`. Numbers from `firstNew` on were given to conditions no accepted
    /// route has, so subsets holding one of them are not looked up.
    private func firstCatcher(
        of point: [Int32], payload: Int32, firstNew: Int32, firstWith: FlatHashTable<ConditionSubset, Int>,
        firstWithSet: [[Int32]: Int]
    ) -> Int? {
        var first: Int?
        // The lanes of `point` that hold a new condition: sorted, so they are the last ones.
        let newLanes = point.indices.reduce(0) { point[$1] >= firstNew ? $0 | 1 << $1 : $0 }
        if point.count <= Self.subsetLookupLimit {
            let lanes = ConditionSubset.lanes(point)
            for mask in 0..<(1 << point.count) where mask & newLanes == 0 {
                let subset = ConditionSubset(payload: payload, of: lanes, count: point.count, mask: mask)
                if let candidate = firstWith[subset], candidate < (first ?? .max) { first = candidate }
            }
            return first
        }
        for mask in 0..<(1 << point.count) where mask & newLanes == 0 {
            if mask.nonzeroBitCount <= Self.subsetLookupLimit {
                var lanes = ConditionSubset.Numbers(repeating: -1)
                var next = 0
                for (lane, number) in point.enumerated() where mask & (1 << lane) != 0 {
                    lanes[next] = number
                    next += 1
                }
                let subset = ConditionSubset(payload: payload, of: lanes, count: next, mask: (1 << next) - 1)
                if let candidate = firstWith[subset], candidate < (first ?? .max) { first = candidate }
            } else {
                var key: [Int32] = [payload]
                for (lane, number) in point.enumerated() where mask & (1 << lane) != 0 { key.append(number) }
                if let candidate = firstWithSet[key], candidate < (first ?? .max) { first = candidate }
            }
        }
        return first
    }

    /// Whether every payload `route` matches is matched by `earlier`: same payload type, and
    /// `earlier`'s conditions a subset of `route`'s.
    private static func isShadowed(_ route: ShadowCandidate, by earlier: ShadowCandidate) -> Bool {
        earlier.payload.isScalarEqual(to: route.payload)
            && Set(earlier.conditions).isSubset(of: Set(route.conditions))
    }

    /// Checks that every key of `mapping` is one of `allowed`, and that none repeats another.
    mutating func checkKeys(_ mapping: YAMLMapping, allowed: [String]) {
        checkRepeatedKeys(mapping)
        for entry in mapping {
            guard let key = entry.key.scalar?.text, !allowed.contains(where: { $0.isScalarEqual(to: key) })
            else { continue }
            report(
                entry.key,
                .unknownKey(
                    key, suggestion: ClosestMatch.find(key, in: allowed), allowed: allowed))
        }
    }

    /// ``checkKeys(_:allowed:)`` for keys already compared with `allowed`: `kinds` holds
    /// the index in `allowed` of the key of each entry of `mapping` at `positions`, or -1.
    /// Keys with the same index are equal, keys with different ones differ, so only keys
    /// outside `allowed` are compared as text.
    mutating func checkKeys(_ mapping: YAMLMapping, positions: [YAMLNodePosition], kinds: [Int], allowed: [String]) {
        // Nodes are made only for keys outside `allowed` and for reports: making each
        // entry's retained the document, every route.
        if positions.count <= 16 {
            for index in kinds.indices {
                let kind = kinds[index]
                let earlier: Int?
                if kind >= 0 {
                    earlier = kinds[..<index].firstIndex(of: kind)
                } else {
                    let key = mapping.key(at: positions[index])
                    earlier = (0..<index).first { kinds[$0] < 0 && mapping.key(at: positions[$0]).hasSameText(as: key) }
                }
                guard let earlier else { continue }
                let key = mapping.key(at: positions[index])
                guard let text = key.scalar?.text else { continue }
                let first = mapping.key(at: positions[earlier])
                report(key, .repeatedKey(text, line: first.line, column: first.column))
            }
        } else {
            checkRepeatedKeys(mapping)
        }
        for index in kinds.indices where kinds[index] < 0 {
            let key = mapping.key(at: positions[index])
            guard let text = key.scalar?.text else { continue }
            report(
                key,
                .unknownKey(
                    text, suggestion: ClosestMatch.find(text, in: allowed), allowed: allowed))
        }
    }

    /// Reports a key whose text (its Unicode scalars) equals an earlier key's: YAML tells `1`
    /// and `"1"` apart, but the routes file reads keys by their text and would silently keep
    /// only one of them.
    private mutating func checkRepeatedKeys(_ mapping: YAMLMapping) {
        for (key, first) in mapping.keysRepeatingText() {
            guard let text = key.scalar?.text else { continue }
            let (line, column) = first.location
            report(key, .repeatedKey(text, line: line, column: column))
        }
    }

    /// The text of a scalar that names something, or `nil` (and a problem) for anything
    /// else: a collection, an empty value, a number, a boolean, or text holding a control
    /// character.
    mutating func name(_ node: YAMLNode, expected: String) -> String? {
        guard let scalar = node.scalar, case .string(let text) = scalar.coreValue, !text.isEmpty else {
            report(node, .wrongKind(expected: expected, found: Self.kindName(of: node)))
            return nil
        }
        guard hasNoControlCharacter(text, node, expected: expected) else { return nil }
        return text
    }

    /// Whether `text`, read from `node`, holds no control character (C0, DEL or C1: YAML's
    /// double-quoted escapes can write any of them); reports the first one otherwise.
    private mutating func hasNoControlCharacter(_ text: String, _ node: YAMLNode, expected: String) -> Bool {
        guard let control = text.firstControlCharacter else { return true }
        report(node, .controlCharacter(expected: expected, codePoint: control.value))
        return false
    }

    mutating func report(_ node: YAMLNode, _ kind: RoutesFileProblem.Kind) {
        let (line, column) = node.location
        report(line: line, column: column, kind)
    }

    mutating func report(line: Int, column: Int, _ kind: RoutesFileProblem.Kind) {
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

/// A payload type and a set of at most eight of its conditions, by number: a key that
/// needs no allocation.
private struct ConditionSubset: FlatHashKey {
    typealias Numbers = SIMD8<Int32>

    let payload: Int32
    /// The condition numbers in the subset, sorted, then -1s.
    let numbers: Numbers

    /// `numbers` (sorted, at most 8 of them) in the first lanes, then -1s.
    static func lanes(_ numbers: [Int32]) -> Numbers {
        var lanes = Numbers(repeating: -1)
        for (lane, number) in numbers.enumerated() { lanes[lane] = number }
        return lanes
    }

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

    /// The lanes folded into one word with multiply-xorshift steps (`SIMD8`'s own
    /// `hash(into:)` goes lane by lane through generic code), two lanes a word.
    var flatHash: UInt64 {
        func word(_ low: Int) -> UInt64 {
            UInt64(UInt32(bitPattern: numbers[low])) | UInt64(UInt32(bitPattern: numbers[low + 1])) << 32
        }
        let words = (word(0), word(2), word(4), word(6))
        func fold(_ folded: UInt64, _ word: UInt64) -> UInt64 {
            let mixed = (folded ^ word) &* 0x9E37_79B9_7F4A_7C15
            return mixed ^ mixed >> 29
        }
        let payloadWord = UInt64(UInt32(bitPattern: payload))
        return fold(fold(fold(fold(payloadWord, words.0), words.1), words.2), words.3)
    }
}
