public import LinkMatching
import RouterText

/// One deep link of a routes file, validated: links matching the pattern open payloads of a
/// type, built from the link's parameters and the fixed values of `with:`.
public struct LinkRule: Hashable, Sendable {
    /// The link pattern as written, e.g. `giuseppe://menu/pizza/:name`.
    public let pattern: String
    /// The payload type's registered name.
    public let payload: String
    /// Fixed parameter values (`with:`), added to the captured ones, in the file's order.
    public let constants: LinkParameters
    /// The link this one's screen sits above (`parent:`), as written, its `:name` segments
    /// taking this link's parameter values; `nil` for none.
    public let parent: String?
    /// Where the link starts in the file (1-based).
    public let line: Int
    /// Where the link starts in the file (1-based, in Unicode scalars).
    public let column: Int

    /// Whether every field is equal, the pattern, names and values compared by their Unicode
    /// scalars.
    public static func == (lhs: LinkRule, rhs: LinkRule) -> Bool {
        lhs.pattern.isScalarEqual(to: rhs.pattern) && lhs.payload.isScalarEqual(to: rhs.payload)
            && lhs.constants == rhs.constants && lhs.parent.map { ExactText($0) } == rhs.parent.map { ExactText($0) }
            && lhs.line == rhs.line && lhs.column == rhs.column
    }

    /// Hashes every field, the texts by their scalars.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ExactText(pattern))
        hasher.combine(ExactText(payload))
        hasher.combine(constants)
        hasher.combine(parent.map { ExactText($0) })
        hasher.combine(line)
        hasher.combine(column)
    }
}

extension LinkRule: CustomStringConvertible {
    /// `giuseppe://menu/pizza/:name -> Pizza (parent giuseppe://menu)`,
    /// `giuseppe://menu -> HomeEntry with entry=menu`.
    public var description: String {
        let with =
            constants.isEmpty
            ? ""
            : " with "
                + constants.sorted { $0.name.unicodeScalars.lexicographicallyPrecedes($1.name.unicodeScalars) }
                .map { "\($0.name)=\($0.value)" }
                .joined(separator: ", ")
        return "\(pattern) -> \(payload)\(with)" + (parent.map { " (parent \($0))" } ?? "")
    }
}
