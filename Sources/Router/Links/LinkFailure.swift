public import LinkMatching
import RouterText

/// Why opening a link showed nothing.
public enum LinkFailure: Error, Hashable, Sendable {
    /// The link is malformed, hostile, or matches no pattern (the rejection says which).
    case rejected(LinkRejection)
    /// The link matched `pattern`, but its parameters make no payload.
    case undecodable(pattern: String, LinkDecodingError)
    /// The link's chain of parents cannot be built: the parent `link` (the template filled
    /// with the parameters of the link below it, or the template itself when a parameter is
    /// missing; the link below it when the parent payload computed from that link's payload
    /// has no link) fails for `reason`. A link whose chain fails shows nothing.
    case parent(link: String, LinkParentFailure)
}

extension LinkFailure: CustomStringConvertible {
    /// A sentence fragment, e.g. `no link pattern matches` or
    /// `giuseppe://menu/pizza/:name: no pizza is named 'Hawaii'`, or for a parent,
    /// `the parent link 'giuseppe://menu/pizza/Hawaii' fails: …`. Link text is quoted with
    /// control and invisible formatting characters escaped.
    public var description: String {
        switch self {
        case .rejected(let rejection): rejection.description
        case .undecodable(let pattern, let error): "\(pattern): \(error)"
        case .parent(let link, let reason):
            switch reason {
            case .failed(let failure): "the parent link \(QuotedText.quoted(link)) fails: \(failure)"
            case .cycle: "the parent link \(QuotedText.quoted(link)) matches a pattern already on the link's chain of parents"
            case .tooDeep(let limit): "the parent link \(QuotedText.quoted(link)) is more than \(limit) parents above the link"
            case .missingParameter(let name):
                "the parent link \(QuotedText.quoted(link)) uses the parameter \(QuotedText.quoted(name)), "
                    + "which the link below it does not have"
            case .noLink(let failure): "the parent of the link \(QuotedText.quoted(link)) has no link: \(failure)"
            }
        }
    }
}
