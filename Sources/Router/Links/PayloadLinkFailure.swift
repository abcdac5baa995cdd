public import LinkMatching

/// Why a payload has no link (``JumperRegistry/link(for:)``): the registry never makes one
/// up, and never traps, whatever the payload.
public enum PayloadLinkFailure: Error, Sendable, Hashable {
    /// The screen was shown without a payload, so no link can rebuild it.
    case noPayload
    /// No link pattern leads to the payload's type.
    case noLink(payloadType: String)
    /// Link patterns lead to the type, but its ``LinkDecoder`` has no encoder, so nothing
    /// can write a payload's parameters.
    case noEncoder(payloadType: String)
    /// The parameters the encoder wrote fit none of the type's patterns: each lacks one of
    /// the pattern's `:name` parameters, fixes a value (`with:`) the encoder wrote otherwise,
    /// or makes a link that a more specific pattern would open.
    case noPatternFits(payloadType: String, parameters: LinkParameters)
    /// The encoder's parameters fill a pattern of the type, but the link they make is one
    /// the matcher rejects, as it would reject it opened: a value holding `/` for a `:name`
    /// segment (`%2F`), an empty value, `.` or `..`, a link over the length limit…
    case rejected(payloadType: String, link: String, LinkRejection)
}

extension PayloadLinkFailure: CustomStringConvertible {
    /// The reason as a sentence, e.g. `no link leads to Pizza.`
    public var description: String {
        switch self {
        case .noPayload:
            "it was shown without a payload, and a link is built from a payload."
        case .noLink(let type):
            "no link leads to \(type)."
        case .noEncoder(let type):
            "the link decoder of \(type) has no encoder, so its payloads have no link."
        case .noPatternFits(let type, let parameters):
            "the parameters the encoder of \(type) writes (\(parameters)) fit none of its link patterns."
        case .rejected(let type, let link, let rejection):
            "the link the encoder of \(type) writes, \(link), would be rejected: \(rejection)."
        }
    }
}
