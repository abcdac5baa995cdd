/// Why a link template could not be read.
public enum LinkTemplateError: Error, Hashable, Sendable {
    /// The text is not a valid link pattern.
    case invalidPattern(LinkPatternError)
    /// A `*` or unnamed `**` segment: no parameter would fill it.
    case unnamedSegment
}

extension LinkTemplateError: CustomStringConvertible {
    /// The problem as a sentence fragment, e.g. `'**' must be the last segment`.
    public var description: String {
        switch self {
        case .invalidPattern(let error): error.description
        case .unnamedSegment: "a parent link has no '*' or unnamed '**' segment: no parameter would fill it"
        }
    }
}
