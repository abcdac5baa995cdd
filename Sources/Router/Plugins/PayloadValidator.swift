/// Vouches for payloads of one type that were read from outside: decoded from a saved stack
/// or built from a deep link's parameters. Register it with the payload type
/// (``PluginRegistration/registerPayload(_:name:fields:link:validate:)-7iwdy``).
///
/// A decoded value proves only that the text had the right shape. The validator decides
/// whether it is a value the app knows: it returns the app's own value for it (looked up by
/// identity in the app's data, so every field is the app's, not the file's) or throws
/// ``InvalidPayload`` with the reason. What the app knows always wins over the file.
///
/// ```swift
/// plugin.registerPayload(Pizza.self, name: "Pizza", validate: .oneOf(menu.pizzas))
/// ```
public struct PayloadValidator<Payload: Sendable>: Sendable {
    /// Checks a value read from outside and returns the one to use.
    public let check: @Sendable (Payload) throws(InvalidPayload) -> Payload

    /// A validator from a function that returns the value to use or throws the reason.
    public init(_ check: @escaping @Sendable (Payload) throws(InvalidPayload) -> Payload) {
        self.check = check
    }

    /// Accepts every value that decodes: for types whose every value is valid (an enum of
    /// screens, a marker with no fields).
    public static var anyDecodedValue: PayloadValidator {
        PayloadValidator { payload in payload }
    }
}

extension PayloadValidator where Payload: Hashable {
    /// Accepts only values equal to one of `known`, every string in them spelt with the same
    /// Unicode scalars, and returns the app's own copy.
    ///
    /// A payload type's `==` compares its strings with `String` `==`, which takes `Tiramisù`
    /// spelt with a precomposed `ù` and with `u` + a combining grave accent for equal; names
    /// read from outside are compared by scalars everywhere else (`ExactText`),
    /// so here too: a value equal to a known one but spelt with other scalars is refused,
    /// and of known values that differ only so, the one spelt alike is returned.
    /// - Parameters:
    ///   - known: The values the app has (its menu, its list of models).
    ///   - what: Names the kind of value in the error, e.g. `pizza on the menu`.
    /// - Complexity: O(*n*) to build, then one hash lookup per value and a walk of the value
    ///   found (with `Mirror`) comparing its strings.
    public static func oneOf(_ known: [Payload], what: String = "value the app knows") -> PayloadValidator {
        var table: [Payload: [Payload]] = [:]
        for value in known { table[value, default: []].append(value) }
        return PayloadValidator { [table] payload throws(InvalidPayload) in
            guard let own = table[payload]?.first(where: { ScalarIdentity.identical($0, payload) }) else {
                throw InvalidPayload("it is not a \(what)")
            }
            return own
        }
    }
}
