import RouterText

/// Why a link pattern could not be read.
public enum LinkPatternError: Error, Hashable, Sendable {
    /// The pattern is not `scheme://host/...`.
    case missingSchemeSeparator
    /// The scheme is empty or has characters other than letters, digits, `+`, `-`, `.`, or
    /// does not start with a letter.
    case invalidScheme(String)
    /// The host is empty or not ASCII letters, digits, `-` and `.`.
    case invalidHost(String)
    /// A segment is empty (`a//b`), `.` or `..`, or badly percent-encoded.
    case invalidSegment(String)
    /// A `:name` whose name is empty or not letters, digits and `_`.
    case invalidParameterName(String)
    /// Two parameters with the same name.
    case duplicateParameter(String)
    /// A `**` catch-all that is not the last segment.
    case catchAllNotLast
    /// A query or fragment in a pattern.
    case queryInPattern
}

extension LinkPatternError: CustomStringConvertible {
    /// The problem as a sentence fragment; the pattern's text is quoted with its control and
    /// invisible formatting characters escaped, as `LinkDecodingError.quoted(_:)` does.
    public var description: String {
        switch self {
        case .missingSchemeSeparator: "expected scheme://host/path"
        case .invalidScheme(let scheme): "\(quoted(scheme)) is not a valid scheme"
        case .invalidHost(let host): "\(quoted(host)) is not a valid host (ASCII letters, digits, '-' and '.')"
        case .invalidSegment(let segment): "\(quoted(segment)) is not a valid segment"
        case .invalidParameterName(let name): "\(quoted(name)) is not a valid parameter name"
        case .duplicateParameter(let name): "the parameter ':\(QuotedText.escapingUnsafe(name))' appears twice"
        case .catchAllNotLast: "'**' must be the last segment"
        case .queryInPattern: "a pattern has no query or fragment"
        }
    }

    private func quoted(_ text: String) -> String {
        QuotedText.quoted(text)
    }
}
