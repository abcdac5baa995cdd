import RouterText

/// The named parameters of a matched link, as a decoder reads them: each name with its
/// value, names compared by their Unicode scalars (`ExactText`), never by
/// canonical equivalence.
///
/// A link is text from outside: a query item named with the KELVIN SIGN (U+212A) is
/// another name than `K`, and `café` spelt with a precomposed `é` another name than `cafe`
/// followed by a combining accent, although Swift's `String` `==` takes each pair for
/// equal. Reading a parameter finds only the name spelt with the same scalars:
/// ```swift
/// LinkDecoder<Pizza>(parameters: ["name"]) { parameters in
///     Pizza(name: parameters["name"] ?? "")
/// }
/// ```
/// Each name is held once. Where two values are given for names with the same scalars (a
/// dictionary literal, a sequence of pairs), the first is kept. A link has a few parameters,
/// so they are kept as a list of pairs, in the order they were added: a look-up compares
/// names one by one, and parameters without any allocate nothing.
public struct LinkParameters: Sendable, Hashable, ExpressibleByDictionaryLiteral {
    /// One parameter. A struct rather than a tuple, so an array of them is freed through
    /// the struct's own destroy rather than the runtime's generic one for tuples.
    @usableFromInline struct Entry: Sendable {
        @usableFromInline var name: String
        @usableFromInline var value: String

        @usableFromInline init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The parameters, each name once, in the order they were added.
    @usableFromInline var pairs: [Entry]

    /// No parameters.
    public init() {
        pairs = []
    }

    /// The parameters of `pairs`, in order; of names with the same scalars, the first is
    /// kept and the others are ignored.
    public init<S: Sequence>(_ pairs: S) where S.Element == (name: String, value: String) {
        self.pairs = []
        for (name, value) in pairs where self[name] == nil {
            self.pairs.append(Entry(name: name, value: value))
        }
    }

    /// The parameters of `dictionary`, in its order (which is no particular order).
    public init(_ dictionary: [String: String]) {
        self.init(dictionary.lazy.map { (name: $0.key, value: $0.value) })
    }

    /// The parameters of the literal, in order; of names with the same scalars, the first
    /// is kept.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements.lazy.map { (name: $0.0, value: $0.1) })
    }

    /// Parameters whose names are known to differ: the pairs are taken as they are.
    init(unique pairs: [Entry]) {
        self.pairs = pairs
    }

    /// The value of the parameter whose name has exactly the scalars of `name`, or `nil`
    /// when there is none. Setting a value replaces that parameter's value, or adds the
    /// parameter last; setting `nil` removes it.
    /// - Complexity: O(*n*) names compared, each in O(its length).
    public subscript(_ name: String) -> String? {
        get {
            for pair in pairs where pair.name.isScalarEqual(to: name) { return pair.value }
            return nil
        }
        set {
            let index = pairs.firstIndex { $0.name.isScalarEqual(to: name) }
            switch (index, newValue) {
            case (let index?, let value?): pairs[index].value = value
            case (let index?, nil): pairs.remove(at: index)
            case (nil, let value?): pairs.append(Entry(name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    /// Adds the parameter unless one with the same scalars is there already.
    /// - Returns: Whether it was added.
    @discardableResult
    public mutating func addIfAbsent(_ name: String, _ value: String) -> Bool {
        guard self[name] == nil else { return false }
        pairs.append(Entry(name: name, value: value))
        return true
    }

    /// The names, in order.
    public var names: [String] { pairs.map(\.name) }

    /// The number of parameters.
    public var count: Int { pairs.count }

    /// Whether there are none.
    public var isEmpty: Bool { pairs.isEmpty }

    /// Whether both hold the same names with the same values, in any order, names and
    /// values compared by Unicode scalars.
    public static func == (lhs: LinkParameters, rhs: LinkParameters) -> Bool {
        lhs.count == rhs.count
            && lhs.pairs.allSatisfy { pair in rhs[pair.name].map { $0.isScalarEqual(to: pair.value) } ?? false }
    }

    /// Hashes the names and values by their scalars, in any order, so equal parameters hash
    /// equally.
    public func hash(into hasher: inout Hasher) {
        var sum = 0
        for entry in pairs {
            let (name, value) = (entry.name, entry.value)
            var pairHasher = Hasher()
            pairHasher.combine(ExactText(name))
            pairHasher.combine(ExactText(value))
            sum &+= pairHasher.finalize()
        }
        hasher.combine(pairs.count)
        hasher.combine(sum)
    }
}

extension LinkParameters: Sequence {
    /// The parameters in order, each a name and a value.
    public struct Iterator: IteratorProtocol {
        @usableFromInline var entries: IndexingIterator<[Entry]>

        @inlinable init(_ entries: [Entry]) {
            self.entries = entries.makeIterator()
        }

        /// The next parameter, or `nil` after the last.
        @inlinable public mutating func next() -> (name: String, value: String)? {
            entries.next().map { ($0.name, $0.value) }
        }
    }

    /// Each parameter in order, as a name and a value.
    @inlinable public func makeIterator() -> Iterator {
        Iterator(pairs)
    }

    /// The number of parameters.
    public var underestimatedCount: Int { pairs.count }
}

extension LinkParameters: CustomStringConvertible {
    /// The parameters as a dictionary literal in order, e.g. `["name": "Margherita"]`
    /// (`[:]` for none).
    public var description: String {
        guard !isEmpty else { return "[:]" }
        return "[" + pairs.map { "\(String(reflecting: $0.name)): \(String(reflecting: $0.value))" }.joined(separator: ", ")
            + "]"
    }
}
