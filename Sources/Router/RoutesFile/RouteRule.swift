/// One route of a routes file, validated: payloads of a type, narrowed by field values, go
/// to a screen.
public struct RouteRule: Hashable, Sendable {
    /// A field value a payload must have for the route to match.
    public struct Condition: Hashable, Sendable {
        /// The field's name.
        public let field: String
        /// The text the field must equal.
        public let value: String
    }

    /// The payload type's registered name.
    public let payload: String
    /// The conditions, all of which must hold; empty to match every payload of the type.
    public let conditions: [Condition]
    /// The screen's registered name.
    public let screen: String
    /// Push or present.
    public let presentation: Presentation
    /// The guard condition the screen requires (`requires:`), or `nil`.
    public let requirement: String?
    /// Where the route starts in the file (1-based).
    public let line: Int
    /// Where the route starts in the file (1-based, in Unicode scalars).
    public let column: Int

    /// Whether every payload this route matches is matched by `earlier` too, which then
    /// always wins: `earlier`'s conditions are a subset of this route's.
    func isShadowed(by earlier: RouteRule) -> Bool {
        earlier.payload == payload && Set(earlier.conditions).isSubset(of: Set(conditions))
    }
}

extension RouteRule: CustomStringConvertible {
    /// `Pizza -> push PizzaDetail`, `TypedModel when type=A -> push AType`,
    /// `OrderRequest -> push Order requires signedIn`.
    public var description: String {
        let when = conditions.isEmpty
            ? "" : " when " + conditions.map { "\($0.field)=\($0.value)" }.joined(separator: ", ")
        let requires = requirement.map { " requires \($0)" } ?? ""
        return "\(payload)\(when) -> \(presentation == .push ? "push" : "present") \(screen)\(requires)"
    }
}
