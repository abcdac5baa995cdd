import RouterText

/// Whether two values that their type's `==` finds equal also hold the same Unicode
/// scalars in every string: the name rule (`ExactText`) applied to whole
/// values, for look-ups whose key is a payload read from outside
/// (``PayloadValidator/oneOf(_:what:)``).
///
/// A type's synthesized `==` compares its strings with `String` `==`, which takes `café`
/// spelt with a precomposed `é` and with `e` + a combining accent for equal. This walks
/// both values' stored properties (with `Mirror`) and compares every `String`, `Substring`
/// and `Character` met by its scalars.
enum ScalarIdentity {
    /// Whether `lhs` and `rhs` have the same shape and every text in them the same scalars.
    /// Values with no text and no stored properties (numbers, dates, markers) count as
    /// identical: their type's `==` is trusted for them. Elements of a set or dictionary
    /// are matched in any order; a class instance met again (a cycle) is not walked twice.
    /// - Complexity: O(size of the values), O(*n*²) for an unordered collection of *n*.
    static func identical(_ lhs: Any, _ rhs: Any) -> Bool {
        var visited: Set<Pair> = []
        return identical(lhs, rhs, visited: &visited)
    }

    /// Two class instances being compared, by identity.
    private struct Pair: Hashable {
        let lhs: ObjectIdentifier
        let rhs: ObjectIdentifier
    }

    private static func identical(_ lhs: Any, _ rhs: Any, visited: inout Set<Pair>) -> Bool {
        if let left = text(of: lhs) {
            guard let right = text(of: rhs) else { return false }
            return left.isScalarEqual(to: right)
        }
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        guard left.displayStyle == right.displayStyle else { return false }
        if left.displayStyle == .class {
            let pair = Pair(lhs: ObjectIdentifier(lhs as AnyObject), rhs: ObjectIdentifier(rhs as AnyObject))
            guard pair.lhs != pair.rhs, visited.insert(pair).inserted else { return true }
        }
        return identical(left, right, visited: &visited)
    }

    /// The children of two mirrors (and of their superclasses' mirrors) compared.
    private static func identical(_ left: Mirror, _ right: Mirror, visited: inout Set<Pair>) -> Bool {
        let lhs = Array(left.children)
        let rhs = Array(right.children)
        guard lhs.count == rhs.count else { return false }
        switch left.displayStyle {
        case .set, .dictionary:
            var unmatched = rhs.map(\.value)
            for child in lhs {
                guard let index = unmatched.firstIndex(where: { identical(child.value, $0, visited: &visited) }) else {
                    return false
                }
                unmatched.remove(at: index)
            }
        default:
            for (l, r) in zip(lhs, rhs) {
                guard l.label == r.label, identical(l.value, r.value, visited: &visited) else { return false }
            }
        }
        switch (left.superclassMirror, right.superclassMirror) {
        case (nil, nil): return true
        case (let l?, let r?): return identical(l, r, visited: &visited)
        default: return false
        }
    }

    /// `value` as text when it is a string, a substring or a character, else `nil`.
    private static func text(of value: Any) -> String? {
        switch value {
        case let string as String: string
        case let substring as Substring: String(substring)
        case let character as Character: String(character)
        default: nil
        }
    }
}
