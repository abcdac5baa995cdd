public import LinkMatching

/// Why opening a link showed nothing.
public enum LinkFailure: Error, Hashable, Sendable {
    /// The link is malformed, hostile, or matches no pattern (the rejection says which).
    case rejected(LinkRejection)
    /// The link matched `pattern`, but its parameters make no payload.
    case undecodable(pattern: String, LinkDecodingError)
}

extension LinkFailure: CustomStringConvertible {
    /// A sentence fragment, e.g. `no link pattern matches` or
    /// `giuseppe://menu/pizza/:name: no pizza is named 'Hawaii'`.
    public var description: String {
        switch self {
        case .rejected(let rejection): rejection.description
        case .undecodable(let pattern, let error): "\(pattern): \(error)"
        }
    }
}
