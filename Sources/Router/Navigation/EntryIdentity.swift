import RouterText

/// What a stack entry is: its screen's name and the payload it was built from. Two entries
/// are the same only when both agree: the name by Unicode scalars, the payloads by their
/// type's `==` (a payload whose type is not `Equatable` is never the same as another, and
/// no payload is the same as a payload). A screen name alone never identifies an entry:
/// two pizzas are two `PizzaDetail`s.
struct EntryIdentity: Sendable {
    /// The screen's name.
    let screen: String
    /// The payload the screen was built from, or `nil`.
    let payload: (any Sendable)?

    /// Whether `destination` would show this entry again: the same screen, built from an
    /// equal payload.
    func matches(_ destination: Destination) -> Bool {
        screen.isScalarEqual(to: destination.screen) && Self.equal(payload, destination.payload)
    }

    /// Whether `first` and `second` are both `nil`, or equal values of one `Equatable` type
    /// (two strings: the same Unicode scalars).
    static func equal(_ first: (any Sendable)?, _ second: (any Sendable)?) -> Bool {
        switch (first, second) {
        case (nil, nil): return true
        case (let first as String, let second as String):
            return first.isScalarEqual(to: second)
        case (let first?, let second?):
            guard let first = first as? any Equatable else { return false }
            return first.isEqual(toAny: second)
        default: return false
        }
    }
}

extension Equatable {
    /// Whether `other` is a value of this type equal to `self`.
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
