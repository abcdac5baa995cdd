import LinkMatching

/// The state of a screen that navigation depends on, as named text values: a form's fields
/// and whether they changed (`["size": "large", "changed": "true"]`). A ``StatefulScreen``
/// gives it when its stack is saved and takes it back when the stack is restored.
///
/// Names and values compare by their Unicode scalars (the name rule every name of the
/// router follows); each name is held once, the first given kept.
public struct ScreenState: Hashable, Sendable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    private var values: LinkParameters

    /// No state.
    public init() {
        values = LinkParameters()
    }

    /// The state of `pairs`, in order; of names with the same scalars, the first is kept.
    public init<S: Sequence>(_ pairs: S) where S.Element == (name: String, value: String) {
        values = LinkParameters(pairs)
    }

    /// The state of the literal, in order; of names with the same scalars, the first is kept.
    public init(dictionaryLiteral elements: (String, String)...) {
        values = LinkParameters(elements.lazy.map { (name: $0.0, value: $0.1) })
    }

    /// The value named exactly `name` (by Unicode scalars), or `nil`; setting `nil` removes it.
    public subscript(_ name: String) -> String? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// Each value with its name, in the order they were added.
    public var pairs: [(name: String, value: String)] { values.map { $0 } }

    /// Whether there is no value.
    public var isEmpty: Bool { values.isEmpty }

    /// The values as a dictionary literal in order, e.g. `["size": "large"]` (`[:]` for none).
    public var description: String { values.description }
}
