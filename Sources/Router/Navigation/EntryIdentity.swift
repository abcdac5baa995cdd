import RouterText

/// What a stack entry is: its screen's name and the payload it was built from. Two entries
/// are the same only when both agree: the name by Unicode scalars, the payloads by their
/// type's `==` and the scalars of their strings (a payload whose type is not `Equatable` is
/// never the same as another, and no payload is the same as a payload). A screen name alone never identifies an entry:
/// two pizzas are two `PizzaDetail`s.
package struct EntryIdentity: Sendable {
    /// The screen's name.
    let screen: String
    /// The payload the screen was built from, or `nil`.
    let payload: (any Sendable)?

    /// The identity of the entry showing `screen` built from `payload`.
    package init(screen: String, payload: (any Sendable)?) {
        self.screen = screen
        self.payload = payload
    }

    /// Whether `destination` would show this entry again: the same screen, built from an
    /// equal payload.
    func matches(_ destination: Destination) -> Bool {
        screen.isScalarEqual(to: destination.screen) && Self.equal(payload, destination.payload)
    }

    /// Whether `first` and `second` are both `nil`, or equal values of one `Equatable` type
    /// whose strings hold the same Unicode scalars (``ScalarIdentity``: the name rule).
    package static func equal(_ first: (any Sendable)?, _ second: (any Sendable)?) -> Bool {
        switch (first, second) {
        case (nil, nil): return true
        case (let first?, let second?):
            guard let equatable = first as? any Equatable, equatable.isEqual(toAny: second) else { return false }
            return ScalarIdentity.identical(first, second)
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
