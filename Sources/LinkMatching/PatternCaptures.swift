import RouterText

/// What a match of one pattern captures, prepared when the pattern is added: its parameters
/// with every name already in them (values empty), and for each captured segment the
/// position of its name there. A match copies the parameters and sets the values by
/// position, so no name is compared or hashed per match.
struct PatternCaptures: Sendable {
    /// Every parameter name of the pattern (a named catch-all's too), each with `""`, in
    /// segment order.
    private let parameters: [(name: String, value: String)]
    /// Each `:name` segment's index in the pattern, with the name's position in
    /// ``parameters``.
    private let slots: [(segment: Int, position: Int)]
    /// The catch-all's segment index, or `nil` when the pattern has none.
    private let catchAll: Int?
    /// The catch-all's name's position in ``parameters``, or `nil` when it has no name.
    private let catchAllPosition: Int?

    /// Prepares the captures of `pattern`.
    init(_ pattern: LinkPattern) {
        var parameters: [(name: String, value: String)] = []
        parameters.reserveCapacity(pattern.parameterNames.count)
        /// The position of `name`, added when it is not there yet (names compared by scalars).
        func position(of name: String) -> Int {
            if let known = parameters.firstIndex(where: { $0.name.isScalarEqual(to: name) }) { return known }
            parameters.append((name, ""))
            return parameters.count - 1
        }
        var slots: [(segment: Int, position: Int)] = []
        var catchAll: Int?
        var catchAllPosition: Int?
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .parameter(let name):
                slots.append((index, position(of: name)))
            case .catchAll(let name):
                catchAll = index
                catchAllPosition = name.isEmpty ? nil : position(of: name)
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
    func capture(segmentCount: Int, _ segment: (Int) -> String) -> (parameters: LinkParameters, rest: [String]) {
        var parameters = self.parameters
        for slot in slots { parameters[slot.position].value = segment(slot.segment) }
        guard let catchAll else { return (LinkParameters(unique: parameters), []) }
        let rest = (catchAll..<segmentCount).map(segment)
        if let catchAllPosition { parameters[catchAllPosition].value = rest.joined(separator: "/") }
        return (LinkParameters(unique: parameters), rest)
    }
}
