import RouterText

/// Two link patterns that are equally specific and match the same links: the second one
/// added is refused.
public struct LinkConflict<Value: Sendable>: Error, Sendable {
    /// The pattern already there.
    public let existing: LinkPattern
    /// The value the existing pattern was added with.
    public let existingValue: Value
    /// The pattern that was refused.
    public let new: LinkPattern

    /// The memberwise initializer, for the link table that rethrows a matcher's conflict
    /// with its own values.
    package init(existing: LinkPattern, existingValue: Value, new: LinkPattern) {
        self.existing = existing
        self.existingValue = existingValue
        self.new = new
    }
}

extension LinkConflict: CustomStringConvertible {
    /// `'giuseppe://a/:y' matches the same links as 'giuseppe://a/:x', as specifically`.
    public var description: String {
        "\(QuotedText.quoted(new.description)) matches the same links as \(QuotedText.quoted(existing.description)), "
            + "as specifically"
    }
}
