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
    /// The parent payload computed from the link's payload has no link
    /// (``LinkTable/link(for:)`` says why), so it cannot be opened as a parent.
    case noLink(PayloadLinkFailure)
}
