/// One `key: value` pair of a mapping node.
public struct YAMLMappingEntry: Sendable, Equatable {
    /// The key: always a scalar node in trees built by ``YAMLParser``.
    public var key: YAMLNode
    /// The value; an empty value is a plain scalar with empty text (null).
    public var value: YAMLNode

    /// Creates an entry; no validation is done.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
