public import LinkMatching
import RouterText

/// The deep links of an app: link patterns, each leading to a payload type.
///
/// Matching is a walk of a trie over the link's segments (see `LinkMatcher`): the most
/// specific pattern wins, whatever the order patterns were added in. A matched link's
/// parameters go to the payload type's ``LinkDecoder``: the captured ones (percent-decoded
/// once), then fixed values, then query items for names not taken yet (the first of a
/// repeated name wins), names compared by their Unicode scalars (`LinkParameters`). The
/// payload is then routed exactly as a tapped one.
public struct LinkTable: Sendable {
    private var matcher = LinkMatcher<LinkTarget>()
    /// Where each payload type's patterns are in the order added (``entries``' indices), so
    /// that the link of a payload looks only at its own type's patterns.
    private var patternsByType: [ObjectIdentifier: [Int]] = [:]

    /// Creates an empty table.
    public init() {}

    /// The most parents a link's chain may have (see ``LinkDecision/parents``); a link
    /// with more fails with ``LinkParentFailure/tooDeep(limit:)``.
    public static let maxParents = 16

    /// Adds a pattern leading to payloads built by `decoder`.
    /// - Parameters:
    ///   - pattern: The link pattern.
    ///   - decoder: Builds the payload from the link's parameters.
    ///   - constants: Fixed parameter values added to the captured ones.
    ///   - parent: The link the pattern's screen sits above, its `:name` segments filled
    ///     from the link's parameters (captured and constant, never query items); `nil`
    ///     for none. Nothing checks it here: a parent that cannot be opened makes every
    ///     link of the pattern fail with ``LinkFailure/parent(link:_:)``.
    /// - Throws: `LinkConflict` when an equally specific pattern that matches the same
    ///   links is already in the table.
    public mutating func add<Payload: Sendable>(
        _ pattern: LinkPattern, decoder: LinkDecoder<Payload>, constants: LinkParameters = [:],
        parent: LinkTemplate? = nil
    ) throws(LinkConflict<LinkTableEntry>) {
        try add(
            pattern,
            target: LinkTarget(
                payloadName: String(describing: Payload.self), constants: constants,
                decode: { parameters throws(LinkDecodingError) in try decoder.decode(parameters) },
                line: nil, column: nil, owner: nil, parent: parent,
                payloadType: ObjectIdentifier(Payload.self), encode: decoder.encodeAny))
    }

    package mutating func add(_ pattern: LinkPattern, target: LinkTarget) throws(LinkConflict<LinkTableEntry>) {
        do {
            try matcher.add(pattern, value: target)
            if let type = target.payloadType { patternsByType[type, default: []].append(matcher.count - 1) }
        } catch {
            throw LinkConflict(
                existing: error.existing, existingValue: LinkTableEntry(error.existingValue),
                new: error.new)
        }
    }

    /// The number of patterns.
    public var count: Int { matcher.count }

    /// Resolves `link` to a payload, without routing it and without its parents. Never
    /// traps, whatever the text.
    /// - Returns: The payload and the pattern that matched, or why there is none.
    public func payload(for link: String) -> Result<(payload: any Sendable, pattern: LinkPattern), LinkFailure> {
        switch matcher.match(link) {
        case .failure(let rejection):
            return .failure(.rejected(rejection))
        case .success(let match):
            return Self.decode(match, withQuery: true).map { ($0, match.pattern) }
        }
    }

    /// Whether a pattern leads to payloads of the type `type` with an encoder, so that a link
    /// of such a payload may be written (``link(for:)``).
    package func writesLinks(of type: ObjectIdentifier) -> Bool {
        (patternsByType[type] ?? []).contains { matcher.entry(at: $0).value.encode != nil }
    }

