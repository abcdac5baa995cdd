/// What a match of one pattern captures, prepared when the pattern is added: its parameters
/// dictionary with every name already in it (values empty), and for each captured segment
/// the position of its name there. A match copies the dictionary and sets the values by
/// position, so no name is hashed per match. Saves ~700 instructions per GitHub-table link
/// (two or three names hashed with SipHash, a dictionary sized and filled).
struct PatternCaptures: Sendable {
    /// Every parameter name of the pattern (a named catch-all's too), each with `""`.
    private let parameters: [String: String]
    /// Each `:name` segment's index in the pattern, with the name's position in
    /// ``parameters``.
    private let slots: [(segment: Int, position: Dictionary<String, String>.Index)]
    /// The catch-all's segment index, or `nil` when the pattern has none.
    private let catchAll: Int?
    /// The catch-all's name's position in ``parameters``, or `nil` when it has no name.
    private let catchAllPosition: Dictionary<String, String>.Index?

    /// Prepares the captures of `pattern`.
    init(_ pattern: LinkPattern) {
        var parameters = [String: String](minimumCapacity: pattern.parameterNames.count)
        for name in pattern.parameterNames { parameters[name] = "" }
        // Positions are taken once every name is in: an insertion may move them.
        var slots: [(segment: Int, position: Dictionary<String, String>.Index)] = []
        var catchAll: Int?
        var catchAllPosition: Dictionary<String, String>.Index?
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .parameter(let name):
                if let position = parameters.index(forKey: name) { slots.append((index, position)) }
            case .catchAll(let name):
                catchAll = index
                catchAllPosition = name.isEmpty ? nil : parameters.index(forKey: name)
            case .literal, .wildcard:
                break
            }
        }
        self.parameters = parameters
        self.slots = slots
        self.catchAll = catchAll
        self.catchAllPosition = catchAllPosition
    }

    /// The named parameters and the catch-all's segments of a link that matched the
    /// pattern, `segment(i)` giving the link's segment `i` decoded.
    func capture(segmentCount: Int, _ segment: (Int) -> String) -> (parameters: [String: String], rest: [String]) {
        // A copy of the prepared dictionary keeps its positions valid (same storage layout).
        var parameters = self.parameters
        for slot in slots { parameters.values[slot.position] = segment(slot.segment) }
        guard let catchAll else { return (parameters, []) }
        let rest = (catchAll..<segmentCount).map(segment)
        if let catchAllPosition { parameters.values[catchAllPosition] = rest.joined(separator: "/") }
        return (parameters, rest)
    }
}
