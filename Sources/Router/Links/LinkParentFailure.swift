/// Why the chain of a link's parents could not be built (see ``LinkFailure/parent(link:_:)``).
public enum LinkParentFailure: Error, Hashable, Sendable {
    /// The parent link was rejected, or its parameters make no payload.
    indirect case failed(LinkFailure)
    /// The parent link matches a pattern already on the chain: following parents would
    /// never end.
    case cycle
    /// The chain would have more than `limit` parents (``LinkTable/maxParents``).
    case tooDeep(limit: Int)
    /// The parent template uses a parameter the link has no value for.
    case missingParameter(String)
}