    /// The link of `payload`, the only place a link is spelt from a payload: the first
    /// pattern (in the order added) leading to the payload's type whose fixed values
    /// (`with:`) the type's encoder writes as they are, filled with the encoder's values;
    /// every other parameter the encoder writes follows as a query item, sorted by name
    /// (by Unicode scalars). The result is the canonical spelling of the links that decode
    /// to the payload: scheme and host lower-case, each segment and query item
    /// percent-encoded as `LinkTemplate.link(filling:)` encodes it. A pattern whose link
    /// a more specific pattern would open is passed over. The link of a whole stack is the
    /// link of its top entry: opening it rebuilds the rest from the pattern's parents.
    ///
    /// Nothing is decoded here: the encoder must be the inverse of the decoder, which the
    /// crawler's states (`CrawlReport.states`) let tools prove for the values they reach.
    /// - Returns: The link, or why there is none (``PayloadLinkFailure``). Never traps.
    /// - Complexity: One fill and one match per pattern of the payload's type tried, in
    ///   the order added; the other types' patterns are not looked at.
    public func link(for payload: any Sendable) -> Result<String, PayloadLinkFailure> {
        let type = ObjectIdentifier(Swift.type(of: payload))
        var leadsHere = false
        var written: LinkParameters?
        var rejected: (link: String, rejection: LinkRejection)?
        for index in patternsByType[type] ?? [] {
            let (pattern, target) = matcher.entry(at: index)
            leadsHere = true
            guard let parameters = target.encode?(payload) else { continue }
            written = parameters
            guard let link = Self.link(of: pattern, constants: target.constants, filling: parameters) else { continue }
            switch matcher.match(link) {
            case .success(let match) where match.pattern == pattern: return .success(link)
            case .success: continue
            case .failure(let rejection): rejected = rejected ?? (link, rejection)
            }
        }
        // Named only on failure: spelling a type's name asks the runtime.
        let typeName = String(reflecting: Swift.type(of: payload))
        guard leadsHere else { return .failure(.noLink(payloadType: typeName)) }
        guard let written else { return .failure(.noEncoder(payloadType: typeName)) }
        if let rejected { return .failure(.rejected(payloadType: typeName, link: rejected.link, rejected.rejection)) }
        return .failure(.noPatternFits(payloadType: typeName, parameters: written))
    }

