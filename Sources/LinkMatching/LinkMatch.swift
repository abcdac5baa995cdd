/// A link that matched a pattern: the pattern's value and what the link carried.
public struct LinkMatch<Value: Sendable>: Sendable {
    /// The value the pattern was added with.
    public let value: Value
    /// What the matcher found, kept whole: a match is handed on from the trie in one move,
    /// not rebuilt field by field (a retain and a release of each).
    @usableFromInline let location: LinkLocation

    /// The pattern that matched: the most specific one that does.
    public var pattern: LinkPattern { location.pattern }
    /// The named parameters in segment order, percent-decoded once; a named catch-all holds
    /// the rest of the path joined by `/`. Names are compared by Unicode scalars.
    public var parameters: LinkParameters { location.parameters }
    /// The segments the catch-all took (decoded), empty when the pattern has none.
    public var rest: [String] { location.rest }
    /// The query items in link order, percent-decoded once (`+` stays `+`).
    public var query: [(name: String, value: String)] { location.query }

    @usableFromInline
    init(value: Value, location: consuming LinkLocation) {
        self.value = value
        self.location = location
    }
}
