import RouterText

/// What a match of each pattern captures, prepared when the pattern is added: its
/// parameters in segment order, each a name and the segment its value is read from. A match
/// makes the parameters from them, so no name is compared or hashed per match.
///
/// Every pattern's captures live in one array shared by all patterns, each pattern a run of
/// it, and every distinct name is kept once, by number: a match reads the pattern's span and
/// its run (a few bytes each, next to nothing of any other pattern's) and names that every
/// pattern shares, rather than arrays of its own scattered over the heap (and retains none
/// of them).
struct PatternCaptures: Sendable {
    /// A named segment: its name's number in ``names``, and the segment its value is read
    /// from (a `:name`'s own, or the first segment a named catch-all takes).
    private struct Capture: Sendable {
        let name: Int32
        let segment: Int32
    }

    /// Where one pattern's captures are, and its catch-all.
    private struct Span: Sendable {
        let firstCapture: Int32
        let captureCount: Int32
        /// The catch-all's segment index, or -1 when the pattern has none. The capture of
        /// that segment, when there is one, is the catch-all's name.
        let catchAll: Int32
    }

    /// Every distinct parameter name of every pattern, once (compared by scalars).
    private var names: [String] = []
    /// The number of each name in ``names``.
    private var nameNumbers: [ExactText: Int32] = [:]
    /// Every pattern's captures, pattern after pattern.
    private var captures: [Capture] = []
    /// Each pattern's run of ``captures``, by the pattern's index.
    private var spans: [Span] = []

    /// Prepares the captures of `pattern`, as the next pattern's.
    mutating func append(_ pattern: LinkPattern) {
        let firstCapture = captures.count
        var catchAll: Int32 = -1
        for (index, segment) in pattern.segments.enumerated() {
            switch segment {
            case .parameter(let name):
                capture(name, at: Int32(index), from: firstCapture)
            case .catchAll(let name):
                catchAll = Int32(index)
                if !name.isEmpty { capture(name, at: Int32(index), from: firstCapture) }
            case .literal, .wildcard:
                break
            }
        }
        spans.append(
            Span(
                firstCapture: Int32(firstCapture), captureCount: Int32(captures.count - firstCapture),
                catchAll: catchAll))
    }

    /// Adds the capture of `name` at segment `index` to the pattern whose captures start at
    /// `firstCapture`, unless it already captures a name with the same scalars (`LinkPattern`
    /// rejects such a pattern; the first is kept, so the parameters never hold a name
    /// twice).
    private mutating func capture(_ name: String, at index: Int32, from firstCapture: Int) {
        let number: Int32
        if let known = nameNumbers[ExactText(name)] {
            guard !captures[firstCapture...].contains(where: { $0.name == known }) else { return }
            number = known
        } else {
            number = Int32(names.count)
            names.append(name)
            nameNumbers[ExactText(name)] = number
        }
        captures.append(Capture(name: number, segment: index))
    }

    /// The named parameters and the catch-all's segments of `link`, which matched the
    /// pattern at `index`.
    func capture(ofPattern index: Int, from link: ParsedLink) -> (
        parameters: LinkParameters, rest: [String]
    ) {
        let span = spans[index]
        let rest = span.catchAll >= 0 ? (Int(span.catchAll)..<link.segmentCount).map(link.segment) : []
        let count = Int(span.captureCount)
        guard count > 0 else { return (LinkParameters(), rest) }
        // Each pair is appended once, in segment order: a `:name` takes its segment, a named
        // catch-all the segments from its first on.
        let first = Int(span.firstCapture)
        var pairs: [LinkParameters.Entry] = []
        pairs.reserveCapacity(count)
        for position in first..<first + count {
            // Read by index: iterating a slice of the array retained and released it.
            let capture = captures[position]
            let value =
                capture.segment == span.catchAll
                ? link.segments(from: Int(capture.segment)) : link.segment(Int(capture.segment))
            pairs.append(LinkParameters.Entry(name: names[Int(capture.name)], value: value))
        }
        return (LinkParameters(unique: pairs), rest)
    }
}
