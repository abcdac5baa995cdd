import RouterYAML

/// The first few names a routes file gave and the loader accepted (a payload type, a
/// screen), each with what it names: a file repeats a few names over and over, and a name
/// found here is recognised by comparing the node's bytes, without making a `String` of it
/// or reading its scalar again.
struct RecentNames<Value> {
    private var names = YAMLNames()
    private var values: [Value] = []
    /// Whether each name was read from a plain scalar: a name accepted from a quoted scalar
    /// (`"true"`) may not be a name when plain (`true` is a boolean), so such a name is
    /// recognised only in quoted scalars.
    private var readPlain: [Bool] = []
    /// The most names kept.
    let capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The index of the kept name `node` gives, when `node` is a scalar whose text is a
    /// name kept here and that reads as that name in the node's style; `nil` otherwise.
    func index(of node: YAMLNode) -> Int? {
        guard !names.isEmpty, let style = node.scalarStyle, let index = node.firstIndex(ofTextIn: names),
            readPlain[index] || style != .plain
        else { return nil }
        return index
    }

    /// The name `node` gives and its value, as ``index(of:)`` finds them.
    func lookUp(_ node: YAMLNode) -> (name: String, value: Value)? {
        index(of: node).map { (names[$0], values[$0]) }
    }

    /// The name kept at `index`.
    func name(at index: Int) -> String { names[index] }

    /// The value kept at `index`.
    func value(at index: Int) -> Value { values[index] }

    /// Keeps `name`, accepted from `node`, with `value`, unless `capacity` names are kept
    /// (a name kept already is now also recognised in `node`'s style); its index, or `nil`
    /// when it is not kept.
    @discardableResult
    mutating func add(_ name: String, _ value: Value, from node: YAMLNode) -> Int? {
        if let known = names.firstIndex(of: name) {
            readPlain[known] = readPlain[known] || node.scalarStyle == .plain
            return known
        }
        guard names.count < capacity else { return nil }
        names.append(name)
        values.append(value)
        readPlain.append(node.scalarStyle == .plain)
        return names.count - 1
    }
}
