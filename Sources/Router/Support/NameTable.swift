import RouterText

/// A table of values keyed by names that are compared by Unicode scalars (``ExactText``):
/// `Café` spelt precomposed and decomposed are two names, as they are in a YAML file or a
/// link. Used for the names plugins register (payload types, screens, guards).
package struct NameTable<Value> {
    private var storage: [ExactText: Value] = [:]

    /// The value registered under `name`, or `nil`.
    package subscript(_ name: String) -> Value? {
        get { storage[ExactText(name)] }
        set { storage[ExactText(name)] = newValue }
    }

    /// The value registered under `name`, or `fallback` to read and change in place.
    package subscript(_ name: String, default fallback: @autoclosure () -> Value) -> Value {
        get { storage[ExactText(name), default: fallback()] }
        set { storage[ExactText(name)] = newValue }
    }

    /// Every value, in no particular order.
    var values: Dictionary<ExactText, Value>.Values { storage.values }

    /// Every name, in no particular order.
    var names: [String] { storage.keys.map(\.text) }

    /// Whether no name is registered.
    var isEmpty: Bool { storage.isEmpty }
}

extension NameTable: Sendable where Value: Sendable {}
