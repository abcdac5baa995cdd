import RouterText

/// What a match of each pattern captures, prepared when the pattern is added: its parameter
/// names in segment order, and for each captured segment the position of its name there. A
/// match makes the parameters from the names and sets the values by position, so no name is
/// compared or hashed per match.
///
/// Every pattern's names and segments live in two arrays shared by all patterns, each
/// pattern a run of them, so a match reads one small part of three arrays rather than
/// arrays of its own scattered over the heap (and retains none of them).
struct PatternCaptures: Sendable {
    /// A `:name` segment: its index in the pattern, and its name's position among the
    /// pattern's names.
    private struct Slot: Sendable {
        let segment: Int32
        let position: Int32
    }

    /// Where one pattern's names and slots are, and its catch-all.
    private struct Span: Sendable {
        let firstName: Int32
        let nameCount: Int32
        let firstSlot: Int32
        let slotCount: Int32
        /// The catch-all's segment index, or -1 when the pattern has none.
        let catchAll: Int32
        /// The catch-all's name's position among the pattern's names, or -1 when it has
        /// none or no name.
        let catchAllPosition: Int32
    }

    /// Every pattern's parameter names (a named catch-all's too), each name once, in
    /// segment order, pattern after pattern.
    private var names: [String] = []
    /// Every pattern's `:name` segments, pattern after pattern.
    private var slots: [Slot] = []
    /// Each pattern's runs of ``names`` and ``slots``, by the pattern's index.
    private var spans: [Span] = []

    /// Prepares the captures of `pattern`, as the next pattern's.
    mutating func append(_ pattern: LinkPattern) {
        let firstName = names.count
        let firstSlot = slots.count
        /// The position of `name` among the pattern's names, added when it is not there yet
        /// (names compared by scalars).
        func position(of name: String) -> Int32 {
            if let known = names[firstName...].firstIndex(where: { $0.isScalarEqual(to: name) }) {
                return Int32(known - firstName)
            }
            names.append(name)
            return Int32(names.count - 1 - firstName)
        }
        var catchAll: Int32 = -1
        var catchAllPosition: Int32 = -1
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .parameter(let name):
                slots.append(Slot(segment: Int32(index), position: position(of: name)))
            case .catchAll(let name):
                catchAll = Int32(index)
                if !name.isEmpty { catchAllPosition = position(of: name) }
            case .literal, .wildcard:
                break
            }
        }
        spans.append(
            Span(
                firstName: Int32(firstName), nameCount: Int32(names.count - firstName), firstSlot: Int32(firstSlot),
                slotCount: Int32(slots.count - firstSlot), catchAll: catchAll, catchAllPosition: catchAllPosition))
    }

    /// The named parameters and the catch-all's segments of `link`, which matched the
    /// pattern at `index`.
    func capture(ofPattern index: Int, from link: ParsedLink) -> (
        parameters: LinkParameters, rest: [String]
    ) {
        let span = spans[index]
        let rest = span.catchAll >= 0 ? (Int(span.catchAll)..<link.segmentCount).map(link.segment) : []
        let nameCount = Int(span.nameCount)
        guard nameCount > 0 else { return (LinkParameters(), rest) }
        // Each pair is appended once: names in order, each with the segment its slot takes
        // (or the segments the catch-all takes, for its name).
        let firstName = Int(span.firstName)
        let firstSlot = Int(span.firstSlot)
        let slotCount = Int(span.slotCount)
        var pairs: [LinkParameters.Entry] = []
        pairs.reserveCapacity(nameCount)
        for position in 0..<nameCount {
            var value = ""
            if position == Int(span.catchAllPosition) {
                value = link.segments(from: Int(span.catchAll))
            } else {
                // A pattern names each parameter once (`LinkPattern` rejects a duplicate), so
                // one slot has this position.
                for slot in slots[firstSlot..<firstSlot + slotCount] where Int(slot.position) == position {
                    value = link.segment(Int(slot.segment))
                    break
                }
            }
            pairs.append(LinkParameters.Entry(name: names[firstName + position], value: value))
        }
        return (LinkParameters(unique: pairs), rest)
    }
}