    /// `pattern` filled with `parameters`, the others as sorted query items, or `nil` when
    /// `parameters` gives a fixed value otherwise than `constants` or lacks one of the
    /// pattern's.
    private static func link(of pattern: LinkPattern, constants: LinkParameters, filling parameters: LinkParameters)
        -> String?
    {
        for (name, value) in constants {
            guard let written = parameters[name], written.isScalarEqual(to: value) else { return nil }
        }
        let captured = pattern.parameterNames
        let query = parameters.filter { pair in
            constants[pair.name] == nil && !captured.contains { $0.isScalarEqual(to: pair.name) }
        }
        .sorted { $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars) }
        return pattern.link(filling: parameters, query: query)
    }

    /// One link of a chain: the link's text, the pattern it matched and its payload.
    package struct Resolved: Sendable {
        package let link: String
        package let pattern: LinkPattern
        package let payload: any Sendable
    }

    /// Resolves `link` and its parents, root-most first, the link itself last. Each parent
    /// is the template of the link below it filled with that link's parameters (captured
    /// and constant, never query items), or the link (``link(for:)``) of the payload the
    /// link below it computes from its decoded payload, then matched and decoded exactly as
    /// an opened link. Never traps, whatever the text.
    /// - Returns: The chain, or why the link or one of its parents fails: a parent that is
    ///   rejected or undecodable, that matches a pattern already on the chain, that is more
    ///   than ``maxParents`` above the link, whose template uses a parameter the link
    ///   below it lacks, or whose computed payload has no link fails the whole link with
    ///   ``LinkFailure/parent(link:_:)``.
    /// - Complexity: At most ``maxParents`` + 1 matches and decodings.
    package func chain(for link: String) -> Result<[Resolved], LinkFailure> {
        var chain: [Resolved] = []
        var seen: Set<LinkPattern> = []
        var current = link
        while true {
            let isParent = !chain.isEmpty
            func failing(_ failure: LinkFailure) -> Result<[Resolved], LinkFailure> {
                .failure(isParent ? .parent(link: current, .failed(failure)) : failure)
            }
            let match: LinkMatch<LinkTarget>
            switch matcher.match(current) {
            case .failure(let rejection): return failing(.rejected(rejection))
            case .success(let found): match = found
            }
            guard seen.insert(match.pattern).inserted else { return .failure(.parent(link: current, .cycle)) }
            let payload: any Sendable
            switch Self.decode(match, withQuery: !isParent) {
            case .failure(let failure): return failing(failure)
            case .success(let decoded): payload = decoded
            }
            chain.append(Resolved(link: current, pattern: match.pattern, payload: payload))
            let next: String
            if let parentOfPayload = match.value.parentOfPayload {
                guard let parent = parentOfPayload(payload) else { break }
                switch self.link(for: parent) {
                case .failure(let failure): return .failure(.parent(link: current, .noLink(failure)))
                case .success(let written): next = written
                }
            } else {
                guard let template = match.value.parent else { break }
                let values = Self.parameters(of: match, withQuery: false)
                guard let filled = template.link(filling: values) else {
                    return .failure(
                        .parent(
                            link: template.description,
                            .missingParameter(template.firstMissingParameter(in: values) ?? "")))
                }
                next = filled
            }
            guard chain.count <= Self.maxParents else {
                return .failure(.parent(link: next, .tooDeep(limit: Self.maxParents)))
            }
            current = next
        }
        return .success(chain.reversed())
    }

    /// The parameters a matched link gives its decoder: the captured ones, then constants,
    /// then (when `withQuery`) query items for names not taken yet (the first of a repeated
    /// name wins). Names are compared by Unicode scalars (`LinkParameters`).
    private static func parameters(of match: LinkMatch<LinkTarget>, withQuery: Bool) -> LinkParameters {
        var parameters = match.parameters
        for (name, value) in match.value.constants { parameters.addIfAbsent(name, value) }
        if withQuery {
            for item in match.query { parameters.addIfAbsent(item.name, item.value) }
        }
        return parameters
    }

    private static func decode(_ match: LinkMatch<LinkTarget>, withQuery: Bool) -> Result<any Sendable, LinkFailure> {
        do {
            return .success(try match.value.decode(parameters(of: match, withQuery: withQuery)))
        } catch {
            return .failure(.undecodable(pattern: match.pattern.description, error))
        }
    }

    /// Every pattern with what it leads to, in the order they were added.
    package var entries: [(pattern: LinkPattern, target: LinkTarget)] {
        matcher.entries.map { ($0.pattern, $0.value) }
    }

    /// The patterns plugins registered (code links) with what each leads to, in the order
    /// they were added: ``entries`` without a routes file's.
    package var codeEntries: [(pattern: LinkPattern, target: LinkTarget)] {
        entries.filter { $0.target.owner != nil }
    }

    /// The most specific pattern a link made from `template` would match for values that
    /// equal no literal segment (see ``LinkMatcher/match(template:)``), or `nil`.
    package func match(template: LinkTemplate) -> (pattern: LinkPattern, target: LinkTarget)? {
        matcher.match(template: template).map { ($0.pattern, $0.value) }
    }

    /// The most trie nodes one match may visit (``LinkLimits/maxMatchSteps``).
    package var maxMatchSteps: Int { matcher.limits.maxMatchSteps }

    /// The patterns matching some link that opening always rejects for needing more than
    /// ``LinkLimits/maxMatchSteps`` match steps, each with such a link (see
    /// ``LinkMatcher/linksBeyondStepLimit()``, which says which links are tried), in the
    /// order added.
    package func linksBeyondStepLimit() -> [(pattern: LinkPattern, target: LinkTarget, link: String)] {
        matcher.linksBeyondStepLimit().map { ($0.pattern, $0.value, $0.link) }
    }

    /// The most specific pattern a link of `scheme`, `host` and `segments` matches, with its
    /// index in ``entries``: each segment its decoded text, or `nil` for a value equal to no
    /// literal (see ``LinkMatcher/match(scheme:host:segments:)``), or `nil`.
    package func match(
        scheme: String, host: String, segments: [String?]
    ) -> (index: Int, pattern: LinkPattern, target: LinkTarget)? {
        matcher.match(scheme: scheme, host: host, segments: segments).map { ($0.index, $0.pattern, $0.value) }
    }
}

/// Where an existing link pattern came from, for conflict messages.
public struct LinkTableEntry: Sendable, Hashable {
    /// The payload type the pattern leads to.
    public let payloadName: String
    /// Where the pattern was declared in a routes file, or `nil` for code.
    public let line: Int?
    /// Where the pattern was declared in a routes file, or `nil` for code.
    public let column: Int?
    /// The plugin that registered the pattern, or `nil` for a routes file or a table
    /// filled directly.
    public let owner: String?

    init(_ target: LinkTarget) {
        owner = target.owner
        payloadName = target.payloadName
        line = target.line
        column = target.column
    }
}
