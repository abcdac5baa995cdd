import RouterText

/// One route declared as data, validated: payloads of a type, narrowed by field values, go
/// to a screen. A routes file (the `RoutesFiles` module) is where such rules come from; the
/// core only runs them.
public struct RouteRule: Hashable, Sendable {
    /// A field value a payload must have for the route to match. Two conditions are equal
    /// when their field names and values hold the same Unicode scalars (`café` precomposed
    /// and decomposed are two values, as they are to a payload's field reader).
    public struct Condition: Hashable, Sendable {
        /// The field's name.
        public let field: String
        /// The text the field must equal.
        public let value: String

        /// The memberwise initializer, for the routes-file loader.
        package init(field: String, value: String) {
            self.field = field
            self.value = value
        }

        public static func == (lhs: Condition, rhs: Condition) -> Bool {
            lhs.field.isScalarEqual(to: rhs.field) && lhs.value.isScalarEqual(to: rhs.value)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(ExactText(field))
            hasher.combine(ExactText(value))
        }
    }

    /// The fields, in one object every copy shares: a rule rides inside every ``Destination``
    /// a routes file decides, and one reference is cheaper to copy than seven fields.
    private let storage: Storage

    /// The payload type's registered name.
    public var payload: String { storage.fields.payload }
    /// The conditions, all of which must hold; empty to match every payload of the type.
    public var conditions: [Condition] { storage.fields.conditions }
    /// The screen's registered name.
    public var screen: String { storage.fields.screen }
    /// Push or present.
    public var presentation: Presentation { storage.fields.presentation }
    /// The guard condition the screen requires (`requires:`), or `nil`.
    public var requirement: String? { storage.fields.requirement }
    /// Where the route starts in the file (1-based).
    public var line: Int { storage.fields.line }
    /// Where the route starts in the file (1-based, in Unicode scalars).
    public var column: Int { storage.fields.column }

    package init(
        payload: String, conditions: [Condition], screen: String, presentation: Presentation,
        requirement: String?, line: Int, column: Int
    ) {
        storage = Storage(
            Fields(
                payload: payload, conditions: conditions, screen: screen, presentation: presentation,
                requirement: requirement, line: line, column: column))
    }

    public static func == (lhs: RouteRule, rhs: RouteRule) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    private struct Fields: Hashable, Sendable {
        let payload: String
        let conditions: [Condition]
        let screen: String
        let presentation: Presentation
        let requirement: String?
        let line: Int
        let column: Int

        /// Every field equal, the names compared by their Unicode scalars.
        static func == (lhs: Fields, rhs: Fields) -> Bool {
            lhs.payload.isScalarEqual(to: rhs.payload) && lhs.conditions == rhs.conditions
                && lhs.screen.isScalarEqual(to: rhs.screen) && lhs.presentation == rhs.presentation
                && lhs.requirement.map { ExactText($0) } == rhs.requirement.map { ExactText($0) } && lhs.line == rhs.line
                && lhs.column == rhs.column
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ExactText(payload))
            hasher.combine(conditions)
            hasher.combine(ExactText(screen))
            hasher.combine(presentation)
            hasher.combine(requirement.map { ExactText($0) })
            hasher.combine(line)
            hasher.combine(column)
        }
    }

    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    /// Whether every payload this route matches is matched by `earlier` too, which then
    /// always wins: `earlier`'s conditions are a subset of this route's.
    func isShadowed(by earlier: RouteRule) -> Bool {
        earlier.payload.isScalarEqual(to: payload) && Set(earlier.conditions).isSubset(of: Set(conditions))
    }
}

extension RouteRule: CustomStringConvertible {
    /// `Pizza -> push PizzaDetail`, `TypedModel when type=A -> push AType`,
    /// `OrderRequest -> push Order requires signedIn`.
    public var description: String {
        let when =
            conditions.isEmpty
            ? "" : " when " + conditions.map { "\($0.field)=\($0.value)" }.joined(separator: ", ")
        let requires = requirement.map { " requires \($0)" } ?? ""
        return "\(payload)\(when) -> \(presentation == .push ? "push" : "present") \(screen)\(requires)"
    }
}
