import RouterText

/// Why a link was rejected before or during matching. A link is attacker-controlled text:
/// each rejection names the problem, and none of them pushes anything.
public enum LinkRejection: Error, Hashable, Sendable {
    /// Longer than ``LinkLimits/maxLength`` bytes.
    case tooLong(limit: Int)
    /// More path segments than ``LinkLimits/maxSegments``.
    case tooManySegments(limit: Int)
    /// More query items than ``LinkLimits/maxQueryItems``.
    case tooManyQueryItems(limit: Int)
    /// Finding the pattern would visit more trie nodes than ``LinkLimits/maxMatchSteps``:
    /// the table has many patterns that nearly match the link.
    case tooManyMatchSteps(limit: Int)
    /// Not `scheme://host/path`: the associated text says what is missing.
    case malformed(String)
    /// A character that must be percent-encoded in a link (a space, a quote, a non-ASCII
    /// byte…), at this 1-based byte offset.
    case invalidCharacter(offset: Int)
    /// A `%` not followed by two hexadecimal digits, at this 1-based byte offset.
    case invalidPercentEncoding(offset: Int)
    /// A percent-encoded `/` or `\` inside a segment.
    case encodedSeparator
    /// A control character, raw or percent-encoded: C0 (NUL included), DEL, or C1
    /// (U+0080...U+009F), in any part of the link.
    case controlCharacter
    /// Percent-decoded bytes that are not UTF-8.
    case invalidUTF8
    /// A `.` or `..` segment, raw or percent-encoded.
    case dotSegment
    /// An empty segment, as in `a//b`.
    case emptySegment
    /// A host that is not ASCII letters, digits, `-` and `.`.
    case invalidHost
    /// User info (`user@host`) or a port (`host:80`): not supported in app links.
    case unsupportedAuthority
    /// No pattern uses this scheme.
    case unknownScheme(String)
    /// No pattern uses this host with this scheme.
    case unknownHost(String)
    /// The link is well formed, but no pattern matches it.
    case noMatch
}

extension LinkRejection: CustomStringConvertible {
    /// The reason as a sentence fragment, e.g. `the link has an encoded '/' in a segment`.
    public var description: String {
        switch self {
        case .tooLong(let limit): "the link is longer than \(limit) bytes"
        case .tooManySegments(let limit): "the link has more than \(limit) segments"
        case .tooManyQueryItems(let limit): "the link has more than \(limit) query items"
        case .tooManyMatchSteps(let limit): "matching the link needs more than \(limit) steps"
        case .malformed(let what): "the link is malformed: \(what)"
        case .invalidCharacter(let offset): "the link has a character that must be percent-encoded at byte \(offset)"
        case .invalidPercentEncoding(let offset): "the link has an invalid percent-encoding at byte \(offset)"
        case .encodedSeparator: "the link has an encoded '/' or '\\' in a segment"
        case .controlCharacter: "the link has a control character"
        case .invalidUTF8: "the link decodes to bytes that are not UTF-8"
        case .dotSegment: "the link has a '.' or '..' segment"
        case .emptySegment: "the link has an empty segment"
        case .invalidHost: "the link's host is not ASCII letters, digits, '-' and '.'"
        case .unsupportedAuthority: "user names and ports are not supported in links"
        case .unknownScheme(let scheme): "no link pattern uses the scheme \(QuotedText.quoted(scheme))"
        case .unknownHost(let host): "no link pattern uses the host \(QuotedText.quoted(host))"
        case .noMatch: "no link pattern matches"
        }
    }
}
