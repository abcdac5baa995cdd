/// A link that matched a pattern: the pattern's value and what the link carried.
public struct LinkMatch<Value: Sendable>: Sendable {
    /// The value the pattern was added with.
    public let value: Value
    /// The pattern that matched: the most specific one that does.
    public let pattern: LinkPattern
    /// The named parameters in segment order, percent-decoded once; a named catch-all holds
    /// the rest of the path joined by `/`. Names are compared by Unicode scalars.
    public let parameters: LinkParameters
    /// The segments the catch-all took (decoded), empty when the pattern has none.
    public let rest: [String]
    /// The query items in link order, percent-decoded once (`+` stays `+`).
    public let query: [(name: String, value: String)]

    @usableFromInline
    init(
        value: Value, pattern: LinkPattern, parameters: LinkParameters, rest: [String],
        query: [(name: String, value: String)]
    ) {
        self.value = value
        self.pattern = pattern
        self.parameters = parameters
        self.rest = rest
        self.query = query
    }
}
