public import LinkMatching

/// The deep links of an app: link patterns, each leading to a payload type.
///
/// Matching is a walk of a trie over the link's segments (see ``LinkMatcher``): the most
/// specific pattern wins, whatever the order patterns were added in. A matched link's
/// parameters go to the payload type's ``LinkDecoder``: the captured ones (percent-decoded
/// once), then fixed values, then query items for names not taken yet (the first of a
/// repeated name wins). The payload is then routed exactly as a tapped one.
public struct LinkTable: Sendable {
    private var matcher = LinkMatcher<LinkTarget>()

    /// Creates an empty table.
    public init() {}

    /// Adds a pattern leading to payloads built by `decoder`.
    /// - Parameters:
    ///   - constants: Fixed parameter values added to the captured ones.
    /// - Throws: ``LinkConflict`` when an equally specific pattern that matches the same
    ///   links is already in the table.
    public mutating func add<Payload: Sendable>(
        _ pattern: LinkPattern, decoder: LinkDecoder<Payload>, constants: [String: String] = [:]
    ) throws(LinkConflict<LinkTableEntry>) {
        try add(pattern, target: LinkTarget(
            payloadName: String(describing: Payload.self), constants: constants,
            decode: { parameters throws(LinkDecodingError) in try decoder.decode(parameters) },
            line: nil, column: nil, owner: nil))
    }

    package mutating func add(_ pattern: LinkPattern, target: LinkTarget) throws(LinkConflict<LinkTableEntry>) {
        do {
            try matcher.add(pattern, value: target)
        } catch {
            throw LinkConflict(
                existing: error.existing, existingValue: LinkTableEntry(error.existingValue),
                new: error.new)
        }
    }

    /// The number of patterns.
    public var count: Int { matcher.count }

    /// Resolves `link` to a payload, without routing it. Never traps, whatever the text.
    /// - Returns: The payload and the pattern that matched, or why there is none.
    public func payload(for link: String) -> Result<(payload: any Sendable, pattern: LinkPattern), LinkFailure> {
        switch matcher.match(link) {
        case .failure(let rejection):
            return .failure(.rejected(rejection))
        case .success(let match):
            var parameters = match.parameters
            if !match.value.constants.isEmpty {
                parameters.merge(match.value.constants) { captured, _ in captured }
            }
            for item in match.query where parameters[item.name] == nil {
                parameters[item.name] = item.value
            }
            do {
                return .success((try match.value.decode(parameters), match.pattern))
            } catch {
                return .failure(.undecodable(pattern: match.pattern.description, error))
            }
        }
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
